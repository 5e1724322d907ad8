import { TZDate } from '@date-fns/tz';
import pLimit from 'p-limit';
import {
  calendarDay,
  FEELING_SCORE,
  PROFESSIONAL_SUMMARY_DEFAULT_DAYS,
  professionalSummaryFileName,
  professionalSummaryPeriodProblem,
  who5PercentScore,
  type Feeling,
} from '@sendero/shared';
import type { Clock } from '../../lib/clock.js';
import { badRequest } from '../../lib/http-errors.js';
import type { DiaryService } from '../diary/diary.service.js';
import type { ReportService } from '../learning/report.service.js';
import { labelOf, localDateFormatter, tagPatterns, type ScoredDay } from './insights.js';
import {
  drawProfessionalSummary,
  type ProfessionalSummary,
  type SummaryEntry,
  type SummaryRoute,
  type SummaryTag,
  type SummaryWeek,
} from './professional-summary-pdf.js';

const DAY_MS = 86_400_000;
/** Rows of the activities table at most: the most frequent ones. */
const TAG_ROWS = 20;
/** PDFs drawn at once in this process; more wait their turn, so a burst never takes every core. */
const DRAWN_AT_ONCE = 2;

/** One WHO-5 check as the wellbeing feature gives it (`wellbeing.checksOf`); the percentage is raw × 4 (docs/product.md#companions-wellbeing-checks-and-organisations). */
export type Who5Score = { rawScore: number; createdAt: Date };

export type ProfessionalSummaryDeps = {
  clock: Clock;
  diary: Pick<DiaryService, 'insightRows' | 'allRecords'>;
  /** Learning's account of the routes the person started (`reports.routeHistory`). */
  routeHistory: ReportService['routeHistory'];
  /** The person's WHO-5 checks in [from, to) (the wellbeing feature's). */
  who5Checks: (userId: string, period: { from: Date; to: Date }) => Promise<Who5Score[]>;
  /** "Nombre Apellidos" of the person (the auth feature's). */
  personName: (userId: string) => Promise<string>;
};

const isoOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);
/** Local midnight starting a calendar day in `tz`: DST-safe. */
const startOf = (day: number, tz: string) => {
  const date = new Date(day * DAY_MS);
  return new Date(new TZDate(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate(), tz).getTime());
};
const mondayOf = (day: number) => day - ((new Date(day * DAY_MS).getUTCDay() + 6) % 7);
const emptyCounts = (): Record<Feeling, number> => ({ GREAT: 0, GOOD: 0, NEUTRAL: 0, BAD: 0, TERRIBLE: 0 });

/** Where a started route stood at `end`: completed (and when), or its progress then; null if it was done before `start`. */
export function routeAt(route: Awaited<ReturnType<ReportService['routeHistory']>>[number], start: Date, end: Date): SummaryRoute | null {
  if (route.startedAt >= end) return null;
  const done = route.completedAt.filter((at) => at < end);
  const completedAt = route.contentCount > 0 && done.length >= route.contentCount ? done[route.contentCount - 1]! : null;
  if (completedAt && completedAt < start) return null;
  const progress = route.contentCount === 0 ? 0 : Math.min(100, Math.floor((100 * done.length) / route.contentCount));
  return { title: route.title, progress, startedAt: route.startedAt, completedAt };
}

