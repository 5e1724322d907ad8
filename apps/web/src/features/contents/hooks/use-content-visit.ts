import type { Content, Interaction } from '@sendero/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { updateCachedContent } from '@/api/contents';
import { logFailure } from '@/lib/log-failure';
import { createInteraction } from '../api/create-interaction';
import { recordVisit } from '../api/update-interaction';

/** The visit an interaction answer reports, merged into its content. */
function withVisit(content: Content, interaction: Interaction): Content {
  return {
    ...content,
    contentInteractionId: interaction.id,
    lastVisitedAt: interaction.lastVisitedAt,
    visitCount: interaction.visitCount,
  };
}

type Visit = { contentId: string; interactionId: Promise<string | null> };

/**
 * Each visit of a content creates its interaction, or updates it with the time and
 * visitCount + 1, exactly once (docs/product.md#learning). The ref, keyed by content id, survives React
 * StrictMode's second effect and the refetches that follow, so neither counts the visit twice;
 * moving to another content is a new visit.
 *
 * `ensureRouteProgress` gives the route's progress id, starting the route first if needed.
 * Returns a function resolving to this visit's interaction id (null if it could not be made),
 * for the calls that need one: completion and quiz answers.
 */
export function useContentVisit(content: Content | undefined, ensureRouteProgress: () => Promise<string>) {
  const queryClient = useQueryClient();
  const visit = useRef<Visit | null>(null);
  const ensureProgress = useRef(ensureRouteProgress);
  useEffect(() => {
    ensureProgress.current = ensureRouteProgress;
  }, [ensureRouteProgress]);

  useEffect(() => {
    if (!content || visit.current?.contentId === content.id) return;
    const { id: contentId, contentInteractionId, visitCount } = content;
    const record = async (): Promise<string> => {
      const interaction = contentInteractionId
        ? await recordVisit(contentInteractionId, visitCount + 1)
        : await createInteraction({ contentId, userRouteProgressId: await ensureProgress.current() });
      updateCachedContent(queryClient, contentId, (cached) => withVisit(cached, interaction));
      return interaction.id;
    };
    visit.current = {
      contentId,
      interactionId: record().catch((error: unknown) => {
        logFailure(contentInteractionId ? 'Failed to update content interaction' : 'Failed to create content interaction')(error);
        return contentInteractionId;
      }),
    };
  }, [content, queryClient]);

  return useCallback((): Promise<string | null> => visit.current?.interactionId ?? Promise.resolve(null), []);
}
