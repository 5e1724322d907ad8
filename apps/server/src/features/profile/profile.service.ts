import { Feeling, type Feeling as FeelingType, type ProfileMetrics } from '@sendero/shared';
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

/** The profile's statistics (definitions in docs/decisions/006-profile-metrics.md). */
export async function profileMetrics(db: Db, diary: DiaryService, userId: string): Promise<ProfileMetrics> {
  const [counts, learning] = await Promise.all([diary.feelingCounts(userId), learningCounts(db, userId)]);
  const totalRecords = Object.values(counts).reduce((sum, value) => sum + (value ?? 0), 0);
  return {
    totalRecords,
    videosWatched: learning.completedByType.VIDEO ?? 0,
    routesInProgress: learning.routesInProgress,
    guidedExercises: learning.completedByType.AUDIO ?? 0,
    feelingsStats: feelingsStats(counts),
  };
}
