import { mockFetch } from '@/testing/fetch';
import { mockXhr } from '@/testing/xhr';
import { ApiClientError, apiUpload } from './api-client';
import { getAccessToken, getRefreshToken, storeTokens } from './session-storage';

const unauthorized = { status: 401, body: { statusCode: 401, error: 'Unauthorized', message: ['Sesión no válida.'] } };
const route = { id: 'r1', title: 'Calma' };

function form() {
  const body = new FormData();
  body.append('title', 'Calma');
  body.append('coverImage', new File(['x'], 'portada.png', { type: 'image/png' }));
  return body;
}

beforeEach(() => storeTokens({ access_token: 'access-1', refresh_token: 'refresh-1' }));

describe('apiUpload', () => {
  it('sends the form with the bearer and reports the upload progress in whole percent', async () => {
    const { calls } = mockXhr({ 'POST /api/routes': [{ status: 201, body: route }] });
    const progress: number[] = [];
    await expect(apiUpload('/routes', form(), { onProgress: (percent) => progress.push(percent) })).resolves.toEqual(route);
    expect(progress).toEqual([0, 50, 100]);
    expect(calls[0]?.headers.Authorization).toBe('Bearer access-1');
    expect(calls[0]?.body).toBeInstanceOf(FormData);
  });

  it('on a 401 refreshes once, then sends the same form again with the new token', async () => {
    const { callsTo: xhrTo } = mockXhr({ 'PATCH /api/routes/r1': [unauthorized, { body: route }] });
    const { callsTo } = mockFetch({ 'POST /api/auth/refresh-token': [{ body: { access_token: 'access-2', refresh_token: 'refresh-2' } }] });
    await expect(apiUpload('/routes/r1', form(), { method: 'PATCH' })).resolves.toEqual(route);
    const sent = xhrTo('PATCH', '/api/routes/r1');
    expect(sent.map((call) => call.headers.Authorization)).toEqual(['Bearer access-1', 'Bearer access-2']);
    expect(callsTo('POST', '/api/auth/refresh-token')).toHaveLength(1);
    expect([getAccessToken(), getRefreshToken()]).toEqual(['access-2', 'refresh-2']);
  });

  it('retries only once: a second 401 passes on', async () => {
    const { callsTo: xhrTo } = mockXhr({ 'POST /api/routes': [unauthorized, unauthorized] });
    mockFetch({ 'POST /api/auth/refresh-token': [{ body: { access_token: 'access-2', refresh_token: 'refresh-2' } }] });
    await expect(apiUpload('/routes', form())).rejects.toMatchObject({ status: 401 });
    expect(xhrTo('POST', '/api/routes')).toHaveLength(2);
  });

  it('turns an error answer into an ApiClientError with the server message', async () => {
    mockXhr({
      'POST /api/contents': [{ status: 413, body: { statusCode: 413, error: 'Payload Too Large', message: ['El video supera el límite de 500 MB.'] } }],
    });
    const error = await apiUpload('/contents', form()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiClientError);
    expect(error).toMatchObject({ status: 413, firstMessage: 'El video supera el límite de 500 MB.' });
  });
});
