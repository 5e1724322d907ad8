import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateContentsAndRoutes } from '@/api/contents';
import { api } from '@/lib/api-client';
import { contentQueryKey } from './get-content';

export const deleteContent = (contentId: string) => api.delete<void>(`/contents/${encodeURIComponent(contentId)}`);

export const useDeleteContentMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteContent,
    onSuccess: async (_, contentId) => {
      queryClient.removeQueries({ queryKey: [...contentQueryKey, contentId] });
      await invalidateContentsAndRoutes(queryClient);
    },
  });
};
