import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/test-app.js';
import { createAdmin, createRoute, registerUser } from './test/factories.js';

/**
 * Bad input at scale (docs/product.md#api-rules: never a 500 for bad input; every error in one shape). Every
 * operation of /api/openapi.json gets odd and invalid requests, generated with a fixed seed, as
 * a user, as an admin and without a token: wrong types, missing and extra fields, huge and
 * negative numbers, long and strange Unicode (NUL, lone surrogates), deep arrays, wrong content
 * types, malformed JSON, ids that are not ids, bad %-escapes. A new operation is covered the day
 * it appears in the OpenAPI document.
 */
const SEED = 20261124;
const REQUESTS_PER_OPERATION_AND_CALLER = 100;

/** mulberry32: small, fast, and the same sequence on every machine. */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (max: number) => Math.floor(next() * max),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    chance: (p: number) => next() < p,
    /** A well-formed v4 UUID that names nothing. */
    uuid: () => {
      const hex = Array.from({ length: 32 }, () => Math.floor(next() * 16).toString(16));
      hex[12] = '4';
      hex[16] = '89ab'[Math.floor(next() * 4)]!;
      const h = hex.join('');
      return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
    },
  };
}
type Random = ReturnType<typeof random>;

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  format?: string;
};
type Operation = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  pathParams: string[];
  queryParams: string[];
  body?: { type: string; schema: JsonSchema };
};

const oddStrings = [
  '',
  ' ',
  'a',
  '\u0000',
  'texto\u0000con nulo',
  '\uD800',
  'solo \uDFFF mitad',
  '🙂'.repeat(300),
  'e\u0301'.repeat(200),
  '\u202Eotircse',
  '\u200B\u200C\u200D\uFEFF',
  'x'.repeat(5_001),
  'y'.repeat(120_000),
  "'; DROP TABLE users; --",
  '../../../etc/passwd',
  '<script>alert(1)</script>',
  '%00%ZZ%',
  '{"a":1}',
  'null',
  'true',
  '-1',
  '1e309',
  'NaN',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-4fff-bfff-ffffffffffff',
  '2026-02-30T25:61:00Z',
  'persona@example.com',
  'Europe/Madrid',
  'Mars/Olympus_Mons',
];
const oddNumbers = [0, -1, -0, 1.5, 2 ** 31, 2 ** 53 + 1, -(2 ** 63), 1e308, -1e308, Number.MAX_SAFE_INTEGER, 13, 9999];

function deepArray(depth: number): unknown {
  let value: unknown = 'fondo';
  for (let i = 0; i < depth; i++) value = [value];
  return value;
}

/** Any odd value: the right type sometimes, more often not. */
function oddValue(r: Random, schema?: JsonSchema): unknown {
  const roll = r.int(10);
  if (schema?.enum && roll === 0) return r.pick(schema.enum);
  if (roll <= 3) return r.pick(oddStrings);
  if (roll <= 5) return r.pick(oddNumbers);
  if (roll === 6) return r.pick([true, false, null]);
  if (roll === 7) return r.chance(0.5) ? deepArray(1 + r.int(200)) : Array.from({ length: r.int(500) }, () => r.pick(oddStrings));
  if (roll === 8) return { __proto__: { admin: true }, constructor: { prototype: { x: 1 } }, nested: { deeper: deepArray(30) } };
  return plausibleValue(r, schema);
}

/** A value of roughly the declared type, so that requests also get past validation sometimes. */
function plausibleValue(r: Random, schema?: JsonSchema): unknown {
  if (!schema) return r.pick(oddStrings);
  if (schema.enum) return r.pick(schema.enum);
  if (schema.anyOf?.length) return plausibleValue(r, r.pick(schema.anyOf));
  const type = Array.isArray(schema.type) ? r.pick(schema.type) : schema.type;
  switch (type) {
    case 'string':
      return schema.format === 'uuid' ? r.uuid() : r.pick(['Hola', 'Un día tranquilo.', 'persona@example.com', 'ES', '2026-01-05T10:00:00.000Z']);
    case 'integer':
    case 'number':
      return r.pick([1, 2, 5, 60, 100]);
    case 'boolean':
      return r.chance(0.5);
    case 'array':
      return Array.from({ length: r.int(3) }, () => plausibleValue(r, schema.items));
    case 'object':
      return objectFor(r, schema, 'plausible');
    default:
      return null;
  }
}

