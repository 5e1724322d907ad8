import { jsonResponse, mockFetch } from '@/testing/fetch';
import { api } from './api-client';
import { storeTokens } from './session-storage';
import { forgetStartRequests } from './start-requests';

const profile = { id: 'u1', email: 'ana@example.com', firstName: 'Ana', lastName: 'Ruiz', role: 'USER', points: 0 };
const unauthorized = { statusCode: 401, error: 'Unauthorized', message: ['Sesión no válida.'] };

/** What src/start-requests.ts leaves for the app: answers begun with `accessToken`. */
function startedWith(accessToken: string, responses: Record<string, Promise<Response>>) {
  window.senderoStartRequests = { accessToken, responses };
}

afterEach(() => {
  delete window.senderoStartRequests;
});

describe('requests begun before the app arrived', () => {
  it('the API client takes the answer begun with the stored token, once', async () => {
    storeTokens({ access_token: 'access-1', refresh_token: 'refresh-1' });
    startedWith('access-1', { '/auth/profile': Promise.resolve(jsonResponse(200, profile)) });
    const { fetchMock } = mockFetch({ 'GET /api/auth/profile': [{ body: { ...profile, points: 5 } }] });
    await expect(api.get('/auth/profile')).resolves.toEqual(profile);
    expect(fetchMock).not.toHaveBeenCalled();
    // Taken already: the next call asks the server.
    await expect(api.get('/auth/profile')).resolves.toEqual({ ...profile, points: 5 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('never hands an answer made for another token: a changed token asks anew with its own', async () => {
    storeTokens({ access_token: 'access-2', refresh_token: 'refresh-2' });
    startedWith('access-1', { '/auth/profile': Promise.resolve(jsonResponse(200, profile)) });
    const other = { ...profile, id: 'u2', firstName: 'Eva' };
    const { calls } = mockFetch({ 'GET /api/auth/profile': [{ body: other }] });
    await expect(api.get('/auth/profile')).resolves.toEqual(other);
    expect(calls[0]?.headers.Authorization).toBe('Bearer access-2');
  });

  it('a 401 begun at start is refreshed and retried like any call', async () => {
    storeTokens({ access_token: 'access-1', refresh_token: 'refresh-1' });
    startedWith('access-1', { '/routes': Promise.resolve(jsonResponse(401, unauthorized)) });
    const { calls } = mockFetch({
      'POST /api/auth/refresh-token': [{ body: { access_token: 'access-3', refresh_token: 'refresh-3' } }],
      'GET /api/routes': [{ body: [] }],
    });
    await expect(api.get('/routes')).resolves.toEqual([]);
    expect(calls.map((call) => `${call.method} ${call.url} ${call.headers.Authorization ?? ''}`)).toEqual([
      'POST /api/auth/refresh-token ',
      'GET /api/routes Bearer access-3',
    ]);
  });

  it('once the app has started, nothing begun earlier is taken', async () => {
    storeTokens({ access_token: 'access-1', refresh_token: 'refresh-1' });
    startedWith('access-1', { '/routes': Promise.resolve(jsonResponse(200, [{ id: 'old' }])) });
    forgetStartRequests();
    mockFetch({ 'GET /api/routes': [{ body: [] }] });
    await expect(api.get('/routes')).resolves.toEqual([]);
  });
});
