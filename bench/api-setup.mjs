// What `bench:api` and `bench:compare` measure: the same data and the same four endpoints.
import pg from 'pg';
import { api } from './lib.mjs';

/** 20 routes of 5 contents; one user with progress on 10 (3 of 5 completed) and 1,000 diary records. */
export async function seedApiBench(server, databaseUrl, sealer) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  for (let order = 1; order <= 20; order++) {
    const { rows } = await client.query(`insert into routes (title, description, "order", cover_image_url) values ($1, $2, $3, $4) returning id`, [
      `Ruta ${order}`,
      'Una ruta de prueba para medir.',
      order,
      `/files/cover-${order}.webp`,
    ]);
    for (let i = 1; i <= 5; i++) {
      await client.query(`insert into contents (route_id, title, type, points, "order") values ($1, $2, 'READING', 5, $3)`, [rows[0].id, `Contenido ${i}`, i]);
    }
  }
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
  // Sealed as the server seals what people write (decision 017), bound to its table, column and
  // owner, each row its own text: a page pays its real cost of opening them.
  const entries = Array.from({ length: 1000 }, (_, i) => i + 1);
  const sealedAs = (column) => ({ table: 'diary_records', column, owner: registered.user.id });
  await client.query(
    `insert into diary_records (user_id, feeling, description, advice, advice_source, created_at)
     select $1, (array['GREAT','GOOD','NEUTRAL','BAD','TERRIBLE'])[1 + i % 5], description, advice, 'builtin', now() - (i || ' minutes')::interval
     from unnest($2::int[], $3::text[], $4::text[]) as entry(i, description, advice)`,
    [
      registered.user.id,
      entries,
      entries.map((i) => sealer.seal(`Entrada de prueba número ${i}: hoy pasé la tarde con mi hermana y me sentí mejor.`, sealedAs('description'))),
      entries.map((i) => sealer.seal(`Un consejo de prueba (${i}): respira despacio durante un minuto.`, sealedAs('advice'))),
    ],
  );
  await client.query('analyze');
  await client.end();
  const check = await api(server.base, 'GET', '/routes', undefined, token);
  if (check.length !== 20 || check.filter((route) => route.progress === 60).length !== 10) throw new Error('unexpected bench data');
  const page = await api(server.base, 'GET', '/diary?limit=10', undefined, token);
  if (page.data.length !== 10 || !page.data.every((record) => record.description.startsWith('Entrada de prueba número')))
    throw new Error('unexpected diary page');
  return token;
}

/** The four endpoints measured, with the seeded person's token. */
export function apiTargets(base, token) {
  const auth = { authorization: `Bearer ${token}` };
  return [
    { name: 'GET /api/health', url: `${base}/api/health`, headers: {} },
    { name: 'GET /api/routes', url: `${base}/api/routes`, headers: auth },
    { name: 'GET /api/diary?limit=10', url: `${base}/api/diary?limit=10`, headers: auth },
    { name: 'GET /api/profile/metrics', url: `${base}/api/profile/metrics`, headers: auth },
  ];
}
