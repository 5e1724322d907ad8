import type { RouteProgress, UpdateRouteProgressBody } from '@sendero/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateCachedRoute } from '@/api/routes';
import { api } from '@/lib/api-client';
import { logFailure } from '@/lib/log-failure';

export const updateRouteProgress = ({ id, ...body }: UpdateRouteProgressBody & { id: string }) =>
  api.patch<RouteProgress>(`/user-progress/${encodeURIComponent(id)}`, body);

/** Records a visit of a started route; its lastInteraction comes from the answer (docs/product.md#learning). */
export const useUpdateRouteProgress = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRouteProgress,
    onSuccess: (progress) =>
      updateCachedRoute(queryClient, progress.routeId, (route) => ({
        ...route,
        lastInteraction: progress.lastVisitedAt,
      })),
    onError: logFailure('Route progress update failed'),
  });
};
