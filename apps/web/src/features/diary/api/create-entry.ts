import type { CreateDiaryEntryBody, CreateDiaryEntryResponse } from '@sendero/shared';
import { useIsMutating, useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { updateDraft } from '../draft';

export const createEntryMutationKey = ['diary', 'create-entry'] as const;

/** POST /diary/entry: stores the entry and answers with its advice. */
export const createDiaryEntry = (body: CreateDiaryEntryBody) => api.post<CreateDiaryEntryResponse>('/diary/entry', body);

/**
 * Sends the entry. The reply lands in the draft from the mutation itself, so it arrives even
 * though the reason screen that started it is gone by then. Failure is silent (spec §8):
 * loading stops and no advice is set.
 */
export const useCreateDiaryEntry = () =>
  useMutation({
    mutationKey: createEntryMutationKey,
    mutationFn: async (body: CreateDiaryEntryBody) => {
      try {
        const entry = await createDiaryEntry(body);
        updateDraft({ aiResponse: entry.aiResponse, adviceSource: entry.adviceSource });
        return entry;
      } catch (error) {
        updateDraft({ aiResponse: null, adviceSource: 'none' });
        console.error('Diary entry creation failed', error);
        throw error;
      }
    },
  });

/** Whether an entry is on its way (the tips screen waits for it). */
export const useIsCreatingDiaryEntry = () => useIsMutating({ mutationKey: createEntryMutationKey }) > 0;
