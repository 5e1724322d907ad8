/** Where the diary outbox (lib/diary-outbox.ts) lives; apart, so the first page reads it without loading the outbox. */
export const DIARY_OUTBOX_KEY = 'sendero.diaryOutbox';

/** Whether any diary entry waits to be sent, for anyone: read at start without loading the sender. */
export function hasQueuedDiaryEntries(): boolean {
  try {
    return localStorage.getItem(DIARY_OUTBOX_KEY) !== null;
  } catch {
    return false;
  }
}
