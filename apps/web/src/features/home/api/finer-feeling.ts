import type { CreateDiaryEntryResponse, FinerFeeling } from '@sendero/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applyRecordChange } from '@/api/diary';
import { api } from '@/lib/api-client';
import { logFailure } from '@/lib/log-failure';

/** PATCH /diary/{id} with the finer word alone (decision 042): the entry's words and advice stay as they are. */
const setFinerFeeling = (id: string, finerFeeling: FinerFeeling | null) =>
  api.patch<CreateDiaryEntryResponse>(`/diary/${encodeURIComponent(id)}`, { finerFeeling });

/** Home's chips under today's feeling: the record changes in every view, the statistics count it. */
export function useSetFinerFeeling() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, finerFeeling }: { id: string; finerFeeling: FinerFeeling | null }) => setFinerFeeling(id, finerFeeling),
    onSuccess: (record) => applyRecordChange(queryClient, record.id, record),
    onError: logFailure('Finer feeling not saved'),
  });
}
