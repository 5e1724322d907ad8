import { QueryClientProvider, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { getAccessToken, getAuthToken, getRefreshToken, storeTokens } from '@/lib/session-storage';
import { jsonResponse, mockFetch } from '@/testing/fetch';
import { createTestQueryClient, TestProviders } from '@/testing/render';
import { accessToken } from '@/testing/tokens';
import { prefetchProfileAtStart, setCachedPoints, useProfile } from './profile';
import { SessionProvider, useSession } from './session';

const profile = { id: 'u1', email: 'ana@example.com', firstName: 'Ana', lastName: 'Ruiz', role: 'USER', points: 10 };

/** The session, the profile every screen reads, and the cache both live in. */
function renderSession() {
  return renderHook(() => ({ ...useSession(), user: useProfile(), queryClient: useQueryClient() }), { wrapper: TestProviders });
}

/** The session on a query client the test made, as the app makes one before React draws. */
function renderSessionWith(queryClient: QueryClient) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>{children}</SessionProvider>
    </QueryClientProvider>
  );
  return renderHook(() => ({ ...useSession(), user: useProfile() }), { wrapper });
}

/** A stored session whose profile the start-up request has already brought. */
async function startedWithProfile() {
  const token = accessToken(600);
  storeTokens({ access_token: token, refresh_token: 'refresh-1' });
  const { callsTo } = mockFetch({ 'GET /api/auth/profile': [{ body: profile }] });
  const queryClient = createTestQueryClient();
  prefetchProfileAtStart(queryClient, token);
  await waitFor(() => expect(queryClient.getQueryData(['profile'])).toEqual(profile));
  return { queryClient, callsTo };
}

describe('session on start', () => {
  it('takes the profile asked for as the app started: one request, answered or still on its way', async () => {
    const { queryClient, callsTo } = await startedWithProfile();
    const { result } = renderSessionWith(queryClient);
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.user).toEqual(profile);
    expect(callsTo('GET', '/api/auth/profile')).toHaveLength(1);
  });

  it('starts restored, never loading, when the start-up profile answered before React draws', async () => {
    const { queryClient, callsTo } = await startedWithProfile();
    const { result } = renderSessionWith(queryClient);
    expect(result.current.isLoading).toBe(false);
    expect(result.current.user).toEqual(profile);
    await act(async () => undefined);
    expect(callsTo('GET', '/api/auth/profile')).toHaveLength(1);
  });

  it("asks again when the stored token changed since the start-up request (never another token's answer)", async () => {
    storeTokens({ access_token: accessToken(600, 'u1'), refresh_token: 'refresh-1' });
    const other = { ...profile, id: 'u2', firstName: 'Eva' };
    const { callsTo } = mockFetch({ 'GET /api/auth/profile': [{ body: profile }, { body: other }] });
    const queryClient = createTestQueryClient();
    prefetchProfileAtStart(queryClient, accessToken(600, 'u1'));
    await waitFor(() => expect(queryClient.getQueryData(['profile'])).toEqual(profile));
    const second = accessToken(600, 'u2');
    storeTokens({ access_token: second, refresh_token: 'refresh-2' });
    const { result } = renderSessionWith(queryClient);
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.user).toEqual(other);
    expect(callsTo('GET', '/api/auth/profile')[1]?.headers.Authorization).toBe(`Bearer ${second}`);
  });

  it('with a valid stored auth token loads the profile, and is loading until then', async () => {
    storeTokens({ access_token: accessToken(600), refresh_token: 'refresh-1' });
    const { callsTo } = mockFetch({ 'GET /api/auth/profile': [{ body: profile }] });
    const { result } = renderSession();
    expect(result.current.isLoading).toBe(true);
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.user).toEqual(profile);
    expect(result.current.isAuthenticated).toBe(true);
    expect(callsTo('POST', '/api/auth/refresh-token')).toHaveLength(0);
  });

  it('with an expired auth token and a refresh token refreshes, then loads the profile', async () => {
    storeTokens({ access_token: accessToken(-60), refresh_token: 'refresh-1' });
    const fresh = accessToken(600);
    const { callsTo } = mockFetch({
      'POST /api/auth/refresh-token': [{ body: { access_token: fresh, refresh_token: 'refresh-2' } }],
      'GET /api/auth/profile': [{ body: profile }],
    });
    const { result } = renderSession();
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(callsTo('POST', '/api/auth/refresh-token')[0]?.body).toEqual({ refreshToken: 'refresh-1' });
    expect(callsTo('GET', '/api/auth/profile')[0]?.headers.Authorization).toBe(`Bearer ${fresh}`);
    expect(result.current.user).toEqual(profile);
    expect(getRefreshToken()).toBe('refresh-2');
  });

  it('treats an undecodable auth token as expired', async () => {
    storeTokens({ access_token: 'garbage', refresh_token: 'refresh-1' });
    const { callsTo } = mockFetch({ 'POST /api/auth/refresh-token': [{ status: 403, body: { statusCode: 403, error: 'Forbidden', message: ['x'] } }] });
    const { result } = renderSession();
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(callsTo('POST', '/api/auth/refresh-token')).toHaveLength(1);
    expect(result.current.user).toBeNull();
    expect(result.current.isAuthenticated).toBe(false);
    expect([getAccessToken(), getAuthToken(), getRefreshToken()]).toEqual([null, null, null]);
  });

  it('asks for the profile once while a login and the restore both want it', async () => {
    const token = accessToken(600);
    storeTokens({ access_token: token, refresh_token: 'refresh-1' });
    const { fetchMock } = mockFetch({});
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockImplementationOnce(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { result } = renderSession();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const login = result.current.login({ access_token: token, refresh_token: 'refresh-1' });
    answer(jsonResponse(200, profile));
    await act(async () => expect(await login).toEqual(profile));
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/auth/profile');
  });

  it('keeps a failed profile load silent: logged, no profile, the session still settles', async () => {
    storeTokens({ access_token: accessToken(600), refresh_token: 'refresh-1' });
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockFetch({ 'GET /api/auth/profile': [{ status: 500, body: { statusCode: 500, error: 'Internal Server Error', message: ['x'] } }] });
    const { result } = renderSession();
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.user).toBeNull();
    expect(result.current.isAuthenticated).toBe(true);
    expect(log).toHaveBeenCalledWith('Profile load failed', expect.anything());
  });

  it('with nothing stored clears the session without calling the API', async () => {
    localStorage.setItem('accessToken', 'stale');
    const { calls } = mockFetch({});
    const { result } = renderSession();
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(calls).toHaveLength(0);
    expect(result.current.user).toBeNull();
    expect(result.current.isAuthenticated).toBe(false);
    expect(getAccessToken()).toBeNull();
  });
});

