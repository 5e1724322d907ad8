import type { RouteProgress } from '@sendero/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applyRouteStart } from '@/api/routes';
import { api } from '@/lib/api-client';
import { logFailure } from '@/lib/log-failure';

/** POST /user-progress: starting twice answers the same record. */
export const startRoute = (routeId: string) => api.post<RouteProgress>('/user-progress', { routeId, status: 'IN_PROGRESS' });

/** Starts a route ('Comenzar'): the route becomes IN_PROGRESS at once, then the list reloads. */
export const useStartRoute = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startRoute,
    onSuccess: (progress) => applyRouteStart(queryClient, progress),
    onError: logFailure('Route progress creation failed'),
  });
};
