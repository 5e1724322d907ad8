// Resident memory of the server process: at rest after start and seeding, on PostgreSQL and on
// the embedded database, then sampled every minute under a steady mixed load for
// BENCH_MEMORY_MINUTES (default 10) to show whether it grows, and at rest again after the load.
// `npm run build && npm run bench:memory`.
import { api, freshDatabase, load, residentMb, startServer } from './lib.mjs';

const minutes = Number(process.env.BENCH_MEMORY_MINUTES ?? 10);
/** At rest means quiet: the server gives memory back in the first quiet 10-s window after load. */
const QUIET_MS = 25_000;
const quiet = () => new Promise((resolve) => setTimeout(resolve, QUIET_MS));

async function measure(label, env) {
  const server = await startServer({ JWT_SECRET: 'bench-secret-that-is-long-enough-0123456789', SEED_DEMO: 'true', ...env });
  try {
    const registered = await api(server.base, 'POST', '/auth/register', {
      email: `bench-memory-${Date.now()}@example.com`,
      password: 'Bench-clave-segura-1',
      firstName: 'Bench',
      lastName: 'Memoria',
    });
    const auth = { authorization: `Bearer ${registered.access_token}` };
    for (let i = 0; i < 50; i++) {
      await api(
        server.base,
        'POST',
        '/diary/entry',
        { feeling: 'GOOD', description: `Entrada ${i} para medir la memoria.`, audioUrl: '' },
        registered.access_token,
      );
    }
    await quiet();
    const atRest = residentMb(server.pid);
    const samples = [];
    const urls = ['/api/routes', '/api/diary?limit=10', '/api/profile/metrics', '/api/health', '/', '/welcome'];
    for (let minute = 1; minute <= minutes; minute++) {
      // One minute, the endpoints in turn, 10 s each.
      for (const url of urls) await load(`${server.base}${url}`, auth, 10, { connections: 10 });
      samples.push(residentMb(server.pid));
      process.stderr.write(`${label}: minute ${minute}/${minutes}: ${samples.at(-1)} MB\n`);
    }
    await quiet();
    return { label, atRest, samples, atRestAfter: residentMb(server.pid) };
  } finally {
    await server.stop();
  }
}

const database = await freshDatabase('sendero_bench_memory');
try {
  const results = [await measure('PostgreSQL', { DATABASE_URL: database.url }), await measure('embedded (PGlite)', {})];
  console.log(`\nresident memory of the server process, ${new Date().toISOString()}`);
  console.log('| database | at rest after start and seeding | after each minute of load | at rest after the load |');
  console.log('|---|---|---|---|');
  for (const r of results) console.log(`| ${r.label} | ${r.atRest} MB | ${r.samples.join(', ')} MB | ${r.atRestAfter} MB |`);
} finally {
  await database.drop();
}