function objectFor(r: Random, schema: JsonSchema, mode: 'plausible' | 'odd'): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    // Required fields go missing now and then, optional ones come and go.
    if (r.chance(schema.required?.includes(name) ? 0.12 : 0.5)) continue;
    body[name] = mode === 'odd' && r.chance(0.4) ? oddValue(r, property) : plausibleValue(r, property);
  }
  if (r.chance(0.3)) body[r.pick(['extra', 'role', 'points', 'id', 'userId', '__proto__', 'constructor'])] = oddValue(r);
  return body;
}

/** %-encoding that survives lone surrogates, which become the bytes of an invalid UTF-8 sequence. */
function encode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return encodeURIComponent(value.replace(/[\uD800-\uDFFF]/g, '')) + '%ED%A0%80';
  }
}

const badIds = [
  'abc',
  '0',
  '-1',
  '1e9',
  'null',
  '%ZZ',
  '%',
  '%E0%A4%A',
  '%C0%AF',
  '%FF%FE',
  '%00',
  '..%2F..%2Fetc',
  'a'.repeat(101),
  'ñandú',
  '%F0%9F%99%82',
  '00000000-0000-0000-0000-00000000000g',
];

function pathFor(r: Random, operation: Operation, realIds: string[]): string {
  return operation.path.replace(/\{(\w+)\}/g, () => {
    const roll = r.int(4);
    if (roll === 0 && realIds.length) return r.pick(realIds);
    if (roll === 1) return r.uuid();
    return r.pick(badIds);
  });
}

function queryFor(r: Random, operation: Operation): string {
  const parts: string[] = [];
  for (const name of operation.queryParams) {
    if (r.chance(0.3)) continue;
    const value = r.chance(0.5) ? String(oddValue(r)).slice(0, 300) : r.pick(['1', '2026', '12', 'UTC', r.uuid(), '%ZZ', '%', '', '-5', '1e400', '%00']);
    // Raw on purpose now and then: malformed escapes must reach the server as sent.
    parts.push(`${name}=${r.chance(0.3) ? value : encode(value)}`);
    if (r.chance(0.1)) parts.push(`${name}=${encode(r.pick(oddStrings).slice(0, 50))}`);
  }
  if (r.chance(0.2)) parts.push(`${r.pick(['extra', 'limit', 'cursor', '__proto__'])}=${encode(String(oddValue(r)).slice(0, 100))}`);
  return parts.length ? `?${parts.join('&')}` : '';
}

type Payload = { headers: Record<string, string>; payload?: string | Buffer | FormData };

function bodyFor(r: Random, operation: Operation): Payload {
  const json = (value: unknown): Payload => ({ headers: { 'content-type': 'application/json' }, payload: JSON.stringify(value) });
  const roll = r.int(20);
  if (roll === 0)
    return {
      headers: { 'content-type': 'application/json' },
      payload: r.pick(['{', '{"a":', '[1,2', '"sin cerrar', 'nul', '{"a":1}}', '\u0000', '{"a":"\\ud800"}', '{"a":"\\u0000"}']),
    };
  if (roll === 1)
    return { headers: { 'content-type': 'application/json' }, payload: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc0, 0xaf, 0x22, 0x7d]) };
  if (roll === 2)
    return {
      headers: {
        'content-type': r.pick([
          'text/plain',
          'application/xml',
          'application/x-www-form-urlencoded',
          'image/png',
          'application/json; charset=latin1',
          'multipart/form-data',
        ]),
      },
      payload: r.pick(['a=1&b=2', '<a/>', 'hola', '--x\r\n']),
    };
  if (roll === 3)
    return {
      headers: { 'content-type': 'multipart/form-data; boundary=roto' },
      payload: '--roto\r\nContent-Disposition: form-data; name="title"\r\n\r\nsin final',
    };
  if (roll === 4 && r.chance(0.1)) return json({ relleno: 'x'.repeat(1024 * 1024 + 10) });
  if (roll === 5) return json(oddValue(r));
  if (roll === 6) return { headers: {}, payload: undefined };
  if (operation.body?.type === 'multipart/form-data' || roll === 7) {
    const form = new FormData();
    const fields = objectFor(r, operation.body?.schema ?? {}, 'odd');
    for (const [name, value] of Object.entries(fields)) form.append(name, typeof value === 'string' ? value : (JSON.stringify(value) ?? 'null'));
    if (r.chance(0.3))
      form.append(
        r.pick(['coverImage', 'file', 'otro']),
        new Blob([Buffer.from(r.pick(['GIF89a', '\x89PNG\r\n', 'ID3', 'hola']))]),
        r.pick(['a.png', 'b.mp3', '../c.gif', '']),
      );
    return { headers: {}, payload: form };
  }
  return json(objectFor(r, operation.body?.schema ?? {}, r.chance(0.7) ? 'odd' : 'plausible'));
}

