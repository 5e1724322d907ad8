/**
 * Where the answers of a WHO-5 check not yet sent live in sessionStorage (features/wellbeing/draft.ts);
 * apart, so the end of a session (lib/offline-cache.ts) erases them without reaching into a feature.
 */
export const WHO5_DRAFT_KEY = 'sendero.who5Draft';

/** The session ended: the next person who signs in in this tab starts with no answers chosen. */
export function eraseWho5Draft(): void {
  try {
    sessionStorage.removeItem(WHO5_DRAFT_KEY);
  } catch {
    // No storage, no draft.
  }
}
