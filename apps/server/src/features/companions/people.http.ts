import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AccompaniedPerson, ApiError, CompanionSummary, DiaryPage, DiaryPageQuery, IdParams, InsightsQuery, Route, SafetyPlan, z } from '@sendero/shared';
import type { CompanionService } from './companion.service.js';
import { asReply } from '../../lib/prewritten-json.js';

const security = [{ bearer: [] }];
const tags = ['companions'];
const readErrors = { 400: ApiError, 401: ApiError, 403: ApiError, 404: ApiError };

/** The companion's calls: the people they accompany, and what each one shares with them (403 outside its scopes). */
export const peopleHttp: FastifyPluginAsyncZod<{ companions: CompanionService }> = async (app, { companions }) => {
  app.addHook('onRequest', app.authenticate);
  // Every answer here is about a person: plugins/security.ts sends `no-store` for every /api route.

  app.get('/people', {
    schema: {
      tags,
      summary: 'Las personas que acompaño y lo que cada una comparte conmigo',
      security,
      response: { 200: z.array(AccompaniedPerson), 401: ApiError },
    },
    handler: async (request) => companions.people(request.auth.userId),
  });

  app.get('/people/:id/summary', {
    schema: {
      tags,
      summary: 'Resumen de una persona que acompaño: sentimientos de las últimas semanas, racha y WHO-5 (alcance «summary»)',
      security,
      params: IdParams,
      querystring: InsightsQuery,
      response: { 200: CompanionSummary, ...readErrors },
    },
    handler: async (request) => companions.summary(request.auth.userId, request.params.id, request.query.tz),
  });

  app.get('/people/:id/diary', {
    schema: {
      tags,
      summary: 'Entradas de una persona que acompaño, solo lectura, como GET /diary (alcance «entries»)',
      security,
      params: IdParams,
      querystring: DiaryPageQuery,
      response: { 200: DiaryPage, ...readErrors },
    },
    handler: async (request) => asReply(await companions.diary(request.auth.userId, request.params.id, request.query.cursor, request.query.limit)),
  });

  app.get('/people/:id/routes', {
    schema: {
      tags,
      summary: 'Progreso en las rutas de una persona que acompaño, como GET /routes (alcance «routes»)',
      security,
      params: IdParams,
      response: { 200: z.array(Route), ...readErrors },
    },
    handler: async (request) => asReply(await companions.routes(request.auth.userId, request.params.id)),
  });

  app.get('/people/:id/safety-plan', {
    schema: {
      tags,
      summary: 'Plan de seguridad de una persona que acompaño, como GET /safety-plan (alcance «safetyPlan»)',
      security,
      params: IdParams,
      response: { 200: SafetyPlan, ...readErrors },
    },
    handler: async (request) => companions.safetyPlan(request.auth.userId, request.params.id),
  });
};
