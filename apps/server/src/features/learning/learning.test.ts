import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createRoute, registerUser } from '../../test/factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type User = Awaited<ReturnType<typeof registerUser>>;
const call = (user: User | null, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: user ? user.auth : {} });

async function start(user: User, routeId: string) {
  return (await call(user, 'POST', '/api/user-progress', { routeId, status: 'IN_PROGRESS' })).json().id as string;
}
async function visit(user: User, contentId: string, progressId: string) {
  return (await call(user, 'POST', '/api/user-progress/interaction', { contentId, userRouteProgressId: progressId })).json().id as string;
}
const complete = (user: User, interactionId: string) =>
  call(user, 'PATCH', `/api/user-progress/interaction/${interactionId}`, { completed: true, completedAt: new Date().toISOString() });

describe('GET /api/routes and /api/contents', () => {
  it("lists routes by order with the caller's progress, NOT_STARTED before Comenzar", async () => {
    const second = await createRoute(t, { order: 20, title: 'Segunda' });
    const first = await createRoute(t, { order: 10, title: 'Primera' });
    const user = await registerUser(t);
    const response = await call(user, 'GET', '/api/routes');
    expect(response.statusCode).toBe(200);
    const listed = response.json().filter((r: { id: string }) => [first.route.id, second.route.id].includes(r.id));
    expect(listed.map((r: { title: string }) => r.title)).toEqual(['Primera', 'Segunda']);
    expect(listed[0]).toMatchObject({
      progress: 0,
      progressStatus: 'NOT_STARTED',
      lastInteraction: null,
      userRouteProgressId: null,
      coverImage: null,
      contentCount: 3,
      type: 'FOUNDATION',
    });
  });

  it("lists a route's contents by order with file as {url} and the caller's interaction", async () => {
    const { route, contents } = await createRoute(t);
    const user = await registerUser(t);
    const response = await call(user, 'GET', `/api/contents?routeId=${route.id}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.map((c: { id: string }) => c.id)).toEqual(contents.map((c) => c.id));
    expect(body[0]).toMatchObject({ completed: false, contentInteractionId: null, visitCount: 0, quizResponses: null, file: null, points: 5, duration: 60 });
    const one = await call(user, 'GET', `/api/contents/${contents[1]!.id}`);
    expect(one.json()).toMatchObject({ id: contents[1]!.id, type: 'AUDIO', points: 10 });
  });

  it('answers 400 for a bad routeId, 404 for an unknown one, 401 without a token', async () => {
    const user = await registerUser(t);
    const bad = await call(user, 'GET', '/api/contents?routeId=abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toEqual(['La ruta no es válida.']);
    const unknown = await call(user, 'GET', '/api/contents?routeId=00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toEqual(['No encontramos esa ruta.']);
    expect((await call(null, 'GET', '/api/routes')).statusCode).toBe(401);
    expect((await call(user, 'GET', '/api/contents/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});

describe('progress and points', () => {
  it('Comenzar creates one progress record however often it is pressed', async () => {
    const { route } = await createRoute(t);
    const user = await registerUser(t);
    const first = await call(user, 'POST', '/api/user-progress', { routeId: route.id, status: 'IN_PROGRESS' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ routeId: route.id, status: 'IN_PROGRESS', progress: 0 });
    const again = await call(user, 'POST', '/api/user-progress', { routeId: route.id, status: 'IN_PROGRESS' });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.json().id);
    const listed = (await call(user, 'GET', '/api/routes')).json().find((r: { id: string }) => r.id === route.id);
    expect(listed).toMatchObject({ progressStatus: 'IN_PROGRESS', userRouteProgressId: first.json().id });
  });

  it('opening a started route updates its last interaction', async () => {
    const { route } = await createRoute(t);
    const user = await registerUser(t);
    const progressId = await start(user, route.id);
    t.clock.advance(60_000);
    const response = await call(user, 'PATCH', `/api/user-progress/${progressId}`, { lastVisitedAt: new Date().toISOString() });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: progressId, routeId: route.id });
    const listed = (await call(user, 'GET', '/api/routes')).json().find((r: { id: string }) => r.id === route.id);
    expect(listed.lastInteraction).toBe(response.json().lastVisitedAt);
    expect((await call(user, 'PATCH', `/api/user-progress/${progressId}`, { lastVisitedAt: 'ayer' })).json().message).toEqual(['La fecha no es válida.']);
  });

  it('a visit creates the interaction once, later visits count up', async () => {
    const { route, contents } = await createRoute(t);
    const user = await registerUser(t);
    const progressId = await start(user, route.id);
    const created = await call(user, 'POST', '/api/user-progress/interaction', { contentId: contents[0]!.id, userRouteProgressId: progressId });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ visitCount: 1, completed: false });
    const repeated = await call(user, 'POST', '/api/user-progress/interaction', { contentId: contents[0]!.id, userRouteProgressId: progressId });
    expect(repeated.statusCode).toBe(200);
    expect(repeated.json().id).toBe(created.json().id);
    const visit2 = await call(user, 'PATCH', `/api/user-progress/interaction/${created.json().id}`, { lastVisitedAt: new Date().toISOString(), visitCount: 2 });
    expect(visit2.json().visitCount).toBe(2);
    const content = (await call(user, 'GET', `/api/contents/${contents[0]!.id}`)).json();
    expect(content).toMatchObject({ contentInteractionId: created.json().id, visitCount: 2 });
  });

  it('saves quiz responses as a JSON string and refuses malformed ones', async () => {
    const { route, contents } = await createRoute(t);
    const user = await registerUser(t);
    const interactionId = await visit(user, contents[0]!.id, await start(user, route.id));
    const quizResponses = JSON.stringify({ responses: [{ questionId: 'abc123', answer: 'Respiro hondo' }] });
    const saved = await call(user, 'PATCH', `/api/user-progress/interaction/${interactionId}`, { quizResponses });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().quizResponses).toBe(quizResponses);
    const bad = await call(user, 'PATCH', `/api/user-progress/interaction/${interactionId}`, { quizResponses: '{no es json' });
    expect(bad.statusCode).toBe(400);
    expect((await call(user, 'GET', `/api/contents/${contents[0]!.id}`)).json().quizResponses).toBe(quizResponses);
    const empty = await call(user, 'PATCH', `/api/user-progress/interaction/${interactionId}`, {});
    expect(empty.statusCode).toBe(400);
  });

  it('completing adds the points once, progress is floor(100 × done / total), COMPLETED at the end', async () => {
    const { route, contents } = await createRoute(t, { contentPoints: [5, 10, 15] });
    const user = await registerUser(t);
    const progressId = await start(user, route.id);
    const ids = [];
    for (const content of contents) ids.push(await visit(user, content.id, progressId));

    const first = await complete(user, ids[0]!);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ completed: true, routeProgressStatus: 'IN_PROGRESS', routeProgress: 33, pointsAwarded: 5, points: 5 });
    const again = await complete(user, ids[0]!);
    expect(again.json()).toMatchObject({ pointsAwarded: 0, points: 5, routeProgress: 33 });
    await complete(user, ids[1]!);
    const last = await complete(user, ids[2]!);
    expect(last.json()).toMatchObject({ routeProgressStatus: 'COMPLETED', routeProgress: 100, pointsAwarded: 15, points: 30 });
    expect((await call(user, 'GET', '/api/auth/profile')).json().points).toBe(30);
    const listed = (await call(user, 'GET', '/api/routes')).json().find((r: { id: string }) => r.id === route.id);
    expect(listed).toMatchObject({ progress: 100, progressStatus: 'COMPLETED' });
  });

  it('two simultaneous completions of the same content add its points once', async () => {
    const { route, contents } = await createRoute(t, { contentPoints: [7, 7] });
    const user = await registerUser(t);
    const interactionId = await visit(user, contents[0]!.id, await start(user, route.id));
    const answers = await Promise.all([complete(user, interactionId), complete(user, interactionId), complete(user, interactionId)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(answers.map((a) => a.json().pointsAwarded).sort()).toEqual([0, 0, 7]);
    expect((await call(user, 'GET', '/api/auth/profile')).json().points).toBe(7);
  });

  it('refuses an interaction for a content of another route', async () => {
    const a = await createRoute(t);
    const b = await createRoute(t);
    const user = await registerUser(t);
    const progressId = await start(user, a.route.id);
    const response = await call(user, 'POST', '/api/user-progress/interaction', { contentId: b.contents[0]!.id, userRouteProgressId: progressId });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual(['Ese contenido no pertenece a la ruta de este progreso.']);
  });
});

describe("someone else's progress", () => {
  it('answers 404, exactly as a missing id does, and changes nothing', async () => {
    const { route, contents } = await createRoute(t);
    const owner = await registerUser(t);
    const intruder = await registerUser(t);
    const progressId = await start(owner, route.id);
    const interactionId = await visit(owner, contents[0]!.id, progressId);

    const attempts = [
      call(intruder, 'PATCH', `/api/user-progress/${progressId}`, { lastVisitedAt: new Date().toISOString() }),
      call(intruder, 'POST', '/api/user-progress/interaction', { contentId: contents[1]!.id, userRouteProgressId: progressId }),
      call(intruder, 'PATCH', `/api/user-progress/interaction/${interactionId}`, { completed: true }),
      call(intruder, 'PATCH', `/api/user-progress/interaction/${interactionId}`, { quizResponses: '{"responses":[]}' }),
    ];
    for (const response of await Promise.all(attempts)) expect(response.statusCode).toBe(404);
    expect((await call(intruder, 'GET', '/api/auth/profile')).json().points).toBe(0);
    const ownerView = (await call(owner, 'GET', `/api/contents/${contents[0]!.id}`)).json();
    expect(ownerView).toMatchObject({ completed: false, quizResponses: null });
    const intruderView = (await call(intruder, 'GET', `/api/contents/${contents[0]!.id}`)).json();
    expect(intruderView).toMatchObject({ contentInteractionId: null, visitCount: 0 });
  });
});
