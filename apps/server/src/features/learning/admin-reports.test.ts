import { describe, expect, it } from 'vitest';
import { errorMessages, learningMessages } from '@sendero/shared';
import { madeBeforeAll, useTestApp } from '../../test/test-app.js';
import { createAdmin, createRoute, registerUser, type RegisteredUser } from '../../test/factories.js';

const t = useTestApp();
const admin = madeBeforeAll(() => createAdmin(t));

type User = RegisteredUser;
const asUser = (user: User, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) => t.app.inject({ method, url, payload, headers: user.auth });
const asAdmin = (url: string) => t.app.inject({ method: 'GET', url, headers: admin.auth });

/** Starts the route and completes the first `count` of its contents. */
async function progressOn(user: User, routeId: string, contentIds: string[], count: number) {
  const progressId = (await asUser(user, 'POST', '/api/user-progress', { routeId, status: 'IN_PROGRESS' })).json().id;
  for (const contentId of contentIds.slice(0, count)) {
    const interaction = (await asUser(user, 'POST', '/api/user-progress/interaction', { contentId, userRouteProgressId: progressId })).json().id;
    await asUser(user, 'PATCH', `/api/user-progress/interaction/${interaction}`, { completed: true });
  }
  return progressId as string;
}

describe('GET /api/user-progress?routeId', () => {
  it("lists every user's progress on the route, floored, most recent visit first", async () => {
    const { route, contents } = await createRoute(t, { contentPoints: [1, 1, 1] });
    const ids = contents.map((c) => c.id);
    const lucia = await registerUser(t, { firstName: 'Lucía', lastName: 'Martínez' });
    const pablo = await registerUser(t, { firstName: 'Pablo', lastName: 'Gómez' });
    const nadie = await registerUser(t, { firstName: 'Nadie', lastName: 'Empezó' });
    const luciaProgress = await progressOn(lucia, route.id, ids, 1);
    t.clock.advance(60_000);
    const pabloProgress = await progressOn(pablo, route.id, ids, 3);
    void nadie;

    const response = await asAdmin(`/api/user-progress?routeId=${route.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json();
    expect(body).toHaveLength(2);
    expect(body[0]).toEqual({
      id: pabloProgress,
      userId: pablo.user.id,
      routeId: route.id,
      status: 'COMPLETED',
      progress: 100,
      lastVisitedAt: expect.any(String),
      email: pablo.email,
      user: { firstName: 'Pablo', lastName: 'Gómez', email: pablo.email },
    });
    expect(body[1]).toMatchObject({
      id: luciaProgress,
      userId: lucia.user.id,
      status: 'IN_PROGRESS',
      progress: 33,
      user: { firstName: 'Lucía', lastName: 'Martínez' },
    });

    // Lucía opens the route again: she is now the most recent.
    t.clock.advance(60_000);
    await asUser(lucia, 'PATCH', `/api/user-progress/${luciaProgress}`, { lastVisitedAt: new Date().toISOString() });
    expect((await asAdmin(`/api/user-progress?routeId=${route.id}`)).json().map((row: { userId: string }) => row.userId)).toEqual([
      lucia.user.id,
      pablo.user.id,
    ]);
  });

  it('answers an empty list for a route nobody started, 404 for an unknown route, 400 for a bad id', async () => {
    const { route } = await createRoute(t);
    expect((await asAdmin(`/api/user-progress?routeId=${route.id}`)).json()).toEqual([]);
    const unknown = await asAdmin('/api/user-progress?routeId=00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toEqual([learningMessages.routeNotFound]);
    const bad = await asAdmin('/api/user-progress?routeId=abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toEqual([learningMessages.routeIdInvalid]);
    expect((await asAdmin('/api/user-progress')).statusCode).toBe(400);
  });
});

describe('GET /api/auth/users/{id}', () => {
  it('answers the user as listed, with their progress on every route in route order', async () => {
    const second = await createRoute(t, { order: 1001, title: 'Segunda', contentPoints: [4, 6] });
    const first = await createRoute(t, { order: 1000, title: 'Primera', contentPoints: [5] });
    const empty = await createRoute(t, { order: 1002, title: 'Vacía', contentPoints: [] });
    const user = await registerUser(t, { firstName: 'Marta', lastName: 'Ruiz' });
    await progressOn(
      user,
      second.route.id,
      second.contents.map((c) => c.id),
      1,
    );

    const response = await asAdmin(`/api/auth/users/${user.user.id}`);
    expect(response.statusCode).toBe(200);
    const detail = response.json();
    expect(detail).toMatchObject({ id: user.user.id, email: user.email, firstName: 'Marta', lastName: 'Ruiz', role: 'USER', points: 4 });
    const listed = (await t.app.inject({ method: 'GET', url: '/api/auth/users', headers: admin.auth }))
      .json()
      .find((u: { id: string }) => u.id === user.user.id);
    const { routes, ...asListed } = detail;
    expect(asListed).toEqual(listed);

    const allRoutes = (await asUser(user, 'GET', '/api/routes')).json();
    expect(routes.map((r: { routeId: string }) => r.routeId)).toEqual(allRoutes.map((r: { id: string }) => r.id));
    const mine = (id: string) => routes.find((r: { routeId: string }) => r.routeId === id);
    expect(mine(first.route.id)).toEqual({
      routeId: first.route.id,
      title: 'Primera',
      type: 'FOUNDATION',
      order: 1000,
      contentCount: 1,
      completedContents: 0,
      progress: 0,
      status: 'NOT_STARTED',
      lastVisitedAt: null,
    });
    expect(mine(second.route.id)).toMatchObject({
      contentCount: 2,
      completedContents: 1,
      progress: 50,
      status: 'IN_PROGRESS',
      lastVisitedAt: expect.any(String),
    });
    expect(mine(empty.route.id)).toMatchObject({ contentCount: 0, progress: 0, status: 'NOT_STARTED' });
  });

  it('answers 404 for an unknown user and 400 for a bad id', async () => {
    const unknown = await asAdmin('/api/auth/users/00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toEqual([errorMessages.userNotFound]);
    expect((await asAdmin('/api/auth/users/abc')).statusCode).toBe(400);
  });

  it('is documented in OpenAPI with the admin tag, as are the multipart calls', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(spec.paths['/api/auth/users/{id}'].get.tags).toEqual(['admin']);
    expect(spec.paths['/api/user-progress'].get.tags).toEqual(['admin']);
    expect(Object.keys(spec.paths['/api/contents'].post.requestBody.content)).toEqual(['multipart/form-data']);
    expect(spec.paths['/api/contents'].post.requestBody.content['multipart/form-data'].schema.properties.file).toMatchObject({
      type: 'string',
      format: 'binary',
    });
    expect(spec.paths['/api/routes/{id}'].delete.responses).toHaveProperty('204');
  });
});
