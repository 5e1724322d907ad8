import type { CreateDiaryEntryResponse, UpdateDiaryEntryBody } from '@sendero/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applyRecordChange } from '@/api/diary';
import { api } from '@/lib/api-client';
import { logFailure } from '@/lib/log-failure';
import { invalidateDiarySearches } from './search-records';

/** PATCH /diary/{id}: the changed record, with a new reply for new words (the crisis reply when they call for it). */
export const updateDiaryEntry = (id: string, body: UpdateDiaryEntryBody) => api.patch<CreateDiaryEntryResponse>(`/diary/${encodeURIComponent(id)}`, body);

/** DELETE /diary/{id}. */
export const deleteDiaryEntry = (id: string) => api.delete<void>(`/diary/${encodeURIComponent(id)}`);

export const useUpdateDiaryEntry = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateDiaryEntryBody }) => updateDiaryEntry(id, body),
    // Searches hold their own copies: they are asked for again too.
    onSuccess: (record) => Promise.all([applyRecordChange(queryClient, record.id, record), invalidateDiarySearches(queryClient)]),
    onError: logFailure('Diary entry update failed'),
  });
};

export const useDeleteDiaryEntry = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteDiaryEntry(id),
    onSuccess: (_, id) => Promise.all([applyRecordChange(queryClient, id, null), invalidateDiarySearches(queryClient)]),
    onError: logFailure('Diary entry deletion failed'),
  });
};
