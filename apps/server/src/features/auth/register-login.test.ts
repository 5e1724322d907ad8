import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from './auth.tables.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { registerUser, strongPassword, uniqueEmail } from '../../test/factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });

describe('POST /api/auth/register', () => {
  it('creates the account and answers 201 with tokens and the user, never the hash', async () => {
    const email = uniqueEmail();
    const response = await post('/api/auth/register', { email, password: strongPassword, firstName: 'Lucía', lastName: 'Martínez' });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.user).toEqual({ id: expect.any(String), email, firstName: 'Lucía', lastName: 'Martínez', role: 'USER' });
    expect(body.access_token).toMatch(/^ey/);
    expect(body.refresh_token.length).toBeGreaterThanOrEqual(32);
    expect(response.body).not.toContain('argon2');
    const [row] = await t.db.select().from(users).where(eq(users.email, email));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('stores the email trimmed and lowercased, and refuses the same email in other case with 409', async () => {
    const email = uniqueEmail('Mayus');
    await post('/api/auth/register', { email: `  ${email.toUpperCase()} `, password: strongPassword, firstName: 'A', lastName: 'B' });
    const again = await post('/api/auth/register', { email, password: strongPassword, firstName: 'A', lastName: 'B' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ statusCode: 409, error: 'Conflict', message: ['Ya existe una cuenta con este correo.'] });
  });

  it('answers 400 with one Spanish sentence per problem', async () => {
    const response = await post('/api/auth/register', { email: 'no-es-correo', password: '123', firstName: ' ', lastName: '' });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.error).toBe('Bad Request');
    expect(body.message).toEqual(
      expect.arrayContaining([
        'Introduce un correo electrónico válido.',
        'La contraseña debe tener al menos 6 caracteres.',
        'El nombre es obligatorio.',
        'El apellido es obligatorio.',
      ]),
    );
  });

  it('answers 400 in Spanish when fields are missing altogether', async () => {
    const response = await post('/api/auth/register', {});
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual(
      expect.arrayContaining(['El correo es obligatorio.', 'La contraseña es obligatoria.', 'El nombre es obligatorio.']),
    );
  });

  it('refuses a password among the 10,000 most common', async () => {
    for (const password of ['password', 'qwerty123', 'iloveyou', 'PASSWORD']) {
      const response = await post('/api/auth/register', { email: uniqueEmail(), password, firstName: 'A', lastName: 'B' });
      expect(response.statusCode, password).toBe(400);
      expect(response.json().message).toEqual(['Esta contraseña es demasiado común. Elige una más difícil de adivinar.']);
    }
  });

  it('answers 400, not 500, to a body that is not JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual(['El cuerpo de la solicitud no es un JSON válido.']);
  });
});

describe('POST /api/auth/login', () => {
  it('answers 200 with an access and a refresh token', async () => {
    const user = await registerUser(t);
    const response = await post('/api/auth/login', { email: user.email.toUpperCase(), password: user.password });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json()).sort()).toEqual(['access_token', 'refresh_token']);
  });

  it('answers 401 "Credenciales incorrectas." for a wrong password and for an unknown email alike', async () => {
    const user = await registerUser(t);
    const wrong = await post('/api/auth/login', { email: user.email, password: 'otra-cosa-distinta' });
    const unknown = await post('/api/auth/login', { email: uniqueEmail('nadie'), password: 'otra-cosa-distinta' });
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ statusCode: 401, error: 'Unauthorized', message: ['Credenciales incorrectas.'] });
    }
  });

  it('answers 400 when email or password is missing', async () => {
    const response = await post('/api/auth/login', { email: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual(expect.arrayContaining(['El correo es obligatorio.', 'La contraseña es obligatoria.']));
  });
});

describe('GET /api/auth/profile', () => {
  it('returns id, email, names, role, points, country, the model consent and "Hace un año" of the caller', async () => {
    const user = await registerUser(t, { firstName: 'Mateo', lastName: 'Núñez' });
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: user.auth });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: user.user.id,
      email: user.email,
      firstName: 'Mateo',
      lastName: 'Núñez',
      role: 'USER',
      points: 0,
      country: 'ES',
      aiAdvice: null,
      spanishVariant: null,
      aiAvailable: false,
      onThisDay: true,
    });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers 401 without a token, with a malformed one, and with one signed by another key', async () => {
    const forged = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjMiLCJyb2xlIjoiQURNSU4iLCJleHAiOjk5OTk5OTk5OTl9.c2lnbmF0dXJhLWZhbHNh';
    for (const headers of [{}, { authorization: 'Bearer basura' }, { authorization: `Bearer ${forged}` }, { authorization: 'Basic abc' }]) {
      const response = await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        statusCode: 401,
        error: 'Unauthorized',
        message: ['Tu sesión no es válida o ha caducado. Vuelve a iniciar sesión.'],
      });
    }
  });

  it('answers 401 once the access token has expired', async () => {
    const user = await registerUser(t);
    t.clock.advance(16 * 60_000);
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: user.auth });
    expect(response.statusCode).toBe(401);
  });
});
