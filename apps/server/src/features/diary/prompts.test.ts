import { eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Feeling, type AdminDiaryPrompt, type DiaryPromptOfDay } from '@sendero/shared';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createAdmin, registerUser } from '../../test/factories.js';
import { diaryPrompts } from './diary.tables.js';
import { builtinPrompts } from './builtin-prompts.js';
import { createPromptService, dayBefore, promptOfDay } from './prompt.service.js';
import { pickYearAgo, yearAgoSpan } from './on-this-day.js';

// Decision 043: a prompt when the page is blank, the admin's prompts, and "Hace un año escribiste…".

let t: TestApp;
let admin: Person;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t);
});
afterAll(async () => {
  await t.close();
});

type Person = Awaited<ReturnType<typeof registerUser>>;
const get = (person: Person | undefined, url: string) => t.app.inject({ method: 'GET', url, headers: person?.auth ?? {} });
const promptOf = async (person: Person, feeling: Feeling, day: string, turn = 0) => {
  const response = await get(person, `/api/diary/prompt?feeling=${feeling}&day=${day}&turn=${turn}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<DiaryPromptOfDay>();
};
const adminList = async () => (await get(admin, '/api/admin/diary-prompts')).json<AdminDiaryPrompt[]>();
const addPrompt = (person: Person | undefined, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/admin/diary-prompts', headers: person?.auth ?? {}, payload });
const setRetired = (person: Person | undefined, id: string, payload: object) =>
  t.app.inject({ method: 'PATCH', url: `/api/admin/diary-prompts/${id}`, headers: person?.auth ?? {}, payload });

describe('the built-in prompts', () => {
  it('are a few dozen for each feeling, under 300 characters, each key once', () => {
    const keys = new Set(builtinPrompts.map((prompt) => prompt.key));
    expect(keys.size).toBe(builtinPrompts.length);
    for (const feeling of Feeling.options) expect(builtinPrompts.filter((prompt) => prompt.feeling === feeling).length).toBeGreaterThanOrEqual(24);
    for (const prompt of builtinPrompts) {
      expect(prompt.text.length).toBeLessThanOrEqual(300);
      // Spanish questions open with ¿ as well as close with ?.
      if (prompt.text.endsWith('?')) expect(prompt.text).toContain('¿');
    }
  });

  it('go in once, however many processes start, and a retired one stays retired', async () => {
    await adminList();
    const builtin = await t.db.select().from(diaryPrompts).where(isNotNull(diaryPrompts.builtinKey));
    expect(builtin).toHaveLength(builtinPrompts.length);
    const retired = builtin.find((row) => row.builtinKey === 'bad-01')!;
    expect((await setRetired(admin, retired.id, { retired: true })).statusCode).toBe(200);
    // Another process starting against the same database.
    const again = createPromptService({ db: t.db, clock: t.clock });
    await Promise.all([again.ensureBuiltins(), createPromptService({ db: t.db, clock: t.clock }).ensureBuiltins()]);
    expect(await t.db.select().from(diaryPrompts).where(isNotNull(diaryPrompts.builtinKey))).toHaveLength(builtinPrompts.length);
    const [still] = await t.db.select().from(diaryPrompts).where(eq(diaryPrompts.id, retired.id));
    expect(still!.retiredAt).not.toBeNull();
    expect((await setRetired(admin, retired.id, { retired: false })).json()).toMatchObject({ id: retired.id, retiredAt: null, builtin: true });
  });
});

describe("a person's prompt for a feeling and a day", () => {
  it('is one written for that feeling or for any, the same on every call, and another with the next turn', async () => {
    const person = await registerUser(t);
    const first = await promptOf(person, 'TERRIBLE', '2026-11-27');
    const texts = new Set(builtinPrompts.filter((prompt) => prompt.feeling === 'TERRIBLE' || prompt.feeling === null).map((prompt) => prompt.text));
    expect(texts.has(first.prompt!.text)).toBe(true);
    expect(first.of).toBeGreaterThanOrEqual(24);
    expect(await promptOf(person, 'TERRIBLE', '2026-11-27')).toEqual(first);
    const next = await promptOf(person, 'TERRIBLE', '2026-11-27', 1);
    expect(next.prompt!.id).not.toBe(first.prompt!.id);
    expect(texts.has(next.prompt!.text)).toBe(true);
    // Every turn of the day goes through all of them before one comes back.
    const turns = await Promise.all(Array.from({ length: first.of }, (_, turn) => promptOf(person, 'TERRIBLE', '2026-11-27', turn)));
    expect(new Set(turns.map((turn) => turn.prompt!.id)).size).toBe(first.of);
    expect((await promptOf(person, 'TERRIBLE', '2026-11-27', first.of)).prompt).toEqual(first.prompt);
  });

  it('is never the one the person met first the day before, whichever feelings they chose', async () => {
    const person = await registerUser(t);
    let day = '2027-03-01';
    let before = await promptOf(person, 'GOOD', dayBefore(day));
    for (let index = 0; index < 40; index += 1) {
      const feeling = Feeling.options[index % 5]!;
      const today = await promptOf(person, feeling, day);
      expect(today.prompt!.id).not.toBe(before.prompt!.id);
      // Yesterday in another feeling's list: still left out today.
      const yesterdayOther = await promptOf(person, Feeling.options[(index + 2) % 5]!, dayBefore(day));
      expect(today.prompt!.id).not.toBe(yesterdayOther.prompt!.id);
      before = today;
      day = nextDay(day);
    }
  });

  it('differs from one person to another (not everyone meets the same prompt on the same day)', async () => {
    const people = await Promise.all(Array.from({ length: 6 }, () => registerUser(t)));
    const firsts = await Promise.all(people.map((person) => promptOf(person, 'NEUTRAL', '2026-11-27')));
    expect(new Set(firsts.map((first) => first.prompt!.id)).size).toBeGreaterThan(1);
  });

  it('answers a Spanish 400 to an unknown feeling, a day that is not one, or an odd turn; 401 without a token', async () => {
    const person = await registerUser(t);
    const cases: [string, string][] = [
      ['feeling=HAPPY&day=2026-11-27', 'Elige uno de los cinco sentimientos, o ninguno para que sirva con cualquiera.'],
      ['feeling=GOOD&day=2026-02-30', 'El día debe ser una fecha con la forma AAAA-MM-DD.'],
      ['feeling=GOOD&day=27/11/2026', 'El día debe ser una fecha con la forma AAAA-MM-DD.'],
      ['feeling=GOOD&day=0099-11-27', 'El día debe ser una fecha con la forma AAAA-MM-DD.'],
      ['feeling=GOOD&day=2026-11-27&turn=-1', 'El turno debe ser un número entre 0 y 1000.'],
      ['feeling=GOOD&day=2026-11-27&turn=uno', 'El turno debe ser un número entre 0 y 1000.'],
    ];
    for (const [query, message] of cases) {
      const response = await get(person, `/api/diary/prompt?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message).toContain(message);
    }
    expect((await get(undefined, '/api/diary/prompt?feeling=GOOD&day=2026-11-27')).statusCode).toBe(401);
  });
});

