import { jsonResponse } from '@/testing/fetch';
import { accessToken } from '@/testing/tokens';
import { storeTokens } from '@/lib/session-storage';
import { forgetStartRequests } from '@/lib/start-requests';
import { createQueryClient } from './provider';

describe('the query client made at start', () => {
  it('takes the profile and routes begun before the app arrived: no second request', async () => {
    const token = accessToken(600);
    storeTokens({ access_token: token, refresh_token: 'refresh-1' });
    const profile = { id: 'u1', email: 'ana@example.com', firstName: 'Ana', lastName: 'Ruiz', role: 'USER', points: 0 };
    window.senderoStartRequests = {
      accessToken: token,
      responses: { '/auth/profile': Promise.resolve(jsonResponse(200, profile)), '/routes': Promise.resolve(jsonResponse(200, [])) },
    };
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    // As createApp does: the start-up queries take their answers in the same task, then the rest is dropped.
    const client = createQueryClient();
    forgetStartRequests();
    await vi.waitFor(() => expect(client.getQueryData(['profile'])).toEqual(profile));
    await vi.waitFor(() => expect(client.getQueryData(['routes'])).toEqual([]));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
