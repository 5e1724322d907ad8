// Search in one person's diary of 10,000 entries (issue 28, decision 041): target p95 < 300 ms.
// The entries are sealed at rest as the server seals them (bound to their column and owner,
// decision 031), each with its own text, advice and tags, so every search pays the real cost of
// opening them the first time (the server then keeps each entry's folded text in memory for ten
// minutes, decision 041: the first search is reported apart). Requests go one at a time (the latency a person feels), interleaved in rounds with
// a bare Fastify hello world on the same machine: the ratio is to that floor.
// `npm run build && npm run bench:search`; needs the local PostgreSQL on 127.0.0.1:5432.
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { api, freshDatabase, root, startHelloWorld, startServer } from './lib.mjs';

const count = Number(process.env.BENCH_SEARCH_RECORDS ?? 10_000);
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const perRound = Number(process.env.BENCH_SEARCH_REQUESTS ?? 10);
const { createSealer } = await import(pathToFileURL(path.join(root, 'apps/server/dist/lib/encryption.js')).href);
const encryptionKey = randomBytes(32);
const sealer = createSealer(encryptionKey);
const bound = (column, owner) => ({ table: 'diary_records', column, owner });

// Everyday sentences, combined differently in every entry (a seeded generator: each run is the same diary).
const openings = [
  'Hoy me levanté temprano',
  'Esta mañana fui al trabajo',
  'Por la tarde llamé a mi madre',
  'Después de comer salí a caminar',
  'Hoy no tenía ganas de nada',
  'Pasé el día en casa',
  'Fui a clase por la mañana',
  'Quedé con una amiga',
];
const middles = [
  'y me costó concentrarme',
  'y hablamos de lo que me preocupa',
  'y estuve pensando en la semana que viene',
  'y me sentí un poco mejor',
  'y me enfadé por una tontería',
  'y escuché una canción que me gusta',
  'y dormí mal otra vez',
  'y cociné algo rico',
];
const closings = [
  'Mañana quiero descansar más.',
  'Creo que necesito hablar con alguien.',
  'Al final del día estaba tranquila.',
  'No sé muy bien qué me pasa.',
  'Me alegro de haberlo intentado.',
  'Tengo que organizarme mejor con el estudio.',
];
const adviceParts = [
  'Gracias por contarlo: ponerle palabras a lo que sientes ya es un paso.',
  'Cuando notes que la cabeza va deprisa, prueba a respirar despacio durante un minuto, contando cuatro al entrar el aire y seis al salir.',
  'Un paseo corto, aunque sea de diez minutos, ayuda a que el cuerpo suelte parte de la tensión del día.',
  'Escribe tres cosas pequeñas que hayan salido bien hoy; mañana puedes leerlas de nuevo.',
  'Si lo que te preocupa depende de otra persona, piensa qué parte sí está en tu mano y empieza por ella.',
  'Intenta acostarte a la misma hora estos días y dejar el móvil fuera del dormitorio.',
];
const ownTagWords = ['Guitarra', 'Yoga', 'Cocinar', 'Lectura', 'Series', 'Voluntariado'];
const fixedTags = ['trabajo', 'familia', 'amistades', 'pareja', 'ejercicio', 'descanso', 'estudio', 'naturaleza', 'salud'];
const feelings = ['GREAT', 'GOOD', 'NEUTRAL', 'BAD', 'TERRIBLE'];
let state = 42;
const random = (n) => {
  state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
  return (state >>> 16) % n;
};
/** The rare word, in three entries of the ten thousand (the oldest, one in the middle, one recent). */
const RARE = 'ornitorrinco';
const rareAt = new Set([count - 1, Math.floor(count / 2), 7]);

