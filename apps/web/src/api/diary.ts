import { DIARY_PAGE_SIZE, type CreateDiaryEntryBody, type CreateDiaryEntryResponse, type DiaryPage, type DiaryRecord } from '@sendero/shared';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { currentTimeZone } from '@/lib/format';
import { withFailureLog } from '@/lib/log-failure';
import { invalidateMetrics } from './metrics';

/** Every view of the diary in the cache: months (calendar dots, the home day strip) and pages (the list). */
export const diaryQueryKey = ['diary'] as const;

/** GET /diary/month: the records of one month (1-12) in the person's time zone. */
export const getMonthRecords = (year: number, month: number, tz: string): Promise<DiaryRecord[]> => {
  const query = new URLSearchParams({ year: String(year), month: String(month), tz });
  return withFailureLog('Diary month load failed', api.get<DiaryRecord[]>(`/diary/month?${query.toString()}`));
};

export const getMonthRecordsQueryOptions = (year: number, month: number, tz: string) =>
  queryOptions({ queryKey: [...diaryQueryKey, 'month', year, month, tz] as const, queryFn: () => getMonthRecords(year, month, tz) });

/** Reloads whenever the visible month changes (docs/product.md#screens): the month is part of the key. */
export const useMonthRecords = (visibleMonth: Date) =>
  useQuery(getMonthRecordsQueryOptions(visibleMonth.getFullYear(), visibleMonth.getMonth() + 1, currentTimeZone()));

/** GET /diary: one page of records, newest first. */
export const getRecordsPage = (cursor: string | undefined): Promise<DiaryPage> => {
  const query = new URLSearchParams({ limit: String(DIARY_PAGE_SIZE) });
  if (cursor) query.set('cursor', cursor);
  return withFailureLog('Diary records load failed', api.get<DiaryPage>(`/diary?${query.toString()}`));
};

/** The cursor of the next page, or undefined when the list is over (no cursor or an empty page). */
export function nextPageCursor(lastPage: DiaryPage): string | undefined {
  if (lastPage.data.length === 0 || !lastPage.nextCursor) return undefined;
  return lastPage.nextCursor;
}

export const getRecordsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: [...diaryQueryKey, 'pages'] as const,
    queryFn: ({ pageParam }) => getRecordsPage(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: nextPageCursor,
  });

export const useRecords = () => useInfiniteQuery(getRecordsQueryOptions());

/**
 * After a diary entry is sent, stored or not: every view of the diary (calendar dots, day strip,
 * list) and the metrics load again, at once rather than after the 30 s the cache would keep them.
 */
export function invalidateDiary(queryClient: QueryClient): Promise<unknown> {
  // A month or a page asked for before this change and answered after it would land as fresh for
  // 30 s and clear the invalidation (a month resumed on reconnect while the outbox sent an entry):
  // such requests are dropped (each query back to what it held before asking), then all are marked
  // stale and the ones on screen load again.
  const diary = queryClient.cancelQueries({ queryKey: diaryQueryKey }).then(() => queryClient.invalidateQueries({ queryKey: diaryQueryKey }));
  return Promise.all([diary, invalidateMetrics(queryClient)]);
}

/**
 * A record edited or deleted: the change shows in every view at once (the cached copies are
 * patched or dropped), then months, pages and metrics load again from the server.
 */
export function applyRecordChange(queryClient: QueryClient, id: string, next: DiaryRecord | null): Promise<unknown> {
  const patch = (records: DiaryRecord[]) =>
    next ? records.map((record) => (record.id === id ? { ...record, ...next } : record)) : records.filter((record) => record.id !== id);
  queryClient.setQueriesData<DiaryRecord[]>({ queryKey: [...diaryQueryKey, 'month'] }, (records) => records && patch(records));
  queryClient.setQueriesData<{ pages: DiaryPage[]; pageParams: unknown[] }>(
    { queryKey: [...diaryQueryKey, 'pages'] },
    (data) => data && { ...data, pages: data.pages.map((page) => ({ ...page, data: patch(page.data) })) },
  );
  return invalidateDiary(queryClient);
}

/**
 * POST /diary/entry with the entry's own key (`Idempotency-Key`): sending it again, after a lost
 * answer or from the offline outbox, answers the stored entry instead of storing a second one.
 */
export const postDiaryEntry = (body: CreateDiaryEntryBody, key: string) =>
  api.post<CreateDiaryEntryResponse>('/diary/entry', body, { headers: { 'Idempotency-Key': key } });
