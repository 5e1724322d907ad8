import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError, Who5Body, Who5Check, Who5Offer, z } from '@sendero/shared';
import type { WellbeingService } from './wellbeing.service.js';

const tags = ['wellbeing'];
const security = [{ bearer: [] }];

/** docs/product.md#companions-wellbeing-checks-and-organisations "Wellbeing check (WHO-5)": the person's own checks, and the offer on home. */
export const wellbeingHttp: FastifyPluginAsyncZod<{ wellbeing: WellbeingService }> = async (app, { wellbeing }) => {
  // Every call is the caller's own (plugins/security.ts already answers /api with no-store).
  app.addHook('onRequest', app.authenticate);

  app.post('/wellbeing/who5', {
    schema: {
      tags,
      summary: 'Guardar un cuestionario de bienestar WHO-5: cinco respuestas enteras de 0 a 5, en el orden de las preguntas',
      description: 'rawScore es la suma de las respuestas (0–25) y percentScore es rawScore × 4 (0–100), calculados solo por esas reglas.',
      security,
      body: Who5Body,
      response: { 201: Who5Check, 400: ApiError, 401: ApiError },
    },
    handler: async (request, reply) => reply.code(201).send(await wellbeing.record(request.auth.userId, request.body.answers)),
  });

  app.get('/wellbeing/who5', {
    schema: { tags, summary: 'Mis cuestionarios de bienestar WHO-5, el más reciente primero', security, response: { 200: z.array(Who5Check), 401: ApiError } },
    handler: async (request) => wellbeing.list(request.auth.userId),
  });

  app.get('/wellbeing/who5/offer', {
    schema: {
      tags,
      summary: 'Si el inicio ofrece ahora el cuestionario: sí cuando no lo has respondido ni pospuesto en los últimos 14 días',
      security,
      response: { 200: Who5Offer, 401: ApiError },
    },
    handler: async (request) => wellbeing.offer(request.auth.userId),
  });

  app.post('/wellbeing/who5/offer/dismissal', {
    schema: {
      tags,
      summary: 'Ahora no: dejar de ofrecer el cuestionario durante 14 días',
      security,
      response: { 204: z.null().describe('Pospuesto'), 401: ApiError },
    },
    handler: async (request, reply) => {
      await wellbeing.dismissOffer(request.auth.userId);
      return reply.code(204).send(null);
    },
  });
};
