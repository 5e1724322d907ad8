import type { RouteProgress } from '@sendero/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { routesQueryKey, updateCachedRoute } from './get-routes';

/** POST /user-progress: starting twice answers the same record. */
export const startRoute = (routeId: string) =>
  api.post<RouteProgress>('/user-progress', { routeId, status: 'IN_PROGRESS' });

/** Starts a route ('Comenzar'): the route becomes IN_PROGRESS at once, then the list reloads. */
export const useStartRoute = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startRoute,
    onSuccess: (progress) => {
      updateCachedRoute(queryClient, progress.routeId, (route) => ({
        ...route,
        progressStatus: progress.status,
        progress: progress.progress,
        userRouteProgressId: progress.id,
        lastInteraction: progress.lastVisitedAt,
      }));
      return queryClient.invalidateQueries({ queryKey: routesQueryKey });
    },
    // Silent by design (spec §8): logged only.
    onError: (error) => console.error('Route progress creation failed', error),
  });
};
