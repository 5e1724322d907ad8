// The API beside a bare Fastify hello world, as ratios: this 2-core machine is noisy, so every
// figure is divided by the floor measured in the same round, and rounds are interleaved.
// `npm run build && npm run bench:api`; needs the local PostgreSQL on 127.0.0.1:5432.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { apiTargets, seedApiBench } from './api-setup.mjs';
import { freshDatabase, load, median, paced as pacedLoad, residentMb, root, startHelloWorld, startServer } from './lib.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const { createSealer } = await import(pathToFileURL(path.join(root, 'apps/server/dist/lib/encryption.js')).href);
const encryptionKey = randomBytes(32);
const sealer = createSealer(encryptionKey);

const database = await freshDatabase('sendero_bench');
const hello = await startHelloWorld();
const server = await startServer({
  DATABASE_URL: database.url,
  JWT_SECRET: 'bench-secret-that-is-long-enough-0123456789',
  ENCRYPTION_KEY: encryptionKey.toString('base64'),
});
try {
  const token = await seedApiBench(server, database.url, sealer);
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const memoryAtRest = residentMb(server.pid);
  const allTargets = apiTargets(server.base, token);
  // BENCH_ONLY=routes measures only the endpoints whose name contains it (with BENCH_NODE_ARGS, to profile one).
  const targets = allTargets.filter((target) => !process.env.BENCH_ONLY || target.name.includes(process.env.BENCH_ONLY));
  // Warm both processes up before anything is counted.
  await load(`${hello.base}/`, {}, 2, { connections });
  for (const target of targets) await load(target.url, target.headers, 2, { connections });

  const results = new Map(targets.map((target) => [target.name, []]));
  const floors = [];
  for (let round = 1; round <= rounds; round++) {
    const floor = await load(`${hello.base}/`, {}, seconds, { connections });
    floors.push(floor);
    for (const target of targets) {
      const figures = await load(target.url, target.headers, seconds, { connections });
      results.get(target.name).push({ ...figures, ratio: figures.rps / floor.rps });
    }
    process.stderr.write(`round ${round}/${rounds} done\n`);
  }

  // At a quarter of each endpoint's measured maximum, evenly paced: the latency people feel.
  // Rounds interleave the endpoint with the hello world at the same rate (this machine's floor:
  // two cores shared by the sender, the server and PostgreSQL); the table has their medians.
  const paced = [];
  for (const target of targets) {
    const rate = Math.max(1, Math.round(median(results.get(target.name).map((r) => r.rps)) / 4));
    const runs = [];
    const floorRuns = [];
    for (let round = 1; round <= rounds; round++) {
      // As many sockets as the maximum was measured with: a request never waits in this process
      // for a free socket (that wait would be counted as the server's latency).
      runs.push(await pacedLoad(target.url, target.headers, seconds, { connections, rate }));
      floorRuns.push(await pacedLoad(`${hello.base}/`, {}, seconds, { connections, rate }));
    }
    const middle = (runs, figure) => median(runs.map((run) => run[figure]));
    paced.push({
      name: target.name,
      rate,
      ...Object.fromEntries(['rps', 'p50', 'p99', 'sendDelayP99', 'coresBusy'].map((figure) => [figure, middle(runs, figure)])),
      p99Runs: runs.map((run) => run.p99),
      floor: { p50: middle(floorRuns, 'p50'), p99: middle(floorRuns, 'p99') },
    });
  }
  const memoryAfter = residentMb(server.pid);

  console.log(`\nautocannon, ${connections} connections, ${seconds} s a measurement, ${rounds} interleaved rounds, ${new Date().toISOString()}`);
  console.log(`bare Fastify hello world (own process): median ${median(floors.map((f) => f.rps))} req/s`);
  console.log('| endpoint (PostgreSQL) | median req/s | median ratio to hello world | p50 ms | p99 ms |');
  console.log('|---|---|---|---|---|');
  for (const target of targets) {
    const figures = results.get(target.name);
    console.log(
      `| ${target.name} | ${median(figures.map((f) => f.rps))} | ${median(figures.map((f) => f.ratio)).toFixed(3)}× | ${median(figures.map((f) => f.p50))} | ${median(figures.map((f) => f.p99))} |`,
    );
  }
  console.log(`\nevenly paced at 25 % of each maximum, ${seconds} s a run after 1 s not counted, medians of ${rounds} rounds`);
  console.log(
    '| endpoint | rate req/s | p50 ms | p99 ms | p99 of each round | p99 ≤ 50 ms and ≤ 3× p50 | sender late, p99 ms | cores busy | hello world at that rate: p50 / p99 ms |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const row of paced) {
    const ok = row.p99 <= 50 && row.p99 <= 3 * row.p50;
    console.log(
      `| ${row.name} | ${row.rps} | ${row.p50} | ${row.p99} | ${row.p99Runs.join(', ')} | ${ok ? 'yes' : 'NO'} | ${row.sendDelayP99} | ${Math.round(100 * row.coresBusy)} % | ${row.floor.p50} / ${row.floor.p99} |`,
    );
  }
  console.log(`\nserver resident memory on PostgreSQL: ${memoryAtRest} MB at rest after seeding, ${memoryAfter} MB after the load`);
} finally {
  await server.stop();
  await hello.stop();
  await database.drop();
}