/** "Informe para mi profesional": the period's feelings, WHO-5 checks, routes and activities, and the entries if asked for. */
export function createProfessionalSummaryService(deps: ProfessionalSummaryDeps) {
  const drawing = pLimit(DRAWN_AT_ONCE);

  /** The period asked for, with its defaults (the last 30 days ending today in `tz`), as calendar days. */
  function periodOf(query: { from?: string; to?: string }, today: number): { first: number; last: number } {
    const last = query.to !== undefined ? calendarDay(query.to)! : today;
    const first = query.from !== undefined ? calendarDay(query.from)! : last - PROFESSIONAL_SUMMARY_DEFAULT_DAYS + 1;
    const problem = professionalSummaryPeriodProblem(isoOf(first), isoOf(last));
    if (problem) throw badRequest(problem);
    return { first, last };
  }

  return {
    async pdf(userId: string, query: { from?: string; to?: string; entries: boolean; tz: string }): Promise<{ fileName: string; pdf: NodeJS.ReadableStream }> {
      const { tz } = query;
      const now = deps.clock.now();
      const localDate = localDateFormatter(tz);
      const today = calendarDay(localDate(now))!;
      const { first, last } = periodOf(query, today);
      const start = startOf(first, tz);
      const end = startOf(last + 1, tz);
      const within = (at: Date) => at >= start && at < end;
      // Nothing is written after now: the database is asked no further than that (year 9999's end,
      // 10000-01-01, is past what a timestamp parameter can say).
      const asked = { from: start, to: new Date(Math.min(end.getTime(), now.getTime() + DAY_MS)) };

      const [rows, who5, routes, person] = await Promise.all([
        deps.diary.insightRows(userId, start),
        deps.who5Checks(userId, asked),
        deps.routeHistory(userId),
        deps.personName(userId),
      ]);

      // Each day of the period with records: its feelings and its tags (key in lower case → latest spelling).
      const days = new Map<number, { feelings: Feeling[]; tags: Map<string, string> }>();
      let records = 0;
      for (const row of rows) {
        if (!within(row.createdAt)) continue;
        records += 1;
        const day = calendarDay(localDate(row.createdAt))!;
        let entry = days.get(day);
        if (!entry) days.set(day, (entry = { feelings: [], tags: new Map() }));
        entry.feelings.push(row.feeling);
        for (const tag of row.tags) entry.tags.set(tag.toLocaleLowerCase('es'), tag);
      }

      const weeks: SummaryWeek[] = [];
      for (let monday = mondayOf(first); monday <= last; monday += 7) {
        const counts = emptyCounts();
        for (let day = Math.max(monday, first); day <= Math.min(monday + 6, last); day++)
          for (const feeling of days.get(day)?.feelings ?? []) counts[feeling] += 1;
        weeks.push({ start: isoOf(Math.max(monday, first)), end: isoOf(Math.min(monday + 6, last)), counts });
      }

      // A day is good when its records average "Bien" or better, hard when "Mal" or worse (decision 038).
      const scored: ScoredDay[] = [...days.values()].map(({ feelings, tags }) => ({
        score: feelings.reduce((sum, feeling) => sum + FEELING_SCORE[feeling], 0) / feelings.length,
        tags,
      }));
      const tagRows = new Map<string, SummaryTag>();
      for (const day of scored) {
        for (const [key, label] of day.tags) {
          const row = tagRows.get(key) ?? { label, days: 0, goodDays: 0, hardDays: 0 };
          row.label = labelOf(label);
          row.days += 1;
          if (day.score >= FEELING_SCORE.GOOD) row.goodDays += 1;
          if (day.score <= FEELING_SCORE.BAD) row.hardDays += 1;
          tagRows.set(key, row);
        }
      }

      const entries = query.entries ? { total: records, batches: entryBatches(deps.diary, userId, asked.from, asked.to) } : null;
      const summary: ProfessionalSummary = {
        person,
        from: isoOf(first),
        to: isoOf(last),
        tz,
        madeAt: now,
        records,
        daysWritten: days.size,
        weeks,
        who5: who5
          .map((check) => ({ at: check.createdAt, rawScore: check.rawScore, percentScore: who5PercentScore(check.rawScore) }))
          .filter((check) => within(check.at))
          .sort((a, b) => a.at.getTime() - b.at.getTime()),
        routes: routes.flatMap((route) => routeAt(route, start, end) ?? []),
        tags: [...tagRows.values()].sort((a, b) => b.days - a.days || a.label.localeCompare(b.label, 'es')).slice(0, TAG_ROWS),
        patterns: tagPatterns(scored).map(({ tag, direction }) => ({ tag, direction })),
        entries,
      };
      const pdf = await drawing(() => drawProfessionalSummary(summary));
      return { fileName: professionalSummaryFileName(isoOf(today)), pdf };
    },
  };
}

/** The period's entries, oldest first, a hundred at a time, without the app's advice (decision 038). */
async function* entryBatches(diary: Pick<DiaryService, 'allRecords'>, userId: string, from: Date, to: Date): AsyncGenerator<SummaryEntry[]> {
  for await (const batch of diary.allRecords(userId, 100, { from, to })) {
    yield batch.map((record) => ({ createdAt: record.createdAt, feeling: record.feeling, description: record.description, tags: record.tags.map(labelOf) }));
  }
}

export type ProfessionalSummaryService = ReturnType<typeof createProfessionalSummaryService>;
