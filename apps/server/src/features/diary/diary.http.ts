import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApiError,
  CreateDiaryEntryBody,
  CreateDiaryEntryHeaders,
  CreateDiaryEntryResponse,
  DiaryMonthQuery,
  DiaryPage,
  DiaryPageQuery,
  DiaryRecord,
  IdParams,
  UpdateDiaryEntryBody,
  z,
} from '@sendero/shared';
import type { DiaryService } from './diary.service.js';
import { asReply } from '../../lib/prewritten-json.js';

const security = [{ bearer: [] }];
const tags = ['diary'];

export const diaryHttp: FastifyPluginAsyncZod<{ diary: DiaryService }> = async (app, { diary }) => {
  // The diary is the caller's own, always: the token is checked before the body or query.
  app.addHook('onRequest', app.authenticate);

  app.post('/diary/entry', {
    schema: {
      tags,
      summary: 'Guardar una entrada y pedir un consejo (la entrada se guarda aunque el consejo falle)',
      description:
        'Con la cabecera Idempotency-Key (un UUID hecho en el dispositivo), repetir el envío responde 200 con la entrada ya guardada, sin guardarla otra vez ni pedir otro consejo.',
      security,
      headers: CreateDiaryEntryHeaders,
      body: CreateDiaryEntryBody,
      response: { 200: CreateDiaryEntryResponse, 201: CreateDiaryEntryResponse, 400: ApiError, 401: ApiError, 429: ApiError },
    },
    handler: async (request, reply) => {
      const { created, entry } = await diary.createEntry(request.auth.userId, request.body, request.headers['idempotency-key']);
      return reply.code(created ? 201 : 200).send(entry);
    },
  });

  app.get('/diary', {
    schema: {
      tags,
      summary: 'Entradas, de la más reciente a la más antigua, por páginas',
      security,
      querystring: DiaryPageQuery,
      response: { 200: DiaryPage, 400: ApiError, 401: ApiError },
    },
    handler: async (request) => asReply(await diary.listPage(request.auth.userId, request.query.cursor, request.query.limit)),
  });

  app.get('/diary/month', {
    schema: {
      tags,
      summary: 'Entradas de un mes, en la zona horaria de quien llama',
      security,
      querystring: DiaryMonthQuery,
      response: { 200: z.array(DiaryRecord), 400: ApiError, 401: ApiError },
    },
    handler: async (request) => asReply(await diary.listMonth(request.auth.userId, request.query.year, request.query.month, request.query.tz)),
  });

  app.patch('/diary/:id', {
    schema: {
      tags,
      summary: 'Cambiar una entrada propia; un texto nuevo pasa otra vez por la revisión de crisis y recibe una respuesta nueva',
      security,
      params: IdParams,
      body: UpdateDiaryEntryBody,
      response: { 200: CreateDiaryEntryResponse, 400: ApiError, 401: ApiError, 404: ApiError },
    },
    handler: async (request) => diary.updateEntry(request.auth.userId, request.params.id, request.body),
  });

  app.delete('/diary/:id', {
    schema: {
      tags,
      summary: 'Borrar una entrada propia',
      security,
      params: IdParams,
      response: { 204: z.null().describe('Borrada'), 400: ApiError, 401: ApiError, 404: ApiError },
    },
    handler: async (request, reply) => {
      await diary.deleteEntry(request.auth.userId, request.params.id);
      return reply.code(204).send(null);
    },
  });
};
