/**
 * Runs first on every page of index.html, before the app's JavaScript has arrived (build/start-requests.ts
 * puts it there as a small module of its own). With a stored session it asks for the profile and the
 * routes list at once, beside the app's download, instead of after it: every signed-in screen starts
 * from these two (src/app/provider.tsx asks for them on the same terms). The API client takes the
 * answers (src/lib/start-requests.ts).
 *
 * It imports nothing (types only), so it is one file that runs as soon as it arrives; the storage
 * keys and the token check follow src/lib/session-storage.ts and src/lib/jwt.ts, and
 * start-requests.test.ts holds them to it.
 */
import type { StartRequests } from './lib/start-requests';

/** The GETs every signed-in start makes, by API path. */
export const startRequestPaths = ['/auth/profile', '/routes'] as const;

/** True while the token's `exp` is in the future (an undecodable token counts as expired). */
function isLive(token: string, now: number): boolean {
  try {
    const payload = token.split('.')[1];
    if (!payload) return false;
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const exp: unknown = (JSON.parse(atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '='))) as { exp?: unknown }).exp;
    return typeof exp === 'number' && exp * 1000 > now;
  } catch {
    return false;
  }
}

/** Begins the start-up requests when a live session is stored and the device is online. */
export function startRequests(now = Date.now()): StartRequests | undefined {
  try {
    if (navigator.onLine === false) return undefined;
    const accessToken = localStorage.getItem('accessToken');
    if (!accessToken || !localStorage.getItem('refreshToken') || !isLive(accessToken, now)) return undefined;
    const responses: StartRequests['responses'] = {};
    for (const path of startRequestPaths) {
      const response = fetch(`/api${path}`, { headers: { Accept: 'application/json', Authorization: `Bearer ${accessToken}` } });
      // An answer nobody takes (the app decided otherwise) must not be reported as an unhandled failure.
      void response.catch(() => undefined);
      responses[path] = response;
    }
    return { accessToken, responses };
  } catch {
    // No storage (a private mode that refuses it): the app asks as usual.
    return undefined;
  }
}

// Loaded `async`, it normally runs long before the app; should the app have started first, it asks for nothing.
if (window.senderoStartRequests === undefined) window.senderoStartRequests = startRequests();
