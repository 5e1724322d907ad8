import type { Route } from '@sendero/shared';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const getRoutes = async (): Promise<Route[]> => {
  try {
    const routes = await api.get<Route[]>('/routes');
    // Kept sorted by order ascending, a missing order counting as 0 (spec §4).
    return [...routes].sort((a, b) => (a.order ?? 0) - (b.order ?? 0));
  } catch (error) {
    // Silent by design (spec §8): logged only.
    console.error('Routes load failed', error);
    throw error;
  }
};

/**
 * The routes list is the signed-in person's (progress included). The session clears the whole
 * query cache on logout, so a new login always loads it afresh (spec §4).
 */
export const routesQueryKey = ['routes'] as const;

export const getRoutesQueryOptions = () => queryOptions({ queryKey: routesQueryKey, queryFn: getRoutes });

export const useRoutes = () => useQuery(getRoutesQueryOptions());

/** Applies a change to one route of the cached list. */
export function updateCachedRoute(queryClient: QueryClient, routeId: string, change: (route: Route) => Route): void {
  queryClient.setQueryData<Route[]>(routesQueryKey, (routes) =>
    routes?.map((route) => (route.id === routeId ? change(route) : route)),
  );
}
