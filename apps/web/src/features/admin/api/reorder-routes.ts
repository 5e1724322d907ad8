import type { ReorderRoutesBody } from '@sendero/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateRoutes } from '@/api/routes';
import { api } from '@/lib/api-client';

/** The full list, positions 1..n in the order given. */
export const toRoutePositions = (routeIds: string[]): ReorderRoutesBody => ({
  routes: routeIds.map((routeId, index) => ({ routeId, newOrder: index + 1 })),
});

export const reorderRoutes = (routeIds: string[]) => api.patch<unknown>('/routes/reorder', toRoutePositions(routeIds));

export const useReorderRoutesMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reorderRoutes,
    // Saving reloads the list (docs/product.md#learning); the mutation settles once it has.
    onSuccess: () => invalidateRoutes(queryClient),
  });
};
