import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages, companionMessages, diaryMessages, errorMessages, safetyMessages, type SpanishVariant } from '@sendero/shared';
import { createTestApp, type TestApp } from './test/test-app.js';
import { registerUser } from './test/factories.js';

/**
 * Validation and error messages in the Spanish of the person who asked (decision 061): the stored
 * variant of the signed-in person, else `Accept-Language`, else Spain's. The shape stays the API's.
 */
let t: TestApp;
beforeAll(async () => {
  // Three wrong current passwords are enough to be told to wait.
  t = await createTestApp({ authLimits: { passwordChecksPerUser: { max: 3, windowMs: 15 * 60_000 } } });
});
afterAll(async () => {
  await t.close();
});

type User = Awaited<ReturnType<typeof registerUser>>;
const personWith = async (country: string, spanishVariant: SpanishVariant | null = null): Promise<User> => {
  const user = await registerUser(t, { country });
  if (spanishVariant) {
    const chosen = await t.app.inject({ method: 'PATCH', url: '/api/auth/profile', headers: user.auth, payload: { spanishVariant } });
    expect(chosen.statusCode).toBe(200);
  }
  return user;
};

/** Three features' refusals: a diary entry too long, a safety plan phone nobody can call, a common new password. */
const refusals = (user: User, headers: Record<string, string> = {}) => ({
  diary: () =>
    t.app.inject({
      method: 'POST',
      url: '/api/diary/entry',
      headers: { ...user.auth, ...headers },
      payload: { feeling: 'BAD', description: 'a'.repeat(5001), audioUrl: '' },
    }),
  safety: () =>
    t.app.inject({
      method: 'PUT',
      url: '/api/safety-plan',
      headers: { ...user.auth, ...headers },
      payload: { supportPeople: [{ name: 'Marta', phone: 'llámala' }] },
    }),
  password: () =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      headers: { ...user.auth, ...headers },
      payload: { currentPassword: user.password, newPassword: 'password1' },
    }),
  wrongPassword: () =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      headers: { ...user.auth, ...headers },
      payload: { currentPassword: 'no-es-esta', newPassword: 'Cambio-de-clave-3' },
    }),
  companionCode: () =>
    t.app.inject({ method: 'POST', url: '/api/companions/accept', headers: { ...user.auth, ...headers }, payload: { code: 'x'.repeat(40) } }),
});

const VOSEO = {
  diary: 'Tu texto puede tener como máximo 5000 caracteres. Acortalo un poco para poder guardarlo.',
  safety: 'Escribí un teléfono al que se pueda llamar: cifras, espacios, +, - o paréntesis, con al menos 3 cifras.',
  password: 'Esta contraseña es demasiado común. Elegí una más difícil de adivinar.',
  companionCode: 'Escribí el código que te dieron: 8 letras y números.',
};
const SPAIN = {
  diary: diaryMessages.descriptionTooLong,
  safety: safetyMessages.planPhoneInvalid,
  password: errorMessages.commonPassword,
  companionCode: companionMessages.codeInvalid,
};

describe('error messages in the person’s Spanish', () => {
  it('speaks voseo to a person from Argentina, in the API’s one error shape', async () => {
    const person = refusals(await personWith('AR'));
    for (const [feature, said] of Object.entries(VOSEO)) {
      const response = await person[feature as keyof typeof VOSEO]();
      expect(response.statusCode, feature).toBe(400);
      expect(response.json(), feature).toEqual({ statusCode: 400, error: 'Bad Request', message: [said] });
    }
    // A message said alike in every Spanish stays as it is.
    expect((await person.wrongPassword()).json().message).toEqual([errorMessages.currentPasswordWrong]);
  });

  it('follows the person’s stored choice over the country and over the header', async () => {
    const chose = refusals(await personWith('ES', 'es-AR'), { 'accept-language': 'es-ES' });
    expect((await chose.safety()).json().message).toEqual([VOSEO.safety]);
    const uruguay = refusals(await personWith('UY'));
    expect((await uruguay.diary()).json().message).toEqual([VOSEO.diary]);
  });

  it('speaks neutral Latin American Spanish to a person from Mexico', async () => {
    const mexico = refusals(await personWith('MX'));
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/diary/entry',
      headers: (await personWith('MX')).auth,
      payload: { feeling: 'BAD', description: 'Mañana', createdAt: '2999-01-01T10:00:00.000Z', audioUrl: '' },
    });
    expect(response.json().message).toEqual(['No puedes escribir una entrada para un día que todavía no llegó.']);
    expect((await mexico.password()).json().message).toEqual([errorMessages.commonPassword]);
  });

  it('keeps Spain’s text word for word for a person from Spain, whatever the header says', async () => {
    const spain = refusals(await personWith('ES'), { 'accept-language': 'es-AR' });
    for (const [feature, said] of Object.entries(SPAIN)) {
      expect((await spain[feature as keyof typeof SPAIN]()).json().message, feature).toEqual([said]);
    }
  });

  it('answers signed out in the Spanish the web app asks for, and in Spain’s when it asks for none', async () => {
    const register = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        headers,
        payload: { email: 'no-es-un-correo', password: 'Clave-segura-1', firstName: 'Sol', lastName: 'Paz' },
      });
    expect((await register({ 'accept-language': 'es-AR' })).json().message).toEqual(['Ingresá un correo electrónico válido.']);
    expect((await register({ 'accept-language': 'es-419' })).json().message).toEqual(['Ingresa un correo electrónico válido.']);
    expect((await register({ 'accept-language': 'es-MX,es;q=0.8' })).json().message).toEqual(['Ingresa un correo electrónico válido.']);
    expect((await register({ 'accept-language': 'en-US,es-AR;q=0.5' })).json().message).toEqual(['Ingresá un correo electrónico válido.']);
    expect((await register({})).json().message).toEqual([authMessages.emailInvalid]);
    expect((await register({ 'accept-language': 'es-ES' })).json().message).toEqual([authMessages.emailInvalid]);
    expect((await register({ 'accept-language': 'fr-FR' })).json().message).toEqual([authMessages.emailInvalid]);
  });

  it('never gives a 500 for a strange Accept-Language, and the 401 follows the header', async () => {
    for (const header of ['', ';;;', 'es-AR;q=abc', '*', 'es-;q=0', 'x'.repeat(2000), 'es-AR;q=0, es-ES']) {
      const response = await t.app.inject({ method: 'POST', url: '/api/auth/register', headers: { 'accept-language': header }, payload: {} });
      expect(response.statusCode, header).toBe(400);
    }
    const refused = await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: { 'accept-language': 'es-AR' } });
    expect(refused.json()).toEqual({ statusCode: 401, error: 'Unauthorized', message: ['Tu sesión no es válida o venció. Volvé a iniciar sesión.'] });
  });

  it('puts a wait into voseo with its minutes', async () => {
    const user = await personWith('AR');
    let last = await refusals(user).wrongPassword();
    for (let attempt = 0; attempt < 5 && last.statusCode !== 429; attempt++) last = await refusals(user).wrongPassword();
    expect(last.statusCode).toBe(429);
    expect(last.json().message[0]).toMatch(/^Demasiados intentos\. Volvé a intentarlo en \d+ minutos?\.$/);
  });
});
