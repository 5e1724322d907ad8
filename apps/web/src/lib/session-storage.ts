import type { TokenPair } from '@sendero/shared';
import { decodeJwtPayload } from './jwt';

/** localStorage keys of the session (docs/product.md#accounts). `authToken` holds the same access token. */
export const storageKeys = {
  accessToken: 'accessToken',
  refreshToken: 'refreshToken',
  authToken: 'authToken',
} as const;

const sessionKeys: readonly string[] = Object.values(storageKeys);

type Listener = () => void;
const listeners = new Set<Listener>();

function notify() {
  for (const listener of listeners) listener();
}

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export const getAccessToken = () => read(storageKeys.accessToken);
export const getRefreshToken = () => read(storageKeys.refreshToken);
export const getAuthToken = () => read(storageKeys.authToken);

export function storeTokens(pair: TokenPair): void {
  localStorage.setItem(storageKeys.accessToken, pair.access_token);
  localStorage.setItem(storageKeys.authToken, pair.access_token);
  localStorage.setItem(storageKeys.refreshToken, pair.refresh_token);
  notify();
}

export function clearTokens(): void {
  for (const key of sessionKeys) localStorage.removeItem(key);
  notify();
}

/**
 * Calls `listener` whenever the stored tokens change: in this tab (refresh, login, logout)
 * or in another tab (the browser's `storage` event), so a logout anywhere ends every tab.
 */
export function subscribeToTokens(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || sessionKeys.includes(event.key)) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * The signed-in person's id, read from the stored access token (not verified: it only scopes
 * what this device keeps for them, and works without a connection). Null when signed out.
 */
export function getSignedInUserId(): string | null {
  const token = getAccessToken();
  if (!token || !getRefreshToken()) return null;
  // Read on every render of the diary draft: the same token is decoded once.
  if (token !== decoded.token) {
    const userId = decodeJwtPayload(token)?.sub;
    decoded.token = token;
    decoded.userId = typeof userId === 'string' && userId ? userId : null;
  }
  return decoded.userId;
}

const decoded: { token: string | null; userId: string | null } = { token: null, userId: null };
