import { isTokenExpired } from '@/lib/jwt';
import { storageKeys } from '@/lib/session-storage';
import { accessToken, makeJwt } from '@/testing/tokens';
import { startRequestPaths, startRequests } from './start-requests';

function store(access: string | null, refresh: string | null) {
  localStorage.clear();
  if (access) localStorage.setItem(storageKeys.accessToken, access);
  if (refresh) localStorage.setItem(storageKeys.refreshToken, refresh);
}

describe('the start script (index.html runs it before the app)', () => {
  it('with a live stored session asks for the profile and the routes with that token', () => {
    const token = accessToken(600);
    store(token, 'refresh-1');
    const fetchMock = vi.fn(() => new Promise<Response>(() => undefined));
    vi.stubGlobal('fetch', fetchMock);
    const started = startRequests();
    expect(started?.accessToken).toBe(token);
    expect(Object.keys(started?.responses ?? {})).toEqual(['/auth/profile', '/routes']);
    expect(fetchMock.mock.calls).toEqual(
      startRequestPaths.map((path) => [`/api${path}`, { headers: { Accept: 'application/json', Authorization: `Bearer ${token}` } }]),
    );
  });

  it('asks for nothing without both tokens, with an expired or undecodable token, or offline', () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    for (const [access, refresh] of [
      [null, null],
      [accessToken(600), null],
      [null, 'refresh-1'],
      [accessToken(-60), 'refresh-1'],
      ['garbage', 'refresh-1'],
    ] as const) {
      store(access, refresh);
      expect(startRequests()).toBeUndefined();
    }
    store(accessToken(600), 'refresh-1');
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(startRequests()).toBeUndefined();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('decides as the app does (src/lib/jwt.ts) whether a token is still live', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => undefined)),
    );
    const now = Date.now();
    for (const token of [accessToken(600), accessToken(-1), makeJwt({ sub: 'u' }), makeJwt({ exp: 'soon' }), 'a.b.c', 'garbage']) {
      store(token, 'refresh-1');
      expect(startRequests(now) !== undefined).toBe(!isTokenExpired(token, now));
    }
  });
});
