import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/test-app.js';
import { createAdmin, createRoute, registerUser } from './test/factories.js';
import { multipartForm } from './test/uploads.js';
import { oneLine, pdfText, pdftotextMissing } from './test/pdf-text.js';

/**
 * The ownership matrix (docs/product.md#api-rules and #data-ownership-and-scale). Two people each make one of every
 * kind of object a person owns; the second tries every read, change and delete on the first's
 * ids. Someone else's id answers 404 exactly as a missing id does, per-person resources only
 * ever show the caller's own, and nothing of the owner's changes. A new kind of owned object is
 * one more entry in `kinds`; a new operation that takes an id must be tried by some entry or be
 * listed in `notOwned`, or the last test fails.
 */
type Person = Awaited<ReturnType<typeof registerUser>>;
type Ids = Record<string, string>;
/** `operation` as OpenAPI names it ("PATCH /api/diary/{id}"); `params` fill its braces. */
type Attempt = { operation: string; params?: Ids; payload?: object };
/** `read` turns an answer that is not JSON (a PDF) into what `check` looks at. */
type OwnOnly = {
  operation: string;
  payload?: object;
  read?: (response: Awaited<ReturnType<TestApp['app']['inject']>>) => unknown;
  check: (body: unknown, ids: Ids, caller: Person) => void;
};

type OwnedKind = {
  name: string;
  /** Makes one for `owner`; the ids the intruder will try. */
  make(owner: Person): Promise<Ids>;
  /** What the owner sees of it: the same after every attempt. */
  look(owner: Person, ids: Ids): Promise<unknown>;
  /** Calls on the owner's ids: each must answer as for a missing id (404). */
  refused: Attempt[];
  /** Calls on resources each person has one of (no id): the intruder gets only their own. */
  ownOnly: OwnOnly[];
};

/** Operations that take an id but touch nothing a person owns (admin authoring, one-time links). */
const notOwned = [
  'GET /api/contents/{id}',
  'PATCH /api/contents/{id}',
  'DELETE /api/contents/{id}',
  'PUT /api/contents/{id}/captions',
  'DELETE /api/contents/{id}/captions',
  'PATCH /api/routes/{id}',
  'DELETE /api/routes/{id}',
  'GET /api/auth/users/{id}',
  'POST /api/auth/reset-password/{token}',
  // A signed stop link from the person's own email: it names them, no one can make one for another.
  'POST /api/reminders/unsubscribe/{token}',
  // Groups are the admins' to shape (403 for others, groups.test.ts); a group's report is its
  // facilitators' and admins' (403 for anyone else, docs/product.md#companions-wellbeing-checks-and-organisations) and names no one.
  'PUT /api/admin/groups/{id}/facilitators',
  'PUT /api/admin/groups/{id}/routes',
  'GET /api/groups/{id}/report',
  'GET /api/groups/{id}/report.csv',
  // The diary's prompts are the admins' to retire and bring back (403 for others, diary/prompts.test.ts).
  'PATCH /api/admin/diary-prompts/{id}',
];

let t: TestApp;
let admin: Person;
let route: { id: string };
let contentIds: string[];

const send = async (person: Person | undefined, operation: string, params: Ids = {}, payload?: object) => {
  const [method, template] = operation.split(' ') as ['GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', string];
  const url = template.replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? '');
  return t.app.inject({ method, url, headers: person?.auth ?? {}, ...(payload ? { payload } : {}) });
};
const json = async (person: Person, operation: string, params?: Ids, payload?: object) => (await send(person, operation, params, payload)).json();

