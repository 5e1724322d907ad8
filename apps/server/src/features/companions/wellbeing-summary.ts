import { COMPANION_SUMMARY_WEEKS, Feeling, type CompanionSummary, type Insights } from '@sendero/shared';
import type { Who5Check } from './companion.service.js';

/** Mean score of a run of weeks, weighted by their records; null without records. */
function meanOf(weeks: Insights['weeks']): number | null {
  let records = 0;
  let total = 0;
  for (const week of weeks) {
    if (week.meanScore === null) continue;
    records += week.records;
    total += week.meanScore * week.records;
  }
  return records > 0 ? total / records : null;
}

/** The last two weeks against the two before: half a point or more either way is a change. */
function trendOf(weeks: Insights['weeks']): CompanionSummary['trend'] {
  const recent = meanOf(weeks.slice(-2));
  const before = meanOf(weeks.slice(-4, -2));
  if (recent === null || before === null) return null;
  if (recent - before >= 0.5) return 'up';
  if (before - recent >= 0.5) return 'down';
  return 'steady';
}

/** What the «summary» scope shows a companion: the last weeks' feelings, the trend, the streak and the WHO-5 checks, oldest first. */
export function companionSummary(insights: Insights, checks: Who5Check[]): CompanionSummary {
  const weeks = insights.weeks.slice(-COMPANION_SUMMARY_WEEKS);
  const feelingCounts = Object.fromEntries(
    Feeling.options.map((feeling) => [feeling, weeks.reduce((sum, week) => sum + (week.counts[feeling] ?? 0), 0)]),
  ) as CompanionSummary['feelingCounts'];
  const who5 = checks
    .map((check) => ({ rawScore: check.rawScore, percentScore: check.rawScore * 4, createdAt: new Date(check.createdAt).toISOString() }))
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  return { weeks, feelingCounts, trend: trendOf(weeks), streak: insights.streak, who5 };
}
