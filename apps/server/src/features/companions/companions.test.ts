import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPANION_CODE_ALPHABET, companionMessages, errorMessages, EXPORT_JSON_NAME } from '@sendero/shared';
import { openPostgres, type Database } from '../../db/client.js';
import { createTestDatabase } from '../../test/database.js';
import { createRoute, registerUser } from '../../test/factories.js';
import { createTestApp, type CapturingMailer, type TestApp } from '../../test/test-app.js';
import { defaultAuthLimits } from '../auth/attempt-limits.js';
import { unzipText } from '../../test/zip.js';
import type { Mailer } from '../../lib/mail.js';
import { companionInvitations, companionReads, companionships } from './companions.tables.js';

// docs/product.md#companions-wellbeing-checks-and-organisations "A companion, with consent" (decision 035). Two apps on one database stand for two
// processes: an end on one must stop reads on the other at once.
let database: Database;
let second: Database;
let t: TestApp;
let other: TestApp;

beforeAll(async () => {
  database = await createTestDatabase();
  // On PostgreSQL the second app has its own pool, as another process would.
  second = database.kind === 'postgres' ? openPostgres(database.jobQueue.connectionString!, 5) : database;
  t = await createTestApp({ database });
  other = await createTestApp({ database: second });
  await createRoute(t, { contentPoints: [5, 10] });
});
afterAll(async () => {
  await other.close();
  await t.close();
  if (second !== database) await second.close();
  await database.close();
});

type User = Awaited<ReturnType<typeof registerUser>>;
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, user?: User, payload?: object, app: TestApp = t) =>
  app.app.inject({ method, url, headers: user?.auth, ...(payload ? { payload } : {}) });

const CODE = new RegExp(`^[${COMPANION_CODE_ALPHABET}]{8}$`);

async function invite(person: User, scopes: string[]) {
  const response = await call('POST', '/api/companions/invitations', person, { scopes });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ code: string; expiresAt: string }>();
}

/** A person, a companion, and the relationship between them with `scopes`. */
async function pair(scopes: string[], names: { person?: string; companion?: string } = {}) {
  const person = await registerUser(t, { firstName: names.person ?? 'Lucía', lastName: 'Martínez' });
  const companion = await registerUser(t, { firstName: names.companion ?? 'Marta', lastName: 'Gómez' });
  const { code } = await invite(person, scopes);
  const accepted = await call('POST', '/api/companions/accept', companion, { code });
  expect(accepted.statusCode, accepted.body).toBe(201);
  return { person, companion, id: accepted.json<{ id: string }>().id };
}

const errorOf = (response: { statusCode: number; json(): unknown }) => ({ status: response.statusCode, body: response.json() });

describe('POST /api/companions/invitations', () => {
  it('gives a code of 8 unambiguous letters and digits, valid 7 days, different each time', async () => {
    const person = await registerUser(t);
    const first = await invite(person, ['summary', 'routes']);
    const again = await invite(person, ['summary']);
    expect(first.code).toMatch(CODE);
    expect(again.code).not.toBe(first.code);
    expect(new Date(first.expiresAt).getTime()).toBe(t.clock.now().getTime() + 7 * 24 * 3_600_000);
    // Stored as a hash only: whoever reads the database cannot use a pending code.
    const stored = await t.db.select().from(companionInvitations).where(eq(companionInvitations.personId, person.user.id));
    expect(stored.map((row) => row.codeHash)).not.toContain(first.code);
    expect(JSON.stringify(stored)).not.toContain(first.code);
  });

  it('keeps each scope once, in a fixed order', async () => {
    const { person, companion } = await pair(['routes', 'summary', 'routes', 'summary']);
    const [listed] = (await call('GET', '/api/companions', person)).json();
    expect(listed.scopes).toEqual(['summary', 'routes']);
    expect((await call('GET', '/api/people', companion)).json()[0].scopes).toEqual(['summary', 'routes']);
  });

  it.each([[[]], [['diario']], [['summary', 'todo']], ['summary'], [null], [[1]]])('refuses scopes %j with 400 in Spanish', async (scopes) => {
    const person = await registerUser(t);
    const response = await call('POST', '/api/companions/invitations', person, { scopes });
    expect(errorOf(response)).toEqual({ status: 400, body: { statusCode: 400, error: 'Bad Request', message: [companionMessages.scopesInvalid] } });
  });

  it('refuses a body without scopes, and a caller without a token', async () => {
    const person = await registerUser(t);
    expect((await call('POST', '/api/companions/invitations', person, {})).statusCode).toBe(400);
    expect((await call('POST', '/api/companions/invitations', undefined, { scopes: ['summary'] })).statusCode).toBe(401);
  });
});