const kinds: OwnedKind[] = [
  {
    name: 'diary record',
    async make(owner) {
      const entry = await json(owner, 'POST /api/diary/entry', {}, { feeling: 'BAD', description: 'Lo que escribió la dueña.', audioUrl: '' });
      return { id: entry.id };
    },
    look: (owner) => json(owner, 'GET /api/diary'),
    refused: [{ operation: 'PATCH /api/diary/{id}', payload: { description: 'Cambiado por otra persona.' } }, { operation: 'DELETE /api/diary/{id}' }],
    ownOnly: [
      { operation: 'GET /api/diary', check: (body, ids) => expect((body as { data: { id: string }[] }).data.map((r) => r.id)).not.toContain(ids.id) },
      {
        operation: `GET /api/diary/month?year=${new Date().getUTCFullYear()}&month=${new Date().getUTCMonth() + 1}&tz=UTC`,
        check: (body, ids) => expect((body as { id: string }[]).map((r) => r.id)).not.toContain(ids.id),
      },
      // Searching the owner's own words (sealed at rest) finds nothing of theirs, by words or by filters alone.
      { operation: 'GET /api/diary/search?q=escribio%20duena', check: (body) => expect((body as { data: unknown[] }).data).toEqual([]) },
      { operation: 'GET /api/diary/search?feeling=BAD', check: (body) => expect((body as { data: unknown[] }).data).toEqual([]) },
      { operation: 'GET /api/profile/metrics', check: (body) => expect((body as { totalRecords: number }).totalRecords).toBe(0) },
      {
        // "Informe para mi profesional" with the entries: only the caller's own (none), never the owner's words or name.
        operation: 'GET /api/profile/professional-summary.pdf?entries=true',
        read: (response) => (pdftotextMissing ? null : oneLine(pdfText(response.rawPayload))),
        check: (text) => {
          if (text === null) return;
          expect(text).toContain('No hay registros en este periodo.');
          expect(text).not.toContain('Lo que escribió la dueña.');
          expect(text).not.toContain('Dueña');
        },
      },
    ],
  },
  {
    name: 'diary voice note',
    async make(owner) {
      const bytes = fs.readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'test/fixtures/voice-note.webm'));
      const upload = await t.app.inject({
        method: 'POST',
        url: '/api/diary/voice-notes',
        headers: owner.auth,
        payload: multipartForm({}, { field: 'file', name: 'nota.webm', bytes }),
      });
      return { id: upload.json().audioUrl.split('/').pop() };
    },
    look: async (owner, ids) => {
      const heard = await send(owner, 'GET /api/diary/voice-notes/{id}', ids);
      return [heard.statusCode, heard.rawPayload.length];
    },
    refused: [{ operation: 'GET /api/diary/voice-notes/{id}' }],
    ownOnly: [],
  },
  {
    name: 'route progress',
    async make(owner) {
      const progress = await json(owner, 'POST /api/user-progress', {}, { routeId: route.id });
      return { id: progress.id };
    },
    look: async (owner) => (await json(owner, 'GET /api/routes')).find((r: { id: string }) => r.id === route.id),
    refused: [
      { operation: 'PATCH /api/user-progress/{id}', payload: { lastVisitedAt: '2030-01-01T00:00:00.000Z' } },
      // An interaction hung on someone else's progress.
      { operation: 'POST /api/user-progress/interaction', payload: { contentId: '{contentId}', userRouteProgressId: '{id}' } },
    ],
    ownOnly: [
      {
        operation: 'GET /api/routes',
        check: (body, ids) => {
          const seen = (body as { id: string; userRouteProgressId: string | null; progressStatus: string }[]).find((r) => r.id === route.id)!;
          expect(seen.userRouteProgressId).not.toBe(ids.id);
          expect(seen.progressStatus).toBe('NOT_STARTED');
        },
      },
    ],
  },
  {
    name: 'content interaction',
    async make(owner) {
      const progress = await json(owner, 'POST /api/user-progress', {}, { routeId: route.id });
      const interaction = await json(owner, 'POST /api/user-progress/interaction', {}, { contentId: contentIds[0], userRouteProgressId: progress.id });
      return { id: interaction.id };
    },
    look: async (owner) => json(owner, `GET /api/contents?routeId=${route.id}`),
    refused: [
      { operation: 'PATCH /api/user-progress/interaction/{id}', payload: { completed: true } },
      { operation: 'PATCH /api/user-progress/interaction/{id}', payload: { quizResponses: '{"responses":[]}' } },
      { operation: 'PATCH /api/user-progress/interaction/{id}', payload: { lastVisitedAt: '2030-01-01T00:00:00.000Z', visitCount: 99 } },
    ],
    ownOnly: [
      {
        operation: `GET /api/contents?routeId={routeId}`,
        check: (body, ids) => {
          for (const content of body as { contentInteractionId: string | null; completed: boolean }[]) {
            expect(content.contentInteractionId).not.toBe(ids.id);
            expect(content.completed).toBe(false);
          }
        },
      },
      { operation: 'GET /api/auth/profile', check: (body, _, caller) => expect(body).toMatchObject({ id: caller.user.id, points: 0 }) },
    ],
  },
  {
    name: 'safety plan',
    async make(owner) {
      await json(
        owner,
        'PUT /api/safety-plan',
        {},
        { warningSigns: ['No duermo'], supportPeople: [{ name: 'Marta', phone: '600000000' }], reasonsToLive: ['Mi perro'] },
      );
      return {};
    },
    look: (owner) => json(owner, 'GET /api/safety-plan'),
    refused: [],
    ownOnly: [
      {
        operation: 'GET /api/safety-plan',
        check: (body) => expect(body).toMatchObject({ warningSigns: [], supportPeople: [], reasonsToLive: [], updatedAt: null }),
      },
      {
        operation: 'PUT /api/safety-plan',
        payload: { warningSigns: ['Lo de la intrusa'] },
        check: (body) => expect(body).toMatchObject({ warningSigns: ['Lo de la intrusa'], reasonsToLive: [] }),
      },
    ],
  },
  {
    name: 'daily reminder',
    async make(owner) {
      await json(owner, 'PUT /api/reminders', {}, { enabled: true, time: '07:30', timeZone: 'America/Santiago', channels: ['email'] });
      return {};
    },
    look: (owner) => json(owner, 'GET /api/reminders'),
    refused: [],
    ownOnly: [
      { operation: 'GET /api/reminders', check: (body) => expect(body).toMatchObject({ enabled: false, time: '20:00', updatedAt: null }) },
      {
        operation: 'PUT /api/reminders',
        payload: { enabled: false, time: '22:00', timeZone: 'Europe/Madrid', channels: ['email'] },
        check: (body) => expect(body).toMatchObject({ enabled: false, time: '22:00', timeZone: 'Europe/Madrid' }),
      },
    ],
  },
  {
    name: 'group membership',
    async make(owner) {
      const group = await json(admin, 'POST /api/admin/groups', {}, { name: 'Grupo de la dueña' });
      await json(owner, 'POST /api/groups/join', {}, { code: group.code });
      return { id: group.id };
    },
    look: (owner) => json(owner, 'GET /api/groups'),
    // Leaving a group one is not in answers as leaving a group that does not exist.
    refused: [{ operation: 'DELETE /api/groups/{id}/membership' }],
    ownOnly: [{ operation: 'GET /api/groups', check: (body) => expect(body).toEqual([]) }],
  },
  {
    // The person's companion (docs/product.md#companions-wellbeing-checks-and-organisations): neither the person's calls nor the companion's reads answer anyone else.
    name: 'companionship',
    async make(owner) {
      const { code } = await json(owner, 'POST /api/companions/invitations', {}, { scopes: ['summary', 'entries', 'routes', 'safetyPlan'] });
      const companion = await registerUser(t, { firstName: 'Acompañante' });
      const accepted = await json(companion, 'POST /api/companions/accept', {}, { code });
      return { id: accepted.id };
    },
    look: async (owner, ids) => [await json(owner, 'GET /api/companions'), await json(owner, 'GET /api/companions/{id}/audit', ids)],
    refused: [
      { operation: 'PATCH /api/companions/{id}', payload: { scopes: ['summary'], alertOnCrisis: true } },
      { operation: 'DELETE /api/companions/{id}' },
      { operation: 'GET /api/companions/{id}/audit' },
      { operation: 'GET /api/people/{id}/summary' },
      { operation: 'GET /api/people/{id}/diary' },
      { operation: 'GET /api/people/{id}/routes' },
      { operation: 'GET /api/people/{id}/safety-plan' },
    ],
    ownOnly: [
      { operation: 'GET /api/companions', check: (body) => expect(body).toEqual([]) },
      { operation: 'GET /api/people', check: (body) => expect(body).toEqual([]) },
    ],
  },
  {
    name: 'WHO-5 check',
    async make(owner) {
      const check = await json(owner, 'POST /api/wellbeing/who5', {}, { answers: [1, 2, 3, 2, 1] });
      await send(owner, 'POST /api/wellbeing/who5/offer/dismissal');
      return { id: check.id };
    },
    look: async (owner) => [await json(owner, 'GET /api/wellbeing/who5'), await json(owner, 'GET /api/wellbeing/who5/offer')],
    refused: [],
    ownOnly: [
      { operation: 'GET /api/wellbeing/who5', check: (body) => expect(body).toEqual([]) },
      { operation: 'GET /api/wellbeing/who5/offer', check: (body) => expect(body).toEqual({ due: true }) },
    ],
  },
  {
    name: 'profile',
    async make(owner) {
      await json(owner, 'PATCH /api/auth/profile', {}, { firstName: 'Dueña', country: 'MX' });
      return {};
    },
    look: (owner) => json(owner, 'GET /api/auth/profile'),
    refused: [],
    ownOnly: [
      {
        operation: 'PATCH /api/auth/profile',
        payload: { firstName: 'Intrusa' },
        check: (body, _, caller) => expect(body).toMatchObject({ id: caller.user.id, firstName: 'Intrusa' }),
      },
    ],
  },
];

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t);
  const created = await createRoute(t, { contentPoints: [5, 10] });
  route = created.route;
  contentIds = created.contents.map((content) => content.id);
});
afterAll(() => t.close());

