import { useSyncExternalStore } from 'react';
import { getSignedInUserId } from './session-storage';

/**
 * Whether the app is locked by the person's PIN (features/lock, decision 044). This part is in the
 * first page, so it stays tiny: the minutes in the background after which the app locks, kept per
 * account, are also the sign that a PIN is set (the PIN's salted hash sits beside them and is read
 * only by the lock's own chunk).
 */
export const LOCK_MINUTES_KEY = 'sendero-lock:';

/** Minutes in the background before the app locks for the signed-in person; 0 when they set no PIN. */
export function lockMinutes(): number {
  // Storage answered for the signed-in person, so it can be read (no try).
  const userId = getSignedInUserId();
  return userId ? Number(localStorage.getItem(LOCK_MINUTES_KEY + userId)) || 0 : 0;
}

// Undefined until first read: an app that opens with a PIN set opens locked.
let locked: boolean | undefined;
let hiddenAt = 0;
const listeners = new Set<() => void>();

export const isAppLocked = () => locked === true;

export function setAppLocked(value: boolean): void {
  locked = value;
  for (const listener of listeners) listener();
}

/** The Page Visibility API: the app locks when it comes back after the person's minutes away. */
document.addEventListener('visibilitychange', () => {
  // Back before the minutes passed, or without a PIN (no minutes): as it was.
  if (document.hidden) hiddenAt = Date.now();
  else if (Date.now() - hiddenAt >= lockMinutes() * 60_000 && lockMinutes()) setAppLocked(true);
});

/** Called on every change of the lock (src/lib/sealed-store.ts drops the data key when it locks). */
export function subscribeToAppLock(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useAppLocked(): boolean {
  return useSyncExternalStore(subscribeToAppLock, () => (locked ??= lockMinutes() > 0));
}
