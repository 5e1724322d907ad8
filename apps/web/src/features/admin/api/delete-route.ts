import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { contentsQueryKey } from './get-contents';
import { routesQueryKey } from './get-routes';

export const deleteRoute = (routeId: string) => api.delete<void>(`/routes/${encodeURIComponent(routeId)}`);

export const useDeleteRouteMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRoute,
    onSuccess: async (_, routeId) => {
      queryClient.removeQueries({ queryKey: [...contentsQueryKey, routeId] });
      await queryClient.invalidateQueries({ queryKey: routesQueryKey });
    },
  });
};
