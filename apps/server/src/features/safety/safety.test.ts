import { CRISIS_LINE_COUNTRIES } from '@sendero/shared';
import { describe, expect, it } from 'vitest';
import { createAdmin, registerUser, type RegisteredUser } from '../../test/factories.js';
import { useTestApp } from '../../test/test-app.js';

const t = useTestApp();

type User = RegisteredUser;
const call = (method: 'GET' | 'PUT' | 'PATCH' | 'POST', url: string, user?: User, payload?: object) =>
  t.app.inject({ method, url, headers: user?.auth, payload });
const numbers = (lines: { number: string }[]) => lines.map((line) => line.number);

describe('GET /api/crisis-lines', () => {
  it("answers without a token with Spain's lines, emergencies last", async () => {
    const response = await call('GET', '/api/crisis-lines');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      {
        name: 'Línea 024 de atención a la conducta suicida',
        number: '024',
        tel: '024',
        hours: '24 horas, todos los días. Gratuita y anónima.',
        emergency: false,
      },
      { name: 'Teléfono de la Esperanza', number: '717 003 717', tel: '717003717', hours: '24 horas.', emergency: false },
      { name: 'Emergencias', number: '112', tel: '112', hours: '24 horas, todos los días. Gratuito.', emergency: true },
    ]);
  });

  it('gives the lines of the country asked, Bogotá marked as such', async () => {
    expect(numbers((await call('GET', '/api/crisis-lines?country=MX')).json())).toEqual(['800 911 2000', '911']);
    const colombia = (await call('GET', '/api/crisis-lines?country=co')).json();
    expect(numbers(colombia)).toEqual(['192, opción 4', '106', '123']);
    expect(colombia[1].area).toBe('Bogotá (otras ciudades tienen su propia línea 106)');
    expect(numbers((await call('GET', '/api/crisis-lines?country=PE')).json())).toEqual(['113, opción 5', '106', '105']);
    expect(numbers((await call('GET', '/api/crisis-lines?country=UY')).json())).toEqual(['0800 0767', '*0767', '911']);
    expect(numbers((await call('GET', '/api/crisis-lines?country=EC')).json())).toEqual(['171, opción 6', '911']);
    const argentina = JSON.stringify((await call('GET', '/api/crisis-lines?country=AR')).json());
    expect(argentina).not.toContain('345');
  });

  it('gives Paraguay its 155 first and 911 last', async () => {
    const paraguay = (await call('GET', '/api/crisis-lines?country=PY')).json();
    expect(paraguay).toEqual([
      {
        name: 'Línea 155 «Te escucha» (Ministerio de Salud)',
        number: '155',
        tel: '155',
        hours: '24 horas, todos los días. Gratuita y confidencial, desde cualquier teléfono.',
        emergency: false,
      },
      { name: 'Emergencias', number: '911', tel: '911', hours: '24 horas, todos los días.', emergency: true },
    ]);
  });

  it("shows Costa Rica's line with its hours: it is not a 24-hour line", async () => {
    const [aquiEstoy] = (await call('GET', '/api/crisis-lines?country=CR')).json();
    expect(aquiEstoy).toMatchObject({ number: '800-2737869', tel: '8002737869' });
    expect(aquiEstoy.hours).toBe('De lunes a viernes, de 14:00 a 22:00; sábados, de 9:00 a 16:00. Los domingos no atiende. Gratuita.');
  });

  it("gives a country without a crisis line its emergency numbers only, never Spain's", async () => {
    const guatemala = (await call('GET', '/api/crisis-lines?country=GT')).json();
    expect(guatemala.map((line: { tel: string }) => line.tel)).toEqual(['110', '122', '123']);
    expect(guatemala.every((line: { emergency: boolean }) => line.emergency)).toBe(true);
    expect(JSON.stringify(guatemala)).not.toContain('024');
    expect(numbers((await call('GET', '/api/crisis-lines?country=NI')).json())).toEqual(['118', '128']);
    expect(numbers((await call('GET', '/api/crisis-lines?country=SV')).json())).toEqual(['911', '132']);
  });

  it('answers 200 [] for a valid country without rows, checked (Equatorial Guinea) or not (France)', async () => {
    for (const country of ['GQ', 'FR', 'jp']) {
      const response = await call('GET', `/api/crisis-lines?country=${country}`);
      expect(response.statusCode, country).toBe(200);
      expect(response.json(), country).toEqual([]);
    }
  });

  it("uses the caller's profile country when none is asked, and refuses an unknown code in Spanish", async () => {
    const user = await registerUser(t, { country: 'AR' });
    expect(numbers((await call('GET', '/api/crisis-lines', user)).json())).toEqual(['135', '(011) 5275-1135', '0800-999-0091', '911']);
    const unknown = await call('GET', '/api/crisis-lines?country=XX');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ statusCode: 400, error: 'Bad Request', message: ['El país no es válido.'] });
  });
});

