import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, type Database } from '../../db/client.js';
import { createTestDatabase } from '../../test/database.js';
import { createAdmin, createRoute, registerUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { multipartForm } from '../../test/uploads.js';
import { routes } from './learning.tables.js';

// Two processes on one database: `learners` keeps the catalogue of routes in memory, `admins`
// edits it. Every edit must show on `learners`' very next list, and nothing of one person may
// reach another.
let database: Database;
let second: Database;
let learners: TestApp;
let admins: TestApp;
let admin: Awaited<ReturnType<typeof createAdmin>>;

beforeAll(async () => {
  database = await createTestDatabase();
  // On PostgreSQL the second app has its own pool, as another process would.
  second = database.kind === 'postgres' ? openPostgres(database.jobQueue.connectionString!, 5) : database;
  learners = await createTestApp({ database });
  admins = await createTestApp({ database: second });
  admin = await createAdmin(admins);
});
afterAll(async () => {
  await admins.close();
  await learners.close();
  if (second !== database) await second.close();
  await database.close();
});

type Listed = { id: string; title: string; order: number; contentCount: number; progress: number; progressStatus: string; userRouteProgressId: string | null };
const list = async (auth: Record<string, string>): Promise<Listed[]> => {
  const response = await learners.app.inject({ method: 'GET', url: '/api/routes', headers: auth });
  expect(response.statusCode).toBe(200);
  return response.json();
};
const edit = (method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: FormData | object) =>
  admins.app.inject({ method, url, payload: payload as never, headers: admin.auth });

describe('the catalogue of routes kept in each process', () => {
  it('shows every admin edit made through another process on the next list', async () => {
    const person = await registerUser(learners);
    const first = await createRoute(admins, { order: 1, title: 'Primera', contentPoints: [5, 5] });
    expect((await list(person.auth)).map((route) => [route.title, route.contentCount])).toEqual([['Primera', 2]]);

    const created = await edit('POST', '/api/routes', multipartForm({ title: 'Segunda', type: 'CUSTOM', description: 'Nueva.' }));
    expect(created.statusCode).toBe(201);
    const secondId = created.json().id as string;
    expect((await list(person.auth)).map((route) => route.title)).toEqual(['Primera', 'Segunda']);

    expect((await edit('PATCH', `/api/routes/${first.route.id}`, multipartForm({ title: 'Primera, renombrada' }))).statusCode).toBe(200);
    expect((await list(person.auth))[0]!.title).toBe('Primera, renombrada');

    const content = await edit('POST', '/api/contents', multipartForm({ routeId: secondId, title: 'Lectura', type: 'READING', content: 'Texto.' }));
    expect(content.statusCode).toBe(201);
    expect((await list(person.auth)).map((route) => route.contentCount)).toEqual([2, 1]);

    const reordered = await edit('PATCH', '/api/routes/reorder', {
      routes: [
        { routeId: secondId, newOrder: 1 },
        { routeId: first.route.id, newOrder: 2 },
      ],
    });
    expect(reordered.statusCode).toBe(200);
    expect((await list(person.auth)).map((route) => [route.id, route.order])).toEqual([
      [secondId, 1],
      [first.route.id, 2],
    ]);

    expect((await edit('DELETE', `/api/contents/${content.json().id}`)).statusCode).toBe(204);
    expect((await list(person.auth)).map((route) => route.contentCount)).toEqual([0, 2]);

    // A write that bypasses the services (an operator's SQL) is seen too: the version is kept by triggers.
    await admins.db.update(routes).set({ title: 'Cambiada a mano' }).where(eq(routes.id, secondId));
    expect((await list(person.auth))[0]!.title).toBe('Cambiada a mano');

    expect((await edit('DELETE', `/api/routes/${secondId}`)).statusCode).toBe(204);
    expect((await list(person.auth)).map((route) => route.id)).toEqual([first.route.id]);
  });

  it('gives each person only their own progress, even when their lists are served at once', async () => {
    const { route, contents } = await createRoute(admins, { order: 3, title: 'Con progreso', contentPoints: [5, 5, 5, 5] });
    const people = await Promise.all(Array.from({ length: 4 }, () => registerUser(learners)));
    // Person i completes i of the route's 4 contents; person 0 never starts it.
    for (const [index, person] of people.entries()) {
      if (index === 0) continue;
      const started = await learners.app.inject({
        method: 'POST',
        url: '/api/user-progress',
        headers: person.auth,
        payload: { routeId: route.id, status: 'IN_PROGRESS' },
      });
      for (const content of contents.slice(0, index)) {
        const visit = await learners.app.inject({
          method: 'POST',
          url: '/api/user-progress/interaction',
          headers: person.auth,
          payload: { contentId: content.id, userRouteProgressId: started.json().id },
        });
        await learners.app.inject({
          method: 'PATCH',
          url: `/api/user-progress/interaction/${visit.json().id}`,
          headers: person.auth,
          payload: { completed: true, completedAt: new Date().toISOString() },
        });
      }
    }
    const rounds = await Promise.all(Array.from({ length: 5 }, () => Promise.all(people.map((person) => list(person.auth)))));
    for (const lists of rounds) {
      const progress = lists.map((routes) => routes.find((listed) => listed.id === route.id)!);
      expect(progress.map((listed) => [listed.progress, listed.progressStatus])).toEqual([
        [0, 'NOT_STARTED'],
        [25, 'IN_PROGRESS'],
        [50, 'IN_PROGRESS'],
        [75, 'IN_PROGRESS'],
      ]);
      expect(progress[0]!.userRouteProgressId).toBeNull();
      expect(new Set(progress.slice(1).map((listed) => listed.userRouteProgressId)).size).toBe(3);
    }

    // A content added through the other process changes everyone's share at once.
    await edit('POST', '/api/contents', multipartForm({ routeId: route.id, title: 'Quinta', type: 'READING', content: 'Texto.' }));
    const after = await Promise.all(people.map((person) => list(person.auth)));
    expect(after.map((routes) => routes.find((listed) => listed.id === route.id)!.progress)).toEqual([0, 20, 40, 60]);
  });

  it("shows a person's own progress and entries made through another process on the next list and statistics", async () => {
    const { route, contents } = await createRoute(admins, { order: 4, title: 'Paso a paso', contentPoints: [5, 5] });
    const person = await registerUser(learners);
    const elsewhere = (method: 'POST' | 'PATCH', url: string, payload: object) => admins.app.inject({ method, url, headers: person.auth, payload });
    const mine = async () => (await list(person.auth)).find((listed) => listed.id === route.id)!;
    const metrics = async () => (await learners.app.inject({ method: 'GET', url: '/api/profile/metrics', headers: person.auth })).json();
    // Each read twice: the second is the answer this process kept, and it must still be right.
    for (let i = 0; i < 2; i++) expect(await mine()).toMatchObject({ progress: 0, progressStatus: 'NOT_STARTED', userRouteProgressId: null });
    expect((await metrics()).routesInProgress).toBe(0);

    const started = (await elsewhere('POST', '/api/user-progress', { routeId: route.id, status: 'IN_PROGRESS' })).json();
    for (let i = 0; i < 2; i++) expect(await mine()).toMatchObject({ progress: 0, progressStatus: 'IN_PROGRESS', userRouteProgressId: started.id });
    expect((await metrics()).routesInProgress).toBe(1);

    for (const [index, content] of contents.entries()) {
      const visit = (await elsewhere('POST', '/api/user-progress/interaction', { contentId: content.id, userRouteProgressId: started.id })).json();
      await elsewhere('PATCH', `/api/user-progress/interaction/${visit.id}`, { completed: true, completedAt: new Date().toISOString() });
      for (let i = 0; i < 2; i++) expect((await mine()).progress).toBe(index === 0 ? 50 : 100);
    }
    expect(await mine()).toMatchObject({ progressStatus: 'COMPLETED' });
    expect((await metrics()).routesInProgress).toBe(0);

    expect((await metrics()).totalRecords).toBe(0);
    expect((await elsewhere('POST', '/api/diary/entry', { feeling: 'GOOD', description: 'Terminé la ruta.' })).statusCode).toBe(201);
    for (let i = 0; i < 2; i++)
      expect(await metrics()).toMatchObject({ totalRecords: 1, feelingsStats: expect.arrayContaining([{ feeling: 'GOOD', count: 1, percentage: 100 }]) });
  });

  it("reads the catalogue again when the database's version went back, as after a restore", async () => {
    const person = await registerUser(learners);
    const { route } = await createRoute(admins, { order: 9, title: 'Antes de restaurar' });
    expect((await list(person.auth)).find((listed) => listed.id === route.id)!.title).toBe('Antes de restaurar');
    await admins.db.transaction(async (tx) => {
      await tx.execute(sql`update routes set title = 'Restaurada' where id = ${route.id}`);
      await tx.execute(sql`update learning_catalogue_version set version = 1 where id = 1`);
    });
    expect((await list(person.auth)).find((listed) => listed.id === route.id)!.title).toBe('Restaurada');
  });
});
