import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError, ProfileMetrics } from '@sendero/shared';
import type { ProfileService } from './profile.service.js';

export const profileHttp: FastifyPluginAsyncZod<{ profile: ProfileService }> = async (app, { profile }) => {
  app.get('/profile/metrics', {
    onRequest: app.authenticate,
    schema: { tags: ['profile'], summary: 'Estadísticas de quien llama', security: [{ bearer: [] }], response: { 200: ProfileMetrics, 401: ApiError } },
    handler: async (request) => profile.metrics(request.auth.userId),
  });
};
