import type { BrowserContext, Page, Request } from '@playwright/test';
import { expect, expiredCopy, forgedCopy, jwtPayload, readStoredTokens, registerUser, storeSession, test, type RegisteredUser } from '../fixtures.js';

const REFRESH_LOCK = 'sendero-token-refresh';

const isPath = (request: Request, pathname: string) => new URL(request.url()).pathname === pathname;

/** Counts the refresh calls made by every page of `target` from now on. */
function countRefreshes(target: Page | BrowserContext) {
  const calls: Request[] = [];
  target.on('request', (request) => {
    if (request.method() === 'POST' && isPath(request, '/api/auth/refresh-token')) calls.push(request);
  });
  return calls;
}

async function expectProfileOf(page: Page, user: RegisteredUser) {
  await expect(page.getByText(`${user.firstName} ${user.lastName}`, { exact: true })).toBeVisible();
  await expect(page.getByText(user.email, { exact: true })).toBeVisible();
}

test('an expired access token is refreshed once, silently, on start', async ({ page, request, url }) => {
  const user = await registerUser(request, { firstName: 'Inés' });
  const expired = expiredCopy(user.tokens.access_token);
  await storeSession(page, { accessToken: expired, refreshToken: user.tokens.refresh_token });

  const refreshes = countRefreshes(page);
  const refreshed = page.waitForResponse((response) => isPath(response.request(), '/api/auth/refresh-token'));
  await page.goto('/profile');
  expect((await refreshed).status()).toBe(200);
  await expect(page).toHaveURL(url('/profile'));
  await expectProfileOf(page, user);
  expect(refreshes).toHaveLength(1);

  const stored = await readStoredTokens(page);
  expect(stored.accessToken).not.toBe(expired);
  expect(stored.authToken).toBe(stored.accessToken);
  expect(stored.refreshToken).not.toBe(user.tokens.refresh_token);
  expect(jwtPayload(stored.accessToken!).exp as number).toBeGreaterThan(Date.now() / 1000);

  // The rotated pair is the live one: the server accepts it, and the old refresh token is retired.
  const next = await request.post('/api/auth/refresh-token', { data: { refreshToken: stored.refreshToken } });
  expect(next.status()).toBe(200);
});

test('an access token the server refuses (401) gets one refresh and one retry', async ({ page, request, url }) => {
  const user = await registerUser(request, { firstName: 'Olga' });
  // Unexpired for the browser, invalid for the server.
  const forged = forgedCopy(user.tokens.access_token);
  await storeSession(page, { accessToken: forged, refreshToken: user.tokens.refresh_token });

  const refreshes = countRefreshes(page);
  const profileCalls: { status: number | null; auth: string | undefined }[] = [];
  page.on('requestfinished', async (req) => {
    if (isPath(req, '/api/auth/profile')) profileCalls.push({ status: (await req.response())?.status() ?? null, auth: req.headers().authorization });
  });
  await page.goto('/profile');
  await expect(page).toHaveURL(url('/profile'));
  await expectProfileOf(page, user);
  expect(refreshes).toHaveLength(1);
  await expect.poll(() => profileCalls.length).toBe(2);
  expect(profileCalls[0]).toEqual({ status: 401, auth: `Bearer ${forged}` });
  const stored = await readStoredTokens(page);
  expect(profileCalls[1]).toEqual({ status: 200, auth: `Bearer ${stored.accessToken}` });
});

/** How many holders and waiters the app's refresh Web Lock has, seen from `page` (same origin). */
function refreshLockState(page: Page) {
  return page.evaluate(async (name) => {
    const state = await navigator.locks.query();
    return {
      held: (state.held ?? []).filter((lock) => lock.name === name).length,
      pending: (state.pending ?? []).filter((lock) => lock.name === name).length,
    };
  }, REFRESH_LOCK);
}

