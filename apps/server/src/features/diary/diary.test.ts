import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { registerUser } from '../../test/factories.js';
import { createModelProvider } from './advice/providers.js';

// The whole path of an entry through HTTP, the real model client and the database. What the advice
// pipeline decides on its own (a model's crisis reading, unsafe or failing advice, the cap and the
// wait for a turn) is tested without HTTP in advice/pipeline.test.ts.

/** A local OpenAI-compatible Chat Completions server whose answer each test sets. */
type Mode = 'answer' | 'plain' | 'no-json-mode' | 'hang';
let mode: Mode = 'answer';
const received: { model: string; response_format?: { type: string }; messages: { role: string; content: string }[] }[] = [];
const answers: Partial<Record<Mode, string>> = {
  answer: JSON.stringify({ risk: 'none', advice: 'Respira hondo. **Lo estás haciendo bien.**' }),
  plain: 'Respira hondo, sin JSON. **Lo estás haciendo bien.**',
  'no-json-mode': '```json\n{"risk": "none", "advice": "Un paseo corto te puede sentar bien."}\n```',
};
const model = http.createServer((request, response) => {
  let body = '';
  request.on('data', (chunk) => (body += chunk));
  request.on('end', () => {
    if (request.url !== '/v1/chat/completions') return response.writeHead(404).end();
    const parsed = JSON.parse(body);
    received.push(parsed);
    if (mode === 'hang') return; // never answers
    // Like a server without JSON mode: it refuses the option it does not know.
    if (mode === 'no-json-mode' && parsed.response_format) {
      return response.writeHead(400, { 'content-type': 'application/json' }).end('{"error":{"message":"response_format is not supported"}}');
    }
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify({
        id: 'chatcmpl-test',
        object: 'chat.completion',
        created: 0,
        model: 'modelo-de-prueba',
        choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content: answers[mode] } }],
      }),
    );
  });
});

let t: TestApp;
let withModel: TestApp;
let modelUrl: string;
beforeAll(async () => {
  await new Promise<void>((resolve) => model.listen(0, '127.0.0.1', resolve));
  modelUrl = `http://127.0.0.1:${(model.address() as AddressInfo).port}/v1`;
  t = await createTestApp();
  withModel = await createTestApp({
    database: t.database,
    advice: createModelProvider({ baseUrl: modelUrl, apiKey: 'clave-de-prueba', model: 'modelo-de-prueba' }),
    adviceTimeoutMs: 400,
  });
});
afterEach(() => {
  mode = 'answer';
  received.length = 0;
});
afterAll(async () => {
  await withModel.app.close();
  await t.close();
  model.closeAllConnections();
  await new Promise((resolve) => model.close(resolve));
});

type User = Awaited<ReturnType<typeof registerUser>>;
const entry = (app: TestApp, user: User, payload: object) => app.app.inject({ method: 'POST', url: '/api/diary/entry', headers: user.auth, payload });
const get = (user: User, url: string) => t.app.inject({ method: 'GET', url, headers: user.auth });
/** A person who said yes to the model in the consent notice. */
async function consentingUser(overrides: Parameters<typeof registerUser>[1] = {}) {
  const user = await registerUser(withModel, overrides);
  const consent = await withModel.app.inject({ method: 'PATCH', url: '/api/auth/profile', headers: user.auth, payload: { aiAdvice: true } });
  expect(consent.statusCode).toBe(200);
  return user;
}

