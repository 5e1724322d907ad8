import { GROUP_REPORT_DEFAULT_WEEKS, GROUP_REPORT_MAX_WEEKS, groupMessages, type GroupReportQuery } from '@sendero/shared';
import { badRequest } from '../../lib/http-errors.js';

const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;

/** Monday 00:00 UTC of the week holding `date`. */
export function weekStart(date: Date): Date {
  const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - sinceMonday * DAY_MS);
}

/** A week as the report names it: its Monday, YYYY-MM-DD. */
export const weekName = (date: Date) => weekStart(date).toISOString().slice(0, 10);

export type ReportPeriod = { from: Date; to: Date; weeks: string[] };

/**
 * The report's period in whole weeks (Monday to Sunday, UTC): `from` is moved back to its Monday
 * and `to` forward to its Sunday's end. Whole weeks only, so that two reports never differ by a
 * few days that a handful of people wrote in. Without dates: the last 12 weeks, this one included.
 */
export function reportPeriod(query: GroupReportQuery, now: Date): ReportPeriod {
  const day = (text: string) => {
    const date = new Date(`${text}T00:00:00Z`);
    if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== text) throw badRequest(groupMessages.dateInvalid);
    return date;
  };
  const toDay = query.to ? day(query.to) : now;
  const to = new Date(weekStart(toDay).getTime() + WEEK_MS);
  const from = query.from ? weekStart(day(query.from)) : new Date(to.getTime() - GROUP_REPORT_DEFAULT_WEEKS * WEEK_MS);
  if (from >= to) throw badRequest(groupMessages.periodInvalid);
  const count = Math.round((to.getTime() - from.getTime()) / WEEK_MS);
  if (count > GROUP_REPORT_MAX_WEEKS) throw badRequest(groupMessages.periodTooLong);
  const weeks = Array.from({ length: count }, (_, i) => new Date(from.getTime() + i * WEEK_MS).toISOString().slice(0, 10));
  return { from, to, weeks };
}
