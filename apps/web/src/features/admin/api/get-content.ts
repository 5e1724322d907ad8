import type { Content } from '@sendero/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const getContent = (contentId: string) => api.get<Content>(`/contents/${encodeURIComponent(contentId)}`);

export const contentQueryKey = ['content'] as const;

export const getContentQueryOptions = (contentId: string) => queryOptions({ queryKey: [...contentQueryKey, contentId], queryFn: () => getContent(contentId) });

export const useContent = (contentId: string | undefined) => useQuery({ ...getContentQueryOptions(contentId ?? ''), enabled: Boolean(contentId) });
