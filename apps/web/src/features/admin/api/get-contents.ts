import type { Content } from '@sendero/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const getContents = async (routeId: string): Promise<Content[]> => {
  const contents = await api.get<Content[]>(`/contents?routeId=${encodeURIComponent(routeId)}`);
  return [...contents].sort((a, b) => (a.order ?? 0) - (b.order ?? 0));
};

/** The same keys as the learner's contents lists: an admin change refreshes both. */
export const contentsQueryKey = ['contents'] as const;

export const getContentsQueryOptions = (routeId: string) =>
  queryOptions({ queryKey: [...contentsQueryKey, routeId], queryFn: () => getContents(routeId) });

export const useContents = (routeId: string | undefined) =>
  useQuery({ ...getContentsQueryOptions(routeId ?? ''), enabled: Boolean(routeId) });
