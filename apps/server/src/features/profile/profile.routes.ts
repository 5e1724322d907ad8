import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError, Feeling, ProfileMetrics, type Feeling as FeelingType } from '@sendero/shared';
import type { Db } from '../../db/client.js';
import type { DiaryService } from '../diary/diary.service.js';
import { learningCounts } from '../learning/progress.service.js';

/** Whole percentages of the caller's records per feeling; every feeling listed, in the spec's order. */
export function feelingsStats(counts: Partial<Record<FeelingType, number>>) {
  const total = Object.values(counts).reduce((sum, value) => sum + (value ?? 0), 0);
  return Feeling.options.map((feeling) => {
    const count = counts[feeling] ?? 0;
    return { feeling, count, percentage: total > 0 ? Math.round((100 * count) / total) : 0 };
  });
}

export const profileRoutes: FastifyPluginAsyncZod<{ db: Db; diary: DiaryService }> = async (app, { db, diary }) => {
  app.get('/profile/metrics', {
    preHandler: app.authenticate,
    schema: { tags: ['profile'], summary: 'Estadísticas de quien llama', security: [{ bearer: [] }], response: { 200: ProfileMetrics, 401: ApiError } },
    handler: async (request) => {
      const userId = request.auth.userId;
      const [counts, learning] = await Promise.all([diary.feelingCounts(userId), learningCounts(db, userId)]);
      const totalRecords = Object.values(counts).reduce((sum, value) => sum + (value ?? 0), 0);
      return {
        totalRecords,
        videosWatched: learning.completedByType.VIDEO ?? 0,
        routesInProgress: learning.routesInProgress,
        guidedExercises: learning.completedByType.AUDIO ?? 0,
        feelingsStats: feelingsStats(counts),
      };
    },
  });
};