/** Sign-in with the institution on, so its calls reach the service (an issuer that never answers: no request here gets that far). */
const oidc = { issuer: 'http://127.0.0.1:9', clientId: 'sendero', clientSecret: 'secreto', scopes: 'openid email profile', name: 'Universidad de Prueba' };

let t: TestApp;
let operations: Operation[];
const callers: Record<string, Record<string, string>> = {};
const realIds: string[] = [];

beforeAll(async () => {
  t = await createTestApp({ oidc });
  const user = await registerUser(t);
  const admin = await createAdmin(t);
  callers.user = user.auth;
  callers.admin = admin.auth;
  callers.nobody = {};
  const { route, contents } = await createRoute(t);
  realIds.push(route.id, contents[0]!.id, user.user.id);
  const progress = await t.app.inject({ method: 'POST', url: '/api/user-progress', headers: user.auth, payload: { routeId: route.id } });
  realIds.push(progress.json().id);
  // A real group, joined by the user, so group calls are tried on an id that exists too.
  const group = await t.app.inject({ method: 'POST', url: '/api/admin/groups', headers: admin.auth, payload: { name: 'Grupo de pruebas' } });
  await t.app.inject({ method: 'POST', url: '/api/groups/join', headers: user.auth, payload: { code: group.json().code } });
  realIds.push(group.json().id);
  // A companion relationship of the user's, so the companion calls also get an id that exists.
  const { code } = (
    await t.app.inject({
      method: 'POST',
      url: '/api/companions/invitations',
      headers: user.auth,
      payload: { scopes: ['summary', 'entries', 'routes', 'safetyPlan'] },
    })
  ).json();
  const accepted = await t.app.inject({ method: 'POST', url: '/api/companions/accept', headers: admin.auth, payload: { code } });
  realIds.push(accepted.json().id);
  // A WHO-5 check, so the list answers with a row to serialize.
  const check = await t.app.inject({ method: 'POST', url: '/api/wellbeing/who5', headers: user.auth, payload: { answers: [3, 2, 4, 1, 0] } });
  realIds.push(check.json().id);

  const spec = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
    paths: Record<string, Record<string, { parameters?: { in: string; name: string }[]; requestBody?: { content: Record<string, { schema: JsonSchema }> } }>>;
  };
  operations = Object.entries(spec.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => {
      const [type, media] = Object.entries(op.requestBody?.content ?? {})[0] ?? [];
      return {
        method: method.toUpperCase() as Operation['method'],
        path,
        pathParams: (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name),
        queryParams: (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
        body: type && media ? { type, schema: media.schema } : undefined,
      };
    }),
  );
});
afterAll(() => t.close());

