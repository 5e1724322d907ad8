import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { diaryMessages } from '@sendero/shared';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { registerUser } from '../../test/factories.js';
import { builtinProvider, type AdviceProvider } from './advice/providers.js';

/** A model stand-in that counts how often it is asked, and answers slowly enough for requests to overlap. */
let adviceRequests = 0;
const countingModel: AdviceProvider = {
  source: 'model',
  async advise(request, signal) {
    adviceRequests += 1;
    await new Promise((resolve) => setTimeout(resolve, 20));
    return builtinProvider.advise(request, signal);
  },
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ advice: countingModel });
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => {
  adviceRequests = 0;
});

type User = Awaited<ReturnType<typeof registerUser>>;
/** A person who allowed the model, so every advice request reaches the counting model. */
async function consentingUser() {
  const user = await registerUser(t);
  await t.app.inject({ method: 'PATCH', url: '/api/auth/profile', headers: user.auth, payload: { aiAdvice: true } });
  return user;
}
const send = (user: User, key: string | undefined, payload: object = { feeling: 'BAD', description: 'Escrito sin conexión en el metro.', audioUrl: '' }) =>
  t.app.inject({ method: 'POST', url: '/api/diary/entry', headers: { ...user.auth, ...(key === undefined ? {} : { 'idempotency-key': key }) }, payload });
const records = async (user: User) => (await t.app.inject({ method: 'GET', url: '/api/diary?limit=50', headers: user.auth })).json().data as { id: string }[];

describe('POST /api/diary/entry with an Idempotency-Key', () => {
  it('answers a repeated key with the stored entry (200, same body), without a second row or a second advice', async () => {
    const user = await consentingUser();
    const key = randomUUID();
    const first = await send(user, key);
    expect(first.statusCode).toBe(201);
    const again = await send(user, key);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await records(user)).toHaveLength(1);
    expect(adviceRequests).toBe(1);
  });

  it('keeps the first text when a repeat carries other words: the key names the entry', async () => {
    const user = await registerUser(t);
    const key = randomUUID();
    const first = await send(user, key);
    const changed = await send(user, key, { feeling: 'GREAT', description: 'Otro texto.', audioUrl: '' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ id: first.json().id, feeling: 'BAD', description: 'Escrito sin conexión en el metro.' });
  });

  it('makes one row when several requests with one key arrive at once', async () => {
    const user = await consentingUser();
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 5 }, () => send(user, key)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(answers.map((answer) => answer.json().id)).size).toBe(1);
    expect(await records(user)).toHaveLength(1);
    expect(adviceRequests).toBe(1);
  });

  it('treats the same key from another person as theirs alone', async () => {
    const ana = await registerUser(t);
    const luis = await registerUser(t);
    const key = randomUUID();
    const fromAna = await send(ana, key);
    const fromLuis = await send(luis, key, { feeling: 'GOOD', description: 'El texto de Luis.', audioUrl: '' });
    expect(fromAna.statusCode).toBe(201);
    expect(fromLuis.statusCode).toBe(201);
    expect(fromLuis.json().id).not.toBe(fromAna.json().id);
    expect(fromLuis.json().description).toBe('El texto de Luis.');
    expect((await records(ana)).map((r) => r.id)).toEqual([fromAna.json().id]);
    expect((await records(luis)).map((r) => r.id)).toEqual([fromLuis.json().id]);
  });

  it('stores every entry sent without a key, as before', async () => {
    const user = await registerUser(t);
    expect((await send(user, undefined)).statusCode).toBe(201);
    expect((await send(user, undefined)).statusCode).toBe(201);
    expect(await records(user)).toHaveLength(2);
  });

  it('refuses a key that is not a UUID with a Spanish 400, storing nothing', async () => {
    const user = await registerUser(t);
    for (const key of ['abc', '', '12345678-1234-1234-1234-1234567890123', "'; drop table diary_records; --"]) {
      const response = await send(user, key);
      expect(response.statusCode, key).toBe(400);
      expect(response.json()).toMatchObject({ statusCode: 400, error: 'Bad Request', message: [diaryMessages.idempotencyKeyInvalid] });
    }
    expect(await records(user)).toHaveLength(0);
  });

  it('gives the crisis lines again when the repeated entry got the crisis reply', async () => {
    const user = await registerUser(t);
    const key = randomUUID();
    const payload = { feeling: 'TERRIBLE', description: 'Quiero morirme, no puedo más.', audioUrl: '' };
    const first = await send(user, key, payload);
    expect(first.json().adviceSource).toBe('crisis');
    const again = await send(user, key, payload);
    expect(again.statusCode).toBe(200);
    expect(again.json().crisisLines).toEqual(first.json().crisisLines);
    expect(again.json().crisisLines.length).toBeGreaterThan(0);
  });
});
