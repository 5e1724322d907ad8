import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/test-app.js';
import { registerUser } from './test/factories.js';

/**
 * The token is checked in `onRequest`, before any validator: a caller without one (or with a
 * bad one) hears 401 even when the body or query is also wrong, never a 400 that would tell
 * an anonymous caller what the API expects. A user's token on an admin call answers 403.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const notAnId = 'no-es-un-id';
/** A call of each protected feature, each with a body or query its validator would refuse. */
const invalidCalls = [
  { method: 'POST', url: '/api/diary/entry', payload: { feeling: 'FATAL' } },
  { method: 'GET', url: '/api/diary/month?year=dos-mil&month=13' },
  { method: 'GET', url: '/api/diary?limit=-4' },
  { method: 'GET', url: `/api/contents?routeId=${notAnId}` },
  { method: 'POST', url: '/api/user-progress', payload: { routeId: 42 } },
  { method: 'PATCH', url: `/api/user-progress/interaction/${notAnId}`, payload: { completed: 'quizá' } },
  { method: 'PUT', url: '/api/safety-plan', payload: { warningSigns: 'no es una lista' } },
  { method: 'PATCH', url: '/api/auth/profile', payload: { country: 'ZZZ' } },
  { method: 'POST', url: '/api/auth/reset-password', payload: { newPassword: 1 } },
  { method: 'POST', url: '/api/auth/logout', payload: {} },
  { method: 'PATCH', url: '/api/routes/reorder', payload: { routes: 'todas' } },
  { method: 'PATCH', url: '/api/contents/reorder', payload: {} },
  { method: 'POST', url: '/api/auth/admin/reset-password', payload: { userId: notAnId } },
  { method: 'GET', url: `/api/user-progress?routeId=${notAnId}` },
  { method: 'GET', url: `/api/auth/users/${notAnId}` },
] as const;

const adminOnly = (url: string) => /\/(routes|contents)\/reorder|admin|\/user-progress\?|\/auth\/users/.test(url);

describe('authentication comes before validation', () => {
  it.each(invalidCalls)('$method $url with a bad input and no token answers 401', async (call) => {
    const response = await t.app.inject(call);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ statusCode: 401, error: 'Unauthorized' });
  });

  it('a malformed token is refused the same way', async () => {
    for (const call of invalidCalls) {
      const response = await t.app.inject({ ...call, headers: { authorization: 'Bearer no.es.un-token' } });
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(401);
    }
  });

  it('with a user token: admin calls answer 403 before validation, the others 400', async () => {
    const user = await registerUser(t);
    for (const call of invalidCalls) {
      const response = await t.app.inject({ ...call, headers: user.auth });
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(adminOnly(call.url) ? 403 : 400);
    }
  });
});
