import type { DiaryRecord } from '@sendero/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const currentTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** GET /diary/month: the records of one month (1-12) in the person's time zone. */
export const getMonth = async (year: number, month: number, tz: string): Promise<DiaryRecord[]> => {
  try {
    const query = new URLSearchParams({ year: String(year), month: String(month), tz });
    return await api.get<DiaryRecord[]>(`/diary/month?${query.toString()}`);
  } catch (error) {
    // Silent by design (spec §8): logged only.
    console.error('Diary month load failed', error);
    throw error;
  }
};

export const getMonthQueryOptions = (year: number, month: number, tz: string) =>
  queryOptions({ queryKey: ['diary', 'month', year, month, tz] as const, queryFn: () => getMonth(year, month, tz) });

/** Reloads whenever the visible month changes (spec §4): the month is part of the key. */
export const useMonthRecords = (visibleMonth: Date) => {
  const tz = currentTimeZone();
  return useQuery(getMonthQueryOptions(visibleMonth.getFullYear(), visibleMonth.getMonth() + 1, tz));
};