describe('the crisis reply by country', () => {
  const crisisEntry = (user: User) =>
    call('POST', '/api/diary/entry', user, { feeling: 'TERRIBLE', description: 'Ya no quiero vivir, esta noche me tomo todas las pastillas.', audioUrl: '' });

  it('gives a person in Guatemala the emergency numbers and the sentence about them, never 024', async () => {
    const body = (await crisisEntry(await registerUser(t, { country: 'GT' }))).json();
    expect(body.adviceSource).toBe('crisis');
    expect(body.crisisLines.map((line: { tel: string }) => line.tel)).toEqual(['110', '122', '123']);
    expect(body.aiResponse).toContain('No hemos podido verificar ninguna línea nacional de ayuda en crisis para tu país.');
    expect(body.aiResponse).toContain('[110](tel:110)');
    expect(body.aiResponse).not.toContain('024');
  });

  it('gives a person in Equatorial Guinea no lines and the sentence about the local emergency number', async () => {
    const body = (await crisisEntry(await registerUser(t, { country: 'GQ' }))).json();
    expect(body.adviceSource).toBe('crisis');
    expect(body.crisisLines).toEqual([]);
    expect(body.aiResponse).toContain('llama al número de emergencias local o acude al centro de salud más cercano.');
    expect(body.aiResponse).not.toContain('024');
  });

  it("keeps Spain's 024 for a person in Spain", async () => {
    const body = (await crisisEntry(await registerUser(t))).json();
    expect(body.crisisLines.map((line: { tel: string }) => line.tel)).toEqual(['024', '717003717', '112']);
    expect(body.aiResponse).toContain('[024](tel:024)');
  });
});

describe('the profile: country and consent to the model', () => {
  it('starts in Spain without a choice about the model, or in the country guessed at registration', async () => {
    const spain = await registerUser(t);
    expect((await call('GET', '/api/auth/profile', spain)).json()).toMatchObject({ country: 'ES', aiAdvice: null, aiAvailable: false });
    const mexico = await registerUser(t, { country: 'mx' });
    expect((await call('GET', '/api/auth/profile', mexico)).json()).toMatchObject({ country: 'MX' });
  });

  it('accepts every country of the crisis-lines document, Puerto Rico, Andorra and Equatorial Guinea included', async () => {
    const user = await registerUser(t);
    for (const country of CRISIS_LINE_COUNTRIES) {
      const response = await call('PATCH', '/api/auth/profile', user, { country });
      expect(response.statusCode, country).toBe(200);
      expect(response.json().country).toBe(country);
    }
    expect(CRISIS_LINE_COUNTRIES).toEqual(expect.arrayContaining(['US', 'PR', 'AD', 'GQ', 'PY', 'GT']));
  });

  it('changes name, country and consent with PATCH, and keeps the rest', async () => {
    const user = await registerUser(t);
    const response = await call('PATCH', '/api/auth/profile', user, { country: 'cl', aiAdvice: false });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ firstName: 'Lucía', lastName: 'Martínez', country: 'CL', aiAdvice: false, email: user.email, role: 'USER' });
    const renamed = await call('PATCH', '/api/auth/profile', user, { firstName: '  Lu ' });
    expect(renamed.json()).toMatchObject({ firstName: 'Lu', country: 'CL', aiAdvice: false });
  });

  it('refuses an unknown country, an empty name or a wrong type with 400, and any call without a token with 401', async () => {
    const user = await registerUser(t);
    expect((await call('PATCH', '/api/auth/profile', user, { country: 'ZZ' })).json().message).toEqual(['El país no es válido.']);
    expect((await call('PATCH', '/api/auth/profile', user, { firstName: ' ' })).json().message).toEqual(['El nombre es obligatorio.']);
    expect((await call('PATCH', '/api/auth/profile', user, { aiAdvice: 'sí' })).statusCode).toBe(400);
    // No token: 401 even with a body that would not validate.
    expect((await call('PATCH', '/api/auth/profile', undefined, { country: 'ZZ' })).statusCode).toBe(401);
    const register = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: 'pais@example.com', password: 'Sendero-prueba-2026', firstName: 'A', lastName: 'B', country: 'Narnia' },
    });
    expect(register.json().message).toEqual(['El país no es válido.']);
  });
});

