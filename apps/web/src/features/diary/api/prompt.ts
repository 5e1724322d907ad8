import type { DiaryPromptOfDay, Feeling } from '@sendero/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { withFailureLog } from '@/lib/log-failure';

/** GET /diary/prompt: the person's prompt for a feeling on their day; each tap on "Otra pregunta" is the next turn. */
export const getDiaryPrompt = (feeling: Feeling, day: string, turn: number) => {
  const query = new URLSearchParams({ feeling, day, turn: String(turn) });
  return withFailureLog('Diary prompt load failed', api.get<DiaryPromptOfDay>(`/diary/prompt?${query.toString()}`));
};

/**
 * A day's turn always gives the same prompt, so it is asked once. Optional help: a failure (no
 * connection) shows nothing and is not tried again behind the person's back. The prompt shown
 * stays while the next one comes, so the box does not jump.
 */
export const useDiaryPrompt = (feeling: Feeling | null, day: string, turn: number) =>
  useQuery({
    ...queryOptions({
      queryKey: ['diary-prompt', feeling, day, turn] as const,
      queryFn: () => getDiaryPrompt(feeling!, day, turn),
      staleTime: Number.POSITIVE_INFINITY,
      retry: false,
    }),
    enabled: feeling !== null,
    placeholderData: keepPreviousData,
  });