describe('POST /api/companions/accept', () => {
  it('answers the person and the scopes; the same id is in both lists', async () => {
    const person = await registerUser(t, { firstName: 'Lucía', lastName: 'Martínez' });
    const companion = await registerUser(t, { firstName: 'Marta', lastName: 'Gómez' });
    const { code } = await invite(person, ['summary', 'routes']);
    // Typed in lower case with spaces and a dash: codes compare case-insensitively.
    const typed = `${code.slice(0, 4).toLowerCase()} - ${code.slice(4).toLowerCase()}`;
    const accepted = await call('POST', '/api/companions/accept', companion, { code: typed });
    expect(accepted.statusCode).toBe(201);
    const body = accepted.json();
    expect(body).toEqual({ id: expect.any(String), person: { firstName: 'Lucía', lastName: 'Martínez' }, scopes: ['summary', 'routes'] });
    expect((await call('GET', '/api/people', companion)).json()).toEqual([body]);
    expect((await call('GET', '/api/companions', person)).json()).toEqual([
      {
        id: body.id,
        companion: { firstName: 'Marta', lastName: 'Gómez', email: companion.email },
        scopes: ['summary', 'routes'],
        createdAt: expect.any(String),
        lastReadAt: null,
        alertOnCrisis: false,
      },
    ]);
  });

  it("refuses one's own code with 400, and the code still works for someone else", async () => {
    const person = await registerUser(t);
    const { code } = await invite(person, ['summary']);
    const own = await call('POST', '/api/companions/accept', person, { code });
    expect(errorOf(own)).toEqual({ status: 400, body: { statusCode: 400, error: 'Bad Request', message: [companionMessages.ownCode] } });
    expect((await call('POST', '/api/companions/accept', await registerUser(t), { code })).statusCode).toBe(201);
  });

  it('is single use: a used code answers 404, as an unknown one does', async () => {
    const person = await registerUser(t);
    const { code } = await invite(person, ['summary']);
    expect((await call('POST', '/api/companions/accept', await registerUser(t), { code })).statusCode).toBe(201);
    const used = await call('POST', '/api/companions/accept', await registerUser(t), { code });
    const unknown = await call('POST', '/api/companions/accept', await registerUser(t), { code: 'ZZZZ2222' });
    expect(errorOf(used)).toEqual({ status: 404, body: { statusCode: 404, error: 'Not Found', message: [companionMessages.codeNotFound] } });
    expect(errorOf(unknown)).toEqual(errorOf(used));
  });

  it('expires after 7 days', async () => {
    const person = await registerUser(t);
    const { code } = await invite(person, ['summary']);
    const late = await invite(person, ['routes']);
    t.clock.advance(7 * 24 * 3_600_000 - 1_000);
    // Signed in after the wait (an access token lives 15 minutes).
    expect((await call('POST', '/api/companions/accept', await registerUser(t), { code })).statusCode).toBe(201);
    t.clock.advance(2_000);
    const expired = await call('POST', '/api/companions/accept', await registerUser(t), { code: late.code });
    expect(errorOf(expired)).toEqual({ status: 404, body: { statusCode: 404, error: 'Not Found', message: [companionMessages.codeNotFound] } });
  });

  it('answers 409 to a pair that already has an active relationship; the new code stays unused', async () => {
    const { person, companion } = await pair(['summary']);
    const { code } = await invite(person, ['entries']);
    const again = await call('POST', '/api/companions/accept', companion, { code });
    expect(errorOf(again)).toEqual({ status: 409, body: { statusCode: 409, error: 'Conflict', message: [companionMessages.alreadyCompanion] } });
    expect((await call('GET', '/api/people', companion)).json().map((p: { scopes: string[] }) => p.scopes)).toEqual([['summary']]);
    expect((await call('POST', '/api/companions/accept', await registerUser(t), { code })).statusCode).toBe(201);
  });

  it('after an end, the same pair may start again with a new code', async () => {
    const { person, companion, id } = await pair(['summary']);
    expect((await call('DELETE', `/api/companions/${id}`, person)).statusCode).toBe(204);
    const { code } = await invite(person, ['routes']);
    const again = await call('POST', '/api/companions/accept', companion, { code });
    expect(again.statusCode).toBe(201);
    expect(again.json().id).not.toBe(id);
  });

  it('lets one of two accepts of one code at once win, on two processes', async () => {
    const person = await registerUser(t);
    const { code } = await invite(person, ['summary']);
    const [a, b] = [await registerUser(t), await registerUser(t)];
    const answers = await Promise.all([call('POST', '/api/companions/accept', a, { code }), call('POST', '/api/companions/accept', b, { code }, other)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 404]);
    const rows = await t.db.select().from(companionships).where(eq(companionships.personId, person.user.id));
    expect(rows).toHaveLength(1);
  });

  it('refuses a body without a code, or with a code far too long, with 400', async () => {
    const companion = await registerUser(t);
    expect((await call('POST', '/api/companions/accept', companion, {})).statusCode).toBe(400);
    const long = await call('POST', '/api/companions/accept', companion, { code: 'A'.repeat(33) });
    expect(errorOf(long)).toEqual({ status: 400, body: { statusCode: 400, error: 'Bad Request', message: [companionMessages.codeInvalid] } });
  });
});

