import { useQueries } from '@tanstack/react-query';
import { getMonthRecordsQueryOptions } from '@/api/diary';
import { currentTimeZone, toDayKey } from '@/lib/format';

type YearMonth = { year: number; month: number };

/** The distinct months (1-12) the given days fall in, in order. */
function monthsOf(days: Date[]): YearMonth[] {
  const months: YearMonth[] = [];
  for (const day of days) {
    const ym = { year: day.getFullYear(), month: day.getMonth() + 1 };
    if (!months.some((m) => m.year === ym.year && m.month === ym.month)) months.push(ym);
  }
  return months;
}

/** Day keys (YYYY-MM-DD, local time) of the given days that have at least one record: the calendar's months, shared. */
export function useDaysWithRecords(days: Date[]): Set<string> {
  const tz = currentTimeZone();
  const results = useQueries({ queries: monthsOf(days).map(({ year, month }) => getMonthRecordsQueryOptions(year, month, tz)) });
  const keys = new Set<string>();
  for (const result of results) {
    for (const record of result.data ?? []) keys.add(toDayKey(new Date(record.createdAt)));
  }
  return keys;
}
