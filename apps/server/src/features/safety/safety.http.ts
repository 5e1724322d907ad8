import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError, CrisisLine, CrisisLinesQuery, DEFAULT_COUNTRY, SafetyPlan, SafetyPlanBody, SafetyStats, z } from '@sendero/shared';
import type { CrisisService } from './crisis.service.js';
import type { SafetyPlanService } from './safety-plan.service.js';

type SafetyHttpOptions = {
  crisis: CrisisService;
  safetyPlan: SafetyPlanService;
  /** The caller's country, from their profile. */
  countryOf: (userId: string) => Promise<string>;
};

const tags = ['safety'];
const security = [{ bearer: [] }];

export const safetyHttp: FastifyPluginAsyncZod<SafetyHttpOptions> = async (app, { crisis, safetyPlan, countryOf }) => {
  app.get('/crisis-lines', {
    // Public: a person in crisis may not be signed in. With a token, their profile's country.
    onRequest: app.identify,
    schema: {
      tags,
      summary: 'Líneas de ayuda en crisis de un país, emergencias al final; solo emergencias si no hay línea de crisis verificada, y [] si no hay ninguna',
      querystring: CrisisLinesQuery,
      response: { 200: z.array(CrisisLine), 400: ApiError },
    },
    handler: async (request) => {
      const country = request.query.country ?? (request.auth ? await countryOf(request.auth.userId) : DEFAULT_COUNTRY);
      return crisis.lines(country);
    },
  });

  app.get('/safety-plan', {
    onRequest: app.authenticate,
    schema: { tags, summary: 'Mi plan de seguridad', security, response: { 200: SafetyPlan, 401: ApiError } },
    handler: async (request) => safetyPlan.get(request.auth.userId),
  });

  app.put('/safety-plan', {
    onRequest: app.authenticate,
    schema: {
      tags,
      summary: 'Guardar mi plan de seguridad completo (cada texto hasta 500 caracteres, cada lista hasta 20 elementos)',
      security,
      body: SafetyPlanBody,
      response: { 200: SafetyPlan, 400: ApiError, 401: ApiError },
    },
    handler: async (request) => safetyPlan.save(request.auth.userId, request.body),
  });

  app.get('/admin/safety-stats', {
    onRequest: app.requireAdmin,
    schema: {
      tags: ['admin'],
      summary: 'Respuestas de crisis por mes, últimos 12 meses (solo recuentos; solo ADMIN)',
      security,
      response: { 200: SafetyStats, 401: ApiError, 403: ApiError },
    },
    handler: async () => crisis.repliesByMonth(),
  });
};
