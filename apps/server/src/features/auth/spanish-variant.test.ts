import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Profile, SpanishVariant } from '@sendero/shared';
import { createTestApp, type CapturingMailer, type TestApp } from '../../test/test-app.js';
import { registerUser } from '../../test/factories.js';
import { builtinProvider, systemPrompt, type AdviceProvider, type AdviceRequest } from '../diary/advice/providers.js';
import { reminderEmail } from '../reminders/reminder-email.js';

/** The Spanish a person reads (issue 28, decision 045): the choice in the profile, and what the server writes in it. */
const asked: AdviceRequest[] = [];
const listeningModel: AdviceProvider = {
  source: 'model',
  async advise(request, signal) {
    asked.push(request);
    return builtinProvider.advise(request, signal);
  },
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ advice: listeningModel });
});
afterAll(async () => {
  await t.close();
});

type User = Awaited<ReturnType<typeof registerUser>>;
const profile = async (user: User) => (await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: user.auth })).json<Profile>();
const change = (user: User, payload: object) => t.app.inject({ method: 'PATCH', url: '/api/auth/profile', headers: user.auth, payload });

describe('the Spanish in the profile', () => {
  it('follows the country until the person chooses (null), and keeps the choice', async () => {
    const user = await registerUser(t, { country: 'AR' });
    expect(await profile(user)).toMatchObject({ country: 'AR', spanishVariant: null });

    const chosen = await change(user, { spanishVariant: 'es-ES' });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json()).toMatchObject({ spanishVariant: 'es-ES', country: 'AR' });
    expect(await profile(user)).toMatchObject({ spanishVariant: 'es-ES' });

    // Changing the country keeps an explicit choice.
    await change(user, { country: 'MX' });
    expect(await profile(user)).toMatchObject({ spanishVariant: 'es-ES', country: 'MX' });

    const back = await change(user, { spanishVariant: null });
    expect(back.json()).toMatchObject({ spanishVariant: null });
  });

  it('refuses an unknown variant with a 400 in Spanish, and changes nothing', async () => {
    const user = await registerUser(t);
    for (const spanishVariant of ['es-MX', '', 3, true, 'ES-es']) {
      const response = await change(user, { spanishVariant });
      expect(response.statusCode, String(spanishVariant)).toBe(400);
      expect(response.json().message).toContain('La forma de hablar no es válida.');
    }
    expect(await profile(user)).toMatchObject({ spanishVariant: null });
  });

  it('needs a session', async () => {
    const response = await t.app.inject({ method: 'PATCH', url: '/api/auth/profile', payload: { spanishVariant: 'es-AR' } });
    expect(response.statusCode).toBe(401);
  });
});

