import { DIARY_PAGE_SIZE, type DiaryPage } from '@sendero/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { nextPageCursor } from '../lib/records';

/** GET /diary: one page of records, newest first. */
export const getRecords = async (cursor: string | undefined): Promise<DiaryPage> => {
  try {
    const query = new URLSearchParams({ limit: String(DIARY_PAGE_SIZE) });
    if (cursor) query.set('cursor', cursor);
    return await api.get<DiaryPage>(`/diary?${query.toString()}`);
  } catch (error) {
    // Silent by design (spec §8): logged only.
    console.error('Diary records load failed', error);
    throw error;
  }
};

export const getRecordsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: ['diary', 'list'] as const,
    queryFn: ({ pageParam }) => getRecords(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: nextPageCursor,
  });

export const useRecords = () => useInfiniteQuery(getRecordsQueryOptions());
