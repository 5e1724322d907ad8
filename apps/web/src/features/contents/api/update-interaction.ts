import type { CompletionResult, Interaction, QuizResponses } from '@sendero/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { applyContentCompletion, updateCachedContent } from '@/api/contents';
import { formatPoints } from '@/components/points-badge';
import { api } from '@/lib/api-client';
import { logFailure } from '@/lib/log-failure';

const interactionPath = (id: string) => `/user-progress/interaction/${encodeURIComponent(id)}`;

// PATCH /user-progress/interaction/{id} takes exactly one of three bodies (docs/product.md#learning).

/** A later visit: the server counts it. */
export const recordVisit = (id: string, visitCount: number) =>
  api.patch<Interaction>(interactionPath(id), { lastVisitedAt: new Date().toISOString(), visitCount });

export const saveQuizResponses = (id: string, responses: QuizResponses['responses']) =>
  api.patch<Interaction>(interactionPath(id), { quizResponses: JSON.stringify({ responses } satisfies QuizResponses) });

export const completeInteraction = (id: string) => api.patch<CompletionResult>(interactionPath(id), { completed: true, completedAt: new Date().toISOString() });

type CompleteVariables = { contentId: string; getInteractionId: () => Promise<string | null> };

/**
 * 'Marcar como completado' (docs/product.md#learning): the content becomes completed, the person gains its
 * points at once, the toast 'Contenido completado' shows and the lists (contents, routes,
 * metrics) reload. Failures are logged only (docs/product.md#api-rules).
 */
export const useCompleteContent = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ getInteractionId }: CompleteVariables) => {
      const interactionId = await getInteractionId();
      if (!interactionId) throw new Error('Failed to update content interaction: no content interaction id');
      return completeInteraction(interactionId);
    },
    onSuccess: (result, { contentId }) => {
      const reloaded = applyContentCompletion(queryClient, contentId, result);
      toast.success('Contenido completado', {
        description: result.pointsAwarded > 0 ? `+${formatPoints(result.pointsAwarded)}` : undefined,
      });
      return reloaded;
    },
    onError: logFailure('Content completion failed'),
  });
};

type SaveQuizVariables = {
  contentId: string;
  getInteractionId: () => Promise<string | null>;
  responses: QuizResponses['responses'];
};

/** Saves a quiz's answers; the cached content keeps them for the next visit. */
export const useSaveQuizResponses = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ getInteractionId, responses }: SaveQuizVariables) => {
      const interactionId = await getInteractionId();
      if (!interactionId) throw new Error('Failed to update content interaction: no content interaction id');
      return saveQuizResponses(interactionId, responses);
    },
    onSuccess: (interaction, { contentId }) =>
      updateCachedContent(queryClient, contentId, (content) => ({ ...content, quizResponses: interaction.quizResponses })),
    onError: logFailure('Quiz responses save failed'),
  });
};
