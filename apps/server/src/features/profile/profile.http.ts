import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError, Insights, InsightsQuery, ProfileMetrics } from '@sendero/shared';
import type { ProfileService } from './profile.service.js';

export const profileHttp: FastifyPluginAsyncZod<{ profile: ProfileService }> = async (app, { profile }) => {
  app.get('/profile/metrics', {
    onRequest: app.authenticate,
    schema: { tags: ['profile'], summary: 'Estadísticas de quien llama', security: [{ bearer: [] }], response: { 200: ProfileMetrics, 401: ApiError } },
    handler: async (request) => profile.metrics(request.auth.userId),
  });

  app.get('/profile/insights', {
    onRequest: app.authenticate,
    schema: {
      tags: ['profile'],
      summary: 'Cómo se ha sentido quien llama a lo largo del tiempo, en su zona horaria: semanas, meses, un año en píxeles, racha, días de la semana y patrones',
      security: [{ bearer: [] }],
      querystring: InsightsQuery,
      response: { 200: Insights, 400: ApiError, 401: ApiError },
    },
    handler: async (request) => profile.insights(request.auth.userId, request.query.tz),
  });
};
