import type { Route, RouteProgress } from '@sendero/shared';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { withFailureLog } from '@/lib/log-failure';
import { byOrder } from './by-order';
import { invalidateMetrics } from './metrics';

/** GET /routes: every Route with the caller's progress, by order. */
export const getRoutes = async (): Promise<Route[]> => byOrder(await withFailureLog('Routes load failed', api.get<Route[]>('/routes')));

/**
 * One list for the learner's screens and the back-office alike, so a change made in either shows
 * in both. It is the signed-in person's (progress included): the session clears the whole cache
 * on logout, so a new login always loads it afresh.
 */
export const routesQueryKey = ['routes'] as const;

export const getRoutesQueryOptions = () => queryOptions({ queryKey: routesQueryKey, queryFn: getRoutes });

export const useRoutes = () => useQuery(getRoutesQueryOptions());

/** Applies a change to one Route of the cached list, before the list loads again. */
export function updateCachedRoute(queryClient: QueryClient, routeId: string, change: (route: Route) => Route): void {
  queryClient.setQueryData<Route[]>(routesQueryKey, (routes) => routes?.map((route) => (route.id === routeId ? change(route) : route)));
}

/** After a write that changes Routes (created, edited, reordered, deleted; a content added or removed). */
export const invalidateRoutes = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: routesQueryKey });

/**
 * The person started a Route ('Comenzar', or a content opened first): it shows IN_PROGRESS at
 * once, then the list and the metrics (routes in progress) load again.
 */
export function applyRouteStart(queryClient: QueryClient, progress: RouteProgress): Promise<unknown> {
  updateCachedRoute(queryClient, progress.routeId, (route) => ({
    ...route,
    progressStatus: progress.status,
    progress: progress.progress,
    userRouteProgressId: progress.id,
    lastInteraction: progress.lastVisitedAt,
  }));
  return Promise.all([invalidateRoutes(queryClient), invalidateMetrics(queryClient)]);
}
