/**
 * Where the diary draft (features/diary/draft.ts) lives in sessionStorage; apart, so the end of a
 * session (lib/offline-cache.ts) erases it without reaching into a feature.
 */
export const DIARY_DRAFT_KEY = 'sendero.diaryDraft';

/** The session ended: the unsent text must not greet the next person who signs in in this tab. */
export function eraseDiaryDraft(): void {
  try {
    sessionStorage.removeItem(DIARY_DRAFT_KEY);
  } catch {
    // No storage, no draft.
  }
}
