import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REGISTER_ATTEMPTS_PER_ADDRESS_PER_HOUR } from '@sendero/shared';
import { limitsForAccountsPerAddress } from './attempt-limits.js';
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
    const forgot = (email: string, ip: string) => t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email }, headers: from(ip) });
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

// Issue 25, finding 7: a lock-out must not lock out the person it protects.
describe('lock-outs count failures and spare the owner', () => {
  let locked: TestApp;
  beforeAll(async () => {
    locked = await createTestApp({
      authLimits: { loginPerIp: { max: 20, windowMs: 15 * 60_000 }, loginPerEmail: { max: 3, windowMs: 15 * 60_000 }, lockedLoginDelayMs: 200 },
    });
  });
  afterAll(() => locked.close());

  const attempt = (email: string, password: string, ip: string) =>
    locked.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, headers: from(ip) });

  it('the right password from an address that has not failed gets in, slowed down; the addresses that failed are refused', async () => {
    const user = await registerUser(locked);
    for (let i = 0; i < 3; i++) expect((await attempt(user.email, 'intento-fallido', '10.9.0.1')).statusCode).toBe(401);
    // The attacker's address is refused even with the right password: no oracle for it.
    const attacker = await attempt(user.email, user.password, '10.9.0.1');
    expect(attacker.statusCode).toBe(429);
    expect(attacker.json().message).toEqual(['Demasiados intentos. Vuelve a intentarlo en 15 minutos.']);

    const started = Date.now();
    const owner = await attempt(user.email, user.password, '10.9.0.2');
    expect(owner.statusCode).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);

    // Another address guessing wrong while the email is locked is refused from then on.
    expect((await attempt(user.email, 'otro-intento', '10.9.0.3')).statusCode).toBe(429);
    expect((await attempt(user.email, user.password, '10.9.0.3')).statusCode).toBe(429);
    // Repeating the lock-out does not shut the owner out either.
    expect((await attempt(user.email, user.password, '10.9.0.2')).statusCode).toBe(200);
  });

  it('right passwords are not counted: logging in again and again never locks', async () => {
    const user = await registerUser(locked);
    for (let i = 0; i < 8; i++) expect((await attempt(user.email, user.password, '10.9.1.1')).statusCode).toBe(200);
    expect((await attempt(user.email, 'intento-fallido', '10.9.1.1')).statusCode).toBe(401);
  });
});

describe('TRUST_PROXY', () => {
  it('unset (false): X-Forwarded-For is not believed, so a client cannot choose the address it is counted under', async () => {
    const strict = await createTestApp({ trustProxy: false, authLimits: { loginPerIp: { max: 2, windowMs: 15 * 60_000 } } });
    try {
      const tries = ['10.8.0.1', '10.8.0.2', '10.8.0.3'].map(
        (ip) => () =>
          strict.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: uniqueEmail(), password: 'intento-fallido' }, headers: from(ip) }),
      );
      const statuses = [];
      for (const run of tries) statuses.push((await run()).statusCode);
      expect(statuses).toEqual([401, 401, 429]);
    } finally {
      await strict.close();
    }
  });
});

