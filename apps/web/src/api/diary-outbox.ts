import type { CreateDiaryEntryResponse } from '@sendero/shared';
import type { QueryClient } from '@tanstack/react-query';
import { ApiClientError } from '@/lib/api-client';
import { queuedDiaryEntries, removeQueuedDiaryEntry } from '@/lib/diary-outbox';
import { logFailure } from '@/lib/log-failure';
import { getSignedInUserId } from '@/lib/session-storage';
import { invalidateDiary, postDiaryEntry } from './diary';

type SentListener = (key: string, entry: CreateDiaryEntryResponse) => void;
const sentListeners = new Set<SentListener>();

/** Tells `listener` about each waiting entry the server has stored (the tips screen shows its advice). */
export function onQueuedDiaryEntrySent(listener: SentListener): () => void {
  sentListeners.add(listener);
  return () => sentListeners.delete(listener);
}

/** An answer that will be the same however often the entry is sent again: it leaves the outbox. */
const isFinalRefusal = (error: unknown) =>
  error instanceof ApiClientError && error.status >= 400 && error.status < 500 && ![401, 408, 429].includes(error.status);

async function sendWaiting(queryClient: QueryClient): Promise<void> {
  const userId = getSignedInUserId();
  if (!userId) return;
  let stored = 0;
  for (const entry of queuedDiaryEntries(userId)) {
    if (!navigator.onLine) break;
    try {
      const answer = await postDiaryEntry(
        {
          feeling: entry.feeling,
          // Absent (undefined) when none: not sent.
          finerFeeling: entry.finerFeeling,
          description: entry.description,
          audioUrl: entry.audioUrl,
          ...(entry.tags?.length ? { tags: entry.tags } : {}),
          ...(entry.createdAt ? { createdAt: entry.createdAt, tz: entry.tz } : {}),
        },
        entry.key,
      );
      removeQueuedDiaryEntry(entry.key);
      stored += 1;
      sentListeners.forEach((listener) => listener(entry.key, answer));
    } catch (error) {
      logFailure('Queued diary entry not sent')(error);
      if (isFinalRefusal(error)) removeQueuedDiaryEntry(entry.key);
      // No connection, the server unavailable, the session to renew: the next chance sends it.
      else break;
    }
  }
  // The calendar, the day strip and the list show the new entries without a reload.
  if (stored > 0) void invalidateDiary(queryClient);
}

let sending: Promise<void> | null = null;

/**
 * Sends the signed-in person's waiting entries, oldest first, one at a time. One sender at a time
 * in this tab, and across tabs through a Web Lock; if two ever overlap, the key still makes the
 * server store each entry once.
 */
export function sendQueuedDiaryEntries(queryClient: QueryClient): Promise<void> {
  if (!sending) {
    const run = navigator.locks ? navigator.locks.request('sendero-diary-outbox', () => sendWaiting(queryClient)) : sendWaiting(queryClient);
    sending = Promise.resolve(run).finally(() => {
      sending = null;
    });
  }
  return sending;
}
