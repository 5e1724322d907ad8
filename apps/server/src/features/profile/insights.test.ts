import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { registerUser } from '../../test/factories.js';
import { multipartForm } from '../../test/uploads.js';
import { streakOf } from './insights.js';
import { zipOf } from '../../test/zip.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type User = Awaited<ReturnType<typeof registerUser>>;
/** An entry written at `at` (the test clock is set to it). */
async function entryAt(user: User, at: string, feeling: string, tags: string[] = []) {
  t.clock.set(new Date(at));
  const response = await t.app.inject({ method: 'POST', url: '/api/diary/entry', headers: user.auth, payload: { feeling, description: 'Un día.', tags } });
  expect(response.statusCode, response.body).toBe(201);
}
const insights = (user: User, tz: string) => t.app.inject({ method: 'GET', url: `/api/profile/insights?tz=${encodeURIComponent(tz)}`, headers: user.auth });

describe('GET /api/profile/insights', () => {
  it("reads weeks, months, the year in pixels, the streak and weekdays in the caller's time zone, across a DST change", async () => {
    const user = await registerUser(t);
    // Madrid moves from UTC+1 to UTC+2 on Sunday 29 March 2026.
    await entryAt(user, '2026-03-25T11:00:00Z', 'NEUTRAL'); // Wed 25
    await entryAt(user, '2026-03-28T22:30:00Z', 'GOOD'); // Sat 28, 23:30 local
    await entryAt(user, '2026-03-28T23:30:00Z', 'BAD'); // Sun 29, 00:30 local (still the 28th in UTC)
    // Monday 30: no entry (the forgiven day).
    await entryAt(user, '2026-03-31T20:30:00Z', 'GREAT'); // Tue 31, 22:30 local (UTC+2)
    await entryAt(user, '2026-04-01T07:00:00Z', 'GOOD'); // Wed 1, 09:00 local
    await entryAt(user, '2026-04-01T19:00:00Z', 'TERRIBLE'); // Wed 1, 21:00 local: how the day ended
    const someoneElse = await registerUser(t);
    await entryAt(someoneElse, '2026-03-30T10:00:00Z', 'GREAT', ['ejercicio']);
    t.clock.set(new Date('2026-04-02T10:00:00Z')); // Thursday 2 April, nothing written yet today

    const response = await insights(user, 'Europe/Madrid');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json();
    expect(body.today).toBe('2026-04-02');
    // 25 and 28 March are two days apart (26, 27 missing): the streak starts on the 28th.
    expect(body.streak).toEqual({ days: 5, daysWritten: 4, lastDay: '2026-04-01' });
    expect(body.weeks).toHaveLength(12);
    expect(body.weeks.slice(-2)).toEqual([
      { start: '2026-03-23', records: 3, meanScore: 3, counts: { GREAT: 0, GOOD: 1, NEUTRAL: 1, BAD: 1, TERRIBLE: 0 } },
      { start: '2026-03-30', records: 3, meanScore: 3.3, counts: { GREAT: 1, GOOD: 1, NEUTRAL: 0, BAD: 0, TERRIBLE: 1 } },
    ]);
    expect(body.months).toHaveLength(12);
    expect(body.months[0].start).toBe('2025-05-01');
    expect(body.months.slice(-2).map((month: { start: string; records: number; meanScore: number }) => [month.start, month.records, month.meanScore])).toEqual([
      ['2026-03-01', 4, 3.5],
      ['2026-04-01', 2, 2.5],
    ]);
    expect(body.yearInPixels).toHaveLength(365);
    expect(body.yearInPixels[0].date).toBe('2025-04-03');
    const pixel = (date: string) => body.yearInPixels.find((day: { date: string }) => day.date === date)?.feeling;
    expect(['2026-03-28', '2026-03-29', '2026-03-30', '2026-03-31', '2026-04-01', '2026-04-02'].map(pixel)).toEqual([
      'GOOD',
      'BAD',
      null,
      'GREAT',
      'TERRIBLE',
      null,
    ]);
    // Each day counts once by its mean: Wednesdays are 3 and 2.5.
    expect(body.weekdays).toEqual([
      { weekday: 1, days: 0, meanScore: null },
      { weekday: 2, days: 1, meanScore: 5 },
      { weekday: 3, days: 2, meanScore: 2.8 },
      { weekday: 4, days: 0, meanScore: null },
      { weekday: 5, days: 0, meanScore: null },
      { weekday: 6, days: 1, meanScore: 4 },
      { weekday: 7, days: 1, meanScore: 2 },
    ]);
    expect(body.patterns).toEqual([]);

    // In UTC the 00:30 entry belongs to the 28th, which then ended BAD.
    const utc = (await insights(user, 'UTC')).json();
    expect(
      utc.yearInPixels.filter((day: { date: string }) => day.date >= '2026-03-28' && day.date <= '2026-03-29').map((day: { feeling: string }) => day.feeling),
    ).toEqual(['BAD', null]);

    // Two days in a row without an entry end the streak; nothing else is said about it.
    t.clock.set(new Date('2026-04-04T10:00:00Z'));
    expect((await insights(user, 'Europe/Madrid')).json().streak).toEqual({ days: 0, daysWritten: 0, lastDay: '2026-04-01' });
  });

  it('says what tends to go with better or worse days once there are enough of both, in plain words', async () => {
    const user = await registerUser(t);
    const day = (index: number) => new Date(Date.UTC(2026, 0, 5 + index, 12)).toISOString();
    for (let index = 0; index < 6; index += 1) await entryAt(user, day(index), 'GREAT', ['ejercicio', 'Guitarra']);
    for (let index = 6; index < 12; index += 1) await entryAt(user, day(index), 'BAD', ['trabajo']);
    for (let index = 12; index < 16; index += 1) await entryAt(user, day(index), 'NEUTRAL', ['familia']);
    t.clock.set(new Date('2026-02-01T12:00:00Z'));
    const { patterns } = (await insights(user, 'Europe/Madrid')).json();
    expect(patterns.map((pattern: { sentence: string }) => pattern.sentence)).toEqual([
      'Los días con «Ejercicio» sueles sentirte mejor.',
      'Los días con «Guitarra» sueles sentirte mejor.',
      'Los días con «Trabajo» sueles sentirte peor.',
    ]);
    expect(patterns[0]).toMatchObject({ tag: 'Ejercicio', direction: 'better', daysWith: 6, daysWithout: 10 });
    // "familia" has only 4 days: nothing is said about it. Never a cause, never a diagnosis.
    for (const { sentence } of patterns) expect(sentence).not.toMatch(/porque|hace que|causa|depresi|ansiedad|trastorno/i);
  });

  it('refuses an unknown time zone in Spanish and asks for a session', async () => {
    const user = await registerUser(t);
    const response = await insights(user, 'Marte/Olympus');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual(['La zona horaria no es válida.']);
    expect((await t.app.inject({ method: 'GET', url: '/api/profile/insights' })).statusCode).toBe(401);
  });

  it('stays quick for a person with 3,000 entries', async () => {
    const start = Date.UTC(2022, 0, 1, 9);
    t.clock.set(new Date(start + 1500 * 86_400_000));
    const user = await registerUser(t);
    const feelings = ['GREAT', 'GOOD', 'NEUTRAL', 'BAD', 'TERRIBLE'] as const;
    // Two entries a day for 1,500 days, some with fixed and own tags, brought in as a Sendero export.
    const diaryRecords = Array.from({ length: 3000 }, (_, index) => ({
      id: '00000000-0000-4000-8000-000000000000',
      feeling: feelings[index % 5]!,
      description: `Entrada de prueba ${index}.`,
      advice: null,
      adviceSource: 'none',
      audioUrl: '',
      tags: [...(index % 3 === 0 ? ['ejercicio'] : []), ...(index % 4 === 0 ? ['Guitarra'] : [])],
      createdAt: new Date(start + Math.floor(index / 2) * 86_400_000 + (index % 2) * 3_600_000 * 10).toISOString(),
    }));
    const bytes = await zipOf({
      'sendero-export.json': Buffer.from(JSON.stringify({ version: 1, exportedAt: new Date().toISOString(), profile: {}, diaryRecords })),
    });
    const imported = await t.app.inject({
      method: 'POST',
      url: '/api/account/import',
      headers: user.auth,
      payload: multipartForm({}, { field: 'file', name: 'export.zip', bytes }),
    });
    expect(imported.json()).toMatchObject({ added: 3000 });
    await insights(user, 'Europe/Madrid'); // warm-up: the first call compiles and plans
    const began = performance.now();
    const response = await insights(user, 'Europe/Madrid');
    const elapsed = performance.now() - began;
    expect(response.statusCode).toBe(200);
    expect(response.json().yearInPixels.filter((pixel: { feeling: string | null }) => pixel.feeling).length).toBe(364); // every day but today
    console.log(`insights for 3,000 entries: ${elapsed.toFixed(0)} ms`);
    expect(elapsed).toBeLessThan(1500);
  });
});

describe('streakOf', () => {
  const days = (...numbers: number[]) => new Set(numbers);
  it('bridges one missed day, never two, and is current until the day before yesterday', () => {
    expect(streakOf(days(), 100)).toEqual({ days: 0, daysWritten: 0, lastDay: null });
    expect(streakOf(days(100), 100)).toMatchObject({ days: 1, daysWritten: 1 });
    expect(streakOf(days(97, 98, 100), 101)).toMatchObject({ days: 4, daysWritten: 3 });
    expect(streakOf(days(95, 98, 99), 101)).toMatchObject({ days: 2, daysWritten: 2 });
    expect(streakOf(days(98, 99), 102)).toMatchObject({ days: 0, daysWritten: 0 });
  });
});
