import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type CapturingMailer, type TestApp } from '../../test/test-app.js';
import { createAdmin, registerUser, uniqueEmail } from '../../test/factories.js';

let t: TestApp;
let mailer: CapturingMailer;
beforeAll(async () => {
  t = await createTestApp();
  mailer = t.mailer as CapturingMailer;
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });
const login = (email: string, password: string) => post('/api/auth/login', { email, password });
const refresh = (refreshToken: string) => post('/api/auth/refresh-token', { refreshToken });

/** The email goes out after the answer; wait for it. */
async function nextResetToken(to: string): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const message = mailer.sent.findLast((sent) => sent.to === to);
    if (message) {
      const match = /http:\/\/sendero\.test\/forgot-password\/([A-Za-z0-9_-]+)/.exec(message.text);
      mailer.sent.splice(mailer.sent.indexOf(message), 1);
      return match![1]!;
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no email to ${to}`);
}

describe('POST /api/auth/forgot-password', () => {
  it('answers the same for a known and an unknown email, and mails only the known one', async () => {
    const user = await registerUser(t);
    const known = await post('/api/auth/forgot-password', { email: user.email });
    const unknown = await post('/api/auth/forgot-password', { email: uniqueEmail('desconocido') });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    const token = await nextResetToken(user.email);
    expect(token.length).toBeGreaterThanOrEqual(22);
    expect(mailer.sent.some((sent) => sent.to.startsWith('desconocido'))).toBe(false);
  });

  it('writes the email in Spanish, as text and HTML, with the PUBLIC_URL link', async () => {
    const user = await registerUser(t, { firstName: 'Valeria' });
    await post('/api/auth/forgot-password', { email: user.email });
    await t.app.afterAnswers.settled();
    const message = mailer.sent.findLast((sent) => sent.to === user.email)!;
    expect(message.subject).toBe('Restablece tu contraseña de Sendero');
    expect(message.text).toContain('Hola, Valeria:');
    expect(message.text).toMatch(/http:\/\/sendero\.test\/forgot-password\/\S+/);
    expect(message.html).toContain('lang="es"');
    expect(message.html).toContain('Elegir una nueva contraseña');
  });

  it('answers 400 to a malformed email', async () => {
    const response = await post('/api/auth/forgot-password', { email: 'no-es-un-correo' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual(['Introduce un correo electrónico válido.']);
  });
});

describe('POST /api/auth/reset-password/{token}', () => {
  it('sets the new password once, revokes every refresh token, and spends the link', async () => {
    const user = await registerUser(t);
    await post('/api/auth/forgot-password', { email: user.email });
    const token = await nextResetToken(user.email);

    const reset = await post(`/api/auth/reset-password/${token}`, { newPassword: 'Nueva-clave-segura-1' });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ message: 'Tu contraseña ha sido restablecida.' });
    expect((await login(user.email, user.password)).statusCode).toBe(401);
    expect((await login(user.email, 'Nueva-clave-segura-1')).statusCode).toBe(200);
    expect((await refresh(user.refresh_token)).statusCode).toBe(403);

    const again = await post(`/api/auth/reset-password/${token}`, { newPassword: 'Otra-clave-segura-2' });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toEqual(['El token es inválido o ha expirado.']);
  });

  it('refuses a link older than one hour', async () => {
    const user = await registerUser(t);
    await post('/api/auth/forgot-password', { email: user.email });
    const token = await nextResetToken(user.email);
    t.clock.advance(60 * 60_000 + 1);
    const response = await post(`/api/auth/reset-password/${token}`, { newPassword: 'Nueva-clave-segura-1' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual(['El token es inválido o ha expirado.']);
  });

  it('refuses an unknown token and a short or common password without spending the link', async () => {
    expect((await post('/api/auth/reset-password/inventado', { newPassword: 'Nueva-clave-segura-1' })).statusCode).toBe(400);
    const user = await registerUser(t);
    await post('/api/auth/forgot-password', { email: user.email });
    const token = await nextResetToken(user.email);
    const short = await post(`/api/auth/reset-password/${token}`, { newPassword: '12345' });
    expect(short.json().message).toEqual(['La contraseña debe tener al menos 6 caracteres.']);
    const common = await post(`/api/auth/reset-password/${token}`, { newPassword: 'password1' });
    expect(common.json().message).toEqual(['Esta contraseña es demasiado común. Elige una más difícil de adivinar.']);
    expect((await post(`/api/auth/reset-password/${token}`, { newPassword: 'Nueva-clave-segura-1' })).statusCode).toBe(200);
  });
});

describe('POST /api/auth/reset-password (change own password)', () => {
  it('changes it, logs out other sessions and hands this one a fresh pair', async () => {
    const user = await registerUser(t);
    const otherDevice = (await login(user.email, user.password)).json();
    const response = await post('/api/auth/reset-password', { currentPassword: user.password, newPassword: 'Cambio-de-clave-3' }, user.auth);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.message).toBe('Contraseña actualizada con éxito.');
    expect((await refresh(otherDevice.refresh_token)).statusCode).toBe(403);
    expect((await refresh(user.refresh_token)).statusCode).toBe(403);
    expect((await refresh(body.refresh_token)).statusCode).toBe(200);
    expect((await login(user.email, 'Cambio-de-clave-3')).statusCode).toBe(200);
  });

  it('answers 400 when the current password is wrong, and changes nothing', async () => {
    const user = await registerUser(t);
    const response = await post('/api/auth/reset-password', { currentPassword: 'no-es-esta', newPassword: 'Cambio-de-clave-3' }, user.auth);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual(['La contraseña actual no es correcta.']);
    expect((await login(user.email, user.password)).statusCode).toBe(200);
  });

  it('needs a bearer token', async () => {
    expect((await post('/api/auth/reset-password', { currentPassword: 'a', newPassword: 'Cambio-de-clave-3' })).statusCode).toBe(401);
  });
});

describe('admin calls', () => {
  it('GET /api/auth/users lists users for an ADMIN and answers 403 to a USER and 401 to nobody', async () => {
    const admin = await createAdmin(t);
    const user = await registerUser(t, { firstName: 'Zoe', lastName: 'Zamora' });
    const list = await t.app.inject({ method: 'GET', url: '/api/auth/users', headers: admin.auth });
    expect(list.statusCode).toBe(200);
    const entry = list.json().find((item: { id: string }) => item.id === user.user.id);
    expect(entry).toEqual({
      id: user.user.id,
      email: user.email,
      firstName: 'Zoe',
      lastName: 'Zamora',
      role: 'USER',
      points: 0,
      createdAt: expect.any(String),
    });
    expect(list.body).not.toContain('argon2');
    const asUser = await t.app.inject({ method: 'GET', url: '/api/auth/users', headers: user.auth });
    expect(asUser.statusCode).toBe(403);
    expect(asUser.json()).toEqual({ statusCode: 403, error: 'Forbidden', message: ['No tienes permiso para hacer esto.'] });
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/users' })).statusCode).toBe(401);
  });

  it('POST /api/auth/admin/reset-password sets any user password and ends their sessions', async () => {
    const admin = await createAdmin(t);
    const user = await registerUser(t);
    const response = await post('/api/auth/admin/reset-password', { userId: user.user.id, newPassword: 'Puesta-por-admin-4' }, admin.auth);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Contraseña cambiada correctamente' });
    expect((await login(user.email, 'Puesta-por-admin-4')).statusCode).toBe(200);
    expect((await refresh(user.refresh_token)).statusCode).toBe(403);
  });

  it('admin reset: 403 for a USER, 404 for an unknown user, 400 for an empty password', async () => {
    const admin = await createAdmin(t);
    const user = await registerUser(t);
    const asUser = await post('/api/auth/admin/reset-password', { userId: user.user.id, newPassword: 'Puesta-por-admin-4' }, user.auth);
    expect(asUser.statusCode).toBe(403);
    const unknown = await post(
      '/api/auth/admin/reset-password',
      { userId: '00000000-0000-4000-8000-000000000000', newPassword: 'Puesta-por-admin-4' },
      admin.auth,
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toEqual(['No encontramos a ese usuario.']);
    const empty = await post('/api/auth/admin/reset-password', { userId: user.user.id, newPassword: '' }, admin.auth);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toEqual(['La nueva contraseña es obligatoria.']);
    const badId = await post('/api/auth/admin/reset-password', { userId: 'abc', newPassword: 'Puesta-por-admin-4' }, admin.auth);
    expect(badId.statusCode).toBe(400);
    expect(badId.json().message).toEqual(['El usuario no es válido.']);
  });
});
