import {
  ACTIVITY_TAGS,
  Feeling as Feelings,
  FEELING_SCORE,
  FINER_FEELING_KEYS,
  feelingOfFinerFeeling,
  INSIGHTS_FINER_WORDS,
  type Feeling,
  type FeelingPeriod,
  type FinerFeeling,
  type FinerFeelingStat,
  type Insights,
  type InsightsFinerFeelings,
  type InsightsPattern,
} from '@sendero/shared';

// The "Estadísticas" insights, computed from the feelings, moments and tags of a person's records.
// Every definition here is written down in docs/decisions/023-insights-and-tags.md.

export type InsightRow = { feeling: Feeling; finerFeeling?: FinerFeeling | null; createdAt: Date; tags: string[] };

const DAY_MS = 86_400_000;
const WEEKS = 12;
const MONTHS = 12;
const YEAR_DAYS = 365;
/** A pattern needs this many days with the tag and this many without it… */
export const PATTERN_MIN_DAYS = 5;
/** …and this difference of mean score (on 1 to 5) between them, so noise says nothing. */
export const PATTERN_MIN_DIFFERENCE = 0.5;

/** A local calendar day as a count of days since 1970-01-01, so day arithmetic ignores DST. */
type DayNumber = number;

const dayNumber = (isoDate: string): DayNumber => Date.UTC(Number(isoDate.slice(0, 4)), Number(isoDate.slice(5, 7)) - 1, Number(isoDate.slice(8, 10))) / DAY_MS;
const isoDate = (day: DayNumber) => new Date(day * DAY_MS).toISOString().slice(0, 10);
/** 1 = Monday … 7 = Sunday. */
const isoWeekday = (day: DayNumber) => ((new Date(day * DAY_MS).getUTCDay() + 6) % 7) + 1;
const round1 = (value: number) => Math.round(value * 10) / 10;
const mean = (values: number[]) => (values.length === 0 ? null : values.reduce((sum, value) => sum + value, 0) / values.length);

/** The local date (YYYY-MM-DD) of an instant in `tz`; en-CA writes dates in ISO order. */
export function localDateFormatter(tz: string): (instant: Date) => string {
  const format = new Intl.DateTimeFormat('en-CA', { timeZone: tz, year: 'numeric', month: '2-digit', day: '2-digit' });
  return (instant) => format.format(instant);
}

const emptyCounts = (): Record<Feeling, number> => ({ GREAT: 0, GOOD: 0, NEUTRAL: 0, BAD: 0, TERRIBLE: 0 });

function period(start: DayNumber, feelings: Feeling[]): FeelingPeriod {
  const counts = emptyCounts();
  for (const feeling of feelings) counts[feeling] += 1;
  const score = mean(feelings.map((feeling) => FEELING_SCORE[feeling]));
  return { start: isoDate(start), records: feelings.length, meanScore: score === null ? null : round1(score), counts };
}

/**
 * The current streak: walking back from the last day with a record, one day without records is
 * bridged, two in a row end it. It is current while that last day is today, yesterday or the day
 * before (today is not over, so only yesterday can be the forgiven day).
 */
export function streakOf(days: Set<DayNumber>, today: DayNumber): Insights['streak'] {
  let last: DayNumber | null = null;
  for (const day of days) if (day <= today && (last === null || day > last)) last = day;
  if (last === null) return { days: 0, daysWritten: 0, lastDay: null };
  if (today - last > 2) return { days: 0, daysWritten: 0, lastDay: isoDate(last) };
  let first = last;
  let written = 1;
  for (;;) {
    if (days.has(first - 1)) first -= 1;
    else if (days.has(first - 2)) first -= 2;
    else break;
    written += 1;
  }
  return { days: last - first + 1, daysWritten: written, lastDay: isoDate(last) };
}

/** How a tag reads: a fixed key capitalised ("Ejercicio"), an own tag as the person wrote it. */
export const labelOf = (tag: string) => ((ACTIVITY_TAGS as readonly string[]).includes(tag) ? tag.charAt(0).toLocaleUpperCase('es') + tag.slice(1) : tag);

/** Plain words about what tends to go together; never a cause ("porque", "hace que"), never a diagnosis. */
export const patternSentence = (label: string, direction: InsightsPattern['direction']) =>
  `Los días con «${label}» sueles sentirte ${direction === 'better' ? 'mejor' : 'peor'}.`;

/** A day with records: the mean score of its records and its tags (key in lower case → latest spelling). */
export type ScoredDay = { score: number; tags: Map<string, string> };

/**
 * The tags that go with better or worse days (a co-occurrence, never a cause): a tag with at least
 * PATTERN_MIN_DAYS days with it and as many without it, whose days differ in mean score by at
 * least PATTERN_MIN_DIFFERENCE. The better ones first, then by how many days back them.
 */
export function tagPatterns(days: ScoredDay[]): Omit<InsightsPattern, 'sentence'>[] {
  const labels = new Map<string, string>();
  for (const day of days) for (const [key, label] of day.tags) labels.set(key, label);
  const patterns: Omit<InsightsPattern, 'sentence'>[] = [];
  for (const [key, label] of labels) {
    const withTag = days.filter((day) => day.tags.has(key)).map((day) => day.score);
    const withoutTag = days.filter((day) => !day.tags.has(key)).map((day) => day.score);
    if (withTag.length < PATTERN_MIN_DAYS || withoutTag.length < PATTERN_MIN_DAYS) continue;
    const difference = mean(withTag)! - mean(withoutTag)!;
    if (Math.abs(difference) < PATTERN_MIN_DIFFERENCE) continue;
    patterns.push({ tag: labelOf(label), direction: difference > 0 ? 'better' : 'worse', daysWith: withTag.length, daysWithout: withoutTag.length });
  }
  return patterns.sort((a, b) => (a.direction === b.direction ? b.daysWith - a.daysWith : a.direction === 'better' ? -1 : 1));
}

