import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { registerUser, uniqueEmail } from '../../test/factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    authLimits: {
      loginPerIp: { max: 6, windowMs: 15 * 60_000 },
      loginPerEmail: { max: 3, windowMs: 15 * 60_000 },
      forgotPerIp: { max: 4, windowMs: 60 * 60_000 },
      forgotPerEmail: { max: 2, windowMs: 60 * 60_000 },
    },
  });
});
afterAll(() => t.close());

const from = (ip: string) => ({ 'x-forwarded-for': ip });
const login = (email: string, ip: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'intento-fallido' }, headers: from(ip) });

describe('rate limits', () => {
  it('login: per email, then 429 with Retry-After and a Spanish sentence; other emails still pass', async () => {
    const user = await registerUser(t);
    for (let i = 0; i < 3; i++) expect((await login(user.email, '10.0.0.1')).statusCode).toBe(401);
    const limited = await login(user.email, '10.0.0.2');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message: ['Demasiados intentos. Vuelve a intentarlo en 15 minutos.'],
    });
    expect((await login(uniqueEmail(), '10.0.0.3')).statusCode).toBe(401);
    t.clock.advance(15 * 60_000 + 1);
    expect((await login(user.email, '10.0.0.4')).statusCode).toBe(401);
  });

  it('login: per IP, whatever the email', async () => {
    for (let i = 0; i < 6; i++) expect((await login(uniqueEmail(), '10.0.1.1')).statusCode).toBe(401);
    expect((await login(uniqueEmail(), '10.0.1.1')).statusCode).toBe(429);
    expect((await login(uniqueEmail(), '10.0.1.2')).statusCode).toBe(401);
  });

  it('forgot-password: per email and per IP', async () => {
    const forgot = (email: string, ip: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email }, headers: from(ip) });
    const email = uniqueEmail();
    expect((await forgot(email, '10.0.2.1')).statusCode).toBe(200);
    expect((await forgot(email, '10.0.2.2')).statusCode).toBe(200);
    expect((await forgot(email, '10.0.2.3')).statusCode).toBe(429);
    for (let i = 0; i < 4; i++) expect((await forgot(uniqueEmail(), '10.0.2.9')).statusCode).toBe(200);
    const limited = await forgot(uniqueEmail(), '10.0.2.9');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });
});
