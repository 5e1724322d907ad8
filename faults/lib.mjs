// What every fault scenario needs: the built product started as `npm start` would start it, a
// client, and the outside services (PostgreSQL, SMTP, a model) on loopback, under the test's control.
import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const serverMain = path.join(root, 'apps/server/dist/main.js');
export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
export const tempDir = (prefix) => fs.mkdtempSync(path.join(os.tmpdir(), `sendero-faults-${prefix}-`));

/** Prints a scenario's figures (before its expectations are checked, so a failure shows them too). */
export function report(figures) {
  console.log(JSON.stringify(figures, null, 2));
}

/** A failed expectation: the scenario stops and the run fails. */
export function expect(condition, message) {
  if (!condition) throw new Error(message);
}

export async function freePort() {
  const server = net.createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address();
  server.close();
  await once(server, 'close');
  return port;
}

// Variables of the product that must not leak in from whoever runs the suite.
const productVariables = [
  'DATABASE_URL',
  'JWT_SECRET',
  'AI_BASE_URL',
  'AI_API_KEY',
  'AI_MODEL',
  'AI_TIMEOUT_MS',
  'SMTP_URL',
  'ADMIN_EMAIL',
  'ADMIN_PASSWORD',
  'PUBLIC_URL',
];

/**
 * The built server (`apps/server/dist/main.js`) in its own process on `dataDir`, as `npm start`
 * runs it. `start()` resolves when /api/health answers 200, with how long that took.
 */
export function product({ dataDir, port, env = {}, command = [process.execPath, serverMain] }) {
  const base = `http://127.0.0.1:${port}`;
  let child;
  let log = '';
  const handle = {
    base,
    get pid() {
      return child?.pid;
    },
    output: () => log.slice(-4000),
    async start(timeoutMs = 60_000) {
      if (!fs.existsSync(serverMain)) throw new Error('Build first: npm run build');
      const started = Date.now();
      const childEnv = { ...process.env };
      for (const name of productVariables) delete childEnv[name];
      // The scenarios register up to 50 people from loopback: more than the 20 an hour one address may.
      Object.assign(childEnv, {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        SEED_DEMO: 'false',
        ACCOUNTS_PER_ADDRESS_PER_HOUR: '10000',
        ...env,
      });
      child = spawn(command[0], command.slice(1), { cwd: root, env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] });
      const keep = (chunk) => (log = (log + chunk.toString()).slice(-20_000));
      child.stdout.on('data', keep);
      child.stderr.on('data', keep);
      child.exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal, at: Date.now() })));
      while (Date.now() - started < timeoutMs) {
        if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}) while starting:\n${handle.output()}`);
        try {
          if ((await fetch(`${base}/api/health`)).status === 200) return Date.now() - started;
        } catch {
          // not listening yet
        }
        await sleep(50);
      }
      throw new Error(`the server did not answer /api/health within ${timeoutMs} ms:\n${handle.output()}`);
    },
    alive: () => Boolean(child) && child.exitCode === null && child.signalCode === null,
    /** Sends `signal` and waits for the exit: { code, signal, ms }. */
    async stop(signal = 'SIGTERM', timeoutMs = 20_000) {
      const sent = Date.now();
      child.kill(signal);
      const exit = await Promise.race([child.exited, sleep(timeoutMs).then(() => undefined)]);
      if (!exit) {
        child.kill('SIGKILL');
        await child.exited;
        return { code: null, signal: 'timeout', ms: timeoutMs };
      }
      return { ...exit, ms: exit.at - sent };
    },
    /** kill -9, without waiting for the exit to be reaped. */
    crash() {
      const exited = child.exited;
      child.kill('SIGKILL');
      return exited;
    },
  };
  return handle;
}

/** JSON call to the API; resolves to { status, body } or { error } (a reset, a refused connection). */
export async function call(base, method, url, { body, token, headers = {}, signal } = {}) {
  try {
    const response = await fetch(`${base}/api${url}`, {
      method,
      headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
      body: body !== undefined ? JSON.stringify(body) : undefined,
      signal,
    });
    const text = await response.text();
    let parsed;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = text;
    }
    return { status: response.status, body: parsed, headers: response.headers };
  } catch (error) {
    return { error: error.cause?.code ?? error.code ?? error.name };
  }
}

export async function registerUsers(base, count, prefix = 'persona') {
  const users = [];
  for (let i = 0; i < count; i++) {
    const email = `${prefix}-${i}-${Date.now().toString(36)}@example.com`;
    const answer = await call(base, 'POST', '/auth/register', { body: { email, password: 'Sendero-fallos-2026', firstName: 'Prueba', lastName: String(i) } });
    expect(answer.status === 201, `register ${email}: ${answer.status ?? answer.error} ${JSON.stringify(answer.body)}`);
    users.push({ email, token: answer.body.access_token, id: answer.body.user.id });
  }
  return users;
}

/** Every diary record of a user, all pages. */
export async function diaryOf(base, token) {
  const records = [];
  let cursor;
  do {
    const answer = await call(base, 'GET', `/diary?limit=50${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`, { token });
    expect(answer.status === 200, `GET /diary: ${answer.status ?? answer.error}`);
    records.push(...answer.body.data);
    cursor = answer.body.nextCursor;
  } while (cursor);
  return records;
}

/**
 * A database made for this run, dropped by `drop()`: on the server of DATABASE_URL when set (as in
 * CI), else on the local PostgreSQL (127.0.0.1:5432).
 */
export async function localDatabase(prefix) {
  const server = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `${prefix}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(server);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: server });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/**
 * A PostgreSQL cluster of its own (initdb + pg_ctl from /usr/lib/postgresql/N/bin) on a free
 * port, that the scenario stops and starts. As root, the server runs as the `postgres` user.
 */