// Chromium delivers localStorage writes to other tabs a moment later; the app keeps the
// refresh lock until they have arrived, so the waiting tab never presents the retired token.
test('two tabs starting with an expired token refresh it once between them', async ({ context, request, url }) => {
  const user = await registerUser(request, { firstName: 'Teo' });
  // A third page on a static file of the same origin stores the session and watches the lock.
  const observer = await context.newPage();
  const expired = expiredCopy(user.tokens.access_token);
  await storeSession(observer, { accessToken: expired, refreshToken: user.tokens.refresh_token });
  const first = await context.newPage();
  const second = await context.newPage();
  const refreshes = countRefreshes(context);

  // Hold the first refresh at the server's door until the other tab is queued on the Web Lock,
  // so both tabs really do try to refresh at the same time.
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  await context.route('**/api/auth/refresh-token', async (route) => {
    await gate;
    await route.continue();
  });

  const loads = Promise.all([first.goto('/profile'), second.goto('/profile')]);
  await expect
    .poll(() => refreshLockState(observer), { message: 'one tab holds the refresh lock while the other waits for it' })
    .toEqual({ held: 1, pending: 1 });
  expect(refreshes).toHaveLength(1);
  release();
  await loads;

  // Nobody holds or waits for the lock any more: every refresh that was going to happen has happened.
  await expect.poll(() => refreshLockState(observer)).toEqual({ held: 0, pending: 0 });
  expect(
    refreshes.map((call) => call.postData()),
    'the waiting tab must not present the refresh token the other tab just rotated',
  ).toHaveLength(1);
  for (const page of [first, second]) {
    await expect(page).toHaveURL(url('/profile'));
    await expectProfileOf(page, user);
  }
  await context.unroute('**/api/auth/refresh-token');

  // Both tabs share the one rotated pair, and the server never saw the old token twice:
  // had it, it would have revoked the whole family and this refresh would be refused.
  const stored = await readStoredTokens(second);
  expect(stored.refreshToken).not.toBe(user.tokens.refresh_token);
  expect(await readStoredTokens(first)).toEqual(stored);
  const next = await request.post('/api/auth/refresh-token', { data: { refreshToken: stored.refreshToken } });
  expect(next.status()).toBe(200);
});

test('a session whose refresh is refused ends at the welcome screen with no tokens', async ({ page, request, url }) => {
  const user = await registerUser(request, { firstName: 'Raúl' });
  // Signed out elsewhere: the server revokes this login's refresh tokens.
  const logout = await request.post('/api/auth/logout', {
    data: { refreshToken: user.tokens.refresh_token },
    headers: { Authorization: `Bearer ${user.tokens.access_token}` },
  });
  expect(logout.status()).toBe(200);

  await storeSession(page, { accessToken: expiredCopy(user.tokens.access_token), refreshToken: user.tokens.refresh_token });
  const refreshes = countRefreshes(page);
  const refused = page.waitForResponse((response) => isPath(response.request(), '/api/auth/refresh-token'));
  await page.goto('/profile');
  expect((await refused).status()).toBe(403);
  await expect(page).toHaveURL(url('/welcome'));
  await expect(page.getByRole('link', { name: 'Iniciar Sesión', exact: true })).toBeVisible();
  expect(await readStoredTokens(page)).toEqual({ accessToken: null, authToken: null, refreshToken: null });
  expect(refreshes).toHaveLength(1);
});

test('a refused refresh after a 401 in a signed-in screen ends the session too', async ({ page, request, url }) => {
  const user = await registerUser(request, { firstName: 'Sara' });
  await request.post('/api/auth/logout', {
    data: { refreshToken: user.tokens.refresh_token },
    headers: { Authorization: `Bearer ${user.tokens.access_token}` },
  });
  // The browser believes this token is fine; the server does not.
  await storeSession(page, { accessToken: forgedCopy(user.tokens.access_token), refreshToken: user.tokens.refresh_token });
  const refreshes = countRefreshes(page);
  await page.goto('/profile');
  await expect(page).toHaveURL(url('/welcome'));
  expect(await readStoredTokens(page)).toEqual({ accessToken: null, authToken: null, refreshToken: null });
  expect(refreshes).toHaveLength(1);
});