describe("the companion's reads", () => {
  it("reads each granted scope in the shape of the person's own call, no-store, with an audit row and lastReadAt each time", async () => {
    const { person, companion, id } = await pair(['summary', 'entries', 'routes', 'safetyPlan']);
    await call('POST', '/api/diary/entry', person, { feeling: 'GOOD', description: 'Un paseo por el río.', audioUrl: '', tags: ['paseo'] });
    await call('PUT', '/api/safety-plan', person, { warningSigns: ['No duermo'], reasonsToLive: ['Mi perro'] });
    const reads: [string, string, string][] = [
      ['summary', `/api/people/${id}/summary`, ''],
      ['entries', `/api/people/${id}/diary?limit=5`, '/api/diary?limit=5'],
      ['routes', `/api/people/${id}/routes`, '/api/routes'],
      ['safetyPlan', `/api/people/${id}/safety-plan`, '/api/safety-plan'],
    ];
    for (const [scope, url, own] of reads) {
      t.clock.advance(60_000);
      const response = await call('GET', url, companion);
      expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      if (own) expect(response.json()).toEqual((await call('GET', own, person)).json());
      const [latest] = (await call('GET', `/api/companions/${id}/audit`, person)).json();
      expect(latest).toEqual({ at: t.clock.now().toISOString(), scope });
      expect((await call('GET', '/api/companions', person)).json()[0].lastReadAt).toBe(t.clock.now().toISOString());
    }
    const audit = (await call('GET', `/api/companions/${id}/audit`, person)).json();
    expect(audit.map((row: { scope: string }) => row.scope)).toEqual(['safetyPlan', 'routes', 'entries', 'summary']);
    expect((await call('GET', `/api/companions/${id}/audit`, person)).headers['cache-control']).toBe('no-store');
  });

  it('gives a summary of feelings by week, their counts and trend, the streak and the WHO-5 scores, never a text or a tag', async () => {
    const { person, companion, id } = await pair(['summary']);
    await call('POST', '/api/diary/entry', person, { feeling: 'GREAT', description: 'Texto muy privado.', audioUrl: '', tags: ['mi-etiqueta-propia'] });
    await call('POST', '/api/diary/entry', person, { feeling: 'BAD', description: 'Otro texto privado.', audioUrl: '' });
    expect((await call('POST', '/api/wellbeing/who5', person, { answers: [3, 2, 4, 1, 0] })).statusCode).toBe(201);
    t.clock.advance(60_000);
    expect((await call('POST', '/api/wellbeing/who5', person, { answers: [5, 5, 4, 4, 3] })).statusCode).toBe(201);
    const response = await call('GET', `/api/people/${id}/summary?tz=Europe/Madrid`, companion);
    expect(response.statusCode).toBe(200);
    const summary = response.json();
    expect(summary.weeks).toHaveLength(8);
    expect(summary.weeks.at(-1).records).toBe(2);
    expect(summary.feelingCounts).toEqual({ GREAT: 1, GOOD: 0, NEUTRAL: 0, BAD: 1, TERRIBLE: 0 });
    expect(summary.trend).toBeNull();
    expect(summary.streak.days).toBe(1);
    // Scores only, oldest first: never the answers.
    expect(summary.who5).toEqual([
      { rawScore: 10, percentScore: 40, createdAt: expect.any(String) },
      { rawScore: 21, percentScore: 84, createdAt: t.clock.now().toISOString() },
    ]);
    expect(response.body).not.toContain('privado');
    expect(response.body).not.toContain('mi-etiqueta-propia');
  });

  it('answers 403 in Spanish for a scope not granted, and records nothing', async () => {
    const { person, companion, id } = await pair(['summary', 'routes']);
    for (const url of [`/api/people/${id}/diary`, `/api/people/${id}/safety-plan`]) {
      const response = await call('GET', url, companion);
      expect(errorOf(response)).toEqual({ status: 403, body: { statusCode: 403, error: 'Forbidden', message: [companionMessages.scopeNotGranted] } });
      expect(response.headers['cache-control']).toBe('no-store');
    }
    expect((await call('GET', `/api/companions/${id}/audit`, person)).json()).toEqual([]);
    expect((await call('GET', '/api/companions', person)).json()[0].lastReadAt).toBeNull();
  });

  it('enforces narrowed scopes on the very next read, on the other process too', async () => {
    const { person, companion, id } = await pair(['summary', 'entries']);
    expect((await call('GET', `/api/people/${id}/diary`, companion, undefined, other)).statusCode).toBe(200);
    const narrowed = await call('PATCH', `/api/companions/${id}`, person, { scopes: ['summary'] });
    expect(narrowed.statusCode).toBe(200);
    expect(narrowed.json()).toMatchObject({ id, scopes: ['summary'], alertOnCrisis: false });
    expect((await call('GET', `/api/people/${id}/diary`, companion, undefined, other)).statusCode).toBe(403);
    expect((await call('GET', `/api/people/${id}/summary`, companion, undefined, other)).statusCode).toBe(200);
  });

  it("answers 404 to someone else's relationship and to the person reading through their own id", async () => {
    const { person, id } = await pair(['summary']);
    const stranger = await registerUser(t);
    const missing = '00000000-0000-4000-8000-000000000000';
    for (const reader of [stranger, person]) {
      const theirs = await call('GET', `/api/people/${id}/summary`, reader);
      expect(theirs.statusCode).toBe(404);
      expect(theirs.json()).toEqual((await call('GET', `/api/people/${missing}/summary`, reader)).json());
    }
  });
});

