import type { Route } from '@sendero/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const getRoutes = async (): Promise<Route[]> => {
  const routes = await api.get<Route[]>('/routes');
  // Ascending, like every other list of routes in the app: position 1 comes first.
  return [...routes].sort((a, b) => (a.order ?? 0) - (b.order ?? 0));
};

/** The same key as the learner's routes list: an admin change refreshes both. */
export const routesQueryKey = ['routes'] as const;

export const getRoutesQueryOptions = () => queryOptions({ queryKey: routesQueryKey, queryFn: getRoutes });

export const useRoutes = () => useQuery(getRoutesQueryOptions());
