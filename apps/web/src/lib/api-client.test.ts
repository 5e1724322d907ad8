import { mockFetch } from '@/testing/fetch';
import { ApiClientError, api } from './api-client';
import { getAccessToken, getAuthToken, getRefreshToken, storeTokens } from './session-storage';

const profile = { id: 'u1', email: 'ana@example.com', firstName: 'Ana', lastName: 'Ruiz', role: 'USER', points: 0 };
const unauthorized = { status: 401, body: { statusCode: 401, error: 'Unauthorized', message: ['Sesión no válida.'] } };
const refused = { status: 403, body: { statusCode: 403, error: 'Forbidden', message: ['Tu sesión ha terminado.'] } };

beforeEach(() => {
  storeTokens({ access_token: 'access-1', refresh_token: 'refresh-1' });
});

describe('api client', () => {
  it('sends JSON with the stored bearer token', async () => {
    const { calls } = mockFetch({ 'GET /api/auth/profile': [{ body: profile }] });
    await expect(api.get('/auth/profile')).resolves.toEqual(profile);
    expect(calls[0]?.headers.Authorization).toBe('Bearer access-1');
  });

  it('on a 401 refreshes once, stores the new pair and retries once', async () => {
    const { calls, callsTo } = mockFetch({
      'GET /api/auth/profile': [unauthorized, { body: profile }],
      'POST /api/auth/refresh-token': [{ body: { access_token: 'access-2', refresh_token: 'refresh-2' } }],
    });
    await expect(api.get('/auth/profile')).resolves.toEqual(profile);
    expect(callsTo('POST', '/api/auth/refresh-token')).toHaveLength(1);
    expect(callsTo('POST', '/api/auth/refresh-token')[0]?.body).toEqual({ refreshToken: 'refresh-1' });
    expect(calls.at(-1)?.headers.Authorization).toBe('Bearer access-2');
    expect([getAccessToken(), getAuthToken(), getRefreshToken()]).toEqual(['access-2', 'access-2', 'refresh-2']);
  });

  it('retries only once: a second 401 passes on', async () => {
    const { callsTo } = mockFetch({
      'GET /api/auth/profile': [unauthorized, unauthorized],
      'POST /api/auth/refresh-token': [{ body: { access_token: 'access-2', refresh_token: 'refresh-2' } }],
    });
    await expect(api.get('/auth/profile')).rejects.toMatchObject({ status: 401 });
    expect(callsTo('GET', '/api/auth/profile')).toHaveLength(2);
    expect(callsTo('POST', '/api/auth/refresh-token')).toHaveLength(1);
  });

  it('when the refresh is refused (403) clears the tokens, does not retry and rethrows', async () => {
    const { callsTo } = mockFetch({
      'GET /api/auth/profile': [unauthorized],
      'POST /api/auth/refresh-token': [refused],
    });
    const error = await api.get('/auth/profile').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiClientError);
    expect(error).toMatchObject({ status: 401, body: unauthorized.body });
    expect(callsTo('GET', '/api/auth/profile')).toHaveLength(1);
    expect([getAccessToken(), getAuthToken(), getRefreshToken()]).toEqual([null, null, null]);
  });

  it('when the refresh fails with a server error clears the tokens and rethrows', async () => {
    mockFetch({
      'GET /api/auth/profile': [unauthorized],
      'POST /api/auth/refresh-token': [{ status: 500, body: { statusCode: 500, error: 'x', message: ['y'] } }],
    });
    await expect(api.get('/auth/profile')).rejects.toMatchObject({ status: 401 });
    expect(getRefreshToken()).toBeNull();
  });

  it('never refreshes for the public auth calls, and sends them without a bearer', async () => {
    const { calls } = mockFetch({
      'POST /api/auth/login': [{ status: 401, body: { statusCode: 401, error: 'Unauthorized', message: ['Credenciales incorrectas.'] } }],
      'POST /api/auth/reset-password/abc': [{ status: 400, body: { statusCode: 400, error: 'Bad Request', message: ['El token es inválido o ha expirado.'] } }],
    });
    await expect(api.post('/auth/login', { email: 'a@b.es', password: 'x' })).rejects.toMatchObject({ status: 401 });
    await expect(api.post('/auth/reset-password/abc', { newPassword: 'secreto' })).rejects.toMatchObject({ status: 400 });
    expect(calls).toHaveLength(2);
    expect(calls.every((call) => call.headers.Authorization === undefined)).toBe(true);
    expect(getRefreshToken()).toBe('refresh-1');
  });

  it('with no refresh token logs "No refresh token found" and clears the session', async () => {
    localStorage.removeItem('refreshToken');
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { callsTo } = mockFetch({ 'GET /api/auth/profile': [unauthorized] });
    await expect(api.get('/auth/profile')).rejects.toMatchObject({ status: 401 });
    expect(log).toHaveBeenCalledWith('No refresh token found');
    expect(callsTo('POST', '/api/auth/refresh-token')).toHaveLength(0);
    expect(getAccessToken()).toBeNull();
  });

  it('uses the pair another tab stored meanwhile instead of refreshing again', async () => {
    const { calls, callsTo, fetchMock } = mockFetch({
      'GET /api/auth/profile': [unauthorized, { body: profile }],
    });
    // Another tab rotates the pair while this tab's call is in flight.
    const original = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementationOnce(async (input, init) => {
      const answer = await original(input, init);
      storeTokens({ access_token: 'access-from-other-tab', refresh_token: 'refresh-from-other-tab' });
      return answer;
    });
    await expect(api.get('/auth/profile')).resolves.toEqual(profile);
    expect(callsTo('POST', '/api/auth/refresh-token')).toHaveLength(0);
    expect(calls.at(-1)?.headers.Authorization).toBe('Bearer access-from-other-tab');
  });

  it('runs one refresh for concurrent 401s', async () => {
    const { callsTo } = mockFetch({
      'GET /api/auth/profile': [unauthorized, unauthorized, { body: profile }, { body: profile }],
      'POST /api/auth/refresh-token': [{ body: { access_token: 'access-2', refresh_token: 'refresh-2' } }],
    });
    await Promise.all([api.get('/auth/profile'), api.get('/auth/profile')]);
    expect(callsTo('POST', '/api/auth/refresh-token')).toHaveLength(1);
  });

  it('turns error answers into ApiClientError with the API error body', async () => {
    const body = { statusCode: 409, error: 'Conflict', message: ['Ya existe una cuenta con este correo.'] };
    mockFetch({ 'POST /api/auth/register': [{ status: 409, body }] });
    const error = await api.post('/auth/register', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiClientError);
    expect((error as ApiClientError).firstMessage).toBe('Ya existe una cuenta con este correo.');
  });
});