describe('ending it', () => {
  it('the person ends it: the next read answers 404 at once, on this process and on another', async () => {
    const { person, companion, id } = await pair(['summary', 'routes']);
    expect((await call('GET', `/api/people/${id}/routes`, companion, undefined, other)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/companions/${id}`, person)).statusCode).toBe(204);
    for (const app of [t, other]) {
      const read = await call('GET', `/api/people/${id}/routes`, companion, undefined, app);
      expect(errorOf(read)).toEqual({ status: 404, body: { statusCode: 404, error: 'Not Found', message: [companionMessages.relationshipNotFound] } });
    }
    expect((await call('GET', '/api/people', companion, undefined, other)).json()).toEqual([]);
    expect((await call('GET', '/api/companions', person)).json()).toEqual([]);
    // The person keeps the record of what was read.
    expect((await call('GET', `/api/companions/${id}/audit`, person)).json()).toEqual([{ at: expect.any(String), scope: 'routes' }]);
    expect((await call('DELETE', `/api/companions/${id}`, person)).statusCode).toBe(404);
    expect((await call('PATCH', `/api/companions/${id}`, person, { scopes: ['summary'] })).statusCode).toBe(404);
  });

  it('the companion ends it too, on another process', async () => {
    const { person, companion, id } = await pair(['summary']);
    expect((await call('DELETE', `/api/companions/${id}`, companion, undefined, other)).statusCode).toBe(204);
    expect((await call('GET', `/api/people/${id}/summary`, companion)).statusCode).toBe(404);
    expect((await call('GET', '/api/companions', person)).json()).toEqual([]);
  });

  it('only the person changes scopes; nobody else ends it', async () => {
    const { person, companion, id } = await pair(['summary']);
    const stranger = await registerUser(t);
    expect((await call('PATCH', `/api/companions/${id}`, companion, { scopes: ['summary', 'entries'] })).statusCode).toBe(404);
    expect((await call('GET', `/api/companions/${id}/audit`, companion)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/companions/${id}`, stranger)).statusCode).toBe(404);
    expect((await call('GET', '/api/companions', person)).json()[0].scopes).toEqual(['summary']);
  });

  it('refuses a change with nothing to change, or odd scopes, with 400', async () => {
    const { person, id } = await pair(['summary']);
    const empty = await call('PATCH', `/api/companions/${id}`, person, {});
    expect(errorOf(empty)).toEqual({ status: 400, body: { statusCode: 400, error: 'Bad Request', message: [companionMessages.nothingToChange] } });
    expect((await call('PATCH', `/api/companions/${id}`, person, { scopes: [] })).statusCode).toBe(400);
    expect((await call('PATCH', `/api/companions/${id}`, person, { alertOnCrisis: 'sí' })).statusCode).toBe(400);
  });
});

