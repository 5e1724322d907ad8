import { describe, expect, it } from 'vitest';
import { createRoute, registerUser, type RegisteredUser } from '../../test/factories.js';
import { useTestApp } from '../../test/test-app.js';

const t = useTestApp();

type User = RegisteredUser;
const call = (user: User, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) => t.app.inject({ method, url, payload, headers: user.auth });

/** Opens each content of the route and, when `complete`, completes it. */
async function walk(user: User, routeId: string, contentIds: string[], complete = true) {
  const progressId = (await call(user, 'POST', '/api/user-progress', { routeId })).json().id;
  for (const contentId of contentIds) {
    const interaction = (await call(user, 'POST', '/api/user-progress/interaction', { contentId, userRouteProgressId: progressId })).json();
    if (complete) {
      await call(user, 'PATCH', `/api/user-progress/interaction/${interaction.id}`, { completed: true });
      t.clock.advance(1_000);
    }
  }
}

describe('GET /api/techniques (Mis Técnicas)', () => {
  it("lists only the caller's completed audios and videos, the latest first, with their route", async () => {
    const user = await registerUser(t);
    const other = await registerUser(t);
    // READING, AUDIO, VIDEO, IMAGE, QUIZ, and a second AUDIO only opened.
    const { route, contents } = await createRoute(t, { title: 'Calma en el día a día', contentPoints: [5, 5, 5, 5, 5, 5] });
    const [reading, audio, video, image, quiz, openedAudio] = contents;
    await walk(user, route.id, [reading!.id, audio!.id, video!.id, image!.id, quiz!.id]);
    await walk(user, route.id, [openedAudio!.id], false);

    const response = await call(user, 'GET', '/api/techniques');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual([
      {
        contentId: video!.id,
        routeId: route.id,
        routeTitle: 'Calma en el día a día',
        title: video!.title,
        type: 'VIDEO',
        duration: 60,
        completedAt: expect.any(String),
      },
      {
        contentId: audio!.id,
        routeId: route.id,
        routeTitle: 'Calma en el día a día',
        title: audio!.title,
        type: 'AUDIO',
        duration: 60,
        completedAt: expect.any(String),
      },
    ]);

    // Someone else's completions never show; before any, the list is empty.
    expect((await call(other, 'GET', '/api/techniques')).json()).toEqual([]);
    await walk(other, route.id, [audio!.id]);
    expect((await call(other, 'GET', '/api/techniques')).json().map((item: { contentId: string }) => item.contentId)).toEqual([audio!.id]);
    expect((await call(user, 'GET', '/api/techniques')).json()).toHaveLength(2);
  });

  it('answers 401 without a token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/techniques' })).statusCode).toBe(401);
  });
});