// Issue 25, finding 6 (second half) and finding 3 (registrations per address).
describe('attempt limits on register, refresh, reset link, change-password and delete-account', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({
      authLimits: {
        registerPerIp: { max: 5, windowMs: 60 * 60_000 },
        accountsPerIp: { max: 3, windowMs: 60 * 60_000 },
        refreshFailuresPerIp: { max: 2, windowMs: 15 * 60_000 },
        resetTokenFailuresPerIp: { max: 2, windowMs: 60 * 60_000 },
        passwordChecksPerUser: { max: 2, windowMs: 15 * 60_000 },
      },
    });
  });
  afterAll(() => limited.close());

  const register = (email: string, ip: string) =>
    limited.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email, password: 'Sendero-prueba-2026', firstName: 'Lucía', lastName: 'Martínez' },
      headers: from(ip),
    });

  it('register: accounts created per address, with a Spanish 429 and Retry-After; other addresses still register', async () => {
    for (let i = 0; i < 3; i++) expect((await register(uniqueEmail(), '10.7.0.1')).statusCode).toBe(201);
    const refused = await register(uniqueEmail(), '10.7.0.1');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
    expect(refused.json()).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message: ['Se han creado demasiadas cuentas desde esta conexión. Vuelve a intentarlo en 60 minutos.'],
    });
    expect((await register(uniqueEmail(), '10.7.0.2')).statusCode).toBe(201);
  });

  it('register: asking about taken emails (409) is limited per address too', async () => {
    const taken = uniqueEmail();
    expect((await register(taken, '10.7.1.1')).statusCode).toBe(201);
    for (let i = 0; i < 4; i++) expect((await register(taken, '10.7.1.1')).statusCode).toBe(409);
    const refused = await register(taken, '10.7.1.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toEqual(['Demasiados intentos. Vuelve a intentarlo en 60 minutos.']);
  });

  it('refresh-token: refused tokens are limited per address; a good one from elsewhere still rotates', async () => {
    const user = await registerUser(limited);
    const refresh = (refreshToken: string, ip: string) =>
      limited.app.inject({ method: 'POST', url: '/api/auth/refresh-token', payload: { refreshToken }, headers: from(ip) });
    for (let i = 0; i < 2; i++) expect((await refresh(`falso-${i}-${'x'.repeat(40)}`, '10.7.2.1')).statusCode).toBe(403);
    const refused = await refresh(user.refresh_token, '10.7.2.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await refresh(user.refresh_token, '10.7.2.2')).statusCode).toBe(200);
  });

  it('reset-password with a token: unknown links are limited per address', async () => {
    const reset = (token: string) =>
      limited.app.inject({ method: 'POST', url: `/api/auth/reset-password/${token}`, payload: { newPassword: 'Otra-clave-2026' }, headers: from('10.7.3.1') });
    for (let i = 0; i < 2; i++) expect((await reset(`${'a'.repeat(40)}${i}`)).statusCode).toBe(400);
    const refused = await reset('b'.repeat(43));
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toEqual(['Demasiados intentos. Vuelve a intentarlo en 60 minutos.']);
  });

  it('change-password and delete-account: wrong current passwords are limited per account, together', async () => {
    const user = await registerUser(limited);
    const change = (currentPassword: string) =>
      limited.app.inject({ method: 'POST', url: '/api/auth/reset-password', headers: user.auth, payload: { currentPassword, newPassword: 'Otra-clave-2026' } });
    expect((await change('no-es-esta')).statusCode).toBe(400);
    const erase = await limited.app.inject({ method: 'DELETE', url: '/api/account', headers: user.auth, payload: { password: 'tampoco-es' } });
    expect(erase.statusCode).toBe(403);
    const refused = await change(user.password);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toEqual(['Demasiados intentos. Vuelve a intentarlo en 15 minutos.']);
    const eraseRefused = await limited.app.inject({ method: 'DELETE', url: '/api/account', headers: user.auth, payload: { password: user.password } });
    expect(eraseRefused.statusCode).toBe(429);
  });
});

// ACCOUNTS_PER_ADDRESS_PER_HOUR raised for a school behind one address must not leave the
// registration attempts (60 an hour by default) as the real limit.
describe('ACCOUNTS_PER_ADDRESS_PER_HOUR', () => {
  it('lets one address make the accounts it allows, however many, before the attempts run out', async () => {
    const school = await createTestApp({ authLimits: limitsForAccountsPerAddress(70) });
    try {
      const register = (i: number) =>
        school.app.inject({
          method: 'POST',
          url: '/api/auth/register',
          payload: { email: uniqueEmail(`alumno${i}`), password: 'Sendero-prueba-2026', firstName: 'Lucía', lastName: 'Martínez' },
          remoteAddress: '203.0.113.80',
        });
      for (let i = 0; i < 70; i++) expect((await register(i)).statusCode).toBe(201);
      expect((await register(70)).statusCode).toBe(429);
    } finally {
      await school.close();
    }
  });

  it('never lowers the registration attempts below the default', () => {
    expect(limitsForAccountsPerAddress(1).registerPerIp.max).toBe(REGISTER_ATTEMPTS_PER_ADDRESS_PER_HOUR);
    expect(limitsForAccountsPerAddress(500).registerPerIp.max).toBe(1500);
  });
});