describe('the crisis alert', () => {
  const crisisText = 'Ya no quiero despertar mañana.';
  const sentTo = (app: TestApp, email: string) => (app.mailer as CapturingMailer).sent.filter((message) => message.to === email);

  it('emails a companion who was asked to be told, saying only that the person may need them', async () => {
    const { person, companion, id } = await pair(['summary'], { person: 'Inés', companion: 'Marta' });
    expect((await call('PATCH', `/api/companions/${id}`, person, { alertOnCrisis: true })).json().alertOnCrisis).toBe(true);
    const entry = await call('POST', '/api/diary/entry', person, { feeling: 'TERRIBLE', description: crisisText, audioUrl: '' });
    expect(entry.json().adviceSource).toBe('crisis');
    await t.app.afterAnswers.settled();
    const [mail, ...more] = sentTo(t, companion.email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('Inés podría necesitarte');
    expect(mail!.text).toContain('Inés Martínez podría necesitarte ahora.');
    expect(mail!.text).toContain('ponte en contacto con Inés');
    for (const part of [mail!.text, mail!.html, mail!.subject]) {
      expect(part).not.toContain('despertar');
      expect(part).not.toMatch(/TERRIBLE|Terrible|\d{1,2}:\d{2}|\d{4}-\d{2}-\d{2}/);
    }
  });

  it('sends nothing when the alert is off, nor to an ended relationship', async () => {
    const off = await pair(['summary']);
    const ended = await pair(['summary']);
    await call('PATCH', `/api/companions/${ended.id}`, ended.person, { alertOnCrisis: true });
    await call('DELETE', `/api/companions/${ended.id}`, ended.companion);
    for (const { person } of [off, ended]) {
      expect((await call('POST', '/api/diary/entry', person, { feeling: 'TERRIBLE', description: crisisText, audioUrl: '' })).json().adviceSource).toBe(
        'crisis',
      );
    }
    await t.app.afterAnswers.settled();
    expect(sentTo(t, off.companion.email)).toEqual([]);
    expect(sentTo(t, ended.companion.email)).toEqual([]);
  });

  it('never costs the person their entry when the mail queue fails', async () => {
    const failing: Mailer = {
      send: async () => {
        throw new Error('la cola de correo no responde');
      },
      close() {},
    };
    const broken = await createTestApp({ database: second, mailer: failing });
    try {
      const person = await registerUser(broken);
      const companion = await registerUser(broken);
      const { code } = (await call('POST', '/api/companions/invitations', person, { scopes: ['summary'] }, broken)).json();
      const { id } = (await call('POST', '/api/companions/accept', companion, { code }, broken)).json();
      expect((await call('PATCH', `/api/companions/${id}`, person, { alertOnCrisis: true }, broken)).statusCode).toBe(200);
      const entry = await call('POST', '/api/diary/entry', person, { feeling: 'TERRIBLE', description: crisisText, audioUrl: '' }, broken);
      expect(entry.statusCode).toBe(201);
      await broken.app.afterAnswers.settled();
      expect((await call('GET', '/api/diary', person, undefined, broken)).json().data).toHaveLength(1);
    } finally {
      await broken.close();
    }
  });
});

describe("the companion's own data, the export and erasure", () => {
  it("keeps the people a companion accompanies out of the companion's own diary, statistics and export", async () => {
    const { person, companion, id } = await pair(['summary', 'entries'], { person: 'Rosario' });
    await call('POST', '/api/diary/entry', person, { feeling: 'GOOD', description: 'Lo que escribió Rosario.', audioUrl: '' });
    expect((await call('GET', `/api/people/${id}/diary`, companion)).json().data).toHaveLength(1);
    expect((await call('GET', '/api/diary', companion)).json()).toEqual({ data: [], nextCursor: null });
    expect((await call('GET', '/api/profile/metrics', companion)).json().totalRecords).toBe(0);
    const exported = await call('GET', '/api/account/export', companion);
    const document = await unzipText(exported.rawPayload, EXPORT_JSON_NAME);
    expect(JSON.parse(document).companions).toEqual([]);
    expect(JSON.parse(document).diaryRecords).toEqual([]);
    expect(document).not.toContain('Rosario');
  });

  it("puts the person's companions and every read in the person's export", async () => {
    const { person, companion, id } = await pair(['summary']);
    await call('GET', `/api/people/${id}/summary`, companion);
    const exported = await call('GET', '/api/account/export', person);
    const document = JSON.parse(await unzipText(exported.rawPayload, EXPORT_JSON_NAME));
    expect(document.companions).toEqual([
      expect.objectContaining({
        id,
        companion: { firstName: 'Marta', lastName: 'Gómez', email: companion.email },
        scopes: ['summary'],
        endedAt: null,
        reads: [{ at: expect.any(String), scope: 'summary' }],
      }),
    ]);
  });

  it.each(['person', 'companion'] as const)('erasing the %s removes the relationship and its reads', async (who) => {
    const { person, companion, id } = await pair(['summary']);
    await call('GET', `/api/people/${id}/summary`, companion);
    const leaving = who === 'person' ? person : companion;
    expect((await call('DELETE', '/api/account', leaving, { password: leaving.password })).statusCode).toBe(204);
    expect(await t.db.select().from(companionships).where(eq(companionships.id, id))).toEqual([]);
    expect(await t.db.select().from(companionReads).where(eq(companionReads.companionshipId, id))).toEqual([]);
    const staying = who === 'person' ? companion : person;
    expect((await call('GET', who === 'person' ? '/api/people' : '/api/companions', staying)).json()).toEqual([]);
  });
});

describe('guessing codes (decision 046)', () => {
  it('30 wrong codes from one person get a Spanish 429 with Retry-After after the tenth; a person who has not failed, at the same address, still gets in with a right code', async () => {
    const limited = await createTestApp({
      database,
      authLimits: { codeFailuresPerUser: defaultAuthLimits.codeFailuresPerUser, codeFailuresPerIp: defaultAuthLimits.codeFailuresPerIp },
    });
    try {
      const address = { 'x-forwarded-for': '10.46.0.1' };
      const guesser = await registerUser(limited);
      const person = await registerUser(limited);
      const companion = await registerUser(limited);
      const { code } = (
        await limited.app.inject({ method: 'POST', url: '/api/companions/invitations', headers: person.auth, payload: { scopes: ['summary'] } })
      ).json<{ code: string }>();
      const statuses: number[] = [];
      for (let i = 0; i < 30; i += 1) {
        const guess = Array.from({ length: 8 }, (_, j) => COMPANION_CODE_ALPHABET[(i * 7 + j * 3) % COMPANION_CODE_ALPHABET.length]).join('');
        const response = await limited.app.inject({
          method: 'POST',
          url: '/api/companions/accept',
          headers: { ...guesser.auth, ...address },
          payload: { code: guess },
        });
        statuses.push(response.statusCode);
        if (response.statusCode === 429) {
          expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
          expect(response.json().message).toEqual([errorMessages.tooManyWrongCodes(Number(response.headers['retry-after']))]);
        }
      }
      expect(statuses).toEqual([...Array<number>(10).fill(404), ...Array<number>(20).fill(429)]);
      // The guesser is stopped even with the right code, which stays unused.
      expect(
        (await limited.app.inject({ method: 'POST', url: '/api/companions/accept', headers: { ...guesser.auth, ...address }, payload: { code } })).statusCode,
      ).toBe(429);
      const accepted = await limited.app.inject({
        method: 'POST',
        url: '/api/companions/accept',
        headers: { ...companion.auth, ...address },
        payload: { code },
      });
      expect(accepted.statusCode, accepted.body).toBe(201);
    } finally {
      await limited.close();
    }
  });
});
