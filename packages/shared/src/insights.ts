import { z } from './zod.js';
import { Feeling, FinerFeeling, FinerFeelingStat, isValidTimeZone } from './diary.js';

// GET /profile/insights: the "Estadísticas" tab's insights. Definitions and choices:
// docs/decisions/023-insights-and-tags.md.

/** Score of a feeling for means: GREAT=5 … TERRIBLE=1. */
export const FEELING_SCORE: Record<Feeling, number> = { GREAT: 5, GOOD: 4, NEUTRAL: 3, BAD: 2, TERRIBLE: 1 };

export const InsightsQuery = z.object({
  tz: z.string().max(64).default('UTC').refine(isValidTimeZone, 'La zona horaria no es válida.'),
});
export type InsightsQuery = z.input<typeof InsightsQuery>;

/** One week (starting Monday) or month: its first local day, how many records, the mean score, the count per feeling. */
export const FeelingPeriod = z.object({
  start: z.iso.date(),
  records: z.number().int(),
  /** Mean of FEELING_SCORE over the period's records, one decimal; null when there are none. */
  meanScore: z.number().nullable(),
  counts: z.record(Feeling, z.number().int()),
});
export type FeelingPeriod = z.infer<typeof FeelingPeriod>;

export const InsightsWeekday = z.object({
  /** 1 = lunes … 7 = domingo (ISO). */
  weekday: z.number().int().min(1).max(7),
  days: z.number().int(),
  meanScore: z.number().nullable(),
});

export const InsightsPattern = z.object({
  tag: z.string(),
  direction: z.enum(['better', 'worse']),
  daysWith: z.number().int(),
  daysWithout: z.number().int(),
  /** The plain-language sentence, never causal nor clinical. */
  sentence: z.string(),
});
export type InsightsPattern = z.infer<typeof InsightsPattern>;

/** How many most used finer words each feeling shows in the insights. */
export const INSIGHTS_FINER_WORDS = 3;

/** Under one feeling, the finer words most used over the weeks shown (decision 042). */
export const InsightsFinerFeelings = z.object({
  feeling: Feeling,
  /** At most INSIGHTS_FINER_WORDS, the most used first (ties in the vocabulary's order). */
  words: z.array(z.object({ finerFeeling: FinerFeeling, count: z.number().int() })),
});
export type InsightsFinerFeelings = z.infer<typeof InsightsFinerFeelings>;

export const Insights = z.object({
  timeZone: z.string(),
  /** The caller's local date today. */
  today: z.iso.date(),
  /** The last 12 weeks, oldest first, the current week last. */
  weeks: z.array(FeelingPeriod),
  /** The last 12 months, oldest first, the current month last. */
  months: z.array(FeelingPeriod),
  /** The last 365 local days ending today, oldest first; feeling null on a day without records. */
  yearInPixels: z.array(z.object({ date: z.iso.date(), feeling: Feeling.nullable() })),
  streak: z.object({
    /** Local days from the first to the last day of the current streak, both included; 0 when none. */
    days: z.number().int(),
    /** Of those, the days with at least one record. */
    daysWritten: z.number().int(),
    /** The last local day with a record in it, or null. */
    lastDay: z.iso.date().nullable(),
  }),
  weekdays: z.array(InsightsWeekday),
  patterns: z.array(InsightsPattern),
  /** Over the same weeks as `weeks`, per feeling in the spec's order; feelings without finer words left out. */
  finerFeelings: z.array(InsightsFinerFeelings),
  /**
   * Every finer word ever chosen, with how many records carry it: the feelings in the spec's
   * order, the most used first under each. Here rather than in /profile/metrics: see decision 042.
   */
  finerFeelingCounts: z.array(FinerFeelingStat),
});
export type Insights = z.infer<typeof Insights>;