describe("the admin's prompts", () => {
  it('are for admins only: 403 for anyone else, 401 without a token', async () => {
    const person = await registerUser(t);
    const [any] = await adminList();
    for (const caller of [person, undefined]) {
      const status = caller ? 403 : 401;
      expect((await get(caller, '/api/admin/diary-prompts')).statusCode).toBe(status);
      expect((await addPrompt(caller, { feeling: 'GOOD', text: '¿Qué te ha hecho bien hoy?' })).statusCode).toBe(status);
      expect((await setRetired(caller, any!.id, { retired: true })).statusCode).toBe(status);
    }
    expect((await adminList()).find((prompt) => prompt.id === any!.id)!.retiredAt).toBeNull();
  });

  it('refuses an empty text, one over 300 characters and an unknown feeling in Spanish; an unknown id is 404', async () => {
    const cases: [object, string][] = [
      [{ feeling: 'GOOD', text: '   ' }, 'Escribe la pregunta.'],
      [{ feeling: 'GOOD' }, 'La pregunta debe ser un texto.'],
      [{ feeling: 'GOOD', text: `¿${'a'.repeat(300)}?` }, 'La pregunta puede tener como máximo 300 caracteres.'],
      [{ feeling: 'CONTENTO', text: '¿Qué tal?' }, 'Elige uno de los cinco sentimientos, o ninguno para que sirva con cualquiera.'],
    ];
    for (const [payload, message] of cases) {
      const response = await addPrompt(admin, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toContain(message);
    }
    const [any] = await adminList();
    const notBoolean = await setRetired(admin, any!.id, { retired: 'sí' });
    expect(notBoolean.statusCode).toBe(400);
    expect(notBoolean.json().message).toContain('Indica si la pregunta queda retirada (true) o vuelve a mostrarse (false).');
    const missing = await setRetired(admin, '00000000-0000-4000-8000-000000000000', { retired: true });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toEqual(['No encontramos esa pregunta.']);
  });

  it('adds a prompt for a feeling or for any, retires them (never shown, kept) and brings them back', async () => {
    const forGood = await addPrompt(admin, { feeling: 'GOOD', text: '  ¿Qué canción te ha acompañado hoy?  ' });
    expect(forGood.statusCode).toBe(201);
    expect(forGood.json()).toMatchObject({ feeling: 'GOOD', text: '¿Qué canción te ha acompañado hoy?', builtin: false, retiredAt: null });
    const forAny = await addPrompt(admin, { text: '¿Qué te ha hecho compañía hoy?' });
    expect(forAny.json()).toMatchObject({ feeling: null, builtin: false });
    const listed = await adminList();
    expect(listed.map((prompt) => prompt.id)).toEqual(expect.arrayContaining([forGood.json().id, forAny.json().id]));

    // Everything else retired: the person meets only what is left, for the feelings it is for.
    const others = listed.filter((prompt) => prompt.id !== forGood.json().id && prompt.id !== forAny.json().id);
    for (const prompt of others) await setRetired(admin, prompt.id, { retired: true });
    const person = await registerUser(t);
    const good = await Promise.all([0, 1, 2].map((turn) => promptOf(person, 'GOOD', '2026-11-27', turn)));
    const texts = new Set(good.map((answer) => answer.prompt!.text));
    // Both, or one of them when the other came first yesterday (for GOOD, or for any feeling).
    expect([...texts].every((text) => ['¿Qué canción te ha acompañado hoy?', '¿Qué te ha hecho compañía hoy?'].includes(text))).toBe(true);
    expect(texts.size).toBe(good[0]!.of);
    expect((await promptOf(person, 'BAD', '2026-11-27')).prompt!.text).toBe('¿Qué te ha hecho compañía hoy?');

    await setRetired(admin, forAny.json().id, { retired: true });
    expect(await promptOf(person, 'BAD', '2026-11-27')).toEqual({ prompt: null, turn: 0, of: 0 });
    // The one left is shown day after day: nothing else to give.
    expect((await promptOf(person, 'GOOD', '2026-11-28')).prompt!.text).toBe('¿Qué canción te ha acompañado hoy?');

    const kept = (await adminList()).find((prompt) => prompt.id === forAny.json().id)!;
    expect(kept.retiredAt).not.toBeNull();
    for (const prompt of [...others, kept]) await setRetired(admin, prompt.id, { retired: false });
    expect((await adminList()).every((prompt) => prompt.retiredAt === null)).toBe(true);
  });
});

describe('the rule of the day', () => {
  it("picks by person and day alone, and leaves yesterday's first out", () => {
    const prompts = Feeling.options.flatMap((feeling) => [1, 2, 3].map((n) => ({ id: `${feeling}-${n}`, feeling })));
    const today = promptOfDay(prompts, 'persona', 'GOOD', '2026-11-27', 0);
    expect(promptOfDay([...prompts].reverse(), 'persona', 'GOOD', '2026-11-27', 0)).toEqual(today);
    expect(promptOfDay(prompts, 'persona', 'GOOD', '2026-11-26', 0).prompt).not.toEqual(today.prompt);
    expect(dayBefore('2026-03-01')).toBe('2026-02-28');
    expect(dayBefore('2024-03-01')).toBe('2024-02-29');
    expect(dayBefore('2027-01-01')).toBe('2026-12-31');
  });
});

function nextDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + 1)).toISOString().slice(0, 10);
}

