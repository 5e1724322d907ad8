import { sql } from 'drizzle-orm';
import { who5Messages } from '@sendero/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { unzip } from '../../test/zip.js';
import { createWellbeingService } from './wellbeing.service.js';

let t: TestApp;
const DAY = 24 * 60 * 60 * 1000;
beforeAll(async () => {
  // These tests move the clock by weeks: tokens that last a year keep the people signed in.
  t = await createTestApp({ accessTokenTtlMs: 365 * DAY });
});
afterAll(async () => {
  await t.close();
});

type User = Awaited<ReturnType<typeof registerUser>>;
const post = (user: User | undefined, payload?: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/wellbeing/who5',
    headers: { ...user?.auth, ...headers },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const get = (user: User | undefined, url = '/api/wellbeing/who5') => t.app.inject({ method: 'GET', url, headers: user?.auth });
const dismiss = (user: User) => t.app.inject({ method: 'POST', url: '/api/wellbeing/who5/offer/dismissal', headers: user.auth });

describe('POST /api/wellbeing/who5', () => {
  it.each([
    ['none at all', [0, 0, 0, 0, 0], 0, 0],
    ['all the time', [5, 5, 5, 5, 5], 25, 100],
    ['a mixed fortnight', [3, 2, 4, 1, 3], 13, 52],
    ['just below the cut-off', [3, 3, 3, 3, 0], 12, 48],
  ])('scores %s by rule: raw = sum, percent = raw × 4', async (_, answers, rawScore, percentScore) => {
    const user = await registerUser(t);
    const response = await post(user, { answers });
    expect(response.statusCode).toBe(201);
    expect(response.headers['cache-control']).toBe('no-store');
    const check = response.json();
    expect(check).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), answers, rawScore, percentScore, createdAt: t.clock.now().toISOString() });
  });

  it.each([
    ['six answers', { answers: [1, 2, 3, 4, 5, 0] }],
    ['four answers', { answers: [1, 2, 3, 4] }],
    ['no answers', { answers: [] }],
    ['a number above 5', { answers: [1, 2, 3, 4, 6] }],
    ['a negative number', { answers: [1, 2, -1, 4, 5] }],
    ['a fraction', { answers: [1, 2, 3.5, 4, 5] }],
    ['a string among them', { answers: [1, 2, '3', 4, 5] }],
    ['words', { answers: ['Nunca', 'Nunca', 'Nunca', 'Nunca', 'Nunca'] }],
    ['a null among them', { answers: [1, null, 3, 4, 5] }],
    ['answers as null', { answers: null }],
    ['answers as a number', { answers: 12 }],
    ['answers as an object', { answers: { 0: 1, 1: 2, 2: 3, 3: 4, 4: 5 } }],
    ['no answers field', { respuestas: [1, 2, 3, 4, 5] }],
    ['an empty object', {}],
    ['an array body', [1, 2, 3, 4, 5]],
    ['a huge number', { answers: [1e308, 0, 0, 0, 0] }],
    ['a boolean', { answers: [true, 0, 0, 0, 0] }],
  ])('refuses %s with 400 and one Spanish sentence', async (_, payload) => {
    const user = await registerUser(t);
    const response = await post(user, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ statusCode: 400, error: 'Bad Request', message: [who5Messages.answersInvalid] });
    expect((await get(user)).json()).toEqual([]);
  });

  it('refuses a missing body, JSON null and broken JSON with 400 in Spanish, never a 500', async () => {
    const user = await registerUser(t);
    for (const [payload, headers] of [
      [undefined, {}],
      ['null', { 'content-type': 'application/json' }],
      ['{"answers": [1,2,', { 'content-type': 'application/json' }],
      ['answers=1,2,3,4,5', { 'content-type': 'text/plain' }],
    ] as const) {
      const response = await post(user, payload, headers);
      expect(response.statusCode, String(payload)).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, String(payload)).toBeLessThan(500);
      const body = response.json();
      expect(body.message[0]).toMatch(/^[A-ZÁÉÍÓÚ¿¡].+\.$/);
    }
    expect((await post(user)).json().message).toEqual([who5Messages.answersInvalid]);
  });

  it('asks for a token', async () => {
    expect((await post(undefined, { answers: [1, 1, 1, 1, 1] })).statusCode).toBe(401);
    expect((await get(undefined)).statusCode).toBe(401);
    expect((await get(undefined, '/api/wellbeing/who5/offer')).statusCode).toBe(401);
  });
});