async function seed(server, databaseUrl) {
  const registered = await api(server.base, 'POST', '/auth/register', {
    email: `bench-search-${Date.now()}@example.com`,
    password: 'Bench-clave-segura-1',
    firstName: 'Bench',
    lastName: 'Búsqueda',
  });
  const owner = registered.user.id;
  const rows = Array.from({ length: count }, (_, i) => {
    const description = [
      `${openings[random(openings.length)]} ${middles[random(middles.length)]}${rareAt.has(i) ? `, y vi un documental sobre el ${RARE}` : ''}.`,
      `${openings[random(openings.length)]} ${middles[random(middles.length)]}.`,
      closings[random(closings.length)],
    ].join(' ');
    const advice = Array.from({ length: 4 }, () => adviceParts[random(adviceParts.length)]).join('\n\n');
    const own = random(3) === 0 ? [ownTagWords[random(ownTagWords.length)]] : [];
    return {
      feeling: feelings[random(feelings.length)],
      description: sealer.seal(description, bound('description', owner)),
      advice: sealer.seal(advice, bound('advice', owner)),
      tags: `{${[fixedTags[random(fixedTags.length)]].join(',')}}`,
      ownTags: own.length ? sealer.seal(JSON.stringify(own), bound('own_tags', owner)) : null,
      // One entry every ~8 hours backwards from now: 10,000 entries span about nine years.
      minutesAgo: i * 480 + random(60),
    };
  });
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(
    `insert into diary_records (user_id, feeling, description, advice, advice_source, tags, own_tags, created_at)
     select $1, feeling, description, advice, 'builtin', tags::text[], own_tags, now() - (minutes_ago || ' minutes')::interval
     from unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::int[]) as entry(feeling, description, advice, tags, own_tags, minutes_ago)`,
    [
      owner,
      rows.map((r) => r.feeling),
      rows.map((r) => r.description),
      rows.map((r) => r.advice),
      rows.map((r) => r.tags),
      rows.map((r) => r.ownTags),
      rows.map((r) => r.minutesAgo),
    ],
  );
  await client.query('analyze');
  await client.end();
  return registered.access_token;
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

async function timed(url, headers) {
  const started = performance.now();
  const response = await fetch(url, { headers });
  const body = await response.json();
  if (!response.ok) throw new Error(`${url}: ${response.status} ${JSON.stringify(body)}`);
  return { ms: performance.now() - started, body };
}

const database = await freshDatabase('sendero_bench_search');
const hello = await startHelloWorld();
const server = await startServer({
  DATABASE_URL: database.url,
  JWT_SECRET: 'bench-secret-that-is-long-enough-0123456789',
  ENCRYPTION_KEY: encryptionKey.toString('base64'),
});
try {
  const token = await seed(server, database.url);
  const auth = { authorization: `Bearer ${token}` };
  const aYearAgo = new Date(Date.now() - 365 * 86_400_000).toISOString().slice(0, 10);
  const searches = [
    {
      name: `rare word ("${RARE}", 3 of ${count}: every entry read)`,
      query: { q: RARE },
      expect: (page) => page.data.length === 3 && page.nextCursor === null,
    },
    { name: 'word in no entry ("pajarito": every entry read)', query: { q: 'pajarito' }, expect: (page) => page.data.length === 0 && page.nextCursor === null },
    {
      name: 'common word ("cancion", without its tilde)',
      query: { q: 'cancion' },
      expect: (page) => page.data.length === 10 && page.data.every((r) => r.description.includes('canción')),
    },
    { name: 'word in the advice ("respirar")', query: { q: 'respirar' }, expect: (page) => page.data.length === 10 },
    {
      name: 'common word + feeling BAD + tag trabajo',
      query: { q: 'cancion', feeling: 'BAD', tag: 'trabajo' },
      expect: (page) => page.data.length === 10 && page.data.every((r) => r.feeling === 'BAD' && r.tags.includes('trabajo')),
    },
    { name: 'two words + last year', query: { q: 'madre tranquila', from: aYearAgo }, expect: (page) => page.data.length > 0 },
    {
      name: 'own tag "yoga" (sealed) + feeling GREAT',
      query: { tag: 'yoga', feeling: 'GREAT' },
      expect: (page) => page.data.length === 10 && page.data.every((r) => r.tags.includes('Yoga')),
    },
    { name: 'second page of "madre" (keyset cursor)', query: { q: 'madre' }, second: true, expect: (page) => page.data.length === 10 },
  ];
  const url = (query) => `${server.base}/api/diary/search?${new URLSearchParams(query).toString()}`;
  // The first search opens every entry (nothing of them is held yet): measured apart, once.
  const cold = await timed(url({ q: 'primera' }), auth);
  // Each search checked once and warmed up, the hello world too.
  for (const search of searches) {
    let { body } = await timed(url(search.query), auth);
    if (search.second) {
      search.query = { ...search.query, cursor: body.nextCursor };
      ({ body } = await timed(url(search.query), auth));
    }
    if (!search.expect(body)) throw new Error(`unexpected answer for ${search.name}: ${JSON.stringify(body).slice(0, 300)}`);
    for (let i = 0; i < 3; i++) await timed(url(search.query), auth);
  }
  for (let i = 0; i < 50; i++) await timed(`${hello.base}/`, {});

  const times = new Map(searches.map((search) => [search.name, []]));
  const floor = [];
  for (let round = 1; round <= rounds; round++) {
    for (let i = 0; i < perRound * 2; i++) floor.push((await timed(`${hello.base}/`, {})).ms);
    for (const search of searches) for (let i = 0; i < perRound; i++) times.get(search.name).push((await timed(url(search.query), auth)).ms);
    process.stderr.write(`round ${round}/${rounds} done\n`);
  }
  const floorP50 = percentile(floor, 50);
  const floorP95 = percentile(floor, 95);
  console.log(
    `\nGET /api/diary/search over ${count} sealed entries of one person (PostgreSQL), one request at a time, ${rounds} interleaved rounds of ${perRound}, ${new Date().toISOString()}`,
  );
  console.log(
    `machine: ${os.cpus().length} cores, load average ${os
      .loadavg()
      .map((load) => load.toFixed(1))
      .join(' / ')} (1 / 5 / 15 min)`,
  );
  console.log(`bare Fastify hello world (own process): p50 ${floorP50.toFixed(1)} ms, p95 ${floorP95.toFixed(1)} ms`);
  console.log(`first search after the server started (every entry opened and its text kept): ${cold.ms.toFixed(0)} ms`);
  console.log('| search | p50 ms | p95 ms | p95 / hello world p95 | p95 < 300 ms |');
  console.log('|---|---|---|---|---|');
  let worst = 0;
  for (const search of searches) {
    const values = times.get(search.name);
    const p95 = percentile(values, 95);
    worst = Math.max(worst, p95);
    console.log(
      `| ${search.name} | ${percentile(values, 50).toFixed(1)} | ${p95.toFixed(1)} | ${(p95 / floorP95).toFixed(0)}× | ${p95 < 300 ? 'yes' : 'NO'} |`,
    );
  }
  if (worst >= 300) {
    console.error(`a search took ${worst.toFixed(0)} ms at p95: slower than the 300 ms target`);
    process.exitCode = 1;
  }
} finally {
  await server.stop();
  await hello.stop();
  await database.drop();
}
