import { diaryMessages, type CreateDiaryEntryBody, type CreateDiaryEntryResponse } from '@sendero/shared';
import { useIsMutating, useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateDiary } from '@/api/diary';
import { api, ApiClientError } from '@/lib/api-client';
import { logFailure } from '@/lib/log-failure';
import { updateDraft } from '../draft';

export const createEntryMutationKey = ['diary', 'create-entry'] as const;

/** POST /diary/entry: stores the entry and answers with its advice. */
export const createDiaryEntry = (body: CreateDiaryEntryBody) => api.post<CreateDiaryEntryResponse>('/diary/entry', body);

/**
 * Sends the entry. The reply lands in the draft from the mutation itself, so it arrives even
 * though the reason screen that started it is gone by then. On failure loading stops and no
 * advice is set (spec §8); the draft keeps the text and says why it was not saved (the server's
 * sentence, e.g. its 503 during an outage), so the person can send it again.
 */
export const useCreateDiaryEntry = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: createEntryMutationKey,
    mutationFn: async (body: CreateDiaryEntryBody) => {
      try {
        const entry = await createDiaryEntry(body);
        updateDraft({ aiResponse: entry.aiResponse, adviceSource: entry.adviceSource, saveError: null });
        return entry;
      } catch (error) {
        const reason = error instanceof ApiClientError ? (error.firstMessage ?? diaryMessages.entryNotSaved) : diaryMessages.entryNotSent;
        updateDraft({ aiResponse: null, adviceSource: 'none', saveError: reason });
        logFailure('Diary entry creation failed')(error);
        throw error;
      }
    },
    // Runs even though the screen that sent the entry is gone by the time it is stored; not
    // awaited, so the tips screen does not wait for the refetches.
    onSettled: () => void invalidateDiary(queryClient),
  });
};

/** Whether an entry is on its way (the tips screen waits for it). */
export const useIsCreatingDiaryEntry = () => useIsMutating({ mutationKey: createEntryMutationKey }) > 0;