export async function throwawayPostgres() {
  const versions = fs.existsSync('/usr/lib/postgresql') ? fs.readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a)) : [];
  const bin = versions.map((version) => `/usr/lib/postgresql/${version}/bin`).find((dir) => fs.existsSync(path.join(dir, 'pg_ctl')));
  if (!bin) throw new Error('no PostgreSQL server binaries in /usr/lib/postgresql/*/bin');
  const dir = tempDir('pg');
  const dataDir = path.join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) execFileSync('chown', ['-R', 'postgres:postgres', dir]);
  const run = (tool, args) => {
    const command = path.join(bin, tool);
    return asRoot ? execFileSync('runuser', ['-u', 'postgres', '--', command, ...args], { stdio: 'pipe' }) : execFileSync(command, args, { stdio: 'pipe' });
  };
  const port = await freePort();
  run('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=on`;
  const start = () => run('pg_ctl', ['-D', dataDir, '-o', options, '-l', path.join(dir, 'log'), '-w', 'start']);
  start();
  run('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', 'sendero']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/sendero`,
    bin,
    start,
    /** Fast shutdown: open connections are cut, new ones refused. */
    stop: () => run('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']),
    destroy() {
      try {
        run('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      } catch {
        // already stopped
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A real SMTP server on a fixed loopback port, turned off and on by the scenario. */
export class Smtp {
  received = [];
  server;
  constructor(port) {
    this.port = port;
  }
  async up() {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData: (stream, session, callback) => {
        let raw = '';
        stream.on('data', (chunk) => (raw += chunk.toString('utf8')));
        stream.on('end', () => {
          this.received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address).join(','), raw, at: Date.now() });
          callback();
        });
      },
    });
    this.server.listen(this.port, '127.0.0.1');
    await once(this.server.server, 'listening');
  }
  async down() {
    if (this.server) await new Promise((resolve) => this.server.close(resolve));
    this.server = undefined;
  }
  to(address) {
    return this.received.filter((mail) => mail.to === address);
  }
}

/** A server that accepts SMTP connections and never says a word: a stuck mail server. */
export async function silentSmtp() {
  const sockets = new Set();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    port: server.address().port,
    connections: () => sockets.size,
    close() {
      for (const socket of sockets) socket.destroy();
      server.close();
    },
  };
}

/** An OpenAI-compatible model on loopback whose behaviour the scenario sets: answer, hang or fail. */
export async function fakeModel() {
  const state = { mode: 'answer', requests: 0 };
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      state.requests += 1;
      if (state.mode === 'hang') return;
      if (state.mode === 'fail') return response.writeHead(500, { 'content-type': 'application/json' }).end('{"error":{"message":"modelo caído"}}');
      response.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          id: 'chatcmpl-faults',
          object: 'chat.completion',
          created: 0,
          model: 'modelo-de-prueba',
          choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content: 'Respira despacio. _Respuesta automática._' } }],
        }),
      );
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    state,
    baseUrl: `http://127.0.0.1:${server.address().port}/v1`,
    close() {
      server.closeAllConnections();
      server.close();
    },
  };
}

/** Percentile of a list of numbers. */
export function percentile(values, p) {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** Counts of outcomes by status or error code, e.g. { 201: 950, ECONNRESET: 3 }. */
export function tally(outcomes) {
  const counts = {};
  for (const outcome of outcomes) {
    const key = outcome.status ?? outcome.error;
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}
