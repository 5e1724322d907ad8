import type { CompletionResult, Content } from '@sendero/shared';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { withFailureLog } from '@/lib/log-failure';
import { byOrder } from './by-order';
import { invalidateMetrics } from './metrics';
import { setCachedPoints } from './profile';
import { invalidateRoutes } from './routes';

/** GET /contents?routeId=: a Route's Contents with the caller's interactions, by order. */
export const getContents = async (routeId: string): Promise<Content[]> =>
  byOrder(await withFailureLog('Contents load failed', api.get<Content[]>(`/contents?routeId=${encodeURIComponent(routeId)}`)));

/** Every Route's contents list in the cache (learner's and back-office's alike). */
export const contentsQueryKey = ['contents'] as const;

/** A Route's contents, keyed by the Route: they load again when the routeId changes (docs/product.md#learning). */
export const getContentsQueryOptions = (routeId: string) => queryOptions({ queryKey: [...contentsQueryKey, routeId], queryFn: () => getContents(routeId) });

export const useContents = (routeId: string | undefined) => useQuery({ ...getContentsQueryOptions(routeId ?? ''), enabled: Boolean(routeId) });

/** Applies a change to one Content in every cached contents list. */
export function updateCachedContent(queryClient: QueryClient, contentId: string, change: (content: Content) => Content): void {
  queryClient.setQueriesData<Content[]>({ queryKey: contentsQueryKey }, (contents) =>
    contents?.map((content) => (content.id === contentId ? change(content) : content)),
  );
}

/** After a write that changes Contents: one Route's list, or every list when the Route is not known. */
export const invalidateContents = (queryClient: QueryClient, routeId?: string) =>
  queryClient.invalidateQueries({ queryKey: routeId ? [...contentsQueryKey, routeId] : contentsQueryKey });

/**
 * After a Content is added, changed or removed: the contents lists, and the Routes, whose
 * content count and everyone's progress change with their contents.
 */
export const invalidateContentsAndRoutes = (queryClient: QueryClient): Promise<unknown> =>
  Promise.all([invalidateContents(queryClient), invalidateRoutes(queryClient)]);

/** A deleted Route's contents list leaves the cache. */
export const removeContents = (queryClient: QueryClient, routeId: string) => queryClient.removeQueries({ queryKey: [...contentsQueryKey, routeId] });

/**
 * 'Marcar como completado' answered (docs/product.md#learning): the Content shows completed and the person's
 * points become the server's total at once, in every header; then the contents, the Routes
 * (progress and status) and the metrics load again.
 */
export function applyContentCompletion(queryClient: QueryClient, contentId: string, result: CompletionResult): Promise<unknown> {
  updateCachedContent(queryClient, contentId, (content) => ({
    ...content,
    contentInteractionId: result.id,
    completed: true,
    completedAt: result.completedAt,
  }));
  setCachedPoints(queryClient, result.points);
  return Promise.all([invalidateContentsAndRoutes(queryClient), invalidateMetrics(queryClient)]);
}
