import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountMessages, ApiError, DeleteAccountBody, errorMessages, IMPORT_MAX_BYTES, ImportPreview, ImportQuery, ImportResult, z } from '@sendero/shared';
import { badRequest, HttpError } from '../../lib/http-errors.js';
import type { DataOwnershipService } from './data-ownership.service.js';

const tags = ['account'];
const security = [{ bearer: [] }];

async function requireMultipart(request: FastifyRequest) {
  if (!request.isMultipart()) throw new HttpError(415, errorMessages.unsupportedMediaType);
}

/** The mapping of a few hundred moods at most: more is no Daylio export. */
const MOODS_FIELD_BYTES = 64 * 1024;

/**
 * The uploaded file, whole (at most IMPORT_MAX_BYTES, refused with 413 beyond), and the text
 * fields `moods` and `dateOrder` when sent, before or after the file.
 */
async function readUpload(request: FastifyRequest): Promise<{ bytes: Buffer; moods?: string; dateOrder?: string }> {
  let bytes: Buffer | undefined;
  let moods: string | undefined;
  let dateOrder: string | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 2, fieldSize: MOODS_FIELD_BYTES } })) {
      if (part.type === 'field' && part.fieldname === 'moods' && typeof part.value === 'string' && !part.valueTruncated) moods = part.value;
      else if (part.type === 'field' && part.fieldname === 'dateOrder') dateOrder = typeof part.value === 'string' ? part.value : '';
      else if (part.type === 'file' && part.fieldname === 'file') bytes = await part.toBuffer();
      else {
        if (part.type === 'file') part.file.resume();
        throw badRequest(part.type === 'field' && part.fieldname === 'moods' ? accountMessages.daylioMappingInvalid : accountMessages.importFileRequired);
      }
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, accountMessages.importTooLarge);
    throw badRequest(accountMessages.importFileRequired);
  }
  if (!bytes) throw badRequest(accountMessages.importFileRequired);
  return { bytes, moods, dateOrder };
}

/** The person's own data: take it, bring it back, or leave (docs/product.md#data-ownership-and-scale Data ownership). */
export const accountHttp: FastifyPluginAsyncZod<{ account: DataOwnershipService }> = async (app, { account }) => {
  app.addHook('onRequest', app.authenticate);
  await app.register(multipart);

  app.get('/account/export', {
    schema: {
      tags,
      summary: 'Descargar todos mis datos: un .zip con sendero-export.json, diary.csv y mis archivos',
      security,
      produces: ['application/zip'],
      response: { 200: z.any().describe('application/zip'), 401: ApiError },
    },
    handler: async (request, reply) => {
      const zip = await account.export(request.auth.userId);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="sendero-export-${day}.zip"`)
        .header('cache-control', 'no-store')
        .send(zip);
    },
  });

  app.post('/account/import/preview', {
    preValidation: requireMultipart,
    schema: {
      tags,
      summary: 'Ver qué importaría un archivo, sin guardar nada: de un CSV de Daylio, sus estados de ánimo con el sentimiento que sugieren',
      security,
      consumes: ['multipart/form-data'],
      querystring: ImportQuery,
      response: { 200: ImportPreview, 400: ApiError, 401: ApiError, 413: ApiError, 415: ApiError },
    },
    handler: async (request) => account.preview(() => readUpload(request), request.query.tz),
  });

  app.post('/account/import', {
    preValidation: requireMultipart,
    schema: {
      tags,
      summary:
        'Importar una exportación de Sendero (.zip) o un CSV de Daylio (multipart, campo «file»; «moods»: a qué sentimiento va cada estado de ánimo; «dateOrder»: dmy o mdy si las fechas con barras no lo dicen); todo o nada, sin duplicar',
      security,
      consumes: ['multipart/form-data'],
      querystring: ImportQuery,
      response: { 200: ImportResult, 400: ApiError, 401: ApiError, 409: ApiError, 413: ApiError, 415: ApiError },
    },
    handler: async (request) => account.import(request.auth.userId, () => readUpload(request), request.query.tz),
  });

  app.delete('/account', {
    schema: {
      tags,
      summary: 'Eliminar mi cuenta y todos mis datos (pide la contraseña, o el código de confirmar con mi institución)',
      security,
      body: DeleteAccountBody,
      response: { 204: z.null().describe('Eliminada'), 400: ApiError, 401: ApiError, 403: ApiError, 409: ApiError, 429: ApiError },
    },
    handler: async (request, reply) => {
      await account.erase(request.auth.userId, request.body);
      return reply.code(204).send(null);
    },
  });
};