describe('what the server writes follows the Spanish of the person', () => {
  const writeEntry = (user: User, description: string) =>
    t.app.inject({ method: 'POST', url: '/api/diary/entry', headers: user.auth, payload: { feeling: 'BAD', description, audioUrl: '' } });

  it('asks the model for voseo for a person from Argentina, neutral Spanish for Mexico, Spain’s for Spain', async () => {
    const expectations: [string, SpanishVariant][] = [
      ['AR', 'es-AR'],
      ['UY', 'es-AR'],
      ['MX', 'es-419'],
      ['ES', 'es-ES'],
    ];
    for (const [country, variant] of expectations) {
      const user = await registerUser(t, { country });
      await change(user, { aiAdvice: true });
      asked.length = 0;
      expect((await writeEntry(user, 'Hoy fue un día largo en el trabajo.')).statusCode).toBe(201);
      expect(
        asked.map((request) => request.spanish),
        country,
      ).toEqual([variant]);
    }
    expect(systemPrompt('es-AR')).toContain('voseo («vos sentís», «contá», «podés», «escribí»)');
    expect(systemPrompt('es-419')).toContain('nunca «vosotros»');
    expect(systemPrompt('es-ES')).toContain('español de España, tuteando');
  });

  it("uses the person's choice over their country for the model", async () => {
    const user = await registerUser(t, { country: 'ES' });
    await change(user, { aiAdvice: true, spanishVariant: 'es-AR' });
    asked.length = 0;
    await writeEntry(user, 'Me costó levantarme.');
    expect(asked[0]?.spanish).toBe('es-AR');
  });

  it('gives a person from Argentina the crisis reply in voseo, with their lines', async () => {
    const user = await registerUser(t, { country: 'AR' });
    const body = (await writeEntry(user, 'Ya no quiero vivir, esta noche me tomo todas las pastillas.')).json();
    expect(body.adviceSource).toBe('crisis');
    expect(body.aiResponse).toContain('Gracias por escribir lo que sentís; importa, y vos importás.');
    expect(body.aiResponse).toContain('En el botón «Ayuda» tenés');
    expect(body.aiResponse).not.toContain('tienes');
  });

  it('writes the built-in advice (no model) in voseo for Argentina and without Spain-only forms for Mexico', async () => {
    const argentina = await registerUser(t, { country: 'AR' });
    await change(argentina, { aiAdvice: false });
    const advice = (await writeEntry(argentina, 'No pude dormir y estoy cansada.')).json().aiResponse as string;
    expect(advice).toContain('Para descansar mejor, probá dejar las pantallas una hora antes de dormir');
    const mexico = await registerUser(t, { country: 'MX' });
    await change(mexico, { aiAdvice: false });
    const neutral = (await writeEntry(mexico, 'No pude dormir y estoy cansada.')).json().aiResponse as string;
    expect(neutral).toContain('Para descansar mejor, intenta dejar las pantallas');
    expect(neutral).not.toContain('prueba a');
  });

  it('says "llamen juntos" to someone who helped another person in Mexico, never the "llamad" of Spain', async () => {
    const mexico = await registerUser(t, { country: 'MX' });
    const text = 'Anoche mi amiga me dijo que quería hacerse daño. La acompañé a urgencias y ya está en tratamiento; yo estoy tranquila.';
    const advice = (await writeEntry(mexico, text)).json().aiResponse as string;
    expect(advice).toContain('Cómo acompañar a alguien en crisis');
    expect(advice).toContain('o llamen juntos:');
    expect(advice).not.toContain('llamad');
    const spain = await registerUser(t, { country: 'ES' });
    expect((await writeEntry(spain, text)).json().aiResponse).toContain('o llamad juntos:');
  });

  it('sends the password reset email in voseo to a person from Argentina, and with tú to Spain', async () => {
    const mailer = t.mailer as CapturingMailer;
    const argentina = await registerUser(t, { country: 'AR' });
    const spain = await registerUser(t, { country: 'ES' });
    for (const user of [argentina, spain]) await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: user.email } });
    await t.app.afterAnswers.settled();
    const toArgentina = mailer.sent.find((message) => message.to === argentina.email)!;
    expect(toArgentina.subject).toBe('Restablecé tu contraseña de Sendero');
    expect(toArgentina.text).toContain('Si no fuiste vos, podés ignorar este correo');
    const toSpain = mailer.sent.find((message) => message.to === spain.email)!;
    expect(toSpain.subject).toBe('Restablece tu contraseña de Sendero');
    expect(toSpain.text).toContain('Si no fuiste tú, puedes ignorar este correo');
  });

  it('writes the reminder email in each Spanish: "te apetece" only for Spain', () => {
    const links = { to: 'a@example.com', firstName: 'Lucía', diaryLink: 'http://x/d', stopPageLink: 'http://x/s', oneClickLink: 'http://x/o' };
    expect(reminderEmail({ ...links, spanish: 'es-AR' }).text).toContain('Si tenés ganas, contale a tu diario cómo te sentís hoy.');
    expect(reminderEmail({ ...links, spanish: 'es-AR' }).html).toContain('¿Preferís no recibir estos correos?');
    expect(reminderEmail({ ...links, spanish: 'es-419' }).text).toContain('Si tienes ganas, cuéntale a tu diario');
    expect(reminderEmail({ ...links, spanish: 'es-ES' }).text).toContain('Si te apetece, cuéntale a tu diario');
  });
});