describe('POST /api/diary/entry', () => {
  it('stores the entry and answers with built-in Spanish advice when no model is set', async () => {
    const user = await registerUser(t);
    const response = await entry(t, user, { feeling: 'BAD', description: '  Hoy discutí con mi jefe en el trabajo.  ', audioUrl: '' });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({ feeling: 'BAD', description: 'Hoy discutí con mi jefe en el trabajo.', adviceSource: 'builtin', audioUrl: '' });
    expect(body.aiResponse).toBe(body.advice);
    expect(body.aiResponse).toContain('trabajo');
    expect(body.aiResponse).not.toMatch(/medicament|pastilla|fármaco/i);
    expect(body).not.toHaveProperty('crisisLines');
  });

  it('asks the model for JSON (risk and advice) with the Spanish system prompt, once the person allowed it', async () => {
    const user = await consentingUser();
    const response = await entry(withModel, user, { feeling: 'NEUTRAL', description: 'Un día tranquilo en casa.', audioUrl: '' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ aiResponse: 'Respira hondo. **Lo estás haciendo bien.**', adviceSource: 'model' });
    expect(received).toHaveLength(1);
    expect(received[0]!.model).toBe('modelo-de-prueba');
    expect(received[0]!.response_format).toEqual({ type: 'json_object' });
    expect(received[0]!.messages[0]!.content).toMatch(/JSON.*"risk".*"advice".*No diagnostiques.*medicamentos/);
    expect(received[0]!.messages[1]!.content).toContain('Un día tranquilo en casa.');
  });

  it('keeps the text on the server until the person allows the model, and after they decline', async () => {
    const undecided = await registerUser(withModel);
    const first = await entry(withModel, undecided, { feeling: 'GOOD', description: 'Hoy comí con mi familia.', audioUrl: '' });
    expect(first.json().adviceSource).toBe('builtin');
    const declined = await registerUser(withModel);
    await withModel.app.inject({ method: 'PATCH', url: '/api/auth/profile', headers: declined.auth, payload: { aiAdvice: false } });
    const second = await entry(withModel, declined, { feeling: 'GOOD', description: 'Un paseo por el parque.', audioUrl: '' });
    expect(second.json().adviceSource).toBe('builtin');
    expect(received).toHaveLength(0);
  });

  it('reads an answer that is not JSON as plain advice', async () => {
    mode = 'plain';
    const user = await consentingUser();
    const response = await entry(withModel, user, { feeling: 'GOOD', description: 'Terminé un proyecto.', audioUrl: '' });
    expect(response.json()).toMatchObject({ adviceSource: 'model', aiResponse: 'Respira hondo, sin JSON. **Lo estás haciendo bien.**' });
  });

  it('asks again without JSON mode when the server refuses it, and reads JSON inside a code fence', async () => {
    const noJsonModel = await createTestApp({
      database: t.database,
      advice: createModelProvider({ baseUrl: modelUrl, apiKey: undefined, model: 'modelo-de-prueba' }),
    });
    try {
      mode = 'no-json-mode';
      const user = await consentingUser();
      const first = await entry(noJsonModel, user, { feeling: 'NEUTRAL', description: 'Un martes normal.', audioUrl: '' });
      expect(first.json()).toMatchObject({ adviceSource: 'model', aiResponse: 'Un paseo corto te puede sentar bien.' });
      expect(received.map((request) => Boolean(request.response_format))).toEqual([true, false]);
      await entry(noJsonModel, user, { feeling: 'NEUTRAL', description: 'Un miércoles normal.', audioUrl: '' });
      expect(received.map((request) => Boolean(request.response_format))).toEqual([true, false, false]);
    } finally {
      await noJsonModel.app.close();
    }
  });

  it('keeps the entry and answers within the time limit when the model hangs', async () => {
    mode = 'hang';
    const user = await consentingUser();
    const started = Date.now();
    const response = await entry(withModel, user, { feeling: 'TERRIBLE', description: 'No sé qué hacer con todo esto.', audioUrl: '' });
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(response.statusCode).toBe(201);
    expect(response.json().aiResponse).toBeNull();
    expect((await get(user, '/api/diary')).json().data).toHaveLength(1);
  });

  it("never sends crisis text to the model: the reply carries the lines of the person's country", async () => {
    const user = await consentingUser();
    const response = await entry(withModel, user, { feeling: 'TERRIBLE', description: 'Ya no quiero despertar mañana.', audioUrl: '' });
    expect(response.statusCode).toBe(201);
    expect(response.json().adviceSource).toBe('crisis');
    expect(response.json().aiResponse).toContain('[024](tel:024)');
    expect(response.json().crisisLines.map((line: { number: string }) => line.number)).toEqual(['024', '717 003 717', '112']);
    expect(received).toHaveLength(0);
  });

  it('answers 400 in Spanish to a bad feeling or a text over 5000 characters, and 401 without a token', async () => {
    const user = await registerUser(t);
    const bad = await entry(t, user, { feeling: 'FELIZ', description: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toEqual(['Elige cómo te sientes.']);
    const long = await entry(t, user, { feeling: 'GOOD', description: 'x'.repeat(5001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toEqual(['Tu texto puede tener como máximo 5000 caracteres. Acórtalo un poco para poder guardarlo.']);
    expect((await t.app.inject({ method: 'POST', url: '/api/diary/entry', payload: { feeling: 'GOOD', description: 'x' } })).statusCode).toBe(401);
  });
});

describe('GET /api/diary', () => {
  it('pages newest first with an opaque cursor, exact with many entries in the same millisecond', async () => {
    const user = await registerUser(t);
    const other = await registerUser(t);
    t.clock.set(new Date('2026-03-10T10:00:00.123Z'));
    for (let i = 0; i < 25; i++) {
      if (i % 10 === 0) t.clock.advance(1);
      await entry(t, user, { feeling: 'GOOD', description: `Entrada ${i}`, audioUrl: '' });
    }
    await entry(t, other, { feeling: 'BAD', description: 'De otra persona', audioUrl: '' });

    const seen: string[] = [];
    let cursor: string | null = null;
    const sizes: number[] = [];
    do {
      const query: string = cursor ? `?cursor=${cursor}` : '';
      const page = (await get(user, `/api/diary${query}`)).json();
      sizes.push(page.data.length);
      seen.push(...page.data.map((record: { description: string }) => record.description));
      cursor = page.nextCursor;
    } while (cursor);
    expect(sizes).toEqual([10, 10, 5]);
    expect(new Set(seen).size).toBe(25);
    expect(seen).not.toContain('De otra persona');
    expect(seen.slice(0, 5)).toEqual(expect.arrayContaining(['Entrada 24', 'Entrada 23', 'Entrada 22', 'Entrada 21', 'Entrada 20']));
    // Entries 0–9 share one millisecond: they come last, ordered by id within it.
    expect(new Set(seen.slice(-10))).toEqual(new Set(Array.from({ length: 10 }, (_, i) => `Entrada ${i}`)));
  });

  it('bounds the limit and refuses a forged cursor', async () => {
    const user = await registerUser(t);
    expect((await get(user, '/api/diary?limit=500')).statusCode).toBe(400);
    const forged = await get(user, '/api/diary?cursor=no-es-un-cursor');
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toEqual(['El cursor no es válido.']);
  });
});

describe('GET /api/diary/month', () => {
  it('places an entry on the day the person lived it, in their time zone', async () => {
    // 21:30 on 30 November in Mexico City is already 1 December in UTC.
    t.clock.set(new Date('2026-12-01T03:30:00.000Z'));
    const user = await registerUser(t);
    await entry(t, user, { feeling: 'NEUTRAL', description: 'Tarde de domingo', audioUrl: '' });
    const novemberResponse = await get(user, '/api/diary/month?year=2026&month=11&tz=America/Mexico_City');
    expect(novemberResponse.statusCode, novemberResponse.body).toBe(200);
    const november = novemberResponse.json();
    const decemberMx = (await get(user, '/api/diary/month?year=2026&month=12&tz=America/Mexico_City')).json();
    const decemberUtc = (await get(user, '/api/diary/month?year=2026&month=12')).json();
    expect(november.map((record: { description: string }) => record.description)).toEqual(['Tarde de domingo']);
    expect(decemberMx).toEqual([]);
    expect(decemberUtc.map((record: { description: string }) => record.description)).toEqual(['Tarde de domingo']);
  });

  it('answers 400 to an unknown time zone or a month out of range', async () => {
    const user = await registerUser(t);
    const badTz = await get(user, '/api/diary/month?year=2026&month=11&tz=Marte/Olympus');
    expect(badTz.statusCode).toBe(400);
    expect(badTz.json().message).toEqual(['La zona horaria no es válida.']);
    expect((await get(user, '/api/diary/month?year=2026&month=13')).json().message).toEqual(['El mes debe estar entre 1 y 12.']);
  });
});

describe('PATCH and DELETE /api/diary/{id}', () => {
  const patch = (app: TestApp, user: User, id: string, payload: object) =>
    app.app.inject({ method: 'PATCH', url: `/api/diary/${id}`, headers: user.auth, payload });

  it('changes the feeling and the text, keeps the date, and writes a new reply for the new words', async () => {
    const user = await registerUser(t);
    const created = (await entry(t, user, { feeling: 'BAD', description: 'Un día gris.', audioUrl: '' })).json();
    const response = await patch(t, user, created.id, { feeling: 'GOOD', description: 'Al final salió el sol.' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      id: created.id,
      feeling: 'GOOD',
      description: 'Al final salió el sol.',
      adviceSource: 'builtin',
      createdAt: created.createdAt,
    });
    expect((await get(user, '/api/diary')).json().data[0]).toMatchObject({ feeling: 'GOOD', description: 'Al final salió el sol.' });
    const onlyFeeling = (await patch(t, user, created.id, { feeling: 'GREAT' })).json();
    expect(onlyFeeling).toMatchObject({ feeling: 'GREAT', description: 'Al final salió el sol.' });
  });

  it('runs the crisis check again on new text: the reply becomes the crisis reply and the model never sees it', async () => {
    const user = await consentingUser();
    const created = (await entry(withModel, user, { feeling: 'BAD', description: 'Estoy cansada.', audioUrl: '' })).json();
    received.length = 0;
    const response = await patch(withModel, user, created.id, { description: 'Ya no quiero despertar mañana.' });
    expect(response.statusCode).toBe(200);
    expect(response.json().adviceSource).toBe('crisis');
    expect(response.json().crisisLines.map((line: { number: string }) => line.number)).toContain('024');
    expect(received).toHaveLength(0);
  });

  it('deletes a record: 204, then gone from the list, the month and the statistics', async () => {
    const user = await registerUser(t);
    const created = (await entry(t, user, { feeling: 'NEUTRAL', description: 'Para borrar.', audioUrl: '' })).json();
    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/diary/${created.id}`, headers: user.auth });
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');
    expect((await get(user, '/api/diary')).json().data).toEqual([]);
    expect((await get(user, '/api/profile/metrics')).json().totalRecords).toBe(0);
    const again = await t.app.inject({ method: 'DELETE', url: `/api/diary/${created.id}`, headers: user.auth });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toEqual(['No encontramos esa entrada.']);
  });

  it('answers 400 in Spanish to an empty change or a bad id; blank text leaves the feeling alone', async () => {
    const user = await registerUser(t);
    const created = (await entry(t, user, { feeling: 'NEUTRAL', description: 'Algo.', audioUrl: '' })).json();
    expect((await patch(t, user, created.id, {})).json().message).toEqual(['Cambia cómo te sientes o lo que escribiste.']);
    const blank = await patch(t, user, created.id, { description: '  ' });
    expect(blank.statusCode).toBe(200);
    expect(blank.json()).toMatchObject({ feeling: 'NEUTRAL', description: '' });
    const badId = await patch(t, user, 'no-es-un-id', { feeling: 'GOOD' });
    expect(badId.statusCode).toBe(400);
  });
});
