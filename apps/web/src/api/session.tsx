import type { Profile, TokenPair } from '@sendero/shared';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, startTransition, use, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { API_BASE, refreshSession } from '@/lib/api-client';
import { isTokenPair } from '@/lib/api-shapes';
import { isTokenExpired } from '@/lib/jwt';
import { logFailure } from '@/lib/log-failure';
import { clearTokens, getAccessToken, getAuthToken, getRefreshToken, storeTokens, subscribeToTokens } from '@/lib/session-storage';
import { getProfileQueryOptions, hasStartProfile, profileQueryKey, takeStartProfile } from './profile';

export type Session = {
  /** True while the stored session is being restored on start (docs/product.md#api-rules). */
  isLoading: boolean;
  /** True while access and refresh tokens are stored. */
  isAuthenticated: boolean;
  /** Stores both tokens and loads the profile; resolves with it (null if it failed to load). */
  login: (tokens: TokenPair) => Promise<Profile | null>;
  /** Removes the tokens here and on the server (fire-and-forget) and clears the query cache, profile included. */
  logout: () => void;
  /** Replaces the stored pair, e.g. after a password change hands this session a new one. */
  replaceTokens: (tokens: TokenPair) => void;
};

const SessionContext = createContext<Session | null>(null);

function hasStoredTokens(): boolean {
  return Boolean(getAccessToken() && getRefreshToken());
}

/**
 * Asks the server to revoke this login's token family; the local session ends regardless.
 * Logout needs a valid bearer, so an expired access token is first exchanged (the rotated pair
 * belongs to the same family, which the logout then revokes).
 */
async function revokeOnServer(accessToken: string | null, refreshToken: string | null): Promise<void> {
  if (!refreshToken) return;
  const post = (path: string, body: unknown, bearer?: string) =>
    fetch(`${API_BASE}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(bearer ? { Authorization: `Bearer ${bearer}` } : {}) },
      body: JSON.stringify(body),
      keepalive: true,
    });
  let bearer = accessToken;
  let token = refreshToken;
  if (!bearer || isTokenExpired(bearer)) {
    const refreshed = await post('/auth/refresh-token', { refreshToken });
    // Refused: the family is already over on the server.
    if (!refreshed.ok) return;
    const pair: unknown = await refreshed.json();
    if (!isTokenPair(pair)) return;
    bearer = pair.access_token;
    token = pair.refresh_token;
  }
  await post('/auth/logout', { refreshToken: token }, bearer);
}

/**
 * Who is signed in: the stored tokens, and the profile, which lives in the query cache
 * (`useProfile()` reads it). The session fills it on start, at login and when another tab signs
 * in, and the whole cache goes with the tokens.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  // When the profile asked for at start has answered before React draws (the usual case on a slow
  // network, where the app's JavaScript takes longer than one API call), there is nothing to wait for.
  const [isLoading, setIsLoading] = useState(() => !hasStartProfile(queryClient));
  const [isAuthenticated, setIsAuthenticated] = useState(hasStoredTokens);
  const started = useRef(false);

  // One profile request at a time: login, restore and the token listener may all ask at once,
  // and the cache hands a request already on its way to every caller. A failure is silent
  // (docs/product.md#messages-that-are-silent-by-design): the fetcher logs it, the profile stays.
  const loadProfile = useCallback(
    (): Promise<Profile | null> => queryClient.fetchQuery({ ...getProfileQueryOptions(), staleTime: 0 }).catch(() => null),
    [queryClient],
  );

  // Restore the stored session once (docs/product.md#api-rules).
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const restore = async () => {
      // Without a connection the stored session stands (nothing can check it): the screens show
      // what this device kept. The profile loads again once the connection returns.
      if (!navigator.onLine) {
        if (hasStoredTokens()) window.addEventListener('online', () => void loadProfile(), { once: true });
        return;
      }
      const authToken = getAuthToken();
      if (authToken && !isTokenExpired(authToken)) {
        // The profile asked for as the app started, with this same token, is here or on its way:
        // asking again would hold every signed-in screen for one more round trip.
        await (takeStartProfile(queryClient)?.catch(() => null) ?? loadProfile());
      } else if (getRefreshToken()) {
        const accessToken = await refreshSession(getRefreshToken());
        if (accessToken) await loadProfile();
        else clearTokens();
      } else {
        clearTokens();
      }
    };
    // As a transition, the first screen drawn after the wait yields to the browser as React builds it.
    void restore().finally(() => startTransition(() => setIsLoading(false)));
  }, [loadProfile, queryClient]);

  // Follow token changes made by the API client or by other tabs.
  useEffect(
    () =>
      subscribeToTokens(() => {
        const stored = hasStoredTokens();
        setIsAuthenticated(stored);
        if (!stored) {
          // Everything cached was this person's, the profile first; so is what this device kept
          // for them offline (a shared device must not show it to the next person).
          queryClient.clear();
          void import('@/lib/offline-cache').then(({ eraseOfflineData }) => eraseOfflineData()).catch(logFailure('Offline copy not erased'));
        } else if (queryClient.getQueryData(profileQueryKey) === undefined) {
          // Signed in from another tab while this one was signed out.
          void loadProfile();
        }
      }),
    [loadProfile, queryClient],
  );

  const login = useCallback(
    async (tokens: TokenPair) => {
      storeTokens(tokens);
      return loadProfile();
    },
    [loadProfile],
  );

  const logout = useCallback(() => {
    revokeOnServer(getAccessToken(), getRefreshToken()).catch(logFailure('Logout request failed'));
    clearTokens();
  }, []);

  const replaceTokens = useCallback((tokens: TokenPair) => storeTokens(tokens), []);

  const value = useMemo<Session>(
    () => ({ isLoading, isAuthenticated, login, logout, replaceTokens }),
    [isLoading, isAuthenticated, login, logout, replaceTokens],
  );

  return <SessionContext value={value}>{children}</SessionContext>;
}

export function useSession(): Session {
  const session = use(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}
