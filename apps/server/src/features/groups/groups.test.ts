import { errorMessages, GROUP_CODE_ALPHABET, groupMessages, type Feeling } from '@sendero/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createRoute, registerUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { defaultAuthLimits } from '../auth/attempt-limits.js';
import { unzipText } from '../../test/zip.js';

type User = Awaited<ReturnType<typeof registerUser>>;
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

let t: TestApp;
let admin: User;
let facilitator: User;
let outsider: User;
// Joining happens on Monday 2 November 2026; entries are written on the Wednesdays after; reports are read later.
const JOINED = new Date('2026-11-02T08:00:00Z');
const READ = new Date('2026-11-20T12:00:00Z');

beforeAll(async () => {
  // Long-lived tokens: the clock moves across weeks within one test.
  t = await createTestApp({ accessTokenTtlMs: 90 * 86_400_000 });
  admin = await createAdmin(t);
  facilitator = await registerUser(t, { firstName: 'Fabiola', lastName: 'Facilitadora' });
  outsider = await registerUser(t, { firstName: 'Olga', lastName: 'Ajena' });
});
afterAll(() => t.close());

const call = (method: Method, url: string, user?: User, payload?: object) =>
  t.app.inject({ method, url, headers: user?.auth, ...(payload ? { payload } : {}) });

let serial = 0;
/** A person with a name, an email and texts found nowhere else, to search for in the report. */
async function person() {
  serial += 1;
  return registerUser(t, { firstName: `Nombreúnico${serial}x`, lastName: `Apellidoúnico${serial}y` });
}

async function groupWith(name = 'Programa de primavera', options: { routeIds?: string[]; facilitators?: string[] } = {}) {
  const created = await call('POST', '/api/admin/groups', admin, { name });
  expect(created.statusCode).toBe(201);
  const group = created.json<{ id: string; name: string; code: string }>();
  await call('PUT', `/api/admin/groups/${group.id}/facilitators`, admin, { userIds: options.facilitators ?? [facilitator.user.id] });
  if (options.routeIds) await call('PUT', `/api/admin/groups/${group.id}/routes`, admin, { routeIds: options.routeIds });
  return group;
}

async function joinAll(code: string, people: User[]) {
  t.clock.set(JOINED);
  for (const member of people) expect((await call('POST', '/api/groups/join', member, { code })).statusCode).toBe(201);
}

async function members(count: number) {
  return Promise.all(Array.from({ length: count }, () => person()));
}

async function write(member: User, feeling: Feeling, at: string) {
  t.clock.set(READ);
  const response = await call('POST', '/api/diary/entry', member, { feeling, description: `Texto privado de ${member.email}`, createdAt: at });
  expect(response.statusCode).toBe(201);
}

async function startRoute(member: User, routeId: string, contentIds: string[], complete: boolean) {
  const progress = (await call('POST', '/api/user-progress', member, { routeId })).json();
  if (!complete) return;
  for (const contentId of contentIds) {
    const interaction = (await call('POST', '/api/user-progress/interaction', member, { contentId, userRouteProgressId: progress.id })).json();
    expect((await call('PATCH', `/api/user-progress/interaction/${interaction.id}`, member, { completed: true })).statusCode).toBe(200);
  }
}

const report = async (groupId: string, user: User = facilitator, query = '') => {
  t.clock.set(READ);
  const response = await call('GET', `/api/groups/${groupId}/report${query}`, user);
  expect(response.statusCode, response.body).toBe(200);
  return response;
};

