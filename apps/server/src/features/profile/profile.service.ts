import { sql } from 'drizzle-orm';
import { Feeling, type Feeling as FeelingType, type Insights, type ProfileMetrics } from '@sendero/shared';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { feelingCountsJson } from '../diary/diary.repository.js';
import type { DiaryService } from '../diary/diary.service.js';
import { learningStateColumns, noLearningState, routeState, sameLearningState, type LearningState, type RouteCatalogue } from '../learning/catalogue.js';
import type { PersonCaches } from '../../lib/kept-answers.js';
import { prewritten, type PrewrittenJson } from '../../lib/prewritten-json.js';
import { computeInsights } from './insights.js';

/** Whole percentages of the caller's records per feeling; every feeling listed, in the spec's order. */
export function feelingsStats(counts: Partial<Record<FeelingType, number>>) {
  const total = Object.values(counts).reduce((sum, value) => sum + (value ?? 0), 0);
  return Feeling.options.map((feeling) => {
    const count = counts[feeling] ?? 0;
    return { feeling, count, percentage: total > 0 ? Math.round((100 * count) / total) : 0 };
  });
}

/** The profile's statistics (definitions in docs/decisions/006-profile-metrics.md), from the diary's and learning's services. */
export function createProfileService({
  db,
  diary,
  catalogue,
  clock,
  personCaches,
}: {
  db: Db;
  diary: DiaryService;
  catalogue: RouteCatalogue;
  clock: Clock;
  personCaches: PersonCaches;
}) {
  // Every count of the profile in one prepared query: each round trip to the database costs more
  // than the counting itself. Learning's counts come from the catalogue and the person's progress.
  const userId = sql.placeholder('userId');
  const metricsQuery = db
    .select({ feelings: feelingCountsJson(userId), ...learningStateColumns(userId) })
    // One row to hang the counts on: each is a subquery (the caller's own rows, and the catalogue's version).
    .from(sql`(select 1) as one`)
    .prepare('profile_metrics');

  // Each person's statistics as last written, while the counts they come from stay the same (lib/kept-answers.ts).
  const keptMetrics = personCaches.keptAnswers<LearningState & { feelings: string }>({
    max: 1_000,
    keptForMs: 10 * 60_000,
    same: (kept, read) => kept.feelings === read.feelings && sameLearningState(kept, read),
    ownerOf: (userId) => userId,
  });

  return {
    /** Feelings over time, the year in pixels, the streak, weekdays and patterns, in the caller's time zone. */
    async insights(userId: string, tz: string): Promise<Insights> {
      const now = clock.now();
      // Own tags are sealed: only the last year's (what the patterns read) are opened.
      const rows = await diary.insightRows(userId, new Date(now.getTime() - 367 * 86_400_000));
      return computeInsights(rows, now, tz);
    },

    async metrics(userId: string): Promise<PrewrittenJson<ProfileMetrics>> {
      const [row = { feelings: '{}', ...noLearningState }] = await metricsQuery.execute({ userId });
      const kept = keptMetrics.find(userId, row);
      if (kept) return prewritten<ProfileMetrics>(kept);
      const counts = JSON.parse(row.feelings) as Partial<Record<FeelingType, number>>;
      const { routes, completedByType } = await catalogue.progress(row);
      const totalRecords = Object.values(counts).reduce((sum, value) => sum + (value ?? 0), 0);
      const metrics: ProfileMetrics = {
        totalRecords,
        videosWatched: completedByType.VIDEO ?? 0,
        routesInProgress: routes.filter((route) => route.progressId !== null && routeState(true, route.completed, route.total).progressStatus === 'IN_PROGRESS')
          .length,
        guidedExercises: completedByType.AUDIO ?? 0,
        feelingsStats: feelingsStats(counts),
      };
      return prewritten<ProfileMetrics>(keptMetrics.keep(userId, row, JSON.stringify(metrics)));
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