describe('bad input at scale', () => {
  it(`answers ${REQUESTS_PER_OPERATION_AND_CALLER * 3} odd requests per operation with no 5xx, every error in the contract's shape`, async () => {
    const r = random(SEED);
    const byStatus: Record<number, number> = {};
    const failures: string[] = [];
    let sent = 0;
    for (const operation of operations) {
      for (const [caller, auth] of Object.entries(callers)) {
        for (let i = 0; i < REQUESTS_PER_OPERATION_AND_CALLER; i++) {
          const url = `${pathFor(r, operation, realIds)}${queryFor(r, operation)}`;
          const { headers, payload } =
            operation.method === 'GET' || operation.method === 'DELETE' ? (r.chance(0.8) ? { headers: {} } : bodyFor(r, operation)) : bodyFor(r, operation);
          const response = await t.app.inject({ method: operation.method, url, headers: { ...headers, ...auth }, payload: payload as never });
          sent += 1;
          byStatus[response.statusCode] = (byStatus[response.statusCode] ?? 0) + 1;
          const where = `${operation.method} ${url.slice(0, 120)} as ${caller}`;
          if (response.statusCode >= 500) failures.push(`${response.statusCode} ${where}: ${response.body.slice(0, 200)}`);
          if (response.statusCode >= 400) {
            let body: { statusCode?: unknown; error?: unknown; message?: unknown } = {};
            try {
              body = response.json();
            } catch {
              // not JSON: reported below
            }
            const shaped =
              body.statusCode === response.statusCode &&
              typeof body.error === 'string' &&
              Array.isArray(body.message) &&
              body.message.length > 0 &&
              body.message.every((m) => typeof m === 'string' && m.length > 0);
            if (!shaped) failures.push(`not in the contract's shape, ${where}: ${response.statusCode} ${response.body.slice(0, 200)}`);
          }
        }
      }
    }
    console.log(`bad input: ${sent} requests to ${operations.length} operations, by status ${JSON.stringify(byStatus)}`);
    expect(sent).toBeGreaterThanOrEqual(10_000);
    expect(failures.slice(0, 20)).toEqual([]);

    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
  }, 120_000);
});

// Decision 028: every limit answers in the contract's shape, 429 always with a Retry-After.
describe('limits at their edge', () => {
  it('each limited call, sent past its limit, answers 429 with Retry-After in the contract shape', async () => {
    const one = { max: 1, windowMs: 60_000 };
    const tight = await createTestApp({
      authLimits: {
        loginPerIp: one,
        loginPerEmail: one,
        forgotPerIp: one,
        forgotPerEmail: one,
        registerPerIp: { max: 3, windowMs: 60_000 },
        accountsPerIp: one,
        refreshFailuresPerIp: one,
        resetTokenFailuresPerIp: one,
        passwordChecksPerUser: one,
        codeFailuresPerUser: one,
        codeFailuresPerIp: one,
      },
      quotas: { entriesPerDay: 1 },
      oidc,
    });
    try {
      const user = await registerUser(tight);
      const calls: { method: 'POST' | 'DELETE'; url: string; payload: object; headers?: Record<string, string> }[] = [
        { method: 'POST', url: '/api/auth/register', payload: { email: 'otra@example.com', password: 'Sendero-prueba-2026', firstName: 'A', lastName: 'B' } },
        { method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: 'mala-clave' } },
        { method: 'POST', url: '/api/auth/forgot-password', payload: { email: user.email } },
        { method: 'POST', url: '/api/auth/refresh-token', payload: { refreshToken: 'x'.repeat(43) } },
        { method: 'POST', url: `/api/auth/reset-password/${'y'.repeat(43)}`, payload: { newPassword: 'Otra-clave-2026' } },
        { method: 'POST', url: '/api/auth/reset-password', payload: { currentPassword: 'mala-clave', newPassword: 'Otra-clave-2026' }, headers: user.auth },
        { method: 'DELETE', url: '/api/account', payload: { password: 'mala-clave' }, headers: user.auth },
        { method: 'POST', url: '/api/auth/oidc/exchange', payload: { code: 'z'.repeat(43) } },
        { method: 'POST', url: '/api/companions/accept', payload: { code: 'ZZZZ-ZZZZ' }, headers: user.auth },
        { method: 'POST', url: '/api/groups/join', payload: { code: 'ZZZZZZZZ' }, headers: user.auth },
        // An entry for a past day counts on the day it is stored (decision 059): it fills today's quota too
        // (the query string only tells it apart in `limited`).
        {
          method: 'POST',
          url: '/api/diary/entry?backdated',
          payload: {
            feeling: 'GOOD',
            description: 'Lo del martes.',
            audioUrl: '',
            createdAt: new Date(tight.clock.now().getTime() - 2 * 24 * 3600_000).toISOString(),
          },
          headers: user.auth,
        },
        { method: 'POST', url: '/api/diary/entry', payload: { feeling: 'GOOD', description: 'Hola.', audioUrl: '' }, headers: user.auth },
      ];
      const limited: string[] = [];
      for (const call of calls) {
        for (let i = 0; i < 3; i++) {
          const response = await tight.app.inject({ method: call.method, url: call.url, payload: call.payload, headers: call.headers });
          if (response.statusCode !== 429) continue;
          limited.push(call.url);
          const body = response.json();
          expect(body).toEqual({ statusCode: 429, error: 'Too Many Requests', message: [expect.stringMatching(/^[A-ZÁÉÍÓÚ].+\.$/)] });
          expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
        }
      }
      expect(new Set(limited).size).toBe(calls.length);
    } finally {
      await tight.close();
    }
  });
});