describe('GET /api/wellbeing/who5', () => {
  it("lists the caller's checks newest first, and never another person's", async () => {
    const person = await registerUser(t);
    const other = await registerUser(t);
    await post(person, { answers: [1, 1, 1, 1, 1] });
    t.clock.advance(DAY);
    await post(other, { answers: [5, 5, 5, 5, 5] });
    t.clock.advance(DAY);
    await post(person, { answers: [2, 2, 2, 2, 2] });
    t.clock.advance(DAY);
    await post(person, { answers: [3, 3, 3, 3, 3] });

    const mine = await get(person);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['cache-control']).toBe('no-store');
    expect(mine.json().map((check: { rawScore: number }) => check.rawScore)).toEqual([15, 10, 5]);
    expect(mine.json().map((check: { percentScore: number }) => check.percentScore)).toEqual([60, 40, 20]);
    expect((await get(other)).json().map((check: { rawScore: number }) => check.rawScore)).toEqual([25]);
    expect((await get(await registerUser(t))).json()).toEqual([]);
  });
});

describe('the offer on home', () => {
  it('is due for someone who never answered, and stays away 14 days after an answer', async () => {
    const user = await registerUser(t);
    expect((await get(user, '/api/wellbeing/who5/offer')).json()).toEqual({ due: true });
    await post(user, { answers: [3, 3, 3, 3, 3] });
    expect((await get(user, '/api/wellbeing/who5/offer')).json()).toEqual({ due: false });
    t.clock.advance(13 * DAY);
    expect((await get(user, '/api/wellbeing/who5/offer')).json()).toEqual({ due: false });
    t.clock.advance(DAY + 1);
    expect((await get(user, '/api/wellbeing/who5/offer')).json()).toEqual({ due: true });
  });

  it('"Ahora no" puts it off for 14 days, then it comes back once', async () => {
    const user = await registerUser(t);
    const dismissed = await dismiss(user);
    expect(dismissed.statusCode).toBe(204);
    expect(dismissed.body).toBe('');
    expect((await get(user, '/api/wellbeing/who5/offer')).json()).toEqual({ due: false });
    t.clock.advance(14 * DAY - 1);
    expect((await get(user, '/api/wellbeing/who5/offer')).json()).toEqual({ due: false });
    t.clock.advance(2);
    expect((await get(user, '/api/wellbeing/who5/offer')).json()).toEqual({ due: true });
    // A second "Ahora no" replaces the first: one row per person.
    expect((await dismiss(user)).statusCode).toBe(204);
    expect((await get(user, '/api/wellbeing/who5/offer')).json()).toEqual({ due: false });
    const rows = await t.db.execute(sql`select count(*)::int as n from who5_offer_dismissals where user_id = ${user.user.id}`);
    expect(((rows as unknown as { rows: { n: number }[] }).rows ?? rows)[0]).toEqual({ n: 1 });
  });

  it("one person's answer or dismissal never changes another's offer", async () => {
    const person = await registerUser(t);
    const other = await registerUser(t);
    await post(person, { answers: [1, 2, 3, 4, 5] });
    await dismiss(person);
    expect((await get(other, '/api/wellbeing/who5/offer')).json()).toEqual({ due: true });
  });
});

