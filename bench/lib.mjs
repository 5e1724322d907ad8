import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const postgresServer = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** A database made for this run on the local PostgreSQL, dropped by `drop()`. */
export async function freshDatabase(prefix) {
  const name = `${prefix}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: postgresServer });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(postgresServer);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: postgresServer });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/** A free TCP port on loopback. */
export async function freePort() {
  const net = await import('node:net');
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * The node options and environment `npm start` runs the server with (its script in the root
 * package.json, `NAME=value … exec node --option … scripts/start.mjs`), so the server measured
 * here is the one people run.
 */
const startScript = () => JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).scripts.start;

export function startNodeOptions() {
  return (
    startScript()
      .match(/node ((?:--[\w-]+(?:=\S+)? )*)scripts\/start\.mjs/)?.[1]
      .split(' ')
      .filter(Boolean) ?? []
  );
}

export function startEnvironment() {
  const assignments =
    startScript()
      .match(/^((?:[A-Z_]+=\S+ )*)exec node /)?.[1]
      .split(' ')
      .filter(Boolean) ?? [];
  return Object.fromEntries(assignments.map((assignment) => assignment.split(/=(.*)/s).slice(0, 2)));
}

/** Starts `script` with node on a free port and waits until `readyPath` answers 2xx. */
async function startProcess(script, env, readyPath, options = []) {
  const port = await freePort();
  // BENCH_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles the processes measured.
  const nodeArgs = [...options, ...(process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [])];
  const child = spawn(process.execPath, [...nodeArgs, script], { env: { ...process.env, ...env, PORT: String(port) }, stdio: ['ignore', 'ignore', 'inherit'] });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`${script} exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${base}${readyPath}`)).ok) break;
    } catch {
      /* not listening yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    base,
    pid: child.pid,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}

/**
 * The built server (`npm run build` first) on its own port and data folder; `build` is the checkout
 * whose build runs (another commit's, for bench:compare).
 */
export async function startServer(env, { build = root } = {}) {
  const main = path.join(build, 'apps/server/dist/main.js');
  if (!fs.existsSync(main)) throw new Error('Build first: npm run build');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sendero-bench-'));
  const server = await startProcess(
    main,
    { ...startEnvironment(), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', SEED_DEMO: 'false', ACCOUNTS_PER_ADDRESS_PER_HOUR: '100000', ...env },
    '/api/health',
    startNodeOptions(),
  );
  return {
    ...server,
    async stop() {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A bare Fastify hello world in its own process: the floor the API is measured against. */
export const startHelloWorld = () => startProcess(path.join(root, 'bench/hello.mjs'), {}, '/');

/** The machine's CPU time so far, in clock ticks, busy and in all (Linux's /proc/stat). */
function cpuTimes() {
  const [user, nice, system, idle, iowait, ...rest] = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].split(/\s+/).slice(1).map(Number);
  const total = [user, nice, system, idle, iowait, ...rest.slice(0, 3)].reduce((sum, ticks) => sum + ticks, 0);
  return { busy: total - idle - iowait, total };
}

/** CPU seconds a process has used so far (user + system, /proc/<pid>/stat). */
export function processCpuSeconds(pid) {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** Resident memory of a process in MB, from /proc (Linux). */
export function residentMb(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

export async function api(base, method, url, body, token) {
  const response = await fetch(`${base}/api${url}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** autocannon for `seconds`, as fast as it goes: requests per second and latency percentiles. */
export async function load(url, headers = {}, seconds = 10, { connections = 10 } = {}) {
  const result = await autocannon({ url, connections, duration: seconds, headers });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return { rps: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99, requests: result.requests.total };
}

/**
 * `rate` requests a second for `seconds`, each sent at its own moment (one every 1/rate s) over
 * up to `connections` keep-alive connections: evenly paced, as people arrive. autocannon's own
 * rate is not: each connection sends its share of the second at once, then waits for the next
 * second, so its latencies are those of bursts. A latency counts from the moment the request is
 * sent or, when every connection is busy, from the moment it was due to go out, so the wait for
 * a free connection counts (a server that falls behind is seen). How late the sender itself went
 * out is the machine's, not the server's: it is left out of the latencies and returned apart, as
 * `sendDelayP99`, beside `coresBusy`, the share of the machine's cores in use meanwhile. The
 * sender runs in its own process (paced-sender.mjs) and warms up for a second before it counts.
 */
export async function paced(url, headers = {}, seconds = 10, { connections = 10, rate }) {
  const before = cpuTimes();
  const child = spawn(process.execPath, [path.join(root, 'bench/paced-sender.mjs'), JSON.stringify({ url, headers, seconds, connections, rate })], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  const code = await new Promise((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`${url}: the paced sender exited with code ${code}`);
  const after = cpuTimes();
  const { failures, ...figures } = JSON.parse(output);
  if (failures > 0) throw new Error(`${url}: ${failures} failed requests while paced`);
  return { ...figures, coresBusy: (after.busy - before.busy) / (after.total - before.total) };
}
