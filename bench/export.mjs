// Export of 10,000 diary records (target: under 5 s), on the embedded database by default or on
// PostgreSQL with BENCH_EXPORT_DB=postgres. The records go in through the Daylio import, so they
// are sealed at rest as real ones are; the import time is reported too.
import { api, freshDatabase, residentMb, startServer } from './lib.mjs';

const count = Number(process.env.BENCH_EXPORT_RECORDS ?? 10_000);
const onPostgres = process.env.BENCH_EXPORT_DB === 'postgres';
const database = onPostgres ? await freshDatabase('sendero_bench_export') : null;
const server = await startServer({ JWT_SECRET: 'bench-secret-that-is-long-enough-0123456789', ...(database ? { DATABASE_URL: database.url } : {}) });
try {
  const { access_token: token } = await api(server.base, 'POST', '/auth/register', {
    email: `bench-export-${Date.now()}@example.com`,
    password: 'Bench-clave-segura-1',
    firstName: 'Bench',
    lastName: 'Exportación',
  });
  const moods = ['rad', 'good', 'meh', 'bad', 'awful'];
  const rows = ['full_date,date,weekday,time,mood,activities,note_title,note'];
  const start = Date.UTC(2000, 0, 1);
  for (let i = 0; i < count; i += 1) {
    const day = new Date(start + i * 86_400_000).toISOString().slice(0, 10);
    rows.push(
      `${day},,,${String(8 + (i % 12)).padStart(2, '0')}:${String(i % 60).padStart(2, '0')},${moods[i % 5]},trabajo | familia,,"Entrada número ${i}: hoy pasé la tarde con mi hermana, hablamos de ""todo"" y me sentí mejor."`,
    );
  }
  const form = new FormData();
  form.append('file', new Blob([rows.join('\n')], { type: 'text/csv' }), 'daylio.csv');
  const idleMb = residentMb(server.pid);
  let started = performance.now();
  const imported = await fetch(`${server.base}/api/account/import?tz=Europe/Madrid`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (!imported.ok) throw new Error(`import: ${imported.status} ${await imported.text()}`);
  const importMs = performance.now() - started;
  console.log(
    `import of ${(await imported.json()).added} Daylio rows: ${(importMs / 1000).toFixed(2)} s (server RSS ${idleMb} MB before, ${residentMb(server.pid)} MB after)`,
  );

  const runs = [];
  let bytes = 0;
  const beforeMb = residentMb(server.pid);
  let peakMb = beforeMb;
  for (let run = 0; run < 3; run += 1) {
    started = performance.now();
    const response = await fetch(`${server.base}/api/account/export`, { headers: { authorization: `Bearer ${token}` } });
    if (!response.ok) throw new Error(`export: ${response.status}`);
    bytes = 0;
    for await (const chunk of response.body) {
      bytes += chunk.length;
      peakMb = Math.max(peakMb, residentMb(server.pid));
    }
    runs.push(performance.now() - started);
  }
  const best = Math.min(...runs);
  console.log(
    `export of ${count} records (${database ? 'PostgreSQL' : 'PGlite'}): ${runs.map((ms) => (ms / 1000).toFixed(2)).join(' s, ')} s ` +
      `(best ${(best / 1000).toFixed(2)} s; zip ${(bytes / 1024 / 1024).toFixed(1)} MB; server RSS ${beforeMb} MB before, peak ${peakMb} MB during)`,
  );
  if (best > 5_000) {
    console.error('export slower than the 5 s target');
    process.exitCode = 1;
  }
} finally {
  await server.stop();
  await database?.drop();
}
