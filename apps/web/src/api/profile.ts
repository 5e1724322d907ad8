import { spanishVariantOf, type Profile, type UpdateProfileBody } from '@sendero/shared';
import { hashKey, queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { setSpanish } from '@/lib/i18n';
import { withFailureLog } from '@/lib/log-failure';
import { getAccessToken } from '@/lib/session-storage';

/** GET /auth/profile: the signed-in person. A failure is silent, logged only (docs/product.md#messages-that-are-silent-by-design). */
export const getProfile = () => withFailureLog('Profile load failed', api.get<Profile>('/auth/profile'));

export const profileQueryKey = ['profile'] as const;

/**
 * The session loads the profile (on start, at login, when another tab signs in) and clears it
 * with the whole cache on logout; writes change it in place. Screens only read it, so it is
 * never stale by itself, never collected, and one failed load is not tried again behind the
 * session's back.
 */
export const getProfileQueryOptions = () =>
  queryOptions({
    queryKey: profileQueryKey,
    queryFn: getProfile,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

/**
 * The screens speak the Spanish of the profile in the cache (its choice, or its country's): set
 * as soon as the profile arrives, before the screen that needs it draws, and again after every
 * change, so Ajustes switches the texts at once. Signed out, the spec's own Spanish (Spain's).
 */
export function followSpanishOfProfile(queryClient: QueryClient): () => void {
  const follow = () => {
    const profile = queryClient.getQueryData<Profile>(profileQueryKey);
    setSpanish(profile ? spanishVariantOf(profile) : 'es-ES');
  };
  follow();
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.query.queryHash === profileHash) follow();
  });
}
const profileHash = hashKey(profileQueryKey);

/** The access token each query client's start-up profile request carried (prefetchProfileAtStart). */
const startTokens = new WeakMap<QueryClient, string>();

/**
 * Asks for the profile as the app starts, before React draws (src/app/provider.tsx). The session,
 * restoring once React has drawn, takes this answer (takeStartProfile) instead of asking again.
 */
export function prefetchProfileAtStart(queryClient: QueryClient, accessToken: string): void {
  startTokens.set(queryClient, accessToken);
  void queryClient.prefetchQuery(getProfileQueryOptions());
}

/**
 * The start-up profile request's answer (or the request still on its way), once, and only while the
 * token it carried is still the stored one: a token that changed since (a refresh, another person
 * signing in from another tab) gets a request of its own. Null when there is nothing to take.
 */
export function takeStartProfile(queryClient: QueryClient): Promise<Profile> | null {
  const startToken = startTokens.get(queryClient);
  startTokens.delete(queryClient);
  if (startToken === undefined || startToken !== getAccessToken()) return null;
  return queryClient.ensureQueryData(getProfileQueryOptions());
}

/**
 * True when the start-up profile request has already answered, for the token stored now: a session
 * can start restored, and the first screen React draws is the person's, not a loader.
 */
export function hasStartProfile(queryClient: QueryClient): boolean {
  const startToken = startTokens.get(queryClient);
  return startToken !== undefined && startToken === getAccessToken() && queryClient.getQueryData(profileQueryKey) !== undefined;
}

/** The signed-in person's profile, from the cache; null when signed out or while it could not be loaded. */
export function useProfile(): Profile | null {
  const { data } = useQuery({ ...getProfileQueryOptions(), enabled: false });
  return data ?? null;
}

/** The person's points after a write that changed them: the server's total, shown at once. */
export function setCachedPoints(queryClient: QueryClient, points: number): void {
  queryClient.setQueryData<Profile>(profileQueryKey, (profile) => profile && { ...profile, points });
}

/** PATCH /auth/profile (country, consent to the model): answers with the whole profile. */
export const updateProfile = (changes: UpdateProfileBody) => api.patch<Profile>('/auth/profile', changes);

/** Saves the changes; every screen shows the profile the server answered with. */
export const useUpdateProfile = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => queryClient.setQueryData(profileQueryKey, profile),
  });
};
