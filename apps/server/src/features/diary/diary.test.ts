import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { registerUser } from '../../test/factories.js';
import { createModelProvider } from './advice/providers.js';

/** A local OpenAI-compatible Chat Completions server whose behaviour each test sets. */
type Mode = 'answer' | 'error' | 'hang';
let mode: Mode = 'answer';
const received: { model: string; messages: { role: string; content: string }[] }[] = [];
const model = http.createServer((request, response) => {
  let body = '';
  request.on('data', (chunk) => (body += chunk));
  request.on('end', () => {
    if (request.url !== '/v1/chat/completions') return response.writeHead(404).end();
    received.push(JSON.parse(body));
    if (mode === 'hang') return; // never answers
    if (mode === 'error') return response.writeHead(500, { 'content-type': 'application/json' }).end('{"error":{"message":"boom"}}');
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify({
        id: 'chatcmpl-test',
        object: 'chat.completion',
        created: 0,
        model: 'modelo-de-prueba',
        choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content: 'Respira hondo. **Lo estás haciendo bien.**' } }],
      }),
    );
  });
});

let t: TestApp;
let withModel: TestApp;
beforeAll(async () => {
  await new Promise<void>((resolve) => model.listen(0, '127.0.0.1', resolve));
  const { port } = model.address() as AddressInfo;
  t = await createTestApp();
  withModel = await createTestApp({
    database: t.database,
    advice: createModelProvider({ baseUrl: `http://127.0.0.1:${port}/v1`, apiKey: 'clave-de-prueba', model: 'modelo-de-prueba' }),
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
const entry = (app: TestApp, user: User, payload: object) =>
  app.app.inject({ method: 'POST', url: '/api/diary/entry', headers: user.auth, payload });
const get = (user: User, url: string) => t.app.inject({ method: 'GET', url, headers: user.auth });

describe('POST /api/diary/entry', () => {
  it('stores the entry and answers with built-in Spanish advice when no model is set', async () => {
    const user = await registerUser(t);
    const response = await entry(t, user, { feeling: 'BAD', description: '  Hoy discutí con mi jefe en el trabajo.  ', audioUrl: '' });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({ feeling: 'BAD', description: 'Hoy discutí con mi jefe en el trabajo.', adviceSource: 'builtin', audioUrl: '' });
    expect(body.aiResponse).toBe(body.advice);
    expect(body.aiResponse).toContain('trabajo');
    expect(body.aiResponse).toContain('sugerencia automática');
    expect(body.aiResponse).not.toMatch(/medicament|pastilla|fármaco/i);
  });

  it('asks the OpenAI-compatible model with the Spanish system prompt and returns its reply', async () => {
    const user = await registerUser(t);
    const response = await entry(withModel, user, { feeling: 'NEUTRAL', description: 'Un día tranquilo en casa.', audioUrl: '' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ aiResponse: 'Respira hondo. **Lo estás haciendo bien.**', adviceSource: 'model' });
    expect(received).toHaveLength(1);
    expect(received[0]!.model).toBe('modelo-de-prueba');
    expect(received[0]!.messages[0]!.content).toMatch(/No diagnostiques.*medicamentos/);
    expect(received[0]!.messages[1]!.content).toContain('Un día tranquilo en casa.');
  });

  it('keeps the entry without advice when the model fails', async () => {
    mode = 'error';
    const user = await registerUser(t);
    const response = await entry(withModel, user, { feeling: 'GOOD', description: 'Salí a correr.', audioUrl: '' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ aiResponse: null, advice: null, adviceSource: 'none' });
    const page = (await get(user, '/api/diary')).json();
    expect(page.data.map((record: { description: string }) => record.description)).toEqual(['Salí a correr.']);
  });

  it('keeps the entry and answers within the time limit when the model hangs', async () => {
    mode = 'hang';
    const user = await registerUser(t);
    const started = Date.now();
    const response = await entry(withModel, user, { feeling: 'TERRIBLE', description: 'No sé qué hacer con todo esto.', audioUrl: '' });
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(response.statusCode).toBe(201);
    expect(response.json().aiResponse).toBeNull();
    expect((await get(user, '/api/diary')).json().data).toHaveLength(1);
  });

  it('never sends crisis text to the model: the reply points to crisis lines', async () => {
    const user = await registerUser(t);
    const response = await entry(withModel, user, { feeling: 'TERRIBLE', description: 'Ya no quiero despertar mañana.', audioUrl: '' });
    expect(response.statusCode).toBe(201);
    expect(response.json().adviceSource).toBe('crisis');
    expect(response.json().aiResponse).toContain('024');
    expect(received).toHaveLength(0);
  });

  it('answers 400 in Spanish to a bad feeling or an empty description, and 401 without a token', async () => {
    const user = await registerUser(t);
    const bad = await entry(t, user, { feeling: 'FELIZ', description: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toEqual(['Elige cómo te sientes.']);
    const empty = await entry(t, user, { feeling: 'GOOD', description: '   ' });
    expect(empty.json().message).toEqual(['Cuéntanos qué pasó.']);
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