describe('session actions', () => {
  it('login stores both tokens and loads the profile; points change in the cache; logout clears it', async () => {
    const token = accessToken(600);
    const { callsTo } = mockFetch({
      'GET /api/auth/profile': [{ body: profile }],
      'POST /api/auth/logout': [{ body: { message: 'ok' } }],
    });
    const { result } = renderSession();
    await waitFor(() => expect(result.current.isLoading).toBe(false));

    await act(() => result.current.login({ access_token: token, refresh_token: 'refresh-1' }));
    expect([getAccessToken(), getAuthToken(), getRefreshToken()]).toEqual([token, token, 'refresh-1']);
    expect(result.current.user).toEqual(profile);
    expect(callsTo('GET', '/api/auth/profile')).toHaveLength(1);

    act(() => setCachedPoints(result.current.queryClient, 15));
    await waitFor(() => expect(result.current.user?.points).toBe(15));

    act(() => result.current.logout());
    expect(result.current.user).toBeNull();
    expect(result.current.isAuthenticated).toBe(false);
    expect(getRefreshToken()).toBeNull();
    await waitFor(() => expect(callsTo('POST', '/api/auth/logout')).toHaveLength(1));
    expect(callsTo('POST', '/api/auth/logout')[0]?.body).toEqual({ refreshToken: 'refresh-1' });
  });

  it('logout with an expired access token rotates first, so the server still revokes the family', async () => {
    const fresh = accessToken(600);
    const { callsTo } = mockFetch({
      'GET /api/auth/profile': [{ body: profile }],
      'POST /api/auth/refresh-token': [{ body: { access_token: fresh, refresh_token: 'refresh-2' } }],
      'POST /api/auth/logout': [{ body: { message: 'ok' } }],
    });
    const { result } = renderSession();
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    await act(() => result.current.login({ access_token: accessToken(600), refresh_token: 'refresh-1' }));
    storeTokens({ access_token: accessToken(-60), refresh_token: 'refresh-1' });

    act(() => result.current.logout());
    expect(getRefreshToken()).toBeNull();
    await waitFor(() => expect(callsTo('POST', '/api/auth/logout')).toHaveLength(1));
    expect(callsTo('POST', '/api/auth/refresh-token')[0]?.body).toEqual({ refreshToken: 'refresh-1' });
    const logoutCall = callsTo('POST', '/api/auth/logout')[0];
    expect(logoutCall?.headers.Authorization).toBe(`Bearer ${fresh}`);
    expect(logoutCall?.body).toEqual({ refreshToken: 'refresh-2' });
  });

  it('ends the session when another tab removes the tokens', async () => {
    storeTokens({ access_token: accessToken(600), refresh_token: 'refresh-1' });
    mockFetch({ 'GET /api/auth/profile': [{ body: profile }] });
    const { result } = renderSession();
    await waitFor(() => expect(result.current.user).toEqual(profile));

    act(() => {
      // What the other tab's logout looks like from here: storage changed underneath us.
      for (const key of ['accessToken', 'refreshToken', 'authToken']) localStorage.removeItem(key);
      window.dispatchEvent(new StorageEvent('storage', { key: 'accessToken', newValue: null }));
    });
    expect(result.current.user).toBeNull();
    expect(result.current.isAuthenticated).toBe(false);
  });
});
