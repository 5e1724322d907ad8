import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError, Insights, InsightsQuery, ProfessionalSummaryQuery, ProfileMetrics, z } from '@sendero/shared';
import type { ProfessionalSummaryService } from './professional-summary.service.js';
import type { ProfileService } from './profile.service.js';
import { asReply } from '../../lib/prewritten-json.js';

export const profileHttp: FastifyPluginAsyncZod<{ profile: ProfileService; professionalSummary: ProfessionalSummaryService }> = async (
  app,
  { profile, professionalSummary },
) => {
  app.get('/profile/metrics', {
    onRequest: app.authenticate,
    schema: { tags: ['profile'], summary: 'Estadísticas de quien llama', security: [{ bearer: [] }], response: { 200: ProfileMetrics, 401: ApiError } },
    handler: async (request) => asReply(await profile.metrics(request.auth.userId)),
  });

  app.get('/profile/insights', {
    onRequest: app.authenticate,
    schema: {
      tags: ['profile'],
      summary:
        'Cómo se ha sentido quien llama a lo largo del tiempo, en su zona horaria: semanas, meses, un año en píxeles, racha, días de la semana y patrones',
      security: [{ bearer: [] }],
      querystring: InsightsQuery,
      response: { 200: Insights, 400: ApiError, 401: ApiError },
    },
    handler: async (request) => profile.insights(request.auth.userId, request.query.tz),
  });

  app.get('/profile/professional-summary.pdf', {
    onRequest: app.authenticate,
    schema: {
      tags: ['profile'],
      summary:
        'Informe para mi profesional: un PDF del periodo elegido (from y to, fechas locales en tz, incluidas; por defecto los últimos 30 días, 366 como mucho) con sentimientos por semana, WHO-5, rutas y actividades; las entradas solo con entries=true',
      security: [{ bearer: [] }],
      produces: ['application/pdf'],
      querystring: ProfessionalSummaryQuery,
      response: { 200: z.any().describe('application/pdf'), 400: ApiError, 401: ApiError },
    },
    handler: async (request, reply) => {
      const { fileName, pdf } = await professionalSummary.pdf(request.auth.userId, request.query);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  });
};
