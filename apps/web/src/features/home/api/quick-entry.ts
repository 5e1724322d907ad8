import { diaryMessages, type CreateDiaryEntryResponse, type Feeling } from '@sendero/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateDiary, postDiaryEntry } from '@/api/diary';
import { ApiClientError } from '@/lib/api-client';
import { queueDiaryEntry } from '@/lib/diary-outbox';
import { logFailure } from '@/lib/log-failure';
import { getSignedInUserId } from '@/lib/session-storage';

/** What one tap on a feeling came to: stored (with its advice), or kept on this device to be sent later. */
export type QuickEntryResult = { kind: 'stored'; entry: CreateDiaryEntryResponse } | { kind: 'queued' };

/** Keeps the feeling in the outbox (src/api/diary-outbox.ts sends it when the connection returns). */
function keepForLater(feeling: Feeling, key: string): boolean {
  const userId = getSignedInUserId();
  if (!userId) return false;
  try {
    queueDiaryEntry({ key, userId, feeling, description: '', audioUrl: '', writtenAt: new Date().toISOString() });
    return true;
  } catch (error) {
    logFailure('Quick diary entry could not be kept offline')(error);
    return false;
  }
}

/**
 * Home's one tap: a mood-only entry for today (decision 029). Each tap is one entry with its own
 * `Idempotency-Key`; "Volver a intentar" sends the same key, so a lost answer never makes two.
 * Without a connection it waits in the outbox like an entry of the full flow.
 */
export function useQuickEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: async ({ feeling, key }: { feeling: Feeling; key: string }): Promise<QuickEntryResult> => {
      if (!navigator.onLine && keepForLater(feeling, key)) return { kind: 'queued' };
      try {
        return { kind: 'stored', entry: await postDiaryEntry({ feeling, description: '', audioUrl: '' }, key) };
      } catch (error) {
        // No answer at all: it may have arrived; its key makes sending it later safe.
        if (!(error instanceof ApiClientError) && keepForLater(feeling, key)) return { kind: 'queued' };
        logFailure('Quick diary entry failed')(error);
        throw error instanceof ApiClientError ? error : new Error(diaryMessages.entryNotSent);
      }
    },
    // The day strip, the calendar and home's "today" read the months: they show it without a reload.
    onSuccess: (result) => {
      if (result.kind === 'stored') void invalidateDiary(queryClient);
    },
  });
}