describe('checksOf, for other features', () => {
  it('gives raw scores and dates by person, oldest first, within the period asked, never the answers', async () => {
    const service = createWellbeingService({ db: t.db, clock: t.clock });
    const a = await registerUser(t);
    const b = await registerUser(t);
    const outsider = await registerUser(t);
    const start = new Date('2026-03-01T00:00:00.000Z');
    t.clock.set(start);
    await post(a, { answers: [1, 1, 1, 1, 1] });
    t.clock.advance(10 * DAY);
    await post(a, { answers: [4, 4, 4, 4, 4] });
    await post(b, { answers: [2, 2, 2, 2, 2] });
    await post(outsider, { answers: [5, 5, 5, 5, 5] });
    t.clock.advance(10 * DAY);
    await post(a, { answers: [0, 0, 0, 0, 0] });

    const all = await service.checksOf([a.user.id, b.user.id]);
    expect(all.filter((row) => row.userId === a.user.id).map((row) => row.rawScore)).toEqual([5, 20, 0]);
    expect(all.filter((row) => row.userId === b.user.id).map((row) => row.rawScore)).toEqual([10]);
    expect(all.some((row) => row.userId === outsider.user.id)).toBe(false);
    expect(Object.keys(all[0]!).sort()).toEqual(['createdAt', 'rawScore', 'userId']);
    expect(all[0]!.createdAt).toBeInstanceOf(Date);

    const middle = await service.checksOf([a.user.id], { from: new Date(start.getTime() + DAY), to: new Date(start.getTime() + 20 * DAY) });
    expect(middle.map((row) => row.rawScore)).toEqual([20]);
    // `from` is included, `to` is not.
    expect((await service.checksOf([a.user.id], { from: start, to: new Date(start.getTime() + 20 * DAY) })).map((row) => row.rawScore)).toEqual([5, 20]);
    expect(await service.checksOf([])).toEqual([]);
  });
});

describe('export and erasure', () => {
  it('puts the checks in sendero-export.json, newest first, with their scores', async () => {
    const user = await registerUser(t);
    await post(user, { answers: [2, 3, 2, 3, 2] });
    t.clock.advance(DAY);
    await post(user, { answers: [4, 4, 3, 4, 5] });
    const response = await t.app.inject({ method: 'GET', url: '/api/account/export', headers: user.auth });
    expect(response.statusCode).toBe(200);
    const json = JSON.parse((await unzip(response.rawPayload)).get('sendero-export.json')!.toString('utf8'));
    expect(json.who5Checks).toEqual([
      expect.objectContaining({ answers: [4, 4, 3, 4, 5], rawScore: 20, percentScore: 80 }),
      expect.objectContaining({ answers: [2, 3, 2, 3, 2], rawScore: 12, percentScore: 48 }),
    ]);
  });

  it("erasing the account removes the person's checks and their dismissal, and no one else's", async () => {
    const user = await registerUser(t);
    const other = await registerUser(t);
    await post(user, { answers: [1, 2, 3, 4, 5] });
    await dismiss(user);
    await post(other, { answers: [1, 1, 1, 1, 1] });
    const count = async (table: 'who5_checks' | 'who5_offer_dismissals', userId: string) => {
      const result = await t.db.execute(sql`select count(*)::int as n from ${sql.identifier(table)} where user_id = ${userId}`);
      return ((result as unknown as { rows: { n: number }[] }).rows ?? result)[0]!.n;
    };
    expect(await count('who5_checks', user.user.id)).toBe(1);
    expect(await count('who5_offer_dismissals', user.user.id)).toBe(1);
    const erased = await t.app.inject({ method: 'DELETE', url: '/api/account', headers: user.auth, payload: { password: user.password } });
    expect(erased.statusCode).toBe(204);
    expect(await count('who5_checks', user.user.id)).toBe(0);
    expect(await count('who5_offer_dismissals', user.user.id)).toBe(0);
    expect(await count('who5_checks', other.user.id)).toBe(1);
  });
});
