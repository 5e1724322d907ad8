import { DIARY_PAGE_SIZE, foldForSearch, recordHasWords, searchWords, type DiaryPage, type DiaryRecord, type Feeling } from '@sendero/shared';
import { infiniteQueryOptions, useInfiniteQuery, type QueryClient } from '@tanstack/react-query';
import { diaryQueryKey } from '@/api/diary';
import { api } from '@/lib/api-client';
import { currentTimeZone, toDayKey } from '@/lib/format';
import { withFailureLog } from '@/lib/log-failure';

/** What the person asks for: words, and filters; empty strings mean "any". Dates are local days (YYYY-MM-DD). */
export type DiarySearchForm = { q: string; feeling: Feeling | ''; tag: string; from: string; to: string };
export const emptySearch: DiarySearchForm = { q: '', feeling: '', tag: '', from: '', to: '' };
export const isSearching = (form: DiarySearchForm) => Object.values(form).some((value) => value.trim() !== '');

/**
 * Searches live under their own root, not `diary`: they are not kept on the device (a search typed
 * letter by letter would push the kept months out of the offline copy), and every diary write asks
 * for them again (`invalidateDiarySearches`).
 */
export const diarySearchKey = ['diary-search'] as const;

/** GET /diary/search: one page of the person's own entries that match, newest first. */
export const getSearchPage = (form: DiarySearchForm, cursor: string | undefined): Promise<DiaryPage> => {
  const query = new URLSearchParams({ limit: String(DIARY_PAGE_SIZE), tz: currentTimeZone() });
  for (const [name, value] of Object.entries(form)) if (value.trim()) query.set(name, value.trim());
  if (cursor) query.set('cursor', cursor);
  return withFailureLog('Diary search failed', api.get<DiaryPage>(`/diary/search?${query.toString()}`));
};

export const searchQueryOptions = (form: DiarySearchForm) =>
  infiniteQueryOptions({
    queryKey: [...diarySearchKey, form] as const,
    queryFn: ({ pageParam }) => getSearchPage(form, pageParam),
    initialPageParam: undefined as string | undefined,
    // A page may come back short, even empty, with a cursor: the server read its share of a long
    // diary and goes on from there (decision 041). Only a missing cursor ends the results.
    getNextPageParam: (lastPage: DiaryPage) => lastPage.nextCursor ?? undefined,
    staleTime: 0,
  });

export const useDiarySearch = (form: DiarySearchForm, enabled: boolean) => useInfiniteQuery({ ...searchQueryOptions(form), enabled });

export const invalidateDiarySearches = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: diarySearchKey });

/** Whether a record passes the form's words and filters, as the server decides it. */
export function recordMatches(record: DiaryRecord, form: DiarySearchForm): boolean {
  if (form.feeling && record.feeling !== form.feeling) return false;
  const tag = foldForSearch(form.tag.trim());
  if (tag && !record.tags.some((own) => foldForSearch(own) === tag)) return false;
  const day = toDayKey(new Date(record.createdAt));
  if ((form.from && day < form.from) || (form.to && day > form.to)) return false;
  return recordHasWords(record, searchWords(form.q));
}

/**
 * Offline: the same search over the entries this device holds (the list's pages and the months
 * kept for offline use, decision 022), each once, newest first.
 */
export function searchKeptRecords(queryClient: QueryClient, form: DiarySearchForm): DiaryRecord[] {
  const records = new Map<string, DiaryRecord>();
  for (const [, data] of queryClient.getQueriesData<DiaryRecord[] | { pages: DiaryPage[] }>({ queryKey: diaryQueryKey })) {
    const list = Array.isArray(data) ? data : (data?.pages.flatMap((page) => page.data) ?? []);
    for (const record of list) if (!records.has(record.id)) records.set(record.id, record);
  }
  return [...records.values()]
    .filter((record) => recordMatches(record, form))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id));
}
