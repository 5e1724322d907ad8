import { TokenPair, type Profile } from '@sendero/shared';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, use, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { API_BASE, api, refreshSession } from './api-client';
import { isTokenExpired } from './jwt';
import {
  clearTokens,
  getAccessToken,
  getAuthToken,
  getRefreshToken,
  storeTokens,
  subscribeToTokens,
} from './session-storage';

export type Session = {
  /** The signed-in person's profile; null when signed out or while it could not be loaded. */
  user: Profile | null;
  /** True while the stored session is being restored on start (spec §4). */
  isLoading: boolean;
  /** True while access and refresh tokens are stored. */
  isAuthenticated: boolean;
  /** Stores both tokens and loads the profile; resolves with it (null if it failed to load). */
  login: (tokens: TokenPair) => Promise<Profile | null>;
  /** Removes the tokens here and on the server (fire-and-forget) and clears the session. */
  logout: () => void;
  /** Replaces the stored pair, e.g. after a password change hands this session a new one. */
  replaceTokens: (tokens: TokenPair) => void;
  /** Adds points to the profile shown, before the server's next answer says the same. */
  increasePoints: (points: number) => void;
};

const SessionContext = createContext<Session | null>(null);

export const fetchProfile = () => api.get<Profile>('/auth/profile');

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
    const pair = TokenPair.parse(await refreshed.json());
    bearer = pair.access_token;
    token = pair.refresh_token;
  }
  await post('/auth/logout', { refreshToken: token }, bearer);
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [user, setUser] = useState<Profile | null>(null);
  const [isLoading, setIsLoading] = useState(true);
  const [isAuthenticated, setIsAuthenticated] = useState(hasStoredTokens);
  const started = useRef(false);

  const userRef = useRef<Profile | null>(null);
  useEffect(() => {
    userRef.current = user;
  }, [user]);
  const profileRequest = useRef<Promise<Profile | null> | null>(null);

  // One profile request at a time: login, restore and the token listener may all ask at once.
  const loadProfile = useCallback((): Promise<Profile | null> => {
    profileRequest.current ??= fetchProfile()
      .then((profile) => {
        setUser(profile);
        return profile;
      })
      .catch((error: unknown) => {
        // Silent by design (spec §8): logged only.
        console.error('Profile load failed', error);
        return null;
      })
      .finally(() => {
        profileRequest.current = null;
      });
    return profileRequest.current;
  }, []);

  // Restore the stored session once (spec §4).
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const restore = async () => {
      const authToken = getAuthToken();
      if (authToken && !isTokenExpired(authToken)) {
        await loadProfile();
      } else if (getRefreshToken()) {
        const accessToken = await refreshSession(getRefreshToken());
        if (accessToken) await loadProfile();
        else clearTokens();
      } else {
        clearTokens();
      }
    };
    void restore().finally(() => setIsLoading(false));
  }, [loadProfile]);

  // Follow token changes made by the API client or by other tabs.
  useEffect(
    () =>
      subscribeToTokens(() => {
        const stored = hasStoredTokens();
        setIsAuthenticated(stored);
        if (!stored) {
          setUser(null);
          queryClient.clear();
        } else if (userRef.current === null) {
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
    revokeOnServer(getAccessToken(), getRefreshToken()).catch((error: unknown) =>
      console.error('Logout request failed', error),
    );
    clearTokens();
  }, []);

  const replaceTokens = useCallback((tokens: TokenPair) => storeTokens(tokens), []);

  const increasePoints = useCallback((points: number) => {
    setUser((current) => (current ? { ...current, points: current.points + points } : current));
  }, []);

  const value = useMemo<Session>(
    () => ({ user, isLoading, isAuthenticated, login, logout, replaceTokens, increasePoints }),
    [user, isLoading, isAuthenticated, login, logout, replaceTokens, increasePoints],
  );

  return <SessionContext value={value}>{children}</SessionContext>;
}

export function useSession(): Session {
  const session = use(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}
