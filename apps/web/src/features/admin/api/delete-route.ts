import { useMutation, useQueryClient } from '@tanstack/react-query';
import { removeContents } from '@/api/contents';
import { invalidateRoutes } from '@/api/routes';
import { api } from '@/lib/api-client';

export const deleteRoute = (routeId: string) => api.delete<void>(`/routes/${encodeURIComponent(routeId)}`);

export const useDeleteRouteMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRoute,
    onSuccess: async (_, routeId) => {
      removeContents(queryClient, routeId);
      await invalidateRoutes(queryClient);
    },
  });
};
