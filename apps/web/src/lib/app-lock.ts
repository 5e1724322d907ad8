import { useSyncExternalStore } from 'react';
import { getSignedInUserId, subscribeToTokens } from './session-storage';

/**
 * Whether the app is locked by the person's PIN (features/lock, decision 044). This part is in the
 * first page, so it stays tiny: the minutes in the background after which the app locks, kept per
 * account, are also the sign that a PIN is set (the PIN's salted hash sits beside them and is read
 * only by the lock's own chunk).
 */
export const lockMinutesKey = (userId: string) => `sendero-lock:${userId}`;

/** Minutes in the background before the app locks for the signed-in person; 0 when they set no PIN. */
export function lockMinutes(): number {
  const userId = getSignedInUserId();
  try {
    return userId ? Number(localStorage.getItem(lockMinutesKey(userId))) || 0 : 0;
  } catch {
    return 0;
  }
}

// Undefined until first read: an app that opens with a PIN set opens locked.
let locked: boolean | undefined;
let hiddenAt = 0;
const listeners = new Set<() => void>();

export function setAppLocked(value: boolean): void {
  locked = value;
  for (const listener of listeners) listener();
}

// A session that ended (here or in another tab) leaves nothing locked: the next sign-in, with the
// password, opens unlocked.
subscribeToTokens(() => {
  if (!getSignedInUserId()) setAppLocked(false);
});

/** The Page Visibility API: the app locks when it comes back after the person's minutes away. */
document.addEventListener('visibilitychange', () => {
  if (document.visibilityState === 'hidden') hiddenAt = Date.now();
  else if (hiddenAt && lockMinutes() && Date.now() - hiddenAt >= lockMinutes() * 60_000) setAppLocked(true);
});

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useAppLocked(): boolean {
  return useSyncExternalStore(subscribe, () => (locked ??= lockMinutes() > 0));
}
