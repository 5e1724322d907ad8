import { Feeling, type Feeling as FeelingType, type ProfileMetrics } from '@sendero/shared';
import type { DiaryService } from '../diary/diary.service.js';
import type { ProgressService } from '../learning/progress.service.js';

/** Whole percentages of the caller's records per feeling; every feeling listed, in the spec's order. */
export function feelingsStats(counts: Partial<Record<FeelingType, number>>) {
  const total = Object.values(counts).reduce((sum, value) => sum + (value ?? 0), 0);
  return Feeling.options.map((feeling) => {
    const count = counts[feeling] ?? 0;
    return { feeling, count, percentage: total > 0 ? Math.round((100 * count) / total) : 0 };
  });
}

/** The profile's statistics (definitions in docs/decisions/006-profile-metrics.md), from the diary's and learning's services. */
export function createProfileService({ diary, progress }: { diary: DiaryService; progress: ProgressService }) {
  return {
    async metrics(userId: string): Promise<ProfileMetrics> {
      const [counts, learning] = await Promise.all([diary.feelingCounts(userId), progress.counts(userId)]);
      const totalRecords = Object.values(counts).reduce((sum, value) => sum + (value ?? 0), 0);
      return {
        totalRecords,
        videosWatched: learning.completedByType.VIDEO ?? 0,
        routesInProgress: learning.routesInProgress,
        guidedExercises: learning.completedByType.AUDIO ?? 0,
        feelingsStats: feelingsStats(counts),
      };
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
