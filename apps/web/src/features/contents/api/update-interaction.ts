import type { CompletionResult, Interaction, QuizResponses } from '@sendero/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { contentsQueryKey, updateCachedContent } from './get-contents';

const interactionPath = (id: string) => `/user-progress/interaction/${encodeURIComponent(id)}`;

// PATCH /user-progress/interaction/{id} takes exactly one of three bodies (spec §7).

/** A later visit: the server counts it. */
export const recordVisit = (id: string, visitCount: number) =>
  api.patch<Interaction>(interactionPath(id), { lastVisitedAt: new Date().toISOString(), visitCount });

export const saveQuizResponses = (id: string, responses: QuizResponses['responses']) =>
  api.patch<Interaction>(interactionPath(id), { quizResponses: JSON.stringify({ responses } satisfies QuizResponses) });

export const completeInteraction = (id: string) =>
  api.patch<CompletionResult>(interactionPath(id), { completed: true, completedAt: new Date().toISOString() });

function formatPointsAwarded(points: number): string {
  return points === 1 ? '+1 punto' : `+${points} puntos`;
}

type CompleteVariables = { contentId: string; getInteractionId: () => Promise<string | null> };

/**
 * 'Marcar como completado' (spec §4): the content becomes completed, the person gains its
 * points at once, the toast 'Contenido completado' shows and the lists reload.
 * Failures are logged only (spec §8).
 */
export const useCompleteContent = ({ onCompleted }: { onCompleted?: (result: CompletionResult) => void } = {}) => {
  const queryClient = useQueryClient();
  const { increasePoints } = useSession();
  return useMutation({
    mutationFn: async ({ getInteractionId }: CompleteVariables) => {
      const interactionId = await getInteractionId();
      if (!interactionId) throw new Error('Failed to update content interaction: no content interaction id');
      return completeInteraction(interactionId);
    },
    onSuccess: (result, { contentId }) => {
      updateCachedContent(queryClient, contentId, (content) => ({
        ...content,
        contentInteractionId: result.id,
        completed: true,
        completedAt: result.completedAt,
      }));
      if (result.pointsAwarded > 0) increasePoints(result.pointsAwarded);
      toast.success('Contenido completado', {
        description: result.pointsAwarded > 0 ? formatPointsAwarded(result.pointsAwarded) : undefined,
      });
      onCompleted?.(result);
      return queryClient.invalidateQueries({ queryKey: contentsQueryKey });
    },
    onError: (error) => console.error('Content completion failed', error),
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
    onError: (error) => console.error('Quiz responses save failed', error),
  });
};