describe('groups: the admin calls', () => {
  it('creates a group with an 8-character code of unambiguous letters and digits, lists it, names facilitators and routes in order', async () => {
    const created = await call('POST', '/api/admin/groups', admin, { name: '  Bienestar 2026  ' });
    expect(created.statusCode).toBe(201);
    const group = created.json();
    expect(group).toEqual({ id: expect.any(String), name: 'Bienestar 2026', code: expect.stringMatching(new RegExp(`^[${GROUP_CODE_ALPHABET}]{8}$`)) });
    expect(group.code).not.toMatch(/[IO01L]/);

    const first = await createRoute(t, { title: 'Respirar', order: 11 });
    const second = await createRoute(t, { title: 'Dormir mejor', order: 12 });
    const routes = await call('PUT', `/api/admin/groups/${group.id}/routes`, admin, { routeIds: [second.route.id, first.route.id, second.route.id] });
    expect(routes.statusCode).toBe(200);
    expect(routes.json().routes).toEqual([
      { id: second.route.id, title: 'Dormir mejor' },
      { id: first.route.id, title: 'Respirar' },
    ]);
    const named = await call('PUT', `/api/admin/groups/${group.id}/facilitators`, admin, { userIds: [facilitator.user.id] });
    expect(named.statusCode).toBe(200);
    expect(named.json().facilitators).toEqual([{ id: facilitator.user.id, firstName: 'Fabiola', lastName: 'Facilitadora', email: facilitator.email }]);

    const list = await call('GET', '/api/admin/groups', admin);
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toBe('no-store');
    const listed = list.json().find((item: { id: string }) => item.id === group.id);
    expect(listed).toMatchObject({ name: 'Bienestar 2026', code: group.code, members: null, routes: [{ id: second.route.id }, { id: first.route.id }] });
  });

  it('gives every group its own code', async () => {
    const codes = new Set<string>();
    for (let i = 0; i < 20; i++) codes.add((await call('POST', '/api/admin/groups', admin, { name: `Grupo ${i}` })).json().code);
    expect(codes.size).toBe(20);
  });

  it('refuses people who are not admins (403) and callers without a token (401)', async () => {
    const group = await groupWith();
    for (const [method, url, payload] of [
      ['POST', '/api/admin/groups', { name: 'Mío' }],
      ['GET', '/api/admin/groups', undefined],
      ['PUT', `/api/admin/groups/${group.id}/facilitators`, { userIds: [outsider.user.id] }],
      ['PUT', `/api/admin/groups/${group.id}/routes`, { routeIds: [] }],
    ] as const) {
      expect((await call(method, url, facilitator, payload)).statusCode, `${method} ${url}`).toBe(403);
      expect((await call(method, url, undefined, payload)).statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('answers 404 for an unknown group and 400 in Spanish for unknown people or routes, changing nothing', async () => {
    const group = await groupWith();
    const missing = '00000000-0000-4000-8000-000000000000';
    for (const url of [`/api/admin/groups/${missing}/facilitators`, `/api/admin/groups/${missing}/routes`]) {
      const response = await call('PUT', url, admin, url.endsWith('facilitators') ? { userIds: [] } : { routeIds: [] });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toEqual([groupMessages.groupNotFound]);
    }
    const people = await call('PUT', `/api/admin/groups/${group.id}/facilitators`, admin, { userIds: [missing] });
    expect(people.statusCode).toBe(400);
    expect(people.json().message).toEqual([groupMessages.usersUnknown]);
    const routes = await call('PUT', `/api/admin/groups/${group.id}/routes`, admin, { routeIds: [missing] });
    expect(routes.statusCode).toBe(400);
    expect(routes.json().message).toEqual([groupMessages.routesUnknown]);
    const listed = (await call('GET', '/api/admin/groups', admin)).json().find((item: { id: string }) => item.id === group.id);
    expect(listed.facilitators.map((f: { id: string }) => f.id)).toEqual([facilitator.user.id]);
    expect((await call('POST', '/api/admin/groups', admin, { name: '   ' })).json().message).toEqual([groupMessages.nameRequired]);
  });
});

describe('groups: joining and leaving', () => {
  it('joins with the code as typed (lower case, spaces, dashes), again without change, leaves, and sees its routes in order', async () => {
    const { route } = await createRoute(t, { title: 'Ruta del grupo', order: 13 });
    const group = await groupWith('Grupo de la mañana', { routeIds: [route.id] });
    const member = await person();
    const typed = `${group.code.slice(0, 4).toLowerCase()}- ${group.code.slice(4)}`;
    const joined = await call('POST', '/api/groups/join', member, { code: typed });
    expect(joined.statusCode).toBe(201);
    expect(joined.json()).toEqual({ id: group.id, name: 'Grupo de la mañana' });
    const again = await call('POST', '/api/groups/join', member, { code: group.code });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ id: group.id, name: 'Grupo de la mañana' });

    expect((await call('GET', '/api/groups', member)).json()).toEqual([{ id: group.id, name: 'Grupo de la mañana', routeIds: [route.id] }]);
    expect((await call('GET', '/api/groups', outsider)).json()).toEqual([]);

    expect((await call('DELETE', `/api/groups/${group.id}/membership`, member)).statusCode).toBe(204);
    expect((await call('GET', '/api/groups', member)).json()).toEqual([]);
    const twice = await call('DELETE', `/api/groups/${group.id}/membership`, member);
    expect(twice.statusCode).toBe(404);
    expect(twice.json().message).toEqual([groupMessages.notMember]);
  });

  it("puts the person's groups in their export (name and when they joined), and leaving takes them out", async () => {
    const group = await groupWith('Grupo exportado');
    const member = await person();
    await joinAll(group.code, [member]);
    const exported = async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/account/export', headers: member.auth });
      return JSON.parse(await unzipText(response.rawPayload, 'sendero-export.json')).groups;
    };
    expect(await exported()).toEqual([{ name: 'Grupo exportado', joinedAt: JOINED.toISOString() }]);
    await call('DELETE', `/api/groups/${group.id}/membership`, member);
    expect(await exported()).toEqual([]);
  });

  it('answers 404 for an unknown code, 400 for a malformed one, 409 for a facilitator of the group, 401 without a token', async () => {
    const group = await groupWith();
    const unknown = await call('POST', '/api/groups/join', outsider, { code: 'ZZZZ2222' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toEqual([groupMessages.codeUnknown]);
    const malformed = await call('POST', '/api/groups/join', outsider, { code: 'O0I1' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toEqual([groupMessages.codeInvalid]);
    const own = await call('POST', '/api/groups/join', facilitator, { code: group.code });
    expect(own.statusCode).toBe(409);
    expect(own.json().message).toEqual([groupMessages.facilitatorCannotJoin]);
    expect((await call('POST', '/api/groups/join', undefined, { code: group.code })).statusCode).toBe(401);
    expect((await call('DELETE', `/api/groups/${group.id}/membership`, undefined)).statusCode).toBe(401);
  });

  it('lists the groups a person facilitates (every group for an admin, none for others)', async () => {
    const { route } = await createRoute(t, { title: 'Ruta facilitada', order: 14 });
    const group = await groupWith('Grupo facilitado', { routeIds: [route.id] });
    const mine = (await call('GET', '/api/groups/facilitated', facilitator)).json();
    expect(mine).toContainEqual({ id: group.id, name: 'Grupo facilitado', code: group.code, routes: [{ id: route.id, title: 'Ruta facilitada' }] });
    expect((await call('GET', '/api/groups/facilitated', outsider)).json()).toEqual([]);
    expect((await call('GET', '/api/groups/facilitated', admin)).json().map((g: { id: string }) => g.id)).toContain(group.id);
  });
});

describe('groups: the report', () => {
  it("is for the group's facilitators and admins only: others 403, an unknown group 404, no token 401", async () => {
    const group = await groupWith();
    const member = await person();
    await joinAll(group.code, [member]);
    for (const suffix of ['report', 'report.csv']) {
      const url = `/api/groups/${group.id}/${suffix}`;
      for (const user of [outsider, member]) {
        const refused = await call('GET', url, user);
        expect(refused.statusCode).toBe(403);
        expect(refused.json().message).toEqual([groupMessages.notFacilitator]);
      }
      expect((await call('GET', url, undefined)).statusCode).toBe(401);
      expect((await call('GET', `/api/groups/00000000-0000-4000-8000-000000000000/${suffix}`, facilitator)).statusCode).toBe(404);
      expect((await call('GET', url, admin)).statusCode).toBe(200);
      expect((await call('GET', url, facilitator)).statusCode).toBe(200);
    }
  });

  it('shows nothing below 10 members (0 included) and the count from 10; one leaving hides it again', async () => {
    const group = await groupWith();
    const empty = (await report(group.id)).json();
    expect(empty.members).toBeNull();
    expect(empty.who5).toEqual({ people: null, meanFirst: null, meanLast: null });
    expect(empty.feelings).toHaveLength(12);
    expect(empty.feelings.every((week: { counts: Record<string, unknown> }) => Object.values(week.counts).every((count) => count === null))).toBe(true);

    const people = await members(10);
    await joinAll(group.code, people.slice(0, 9));
    expect((await report(group.id)).json().members).toBeNull();
    await joinAll(group.code, people.slice(9));
    expect((await report(group.id)).json().members).toBe(10);
    expect((await call('GET', '/api/admin/groups', admin)).json().find((g: { id: string }) => g.id === group.id).members).toBe(10);

    expect((await call('DELETE', `/api/groups/${group.id}/membership`, people[3]!)).statusCode).toBe(204);
    expect((await report(group.id)).json().members).toBeNull();
  });

  it('never counts a facilitator as a member, even one who had joined before being named', async () => {
    const group = await groupWith();
    const people = await members(10);
    await joinAll(group.code, people);
    expect((await report(group.id)).json().members).toBe(10);
    await call('PUT', `/api/admin/groups/${group.id}/facilitators`, admin, { userIds: [facilitator.user.id, people[0]!.user.id] });
    expect((await report(group.id)).json().members).toBeNull();
  });

  describe('with 25 members who started, completed and wrote', () => {
    let group: { id: string; code: string };
    let people: User[];
    let routeId: string;
    let quietRouteId: string;

    beforeAll(async () => {
      const { route, contents } = await createRoute(t, { title: '=Ruta con fórmula', order: 15, contentPoints: [5] });
      const quiet = await createRoute(t, { title: 'Ruta tranquila', order: 16, contentPoints: [5] });
      routeId = route.id;
      quietRouteId = quiet.route.id;
      group = await groupWith('=HYPERLINK("http://malo")', { routeIds: [route.id, quiet.route.id] });
      people = await members(25);
      await joinAll(group.code, people);
      // 15 started (25 − 15 = 10 did not: shown); 10 completed, but 15 − 10 = 5 did not: hidden.
      for (const [i, member] of people.slice(0, 15).entries())
        await startRoute(
          member,
          route.id,
          contents.map((c) => c.id),
          i < 10,
        );
      // 9 started the quiet route: hidden.
      for (const member of people.slice(0, 9)) await startRoute(member, quiet.route.id, [], false);
      // Week of 2 Nov: 12 GOOD and 3 BAD: GOOD alone would say "all but 3 of those who wrote felt good".
      for (const member of people.slice(0, 12)) await write(member, 'GOOD', '2026-11-04T10:00:00Z');
      for (const member of people.slice(12, 15)) await write(member, 'BAD', '2026-11-04T11:00:00Z');
      // Week of 9 Nov: 12 GOOD, 10 NEUTRAL, 2 TERRIBLE (24 wrote): NEUTRAL goes too, so the 2 are not the difference.
      for (const member of people.slice(0, 12)) await write(member, 'GOOD', '2026-11-11T10:00:00Z');
      for (const member of people.slice(12, 22)) await write(member, 'NEUTRAL', '2026-11-11T10:00:00Z');
      for (const member of people.slice(22, 24)) await write(member, 'TERRIBLE', '2026-11-11T10:00:00Z');
      // The same person twice in a week counts once.
      await write(people[0]!, 'GOOD', '2026-11-12T10:00:00Z');
    }, 120_000);

    it('shows started when it and its complement are ≥ 10, and hides completed when started − completed < 10', async () => {
      const body = (await report(group.id)).json();
      expect(body.members).toBe(25);
      expect(body.routes).toEqual([
        { routeId, title: '=Ruta con fórmula', started: 15, completed: null },
        { routeId: quietRouteId, title: 'Ruta tranquila', started: null, completed: null },
      ]);
    });

    it('counts people per feeling and week, and hides cells so the few are never the difference', async () => {
      const body = (await report(group.id)).json();
      const week = (name: string) => body.feelings.find((row: { week: string }) => row.week === name)?.counts;
      expect(body.feelings.map((row: { week: string }) => row.week).slice(-3)).toEqual(['2026-11-02', '2026-11-09', '2026-11-16']);
      expect(week('2026-11-02')).toEqual({ GREAT: null, GOOD: null, NEUTRAL: null, BAD: null, TERRIBLE: null });
      expect(week('2026-11-09')).toEqual({ GREAT: null, GOOD: 12, NEUTRAL: null, BAD: null, TERRIBLE: null });
      expect(week('2026-11-16')).toEqual({ GREAT: null, GOOD: null, NEUTRAL: null, BAD: null, TERRIBLE: null });
    });

    it('takes whole weeks for from and to, and refuses a reversed, malformed or too long period', async () => {
      const body = (await report(group.id, facilitator, '?from=2026-11-11&to=2026-11-11')).json();
      expect(body.feelings.map((row: { week: string }) => row.week)).toEqual(['2026-11-09']);
      expect(body.feelings[0].counts.GOOD).toBe(12);
      for (const [query, message] of [
        ['?from=2026-11-20&to=2026-11-01', groupMessages.periodInvalid],
        ['?from=2026-02-30', groupMessages.dateInvalid],
        ['?from=2020-01-01&to=2026-11-01', groupMessages.periodTooLong],
      ]) {
        const refused = await call('GET', `/api/groups/${group.id}/report${query}`, facilitator);
        expect(refused.statusCode, query).toBe(400);
        expect(refused.json().message).toEqual([message]);
      }
    });

    it('names no one, in the JSON or the CSV: no name, email, id or text of a member', async () => {
      const json = (await report(group.id)).body;
      const csv = (await call('GET', `/api/groups/${group.id}/report.csv`, facilitator)).body;
      for (const member of people) {
        for (const secret of [member.email, member.user.id, member.user.firstName, member.user.lastName, `Texto privado de ${member.email}`]) {
          expect(json).not.toContain(secret);
          expect(csv).not.toContain(secret);
        }
      }
    });

    it('downloads the same figures as CSV, "menos de 10" where hidden, with no live formula', async () => {
      const response = await call('GET', `/api/groups/${group.id}/report.csv`, facilitator);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['content-disposition']).toContain('attachment');
      const lines = response.body.split('\r\n');
      expect(lines[0]).toBe('\uFEFFapartado,semana,ruta,medida,valor');
      expect(lines).toContain(`Grupo,,,"'=HYPERLINK(""http://malo"")",`);
      expect(lines).toContain('Participantes,,,personas,25');
      expect(lines).toContain("Ruta,,'=Ruta con fórmula,personas que la empezaron,15");
      expect(lines).toContain("Ruta,,'=Ruta con fórmula,personas que la completaron,menos de 10");
      expect(lines).toContain('Sentimientos,2026-11-09,,personas que escribieron «Bien»,12');
      expect(lines).toContain('Sentimientos,2026-11-09,,personas que escribieron «Neutral»,menos de 10');
      expect(lines).toContain('WHO-5,,,media del último cuestionario (%),menos de 10');
    });

    it('gives the WHO-5 means of first and last checks through the wellbeing feature, only over 10 people', async () => {
      // 12 people check twice (a week apart), after joining; 13 never do: both counts are 10 or more apart.
      for (const [i, member] of people.slice(0, 12).entries()) {
        t.clock.set(new Date('2026-11-04T09:00:00Z'));
        expect((await call('POST', '/api/wellbeing/who5', member, { answers: [2, 2, 2, 2, i === 0 ? 4 : 2] })).statusCode).toBe(201);
        t.clock.set(new Date('2026-11-11T09:00:00Z'));
        expect((await call('POST', '/api/wellbeing/who5', member, { answers: [3, 3, 3, 3, 3] })).statusCode).toBe(201);
      }
      // raw 10 → 40 %, one raw 12 → 48 %: (11 × 40 + 48) / 12 = 40.67 → 41; last: raw 15 → 60 %.
      expect((await report(group.id)).json().who5).toEqual({ people: 12, meanFirst: 41, meanLast: 60 });
    });

    it('changes when a person leaves: their figures go with them', async () => {
      const before = (await report(group.id)).json();
      expect(before.routes[0].started).toBe(15);
      expect((await call('DELETE', `/api/groups/${group.id}/membership`, people[0]!)).statusCode).toBe(204);
      const after = (await report(group.id)).json();
      expect(after.members).toBe(24);
      // 14 started of 24: 10 did not, so 14 shows; the week of 9 Nov now has 11 GOOD among 23 writers.
      expect(after.routes[0].started).toBe(14);
      expect(after.feelings.find((row: { week: string }) => row.week === '2026-11-09').counts.GOOD).toBe(11);
      // 11 with a check now: the same people at first and last, without the one who left.
      expect(after.who5).toEqual({ people: 11, meanFirst: 40, meanLast: 60 });
    });
  });
});

describe('guessing join codes (decision 046)', () => {
  const wrongCode = (i: number) => Array.from({ length: 8 }, (_, j) => GROUP_CODE_ALPHABET[(i * 5 + j * 11) % GROUP_CODE_ALPHABET.length]).join('');

  it('30 wrong codes from one person get a Spanish 429 with Retry-After after the tenth; a person who has not failed still joins', async () => {
    const limited = await createTestApp({
      database: t.database,
      authLimits: { codeFailuresPerUser: defaultAuthLimits.codeFailuresPerUser, codeFailuresPerIp: defaultAuthLimits.codeFailuresPerIp },
    });
    try {
      const address = { 'x-forwarded-for': '10.46.1.1' };
      const group = (await limited.app.inject({ method: 'POST', url: '/api/admin/groups', headers: admin.auth, payload: { name: 'Grupo con código' } })).json<{
        code: string;
      }>();
      const guesser = await registerUser(limited);
      const statuses: number[] = [];
      for (let i = 0; i < 30; i += 1) {
        const response = await limited.app.inject({
          method: 'POST',
          url: '/api/groups/join',
          headers: { ...guesser.auth, ...address },
          payload: { code: wrongCode(i) },
        });
        statuses.push(response.statusCode);
        if (response.statusCode === 429) expect(response.json().message).toEqual([errorMessages.tooManyWrongCodes(Number(response.headers['retry-after']))]);
      }
      expect(statuses).toEqual([...Array<number>(10).fill(404), ...Array<number>(20).fill(429)]);
      expect(
        (await limited.app.inject({ method: 'POST', url: '/api/groups/join', headers: { ...guesser.auth, ...address }, payload: { code: group.code } }))
          .statusCode,
      ).toBe(429);
      const member = await registerUser(limited);
      const joined = await limited.app.inject({
        method: 'POST',
        url: '/api/groups/join',
        headers: { ...member.auth, ...address },
        payload: { code: group.code },
      });
      expect(joined.statusCode, joined.body).toBe(201);
    } finally {
      await limited.close();
    }
  });

  it('an address that failed 100 times is stopped for everyone there, with Retry-After; other addresses are not', async () => {
    const limited = await createTestApp({
      database: t.database,
      authLimits: { codeFailuresPerUser: defaultAuthLimits.codeFailuresPerUser, codeFailuresPerIp: defaultAuthLimits.codeFailuresPerIp },
    });
    try {
      const address = { 'x-forwarded-for': '10.46.2.1' };
      const group = (
        await limited.app.inject({ method: 'POST', url: '/api/admin/groups', headers: admin.auth, payload: { name: 'Grupo de una dirección' } })
      ).json<{ code: string }>();
      for (let person = 0; person < 10; person += 1) {
        const guesser = await registerUser(limited);
        for (let i = 0; i < 10; i += 1) {
          const response = await limited.app.inject({
            method: 'POST',
            url: '/api/groups/join',
            headers: { ...guesser.auth, ...address },
            payload: { code: wrongCode(person * 10 + i) },
          });
          expect(response.statusCode).toBe(404);
        }
      }
      const newcomer = await registerUser(limited);
      const stopped = await limited.app.inject({
        method: 'POST',
        url: '/api/groups/join',
        headers: { ...newcomer.auth, ...address },
        payload: { code: wrongCode(999) },
      });
      expect(stopped.statusCode).toBe(429);
      expect(Number(stopped.headers['retry-after'])).toBeGreaterThan(0);
      const elsewhere = await limited.app.inject({
        method: 'POST',
        url: '/api/groups/join',
        headers: { ...newcomer.auth, 'x-forwarded-for': '10.46.2.2' },
        payload: { code: group.code },
      });
      expect(elsewhere.statusCode).toBe(201);
    } finally {
      await limited.close();
    }
  });
});
