import type { Content, Interaction } from '@sendero/shared';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const getContents = async (routeId: string): Promise<Content[]> => {
  try {
    const contents = await api.get<Content[]>(`/contents?routeId=${encodeURIComponent(routeId)}`);
    // Kept sorted by order ascending, a missing order counting as 0 (spec §4).
    return [...contents].sort((a, b) => (a.order ?? 0) - (b.order ?? 0));
  } catch (error) {
    // Silent by design (spec §8): logged only.
    console.error('Contents load failed', error);
    throw error;
  }
};

/** Every route's contents list in the cache: for invalidation. Cleared with the session on logout. */
export const contentsQueryKey = ['contents'] as const;

/** A route's contents, keyed by the route: they load again when the routeId changes (spec §4). */
export const getContentsQueryOptions = (routeId: string) =>
  queryOptions({ queryKey: [...contentsQueryKey, routeId], queryFn: () => getContents(routeId) });

export const useContents = (routeId: string | undefined) =>
  useQuery({ ...getContentsQueryOptions(routeId ?? ''), enabled: Boolean(routeId) });

/** Applies a change to one content in every cached contents list. */
export function updateCachedContent(queryClient: QueryClient, contentId: string, change: (content: Content) => Content): void {
  queryClient.setQueriesData<Content[]>({ queryKey: contentsQueryKey }, (contents) =>
    contents?.map((content) => (content.id === contentId ? change(content) : content)),
  );
}

/** The visit an interaction answer reports, merged into its content. */
export function withVisit(content: Content, interaction: Interaction): Content {
  return {
    ...content,
    contentInteractionId: interaction.id,
    lastVisitedAt: interaction.lastVisitedAt,
    visitCount: interaction.visitCount,
  };
}