describe('GET and PUT /api/safety-plan', () => {
  const plan = {
    warningSigns: ['Dejo de contestar mensajes', 'No duermo'],
    copingStrategies: ['Ducharme con agua caliente', 'Escuchar mi lista de canciones'],
    distractions: ['Ir a casa de mi tía', 'La biblioteca del barrio'],
    supportPeople: [{ name: 'Marta (hermana)', phone: '600 111 222' }],
    professionals: [
      { name: 'Centro de salud', phone: '910 000 000' },
      { name: 'Línea 024', phone: '024' },
    ],
    safeEnvironment: ['Dar las pastillas a Marta para que las guarde'],
    reasonsToLive: ['Mi perra Lola', 'Volver a ver el mar'],
  };

  it('starts empty, saves the whole plan and gives it back to its owner only', async () => {
    const user = await registerUser(t);
    const other = await registerUser(t);
    const empty = await call('GET', '/api/safety-plan', user);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({
      warningSigns: [],
      copingStrategies: [],
      distractions: [],
      supportPeople: [],
      professionals: [],
      safeEnvironment: [],
      reasonsToLive: [],
      updatedAt: null,
    });

    const saved = await call('PUT', '/api/safety-plan', user, plan);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject(plan);
    expect(Date.parse(saved.json().updatedAt)).not.toBeNaN();
    expect((await call('GET', '/api/safety-plan', user)).json()).toEqual(saved.json());
    expect((await call('GET', '/api/safety-plan', other)).json().reasonsToLive).toEqual([]);

    const changed = await call('PUT', '/api/safety-plan', user, { ...plan, reasonsToLive: ['Mi perra Lola'], warningSigns: [] });
    expect((await call('GET', '/api/safety-plan', user)).json()).toMatchObject({
      reasonsToLive: ['Mi perra Lola'],
      warningSigns: [],
      updatedAt: changed.json().updatedAt,
    });
  });

  it('refuses a 501-character item or a 21-item list in Spanish and keeps the saved plan', async () => {
    const user = await registerUser(t);
    await call('PUT', '/api/safety-plan', user, plan);
    const long = await call('PUT', '/api/safety-plan', user, { ...plan, reasonsToLive: ['x'.repeat(501)] });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toEqual(['Cada elemento puede tener como máximo 500 caracteres.']);
    const many = await call('PUT', '/api/safety-plan', user, {
      ...plan,
      supportPeople: Array.from({ length: 21 }, (_, i) => ({ name: `P${i}`, phone: `600 000 0${String(i).padStart(2, '0')}` })),
    });
    expect(many.statusCode).toBe(400);
    expect(many.json().message).toEqual(['Cada lista puede tener como máximo 20 elementos.']);
    expect((await call('PUT', '/api/safety-plan', user, { ...plan, warningSigns: 'no es una lista' })).statusCode).toBe(400);
    expect((await call('GET', '/api/safety-plan', user)).json()).toMatchObject(plan);
  });

  it('refuses a support person or professional whose phone cannot be dialled, in Spanish, and keeps the saved plan', async () => {
    const user = await registerUser(t);
    await call('PUT', '/api/safety-plan', user, plan);
    for (const contacts of [{ supportPeople: [{ name: 'Marta', phone: 'llámame!!' }] }, { professionals: [{ name: 'Psicóloga', phone: '12' }] }]) {
      const refused = await call('PUT', '/api/safety-plan', user, { ...plan, ...contacts });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toEqual(['Escribe un teléfono al que se pueda llamar: cifras, espacios, +, - o paréntesis, con al menos 3 cifras.']);
    }
    expect((await call('GET', '/api/safety-plan', user)).json()).toMatchObject(plan);
    const nameOnly = await call('PUT', '/api/safety-plan', user, {
      ...plan,
      supportPeople: [
        { name: 'Mi vecina Rosa', phone: '' },
        { name: 'Tomás', phone: '+52 (55) 5259-8121' },
      ],
    });
    expect(nameOnly.statusCode).toBe(200);
  });

  it('answers 401 without a token, even to a body that would not validate', async () => {
    expect((await call('GET', '/api/safety-plan')).statusCode).toBe(401);
    expect((await call('PUT', '/api/safety-plan', undefined, { reasonsToLive: ['x'.repeat(501)] })).statusCode).toBe(401);
  });
});

describe('GET /api/admin/safety-stats', () => {
  it('counts crisis replies per month for admins only, never a person or a text', async () => {
    t.clock.set(new Date('2026-11-15T12:00:00Z'));
    const before = (await call('GET', '/api/admin/safety-stats', await createAdmin(t))).json();
    const writer = await registerUser(t);
    for (const description of ['Quiero morirme, no aguanto más.', 'Hoy pensé en tirarme por la ventana.', 'Un día normal en el trabajo.']) {
      await call('POST', '/api/diary/entry', writer, { feeling: 'TERRIBLE', description, audioUrl: '' });
    }
    const admin = await createAdmin(t);
    const response = await call('GET', '/api/admin/safety-stats', admin);
    expect(response.statusCode).toBe(200);
    const stats = response.json();
    expect(stats.crisisReplies).toHaveLength(12);
    expect(stats.crisisReplies[0].month).toBe('2025-12');
    expect(stats.crisisReplies.at(-1)).toEqual({ month: '2026-11', count: before.crisisReplies.at(-1).count + 2 });
    expect(JSON.stringify(stats)).not.toContain(writer.user.id);
    expect(JSON.stringify(stats)).not.toContain('morirme');

    expect((await call('GET', '/api/admin/safety-stats', writer)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/safety-stats')).statusCode).toBe(401);
  });
});
