import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError, errorMessages, VoiceNoteParams, VoiceNoteUpload, z } from '@sendero/shared';
import { HttpError } from '../../lib/http-errors.js';
import { errorBody } from '../../plugins/errors.js';
import { parseRange } from '../../plugins/files.js';
import type { VoiceNotesService } from './voice-notes.service.js';

const tags = ['diary'];
const security = [{ bearer: [] }];

async function requireMultipart(request: FastifyRequest) {
  if (!request.isMultipart()) throw new HttpError(415, errorMessages.unsupportedMediaType);
}

/** Diary voice notes: uploaded by their owner, heard only by their owner (decision 024). */
export const voiceNotesHttp: FastifyPluginAsyncZod<{ voiceNotes: VoiceNotesService }> = async (app, { voiceNotes }) => {
  app.addHook('onRequest', app.authenticate);
  await app.register(multipart);

  app.post('/diary/voice-notes', {
    preValidation: requireMultipart,
    schema: {
      tags,
      summary: 'Subir una nota de voz para el diario (multipart, campo «file»); se envía luego su audioUrl con la entrada',
      security,
      consumes: ['multipart/form-data'],
      body: z.object({ file: z.string().meta({ format: 'binary' }) }).nullish(),
      response: { 201: VoiceNoteUpload, 400: ApiError, 401: ApiError, 413: ApiError, 415: ApiError, 429: ApiError },
    },
    handler: async (request, reply) =>
      reply
        .code(201)
        .header('cache-control', 'no-store')
        .send(await voiceNotes.upload(request.auth.userId, request)),
  });

  app.get('/diary/voice-notes/:id', {
    schema: {
      tags,
      summary: 'Escuchar una nota de voz propia (admite Range); la de otra persona responde 404',
      security,
      params: VoiceNoteParams,
      produces: ['audio/webm', 'audio/ogg', 'audio/mp4', 'audio/mpeg', 'audio/wav'],
      response: { 200: z.any().describe('audio'), 206: z.any().describe('audio, un tramo'), 401: ApiError, 404: ApiError, 416: ApiError },
    },
    handler: async (request, reply) => {
      const { bytes, mime } = await voiceNotes.read(request.auth.userId, request.params.id);
      const range = parseRange(request.headers.range, bytes.length);
      if (range === 'unsatisfiable') {
        return reply
          .code(416)
          .header('content-range', `bytes */${bytes.length}`)
          .send(errorBody(416, [errorMessages.rangeNotSatisfiable]));
      }
      reply.header('accept-ranges', 'bytes').header('content-type', mime).header('cache-control', 'no-store');
      if (!range) return reply.send(bytes);
      return reply
        .code(206)
        .header('content-range', `bytes ${range.start}-${range.end}/${bytes.length}`)
        .send(bytes.subarray(range.start, range.end + 1));
    },
  });
};
