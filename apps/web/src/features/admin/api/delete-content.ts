import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { contentQueryKey } from './get-content';
import { contentsQueryKey } from './get-contents';
import { routesQueryKey } from './get-routes';

export const deleteContent = (contentId: string) => api.delete<void>(`/contents/${encodeURIComponent(contentId)}`);

export const useDeleteContentMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteContent,
    onSuccess: async (_, contentId) => {
      queryClient.removeQueries({ queryKey: [...contentQueryKey, contentId] });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: contentsQueryKey }),
        queryClient.invalidateQueries({ queryKey: routesQueryKey }),
      ]);
    },
  });
};
