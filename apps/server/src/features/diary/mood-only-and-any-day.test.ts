import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.js';
import { registerUser, type RegisteredUser } from '../../test/factories.js';

// Decision 029: a feeling alone is an entry, and an entry may be for another day (never a future one).

const t = useTestApp();

type User = RegisteredUser;
const entry = (user: User, payload: object) => t.app.inject({ method: 'POST', url: '/api/diary/entry', headers: user.auth, payload });
const month = async (user: User, query: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/diary/month?${query}`, headers: user.auth })).json() as { id: string; createdAt: string }[];

describe('a mood-only entry', () => {
  it('is stored with an empty text, with or without the description field, and gets advice for the feeling', async () => {
    const user = await registerUser(t);
    const bare = await entry(user, { feeling: 'BAD' });
    expect(bare.statusCode).toBe(201);
    expect(bare.json()).toMatchObject({ feeling: 'BAD', description: '', adviceSource: 'builtin' });
    expect(bare.json().aiResponse).toEqual(expect.any(String));
    const blank = await entry(user, { feeling: 'GOOD', description: '   ', audioUrl: '' });
    expect(blank.statusCode).toBe(201);
    expect(blank.json()).toMatchObject({ feeling: 'GOOD', description: '' });
    const list = (await t.app.inject({ method: 'GET', url: '/api/diary', headers: user.auth })).json().data as { description: string }[];
    expect(list.map((record) => record.description)).toEqual(['', '']);
  });
});

describe('an entry for a day the person chooses (createdAt)', () => {
  it("stores a past moment and GET /diary/month shows it on that day in the person's zone", async () => {
    const user = await registerUser(t);
    t.clock.set(new Date('2026-11-27T10:00:00Z'));
    // 24 November at 23:30 in Mexico City is already the 25th in UTC.
    const response = await entry(user, {
      feeling: 'NEUTRAL',
      description: 'Lo escribo tres días después.',
      createdAt: '2026-11-24T23:30:00-06:00',
      tz: 'America/Mexico_City',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().createdAt).toBe('2026-11-25T05:30:00.000Z');
    const inMexico = await month(user, 'year=2026&month=11&tz=America/Mexico_City');
    expect(inMexico.map((record) => record.id)).toEqual([response.json().id]);
    const lived = new Date(inMexico[0]!.createdAt).toLocaleDateString('en-CA', { timeZone: 'America/Mexico_City' });
    expect(lived).toBe('2026-11-24');
  });

  it('answers a Spanish 400 to a future moment, and stores nothing', async () => {
    const user = await registerUser(t);
    t.clock.set(new Date('2026-11-27T10:00:00Z'));
    const tomorrow = await entry(user, { feeling: 'GOOD', createdAt: '2026-11-28T09:00:00+01:00', tz: 'Europe/Madrid' });
    expect(tomorrow.statusCode).toBe(400);
    expect(tomorrow.json().message).toEqual(['No puedes escribir una entrada para un día que aún no ha llegado.']);
    // An hour ahead on the same day is still the future.
    const later = await entry(user, { feeling: 'GOOD', createdAt: '2026-11-27T11:00:00Z' });
    expect(later.statusCode).toBe(400);
    expect(await month(user, 'year=2026&month=11')).toEqual([]);
  });

  it('takes a phone clock a minute ahead as now', async () => {
    const user = await registerUser(t);
    t.clock.set(new Date('2026-11-27T10:00:00Z'));
    const response = await entry(user, { feeling: 'GOOD', createdAt: '2026-11-27T10:01:00Z' });
    expect(response.statusCode).toBe(201);
    expect(response.json().createdAt).toBe('2026-11-27T10:00:00.000Z');
  });

  it("takes a day up to 366 days back in the person's zone and refuses an older one in Spanish", async () => {
    const user = await registerUser(t);
    t.clock.set(new Date('2026-11-27T10:00:00Z'));
    // 366 days before 27 November 2026 is 26 November 2025; its local midnight in Madrid is 23:00 UTC the day before.
    const oldest = await entry(user, { feeling: 'BAD', createdAt: '2025-11-26T00:00:00+01:00', tz: 'Europe/Madrid' });
    expect(oldest.statusCode).toBe(201);
    const tooOld = await entry(user, { feeling: 'BAD', createdAt: '2025-11-25T23:59:00+01:00', tz: 'Europe/Madrid' });
    expect(tooOld.statusCode).toBe(400);
    expect(tooOld.json().message).toEqual(['Solo puedes escribir entradas de hasta un año atrás.']);
  });

  it('answers a Spanish 400 to a date that is not one, or an unknown zone', async () => {
    const user = await registerUser(t);
    const bad = await entry(user, { feeling: 'GOOD', createdAt: 'ayer' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toEqual(['La fecha de la entrada no es válida.']);
    const zone = await entry(user, { feeling: 'GOOD', createdAt: '2026-11-20T10:00:00Z', tz: 'Marte/Olympus' });
    expect(zone.statusCode).toBe(400);
    expect(zone.json().message).toEqual(['La zona horaria no es válida.']);
  });
});
