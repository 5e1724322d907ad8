import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { registerUser } from '../../test/factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const refresh = (refreshToken: string) => t.app.inject({ method: 'POST', url: '/api/auth/refresh-token', payload: { refreshToken } });

const refused = { statusCode: 403, error: 'Forbidden', message: ['Tu sesión ha terminado. Vuelve a iniciar sesión.'] };

describe('POST /api/auth/refresh-token', () => {
  it('rotates: each use returns a new pair whose access token works', async () => {
    const user = await registerUser(t);
    const first = await refresh(user.refresh_token);
    expect(first.statusCode).toBe(200);
    const pair = first.json();
    expect(pair.refresh_token).not.toBe(user.refresh_token);
    const profile = await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: { authorization: `Bearer ${pair.access_token}` } });
    expect(profile.statusCode).toBe(200);
    const second = await refresh(pair.refresh_token);
    expect(second.statusCode).toBe(200);
  });

  it('answers 403 to a retired token and revokes its whole family, the newest token included', async () => {
    const user = await registerUser(t);
    const next = (await refresh(user.refresh_token)).json().refresh_token;
    const reuse = await refresh(user.refresh_token);
    expect(reuse.statusCode).toBe(403);
    expect(reuse.json()).toEqual(refused);
    expect((await refresh(next)).statusCode).toBe(403);
  });

  it('leaves the other logins of the same user alone when one family is revoked', async () => {
    const user = await registerUser(t);
    const otherLogin = (await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: user.password } })).json();
    await refresh(user.refresh_token);
    await refresh(user.refresh_token); // reuse: revokes the register family only
    expect((await refresh(otherLogin.refresh_token)).statusCode).toBe(200);
  });

  it('answers 403 to an unknown token and to an expired one', async () => {
    expect((await refresh('no-existe-este-token')).json()).toEqual(refused);
    const user = await registerUser(t);
    t.clock.advance(31 * 24 * 3_600_000);
    expect((await refresh(user.refresh_token)).statusCode).toBe(403);
  });

  it('lets only one of two simultaneous uses of the same token win', async () => {
    const user = await registerUser(t);
    const answers = await Promise.all([refresh(user.refresh_token), refresh(user.refresh_token)]);
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([200, 403]);
  });

  it('answers 400 when the body has no token', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/refresh-token', payload: {} });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual(['Falta el token de sesión.']);
  });
});

describe('POST /api/auth/logout', () => {
  it('revokes the family on the server: the refresh token stops working', async () => {
    const user = await registerUser(t);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: user.auth,
      payload: { refreshToken: user.refresh_token },
    });
    expect(response.statusCode).toBe(200);
    expect((await refresh(user.refresh_token)).statusCode).toBe(403);
  });

  it("cannot revoke someone else's session", async () => {
    const victim = await registerUser(t);
    const attacker = await registerUser(t);
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: attacker.auth, payload: { refreshToken: victim.refresh_token } });
    expect((await refresh(victim.refresh_token)).statusCode).toBe(200);
  });

  it('needs a bearer token', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/logout', payload: { refreshToken: 'x' } });
    expect(response.statusCode).toBe(401);
  });
});
