// Diary page latency with 1,000 and with 1,000,000 records for one user, on PostgreSQL.
// The keyset index (user_id, created_at, id) should keep both about equal.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { api, freshDatabase, load, root, startServer } from './lib.mjs';

// Rows are sealed as the server seals them (decision 017), so a page pays its real decryption cost:
// one sealed text and one sealed advice, made with the server's key, repeated in every row.
const { createSealer } = await import(pathToFileURL(path.join(root, 'apps/server/dist/lib/encryption.js')).href);
const encryptionKey = randomBytes(32);
const sealer = createSealer(encryptionKey);
const sealedText = sealer.seal('Entrada de prueba: hoy pasé la tarde con mi hermana, hablamos de todo y me sentí mejor.');
const sealedAdvice = sealer.seal('Un consejo de prueba: respira despacio durante un minuto y escribe algo que haya salido bien.');

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const bigCount = Number(process.env.BENCH_DIARY_RECORDS ?? 1_000_000);

async function registerWithRecords(server, databaseUrl, count) {
  const registered = await api(server.base, 'POST', '/auth/register', {
    email: `bench-diary-${count}-${Date.now()}@example.com`,
    password: 'Bench-clave-segura-1',
    firstName: 'Bench',
    lastName: 'Diario',
  });
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  // One row a minute backwards from now, generated in the database itself.
  await client.query(
    `insert into diary_records (user_id, feeling, description, advice, advice_source, created_at)
     select $1, (array['GREAT','GOOD','NEUTRAL','BAD','TERRIBLE'])[1 + i % 5], $3,
            $4, 'builtin', now() - (i || ' minutes')::interval
     from generate_series(1, $2) as i`,
    [registered.user.id, count, sealedText, sealedAdvice],
  );
  await client.query('analyze diary_records');
  await client.end();
  return registered.access_token;
}

const database = await freshDatabase('sendero_bench_diary');
const server = await startServer({
  DATABASE_URL: database.url,
  JWT_SECRET: 'bench-secret-that-is-long-enough-0123456789',
  ENCRYPTION_KEY: encryptionKey.toString('base64'),
});
try {
  const started = Date.now();
  const small = await registerWithRecords(server, database.url, 1_000);
  const big = await registerWithRecords(server, database.url, bigCount);
  console.log(`generated ${bigCount + 1000} records in ${Math.round((Date.now() - started) / 1000)} s`);

  // A deep page too: the cursor of the 50th page.
  let cursor = null;
  for (let i = 0; i < 50; i++) cursor = (await api(server.base, 'GET', `/diary${cursor ? `?cursor=${cursor}` : ''}`, undefined, big)).nextCursor;

  const first1k = await load(`${server.base}/api/diary`, { authorization: `Bearer ${small}` }, seconds);
  const first1m = await load(`${server.base}/api/diary`, { authorization: `Bearer ${big}` }, seconds);
  const deep1m = await load(`${server.base}/api/diary?cursor=${cursor}`, { authorization: `Bearer ${big}` }, seconds);
  console.log(`\nGET /api/diary (10 a page), autocannon 10 connections, ${seconds} s each`);
  console.log(`1,000 records:              ${first1k.rps} req/s  p50 ${first1k.p50} ms  p99 ${first1k.p99} ms`);
  console.log(`${bigCount.toLocaleString('en')} records, page 1:  ${first1m.rps} req/s  p50 ${first1m.p50} ms  p99 ${first1m.p99} ms`);
  console.log(`${bigCount.toLocaleString('en')} records, page 51: ${deep1m.rps} req/s  p50 ${deep1m.p50} ms  p99 ${deep1m.p99} ms`);
  console.log(
    `ratio of throughput, ${bigCount.toLocaleString('en')} / 1,000: ${(first1m.rps / first1k.rps).toFixed(2)} (page 51: ${(deep1m.rps / first1k.rps).toFixed(2)})`,
  );
} finally {
  await server.stop();
  await database.drop();
}
