import type { RouteProgress, UpdateRouteProgressBody } from '@sendero/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { updateCachedRoute } from './get-routes';

export const updateRouteProgress = ({ id, ...body }: UpdateRouteProgressBody & { id: string }) =>
  api.patch<RouteProgress>(`/user-progress/${encodeURIComponent(id)}`, body);

/** Records a visit of a started route; its lastInteraction comes from the answer (spec §4). */
export const useUpdateRouteProgress = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRouteProgress,
    onSuccess: (progress) =>
      updateCachedRoute(queryClient, progress.routeId, (route) => ({
        ...route,
        lastInteraction: progress.lastVisitedAt,
      })),
    onError: (error) => console.error('Route progress update failed', error),
  });
};
