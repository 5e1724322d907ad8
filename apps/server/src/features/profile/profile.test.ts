import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.js';
import { createRoute, registerUser, type RegisteredUser } from '../../test/factories.js';
import { feelingsStats } from './profile.service.js';

const t = useTestApp();

type User = RegisteredUser;
const call = (user: User, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) => t.app.inject({ method, url, payload, headers: user.auth });

describe('GET /api/profile/metrics', () => {
  it("counts only the caller's records, completions and routes", async () => {
    const user = await registerUser(t);
    const other = await registerUser(t);
    for (const feeling of ['GOOD', 'GOOD', 'BAD']) {
      await call(user, 'POST', '/api/diary/entry', { feeling, description: 'Un día cualquiera.', audioUrl: '' });
    }
    await call(other, 'POST', '/api/diary/entry', { feeling: 'GREAT', description: 'Otro día.', audioUrl: '' });

    // READING, AUDIO, VIDEO: complete the audio and the video; a second route only started.
    const { route, contents } = await createRoute(t, { contentPoints: [5, 5, 5] });
    const second = await createRoute(t);
    const progressId = (await call(user, 'POST', '/api/user-progress', { routeId: route.id })).json().id;
    await call(user, 'POST', '/api/user-progress', { routeId: second.route.id });
    for (const content of contents.slice(1)) {
      const interaction = (await call(user, 'POST', '/api/user-progress/interaction', { contentId: content.id, userRouteProgressId: progressId })).json();
      await call(user, 'PATCH', `/api/user-progress/interaction/${interaction.id}`, { completed: true });
    }

    const response = await call(user, 'GET', '/api/profile/metrics');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      totalRecords: 3,
      videosWatched: 1,
      guidedExercises: 1,
      routesInProgress: 2,
      feelingsStats: [
        { feeling: 'GREAT', count: 0, percentage: 0 },
        { feeling: 'GOOD', count: 2, percentage: 67 },
        { feeling: 'NEUTRAL', count: 0, percentage: 0 },
        { feeling: 'BAD', count: 1, percentage: 33 },
        { feeling: 'TERRIBLE', count: 0, percentage: 0 },
      ],
    });
    const empty = (await call(await registerUser(t), 'GET', '/api/profile/metrics')).json();
    expect(empty).toMatchObject({ totalRecords: 0, videosWatched: 0, routesInProgress: 0, guidedExercises: 0 });
    expect((await t.app.inject({ method: 'GET', url: '/api/profile/metrics' })).statusCode).toBe(401);
  });

  it('a route whose contents are all completed no longer counts as in progress', async () => {
    const user = await registerUser(t);
    const { route, contents } = await createRoute(t, { contentPoints: [5] });
    const progressId = (await call(user, 'POST', '/api/user-progress', { routeId: route.id })).json().id;
    const interaction = (await call(user, 'POST', '/api/user-progress/interaction', { contentId: contents[0]!.id, userRouteProgressId: progressId })).json();
    expect((await call(user, 'GET', '/api/profile/metrics')).json().routesInProgress).toBe(1);
    await call(user, 'PATCH', `/api/user-progress/interaction/${interaction.id}`, { completed: true });
    expect((await call(user, 'GET', '/api/profile/metrics')).json().routesInProgress).toBe(0);
  });

  it('percentages are whole numbers of the total', () => {
    expect(feelingsStats({ GREAT: 1, GOOD: 1, NEUTRAL: 1 }).map((stat) => stat.percentage)).toEqual([33, 33, 33, 0, 0]);
  });
});