// "Informe para mi profesional": odd periods answer a Spanish 400 in the contract's shape; the
// edges that are real dates still make a PDF.
describe("the professional summary's period", () => {
  it('answers odd dates, flags and zones with a 400 in the contract shape, and real edge dates with a PDF', async () => {
    const person = await registerUser(t);
    const refused = [
      'from=0000-01-01',
      'from=2026-1-1',
      'from=%2B2026-01-01',
      'to=2026-13-01',
      'to=2026-02-29',
      `from=${'9'.repeat(5_000)}`,
      'from=%00',
      'from=2026-01-01T00:00:00Z',
      'from=2026-12-31&to=2026-01-01',
      'from=1970-01-01&to=9999-12-31',
      'entries=1',
      'entries=TRUE',
      'tz=',
      'tz=Mars%2FOlympus_Mons',
      `tz=${'a'.repeat(300)}`,
    ];
    for (const query of refused) {
      const response = await t.app.inject({ method: 'GET', url: `/api/profile/professional-summary.pdf?${query}`, headers: person.auth });
      expect({ query, status: response.statusCode }).toEqual({ query, status: 400 });
      expect(response.json()).toMatchObject({ statusCode: 400, error: 'Bad Request', message: [expect.stringMatching(/^[A-ZÁÉÍÓÚÑ¿¡].+\.$/)] });
    }
    for (const query of [
      'from=2024-02-29&to=2024-02-29',
      'from=9999-01-01&to=9999-12-31',
      'from=0100-01-01&to=0100-12-31&entries=true',
      'from=1000-01-01&to=1000-01-01&tz=Pacific%2FKiritimati&entries=false',
    ]) {
      const response = await t.app.inject({ method: 'GET', url: `/api/profile/professional-summary.pdf?${query}`, headers: person.auth });
      expect({ query, status: response.statusCode }).toEqual({ query, status: 200 });
      expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    }
  });
});

// An audio's transcript (decision 063): odd rows answer a Spanish 400 in the contract's shape, never a 500.
describe('subtitle rows', () => {
  it('answers odd transcripts with a 400 in the contract shape, on create and on edit', async () => {
    const admin = await createAdmin(t);
    const { route } = await createRoute(t, { contentPoints: [] });
    const form = (fields: Record<string, string>) => {
      const body = new FormData();
      for (const [name, value] of Object.entries(fields)) body.append(name, value);
      return body;
    };
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/contents',
      headers: admin.auth,
      payload: form({ routeId: route.id, title: 'Lectura', content: 'Texto' }),
    });
    expect(created.statusCode).toBe(201);
    const odd = [
      '[{"text":"a","start":3,"end":1}]',
      '[{"text":"","start":0,"end":1}]',
      '[{"text":"a","start":0,"end":1e308}]',
      '[{"text":"a","start":5,"end":6},{"text":"b","start":0,"end":1}]',
      '[{"text":"a","start":"0","end":1}]',
      '[{"text":"a","start":-0.5,"end":1}]',
      '[{"text":"a","start":null,"end":1}]',
      '{"text":"a","start":0,"end":1}',
      '[[[[[[["fondo"]]]]]]]',
      '[{"text":"\u0000","start":0,"end":1}]',
      'NaN',
      '',
    ];
    for (const subtitles of odd) {
      for (const [method, url, fields] of [
        ['POST', '/api/contents', { routeId: route.id, title: 'Audio', type: 'AUDIO', subtitles }],
        ['PATCH', `/api/contents/${created.json().id}`, { type: 'AUDIO', subtitles }],
      ] as const) {
        const response = await t.app.inject({ method, url, headers: admin.auth, payload: form(fields) });
        expect({ subtitles, method, status: response.statusCode }).toEqual({ subtitles, method, status: 400 });
        expect(response.json()).toMatchObject({
          statusCode: 400,
          error: 'Bad Request',
          message: expect.arrayContaining([expect.stringMatching(/^[A-ZÁÉÍÓÚÑ¿¡]/)]),
        });
      }
    }
  });
});
