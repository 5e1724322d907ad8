import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diaryMessages, errorMessages } from '@sendero/shared';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { createAdmin, registerUser, uniqueEmail, strongPassword } from '../test/factories.js';
import { multipartForm } from '../test/uploads.js';

let t: TestApp;
let user: Awaited<ReturnType<typeof registerUser>>;
let admin: Awaited<ReturnType<typeof createAdmin>>;

beforeAll(async () => {
  t = await createTestApp();
  user = await registerUser(t);
  admin = await createAdmin(t);
});
afterAll(() => t.close());

const nul = 'Hola\u0000mundo';
const shape = (statusCode: number, error: string, message: string) => ({ statusCode, error, message: [message] });

describe('NUL in text is refused with 400, never stored altered, never a 500', () => {
  const json = (method: 'POST' | 'PATCH', url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method, url, payload, headers });

  it.each([
    ['register firstName', () => json('POST', '/api/auth/register', { email: uniqueEmail(), password: strongPassword, firstName: nul, lastName: 'Ruiz' })],
    ['register lastName', () => json('POST', '/api/auth/register', { email: uniqueEmail(), password: strongPassword, firstName: 'Eva', lastName: nul })],
    ['diary description', () => json('POST', '/api/diary/entry', { feeling: 'GOOD', description: nul, audioUrl: '' }, user.auth)],
    ['diary audioUrl', () => json('POST', '/api/diary/entry', { feeling: 'GOOD', description: 'Hoy bien.', audioUrl: nul }, user.auth)],
    ['a JSON key', () => json('POST', '/api/auth/login', { email: 'a@b.co', password: 'x', ['\u0000']: 1 })],
    ['a query string', () => t.app.inject({ method: 'GET', url: '/api/diary?cursor=%00', headers: user.auth })],
  ])('%s', async (_, send) => {
    const response = await send();
    expect(response.json()).toEqual(shape(400, 'Bad Request', errorMessages.nullCharacter));
  });

  it.each([
    ['route title', 'POST', '/api/routes', { title: nul, type: 'CUSTOM', description: 'Bien.' }],
    ['route description', 'POST', '/api/routes', { title: 'Ruta', type: 'CUSTOM', description: nul }],
  ] as const)('multipart %s', async (_, method, url, fields) => {
    const response = await t.app.inject({ method, url, payload: multipartForm(fields) as never, headers: admin.auth });
    expect(response.json()).toEqual(shape(400, 'Bad Request', errorMessages.nullCharacter));
  });
});

describe("Fastify's own errors take the contract's shape", () => {
  it('a bad %-escape in the path answers 400', async () => {
    const response = await t.app.inject({ method: 'PATCH', url: '/api/contents/%ZZ', headers: admin.auth });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(shape(400, 'Bad Request', errorMessages.badUrl));
  });

  it('a path parameter over 100 characters answers 414', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/contents/${'a'.repeat(101)}`, headers: user.auth });
    expect(response.statusCode).toBe(414);
    expect(response.json()).toEqual(shape(414, 'URI Too Long', errorMessages.uriTooLong));
  });

  it('malformed JSON answers 400 and a content type without a parser 415', async () => {
    const broken = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/json' }, payload: '{"email":' });
    expect(broken.json()).toEqual(shape(400, 'Bad Request', errorMessages.invalidJson));
    const wrongType = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'a=1',
    });
    expect(wrongType.json()).toEqual(shape(415, 'Unsupported Media Type', errorMessages.unsupportedMediaType));
  });
});

describe('requests the HTTP parser refuses, over a real socket', () => {
  let port: number;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as net.AddressInfo).port;
  });

  const raw = (request: string) =>
    new Promise<string>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.end(request));
      let answer = '';
      socket.on('data', (chunk) => (answer += chunk.toString('utf8')));
      socket.on('close', () => resolve(answer));
      socket.on('error', reject);
    });
  const bodyOf = (answer: string) => JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4));

  it('headers over 16 KiB answer 431', async () => {
    const answer = await raw(`GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    expect(bodyOf(answer)).toEqual(shape(431, 'Request Header Fields Too Large', errorMessages.headersTooLarge));
  });

  it('a URL over 16 KiB answers 431 in the same shape', async () => {
    const answer = await raw(`GET /api/diary?cursor=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`);
    expect(bodyOf(answer).message).toEqual([errorMessages.headersTooLarge]);
  });

  it('a request line that is not HTTP answers 400', async () => {
    const answer = await raw('HOLA MUNDO\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(bodyOf(answer)).toEqual(shape(400, 'Bad Request', errorMessages.badRequest));
  });
});

describe('a database that does not answer', () => {
  it('answers 503 (health, reads, and a diary write that says the entry was not saved), never 500', async () => {
    const own = await createTestApp();
    const person = await registerUser(own);
    await own.database.close();
    try {
      const health = await own.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(503);
      expect(health.json()).toEqual({ status: 'unavailable' });

      const read = await own.app.inject({ method: 'GET', url: '/api/routes', headers: person.auth });
      expect(read.statusCode).toBe(503);
      expect(read.json()).toEqual(shape(503, 'Service Unavailable', errorMessages.unavailable));
      expect(read.headers['retry-after']).toBeDefined();

      const write = await own.app.inject({
        method: 'POST',
        url: '/api/diary/entry',
        headers: person.auth,
        payload: { feeling: 'BAD', description: 'Un día largo.', audioUrl: '' },
      });
      expect(write.statusCode).toBe(503);
      expect(write.json()).toEqual(shape(503, 'Service Unavailable', diaryMessages.entryNotSaved));
    } finally {
      await own.app.close();
    }
  });
});
