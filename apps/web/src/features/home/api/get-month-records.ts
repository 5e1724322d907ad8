import type { DiaryRecord } from '@sendero/shared';
import { useQueries } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toDayKey } from '@/lib/format';

export type YearMonth = { year: number; month: number };

export const getMonthRecords = async ({ year, month }: YearMonth, tz: string): Promise<DiaryRecord[]> => {
  try {
    const query = new URLSearchParams({ year: String(year), month: String(month), tz });
    return await api.get<DiaryRecord[]>(`/diary/month?${query.toString()}`);
  } catch (error) {
    // Silent by design (spec §8): logged only.
    console.error('Diary month load failed', error);
    throw error;
  }
};

/** The distinct months (1-12) the given days fall in, in order. */
export function monthsOf(days: Date[]): YearMonth[] {
  const months: YearMonth[] = [];
  for (const day of days) {
    const ym = { year: day.getFullYear(), month: day.getMonth() + 1 };
    if (!months.some((m) => m.year === ym.year && m.month === ym.month)) months.push(ym);
  }
  return months;
}

/** Day keys (YYYY-MM-DD, local time) of the given days that have at least one record. */
export function useDaysWithRecords(days: Date[]): Set<string> {
  const tz = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const results = useQueries({
    queries: monthsOf(days).map((ym) => ({
      queryKey: ['diary', 'month', ym.year, ym.month, tz] as const,
      queryFn: () => getMonthRecords(ym, tz),
    })),
  });
  const keys = new Set<string>();
  for (const result of results) {
    for (const record of result.data ?? []) keys.add(toDayKey(new Date(record.createdAt)));
  }
  return keys;
}
