import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError, ProfileMetrics } from '@sendero/shared';
import type { Db } from '../../db/client.js';
import type { DiaryService } from '../diary/diary.service.js';
import { profileMetrics } from './profile.service.js';

export const profileRoutes: FastifyPluginAsyncZod<{ db: Db; diary: DiaryService }> = async (app, { db, diary }) => {
  app.get('/profile/metrics', {
    onRequest: app.authenticate,
    schema: { tags: ['profile'], summary: 'Estadísticas de quien llama', security: [{ bearer: [] }], response: { 200: ProfileMetrics, 401: ApiError } },
    handler: async (request) => profileMetrics(db, diary, request.auth.userId),
  });
};
