// What the feeling-count trigger table (migration 0010) buys against a plain indexed count, on
// PostgreSQL: reading one person's five counts, and what each new entry pays for keeping them.
// `npm run build && npm run bench:feeling-counts`. Both ways run in the same process, interleaved.
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { api, freshDatabase, median, startServer } from './lib.mjs';

const runs = Number(process.env.BENCH_RUNS ?? 400);
const sizes = [100, 1_000, 10_000];

const percentile = (values, p) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))];
const ms = (values) => `${median(values).toFixed(3)} / ${percentile(values, 95).toFixed(3)}`;

async function timed(client, text, values) {
  const started = performance.now();
  await client.query({ name: text.slice(0, 60), text, values });
  return performance.now() - started;
}

const database = await freshDatabase('sendero_bench_counts');
// The built server migrates the fresh database (its schema, triggers included), then stops.
const server = await startServer({ DATABASE_URL: database.url, JWT_SECRET: 'bench-secret-that-is-long-enough-0123456789' });
const client = new pg.Client({ connectionString: database.url });
try {
  const people = [];
  for (const size of sizes) {
    const registered = await api(server.base, 'POST', '/auth/register', {
      email: `bench-counts-${size}-${Date.now()}@example.com`,
      password: 'Bench-clave-segura-1',
      firstName: 'Bench',
      lastName: 'Cuentas',
    });
    people.push({ size, id: registered.user.id });
  }
  await server.stop();
  await client.connect();
  for (const person of people) {
    await client.query(
      `insert into diary_records (user_id, feeling, description, created_at)
       select $1, (array['GREAT','GOOD','NEUTRAL','BAD','TERRIBLE'])[1 + i % 5], 'sellado', now() - (i || ' minutes')::interval
       from generate_series(1, $2) as i`,
      [person.id, person.size],
    );
  }
  // The index a plain count would need (0010 dropped it for the table).
  await client.query('create index diary_records_user_feeling_bench on diary_records (user_id, feeling)');
  await client.query('vacuum analyze diary_records');
  await client.query('vacuum analyze diary_feeling_counts');

  const kept = 'select feeling, count from diary_feeling_counts where user_id = $1 and count > 0';
  const plain = 'select feeling, count(*)::int from diary_records where user_id = $1 group by feeling';
  console.log(`\nreading one person's counts, ${runs} runs each, interleaved, p50 / p95 ms, ${new Date().toISOString()}`);
  console.log('| entries of the person | kept counts (trigger table) | plain count over (user_id, feeling) |');
  console.log('|---|---|---|');
  for (const person of people) {
    const times = { kept: [], plain: [] };
    for (let i = 0; i < runs; i++) {
      times.kept.push(await timed(client, kept, [person.id]));
      times.plain.push(await timed(client, plain, [person.id]));
    }
    console.log(`| ${person.size.toLocaleString('en')} | ${ms(times.kept)} | ${ms(times.plain)} |`);
  }

  // What one new entry pays: an insert in its own transaction, with the count triggers and without.
  const insert = `insert into diary_records (user_id, feeling, description) values ($1, 'GOOD', 'sellado')`;
  const writer = people[1].id;
  const times = { withTrigger: [], without: [] };
  for (let i = 0; i < runs; i++) {
    times.withTrigger.push(await timed(client, insert, [writer]));
    await client.query('alter table diary_records disable trigger diary_records_count_inserted');
    times.without.push(await timed(client, insert, [writer]));
    await client.query('alter table diary_records enable trigger diary_records_count_inserted');
  }
  console.log(`\none insert, ${runs} each, interleaved, p50 / p95 ms`);
  console.log(`| with the count trigger | ${ms(times.withTrigger)} |\n| without it | ${ms(times.without)} |`);
} finally {
  await client.end().catch(() => {});
  await server.stop();
  await database.drop();
}