/**
 * Under each feeling, its most used finer words (at most `most`, ties in the vocabulary's order)
 * among `rows`; feelings with none are left out.
 */
export function topFinerFeelings(rows: Pick<InsightRow, 'feeling' | 'finerFeeling'>[], most = INSIGHTS_FINER_WORDS): InsightsFinerFeelings[] {
  const counts = new Map<FinerFeeling, number>();
  // A word is counted only under its own feeling (the diary never stores it under another).
  for (const row of rows)
    if (row.finerFeeling && feelingOfFinerFeeling(row.finerFeeling) === row.feeling) counts.set(row.finerFeeling, (counts.get(row.finerFeeling) ?? 0) + 1);
  const byUse = [...counts].sort(([a, countA], [b, countB]) => countB - countA || FINER_FEELING_KEYS.indexOf(a) - FINER_FEELING_KEYS.indexOf(b));
  return Feelings.options.flatMap((feeling) => {
    const words = byUse.filter(([word]) => feelingOfFinerFeeling(word) === feeling).slice(0, most);
    return words.length > 0 ? [{ feeling, words: words.map(([finerFeeling, count]) => ({ finerFeeling, count })) }] : [];
  });
}

/** Every finer word among `rows`, with its count: feelings in the spec's order, the most used first, ties in the vocabulary's order. */
export function finerFeelingCounts(rows: Pick<InsightRow, 'feeling' | 'finerFeeling'>[]): FinerFeelingStat[] {
  return topFinerFeelings(rows, Infinity).flatMap(({ feeling, words }) => words.map((word) => ({ feeling, ...word })));
}

/** Everything the tab shows, from the rows oldest first; `now` and `tz` fix what "today" is. */
export function computeInsights(rows: InsightRow[], now: Date, tz: string): Insights {
  const localDate = localDateFormatter(tz);
  const today = dayNumber(localDate(now));
  const yearStart = today - YEAR_DAYS + 1;

  // Per local day: its feelings in order (the last one is how the day ended) and its tags.
  const byDay = new Map<DayNumber, { feelings: Feeling[]; tags: Map<string, string> }>();
  // Finer words over the same weeks as the chart: from the first one's Monday to today.
  const firstWeekStart = today - isoWeekday(today) + 1 - 7 * (WEEKS - 1);
  const recentFiner: InsightRow[] = [];
  for (const row of rows) {
    const day = dayNumber(localDate(row.createdAt));
    if (row.finerFeeling && day >= firstWeekStart && day <= today) recentFiner.push(row);
    let entry = byDay.get(day);
    if (!entry) byDay.set(day, (entry = { feelings: [], tags: new Map() }));
    entry.feelings.push(row.feeling);
    // Own tags group case-insensitively; the label is the latest spelling.
    for (const tag of row.tags) entry.tags.set(tag.toLocaleLowerCase('es'), tag);
  }
  const dayScore = (day: DayNumber) => mean(byDay.get(day)!.feelings.map((feeling) => FEELING_SCORE[feeling]))!;

  // Weeks start on Monday; months on their first local day.
  const thisMonday = today - isoWeekday(today) + 1;
  const weekStarts = Array.from({ length: WEEKS }, (_, index) => thisMonday - 7 * (WEEKS - 1 - index));
  const todayDate = isoDate(today);
  const monthKeys = Array.from({ length: MONTHS }, (_, index) => {
    const date = new Date(Date.UTC(Number(todayDate.slice(0, 4)), Number(todayDate.slice(5, 7)) - 1 - (MONTHS - 1 - index), 1));
    return date.toISOString().slice(0, 7);
  });
  const weekFeelings = new Map<DayNumber, Feeling[]>(weekStarts.map((start) => [start, []]));
  const monthFeelings = new Map<string, Feeling[]>(monthKeys.map((key) => [key, []]));
  for (const [day, { feelings }] of byDay) {
    if (day > today) continue;
    weekFeelings.get(day - isoWeekday(day) + 1)?.push(...feelings);
    monthFeelings.get(isoDate(day).slice(0, 7))?.push(...feelings);
  }

  const yearDays = Array.from({ length: YEAR_DAYS }, (_, index) => yearStart + index);
  const yearInPixels = yearDays.map((day) => ({ date: isoDate(day), feeling: byDay.get(day)?.feelings.at(-1) ?? null }));

  // Weekdays and patterns: each day of the last year with records counts once, by its mean score.
  const writtenDays = yearDays.filter((day) => byDay.has(day));
  const weekdays = [1, 2, 3, 4, 5, 6, 7].map((weekday) => {
    const scores = writtenDays.filter((day) => isoWeekday(day) === weekday).map(dayScore);
    const score = mean(scores);
    return { weekday, days: scores.length, meanScore: score === null ? null : round1(score) };
  });

  const patterns = tagPatterns(writtenDays.map((day) => ({ score: dayScore(day), tags: byDay.get(day)!.tags }))).map((pattern): InsightsPattern => ({
    ...pattern,
    sentence: patternSentence(pattern.tag, pattern.direction),
  }));

  return {
    timeZone: tz,
    today: todayDate,
    weeks: weekStarts.map((start) => period(start, weekFeelings.get(start)!)),
    months: monthKeys.map((key) => period(dayNumber(`${key}-01`), monthFeelings.get(key)!)),
    yearInPixels,
    streak: streakOf(new Set(byDay.keys()), today),
    weekdays,
    patterns,
    finerFeelings: topFinerFeelings(recentFiner),
    finerFeelingCounts: finerFeelingCounts(rows),
  };
}
