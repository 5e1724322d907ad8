import type { ReorderContentsBody } from '@sendero/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateContents } from '@/api/contents';
import { api } from '@/lib/api-client';

/** The full list, positions 1..n in the order given. */
export const toContentPositions = (contentIds: string[]): ReorderContentsBody => ({
  contents: contentIds.map((contentId, index) => ({ contentId, newOrder: index + 1 })),
});

export const reorderContents = ({ contentIds }: { routeId: string; contentIds: string[] }) =>
  api.patch<unknown>('/contents/reorder', toContentPositions(contentIds));

export const useReorderContentsMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reorderContents,
    onSuccess: (_, { routeId }) => invalidateContents(queryClient, routeId),
  });
};