const fill = (payload: object | undefined, ids: Ids) =>
  payload && JSON.parse(JSON.stringify(payload).replace(/"\{(\w+)\}"/g, (_, name: string) => JSON.stringify(ids[name] ?? name)));

describe('ownership matrix', () => {
  it.each(kinds.map((kind) => [kind.name, kind] as const))(
    "%s: someone else's ids answer 404 as missing ones do; per-person resources show only the caller's; nothing of the owner's changes",
    async (_, kind) => {
      const owner = await registerUser(t, { firstName: 'Dueña' });
      const intruder = await registerUser(t, { firstName: 'Intrusa' });
      const ids: Ids = { ...(await kind.make(owner)), routeId: route.id, contentId: contentIds[1]! };
      const before = await kind.look(owner, ids);

      for (const attempt of kind.refused) {
        const theirs = await send(intruder, attempt.operation, { ...ids, ...attempt.params }, fill(attempt.payload, ids));
        const missingIds = { ...ids, id: '00000000-0000-4000-8000-000000000000' };
        const missing = await send(intruder, attempt.operation, missingIds, fill(attempt.payload, missingIds));
        expect({ attempt: attempt.operation, status: theirs.statusCode }).toEqual({ attempt: attempt.operation, status: 404 });
        expect(theirs.json()).toEqual(missing.json());
      }
      for (const own of kind.ownOnly) {
        const operation = own.operation.replace(/\{(\w+)\}/g, (_, name: string) => ids[name] ?? '');
        const answer = await send(intruder, operation, ids, own.payload);
        expect(answer.statusCode, `${own.operation}: ${answer.body}`).toBe(200);
        own.check(own.read ? own.read(answer) : answer.json(), ids, intruder);
      }
      expect(await kind.look(owner, ids)).toEqual(before);
    },
  );

  it('tries every operation that takes an id, or says why it owns nothing', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as { paths: Record<string, Record<string, unknown>> };
    const withIds = Object.entries(spec.paths)
      .filter(([path]) => path.includes('{'))
      .flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`));
    const tried = new Set([...kinds.flatMap((kind) => kind.refused.map((attempt) => attempt.operation)), ...notOwned]);
    expect(withIds.filter((operation) => !tried.has(operation))).toEqual([]);
  });
});
