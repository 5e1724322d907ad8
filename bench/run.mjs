// Benchmarks on this machine, each against loopback only and bounded in time. Run with
// `npm run build && npm run bench`. Figures are recorded in README.md.
import Fastify from 'fastify';
import pg from 'pg';
import { api, freshDatabase, load, startServer } from './lib.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);

/** GET /api/routes, authenticated, 20 routes of 5 contents, the caller has progress on 10. */
async function routesBenchmark() {
  const database = await freshDatabase('sendero_bench');
  const server = await startServer({ DATABASE_URL: database.url, JWT_SECRET: 'bench-secret-that-is-long-enough-0123456789' });
  try {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    for (let order = 1; order <= 20; order++) {
      const { rows } = await client.query(
        `insert into routes (title, description, "order", cover_image_url) values ($1, $2, $3, $4) returning id`,
        [`Ruta ${order}`, 'Una ruta de prueba para medir.', order, `/files/cover-${order}.webp`],
      );
      for (let i = 1; i <= 5; i++) {
        await client.query(`insert into contents (route_id, title, type, points, "order") values ($1, $2, 'READING', 5, $3)`, [rows[0].id, `Contenido ${i}`, i]);
      }
    }
    await client.end();

    const registered = await api(server.base, 'POST', '/auth/register', {
      email: `bench-${Date.now()}@example.com`,
      password: 'Bench-clave-segura-1',
      firstName: 'Bench',
      lastName: 'Mark',
    });
    const token = registered.access_token;
    const routes = await api(server.base, 'GET', '/routes', undefined, token);
    for (const route of routes.slice(0, 10)) {
      const progress = await api(server.base, 'POST', '/user-progress', { routeId: route.id, status: 'IN_PROGRESS' }, token);
      const contents = await api(server.base, 'GET', `/contents?routeId=${route.id}`, undefined, token);
      for (const content of contents.slice(0, 3)) {
        const interaction = await api(server.base, 'POST', '/user-progress/interaction', { contentId: content.id, userRouteProgressId: progress.id }, token);
        await api(server.base, 'PATCH', `/user-progress/interaction/${interaction.id}`, { completed: true, completedAt: new Date().toISOString() }, token);
      }
    }
    const check = await api(server.base, 'GET', '/routes', undefined, token);
    if (check.length !== 20 || check.filter((route) => route.progress === 60).length !== 10) throw new Error('unexpected bench data');

    return await load(`${server.base}/api/routes`, { authorization: `Bearer ${token}` }, seconds);
  } finally {
    await server.stop();
    await database.drop();
  }
}

/** The floor: a trivial Fastify route in this process, measured in the same run. */
async function trivialBenchmark() {
  const app = Fastify();
  app.get('/ping', async () => ({ ok: true }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    return await load(`http://127.0.0.1:${app.server.address().port}/ping`, {}, seconds);
  } finally {
    await app.close();
  }
}

const trivial = await trivialBenchmark();
const routes = await routesBenchmark();
console.log(`\nautocannon, 10 connections, ${seconds} s each, on ${new Date().toISOString()}`);
console.log(`trivial Fastify route      ${String(trivial.rps).padStart(6)} req/s  p50 ${trivial.p50} ms  p99 ${trivial.p99} ms`);
console.log(`GET /api/routes (PostgreSQL, 20 routes, progress on 10)  ${String(routes.rps).padStart(6)} req/s  p50 ${routes.p50} ms  p99 ${routes.p99} ms`);
console.log(`ratio routes / trivial: ${(routes.rps / trivial.rps).toFixed(3)} (${(trivial.rps / routes.rps).toFixed(1)}× slower)`);
