// Two builds side by side in one run: the commit given (`npm run bench:compare -- <commit>`) and
// this checkout, each on its own database with the same data, measured in interleaved rounds
// beside a bare Fastify hello world, so both see the same noise of this 2-core machine. Then the
// memory each holds at rest. The other commit is checked out under os.tmpdir(), installed and
// built there once (kept for the next run). `npm run build` this checkout first.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { apiTargets, seedApiBench } from './api-setup.mjs';
import { api, freshDatabase, load, median, processCpuSeconds, residentMb, root, startHelloWorld, startServer } from './lib.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
/** At rest means quiet: the server gives memory back in the first quiet 10-s window after load. */
const QUIET_MS = 25_000;

const git = (...args) => execFileSync('git', ['-C', root, ...args], { encoding: 'utf8' }).trim();
const baseRef = process.argv[2];
if (!baseRef) throw new Error('Which commit to compare with? npm run bench:compare -- <commit>');
const baseCommit = git('rev-parse', '--verify', `${baseRef}^{commit}`);
const head = git('rev-parse', 'HEAD');

/** The other commit, installed and built in a folder of its own (once). */
function baseBuild() {
  const folder = path.join(os.tmpdir(), `sendero-bench-${baseCommit.slice(0, 12)}`);
  if (!fs.existsSync(path.join(folder, 'apps/server/dist/main.js'))) {
    if (!fs.existsSync(folder)) git('worktree', 'add', '--detach', folder, baseCommit);
    const run = (...command) => execFileSync(command[0], command.slice(1), { cwd: folder, stdio: ['ignore', 'ignore', 'inherit'] });
    process.stderr.write(`installing and building ${baseCommit.slice(0, 12)} in ${folder}\n`);
    run('npm', 'install', '--no-audit', '--no-fund');
    run('npm', 'run', 'build');
  }
  return folder;
}

async function start(label, build) {
  const { createSealer } = await import(pathToFileURL(path.join(build, 'apps/server/dist/lib/encryption.js')).href);
  const key = randomBytes(32);
  const database = await freshDatabase(`sendero_compare_${label}`);
  const server = await startServer(
    { DATABASE_URL: database.url, JWT_SECRET: 'bench-secret-that-is-long-enough-0123456789', ENCRYPTION_KEY: key.toString('base64') },
    { build },
  );
  const token = await seedApiBench(server, database.url, createSealer(key));
  return { label, server, database, targets: apiTargets(server.base, token) };
}

/** Resident memory of a build on the embedded database with the demo content, after a quiet spell. */
async function embeddedAtRest(build) {
  const server = await startServer({ JWT_SECRET: 'bench-secret-that-is-long-enough-0123456789', SEED_DEMO: 'true' }, { build });
  try {
    const registered = await api(server.base, 'POST', '/auth/register', {
      email: `bench-compare-${Date.now()}@example.com`,
      password: 'Bench-clave-segura-1',
      firstName: 'Bench',
      lastName: 'Memoria',
    });
    const auth = { authorization: `Bearer ${registered.access_token}` };
    for (const url of ['/api/routes', '/api/diary?limit=10', '/api/profile/metrics']) await load(`${server.base}${url}`, auth, 3, { connections: 10 });
    await new Promise((resolve) => setTimeout(resolve, QUIET_MS));
    return residentMb(server.pid);
  } finally {
    await server.stop();
  }
}

const builds = { before: baseBuild(), after: root };
const hello = await startHelloWorld();
const sides = [await start('before', builds.before), await start('after', builds.after)];
try {
  // Warm every process up before anything is counted.
  await load(`${hello.base}/`, {}, 2, { connections });
  for (const side of sides) for (const target of side.targets) await load(target.url, target.headers, 2, { connections });

  const figures = new Map();
  const floors = [];
  for (let round = 1; round <= rounds; round++) {
    floors.push((await load(`${hello.base}/`, {}, seconds, { connections })).rps);
    for (let t = 0; t < sides[0].targets.length; t++) {
      // Which build goes first alternates, so neither always follows the hello world.
      const order = round % 2 ? sides : [...sides].reverse();
      for (const side of order) {
        const target = side.targets[t];
        const key = `${side.label} ${target.name}`;
        // The server's own CPU per request says the same as req/s without the noise of the shared cores.
        const cpuBefore = processCpuSeconds(side.server.pid);
        const run = await load(target.url, target.headers, seconds, { connections });
        const cpuMicroseconds = ((processCpuSeconds(side.server.pid) - cpuBefore) * 1e6) / run.requests;
        figures.set(key, [...(figures.get(key) ?? []), { ...run, cpuMicroseconds }]);
      }
    }
    process.stderr.write(`round ${round}/${rounds} done\n`);
  }
  await new Promise((resolve) => setTimeout(resolve, QUIET_MS));
  const memory = Object.fromEntries(sides.map((side) => [side.label, residentMb(side.server.pid)]));

  console.log(`\nbefore: ${baseCommit.slice(0, 12)}, after: ${head.slice(0, 12)} (this checkout's build), ${new Date().toISOString()}`);
  console.log(`autocannon, ${connections} connections, ${seconds} s a measurement, ${rounds} interleaved rounds`);
  console.log(`bare Fastify hello world: median ${median(floors)} req/s`);
  console.log(
    '| endpoint (PostgreSQL) | before req/s | after req/s | after / before | before p99 ms | after p99 ms | server CPU µs/request before → after | within 10 % |',
  );
  console.log('|---|---|---|---|---|---|---|---|');
  for (const target of sides[0].targets) {
    const [before, after] = ['before', 'after'].map((label) => figures.get(`${label} ${target.name}`));
    const rps = [before, after].map((runs) => median(runs.map((run) => run.rps)));
    const ratio = rps[1] / rps[0];
    const p99 = [before, after].map((runs) => median(runs.map((run) => run.p99)));
    const cpu = [before, after].map((runs) => Math.round(median(runs.map((run) => run.cpuMicroseconds))));
    console.log(
      `| ${target.name} | ${rps[0]} | ${rps[1]} | ${ratio.toFixed(3)} | ${p99[0]} | ${p99[1]} | ${cpu[0]} → ${cpu[1]} | ${ratio >= 0.9 ? 'yes' : 'NO'} |`,
    );
  }
  for (const side of sides) await side.server.stop();
  const embedded = { before: await embeddedAtRest(builds.before), after: await embeddedAtRest(builds.after) };
  console.log('\n| resident memory at rest | before | after | after − before | within 10 MB |');
  console.log('|---|---|---|---|---|');
  for (const [label, mb] of [
    ['PostgreSQL, after the load above', memory],
    ['embedded database with the demo content', embedded],
  ]) {
    console.log(`| ${label} | ${mb.before} MB | ${mb.after} MB | ${mb.after - mb.before} MB | ${mb.after - mb.before <= 10 ? 'yes' : 'NO'} |`);
  }
} finally {
  for (const side of sides) {
    await side.server.stop();
    await side.database.drop();
  }
  await hello.stop();
}