describe('"Hace un año escribiste…"', () => {
  const entry = (person: Person, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/diary/entry', headers: person.auth, payload: { tz: 'Europe/Madrid', ...payload } });
  const yearAgo = async (person: Person | undefined, day: string, tz = 'Europe/Madrid') =>
    get(person, `/api/diary/on-this-day?day=${day}&tz=${encodeURIComponent(tz)}`);

  it("shows the caller's entry from the same local date a year before, with words before a feeling alone; never another person's", async () => {
    const person = await registerUser(t);
    const other = await registerUser(t);
    t.clock.set(new Date('2026-11-27T09:00:00Z'));
    // 26 November at 23:30 in Madrid: the 26th there, though it is 22:30 UTC.
    await entry(person, { feeling: 'GOOD', description: 'Cena con amistades.', createdAt: '2025-11-26T23:30:00+01:00' });
    const feelingOnly = await entry(person, { feeling: 'NEUTRAL', createdAt: '2025-11-27T08:00:00+01:00' });
    const written = await entry(person, { feeling: 'GREAT', description: 'Primer día en el trabajo nuevo.', createdAt: '2025-11-27T20:00:00+01:00' });
    await entry(person, { feeling: 'BAD', description: 'Un día después.', createdAt: '2025-11-28T00:30:00+01:00' });
    expect([feelingOnly.statusCode, written.statusCode]).toEqual([201, 201]);

    const found = await yearAgo(person, '2026-11-27');
    expect(found.statusCode).toBe(200);
    expect(found.json().entry).toMatchObject({ id: written.json().id, feeling: 'GREAT', description: 'Primer día en el trabajo nuevo.' });
    expect((await yearAgo(person, '2026-11-26')).json().entry).toMatchObject({ description: 'Cena con amistades.' });
    // 00:30 on the 28th in Madrid is still the 27th in Mexico City: the 28th there looks back on nothing.
    expect((await yearAgo(person, '2026-11-28')).json().entry).toMatchObject({ description: 'Un día después.' });
    expect((await yearAgo(person, '2026-11-28', 'America/Mexico_City')).json().entry).toBeNull();
    expect((await yearAgo(other, '2026-11-27')).json().entry).toBeNull();
    expect((await yearAgo(person, '2026-11-30')).json().entry).toBeNull();
  });

  it('shows nothing once Ajustes turns it off (profile.onThisDay), and again when turned on', async () => {
    const person = await registerUser(t);
    t.clock.set(new Date('2026-11-27T09:00:00Z'));
    await entry(person, { feeling: 'GOOD', description: 'Hace un año.', createdAt: '2025-11-27T12:00:00+01:00' });
    expect((await get(person, '/api/auth/profile')).json().onThisDay).toBe(true);
    const off = await t.app.inject({ method: 'PATCH', url: '/api/auth/profile', headers: person.auth, payload: { onThisDay: false } });
    expect(off.json().onThisDay).toBe(false);
    expect((await yearAgo(person, '2026-11-27')).json()).toEqual({ entry: null });
    const bad = await t.app.inject({ method: 'PATCH', url: '/api/auth/profile', headers: person.auth, payload: { onThisDay: 'no' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Indica si quieres ver lo que escribiste hace un año.');
    await t.app.inject({ method: 'PATCH', url: '/api/auth/profile', headers: person.auth, payload: { onThisDay: true } });
    expect((await yearAgo(person, '2026-11-27')).json().entry).toMatchObject({ description: 'Hace un año.' });
  });

  it('shows a 29 February on 28 February of the next year, and nothing on a 29 February', async () => {
    const person = await registerUser(t);
    t.clock.set(new Date('2025-02-28T12:00:00Z'));
    const leap = await entry(person, { feeling: 'GOOD', description: 'Un día que solo llega cada cuatro años.', createdAt: '2024-02-29T10:00:00+01:00' });
    expect(leap.statusCode).toBe(201);
    expect((await yearAgo(person, '2025-02-28')).json().entry).toMatchObject({ id: leap.json().id });
    expect((await yearAgo(person, '2025-03-01')).json().entry).toBeNull();
    expect(yearAgoSpan('2028-02-29', 'UTC')).toBeNull();
    expect(yearAgoSpan('2028-02-28', 'UTC')).toEqual({ from: new Date('2027-02-28T00:00:00Z'), to: new Date('2027-03-01T00:00:00Z') });
  });

  it('never brings back an entry that got the crisis reply', () => {
    const base = { audioUrl: '', tags: [], advice: null, finerFeeling: null, createdAt: '2025-11-27T10:00:00.000Z' };
    const crisis = { ...base, id: 'a', feeling: 'TERRIBLE' as const, description: 'Algo muy duro.', adviceSource: 'crisis' as const };
    const calm = { ...base, id: 'b', feeling: 'NEUTRAL' as const, description: '', adviceSource: 'builtin' as const };
    expect(pickYearAgo([crisis, calm])).toBe(calm);
    expect(pickYearAgo([crisis])).toBeNull();
  });

  it('answers a Spanish 400 to a day that is not one or an unknown zone; 401 without a token', async () => {
    const person = await registerUser(t);
    const notADay = await yearAgo(person, '2026-13-01');
    expect(notADay.statusCode).toBe(400);
    expect(notADay.json().message).toContain('El día debe ser una fecha con la forma AAAA-MM-DD.');
    const zone = await yearAgo(person, '2026-11-27', 'Luna/Mar_de_la_Tranquilidad');
    expect(zone.statusCode).toBe(400);
    expect(zone.json().message).toContain('La zona horaria no es válida.');
    expect((await yearAgo(undefined, '2026-11-27')).statusCode).toBe(401);
  });
});
