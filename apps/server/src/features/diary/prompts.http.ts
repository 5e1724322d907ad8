import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminDiaryPrompt,
  ApiError,
  CreateDiaryPromptBody,
  DiaryPromptOfDay,
  DiaryPromptQuery,
  IdParams,
  OnThisDay,
  OnThisDayQuery,
  UpdateDiaryPromptBody,
  z,
} from '@sendero/shared';
import type { PromptService } from './prompt.service.js';
import type { OnThisDay as OnThisDayService } from './on-this-day.js';

const security = [{ bearer: [] }];

/**
 * When the page is blank (decision 043): the person's prompt under the reason step's box and
 * "Hace un año escribiste…" on home, each the caller's own; the admin's list of prompts, admins only.
 */
export const diaryPromptsHttp: FastifyPluginAsyncZod<{ prompts: PromptService; onThisDay: OnThisDayService }> = async (app, { prompts, onThisDay }) => {
  app.get('/diary/prompt', {
    onRequest: app.authenticate,
    schema: {
      tags: ['diary'],
      summary: 'La pregunta de quien llama para un sentimiento y un día; turn+1 da otra (nunca la misma que fue la primera el día anterior)',
      security,
      querystring: DiaryPromptQuery,
      response: { 200: DiaryPromptOfDay, 400: ApiError, 401: ApiError },
    },
    handler: async (request) => prompts.forPerson(request.auth.userId, request.query.feeling, request.query.day, request.query.turn),
  });

  app.get('/diary/on-this-day', {
    onRequest: app.authenticate,
    schema: {
      tags: ['diary'],
      summary: 'La entrada de quien llama de hace un año (su día local en su zona); null si no hay o si lo ha desactivado en Ajustes',
      security,
      querystring: OnThisDayQuery,
      response: { 200: OnThisDay, 400: ApiError, 401: ApiError },
    },
    handler: async (request) => ({ entry: await onThisDay.find(request.auth.userId, request.query.day, request.query.tz) }),
  });

  const admin = { tags: ['admin'], security };
  const guarded = { 401: ApiError, 403: ApiError };

  app.get('/admin/diary-prompts', {
    onRequest: app.requireAdmin,
    schema: { ...admin, summary: 'Todas las preguntas del diario, también las retiradas', response: { 200: z.array(AdminDiaryPrompt), ...guarded } },
    handler: async () => prompts.list(),
  });

  app.post('/admin/diary-prompts', {
    onRequest: app.requireAdmin,
    schema: {
      ...admin,
      summary: 'Añadir una pregunta para un sentimiento, o para cualquiera (feeling null)',
      body: CreateDiaryPromptBody,
      response: { 201: AdminDiaryPrompt, 400: ApiError, ...guarded },
    },
    handler: async (request, reply) => reply.code(201).send(await prompts.add(request.body)),
  });

  app.patch('/admin/diary-prompts/:id', {
    onRequest: app.requireAdmin,
    schema: {
      ...admin,
      summary: 'Retirar una pregunta (se guarda, no se muestra) o volver a mostrarla',
      params: IdParams,
      body: UpdateDiaryPromptBody,
      response: { 200: AdminDiaryPrompt, 400: ApiError, ...guarded, 404: ApiError },
    },
    handler: async (request) => prompts.setRetired(request.params.id, request.body.retired),
  });
};
