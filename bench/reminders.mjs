// Reminders at scale (decision 040): BENCH_REMINDERS_PEOPLE (default 100,000) people due in the same
// minute on one PostgreSQL database, two built servers sharing the work, a loopback SMTP server and
// loopback push services (one of which never answers). Measures the time until every email has
// been accepted by SMTP and every push taken by a push service that answers, and checks that
// nobody got anything twice and nobody was missed.
import { createECDH, randomBytes } from 'node:crypto';
import { once } from 'node:events';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { freePort, freshDatabase, processCpuSeconds, startServer } from './lib.mjs';

const people = Number(process.env.BENCH_REMINDERS_PEOPLE ?? 100_000);
/** Every fifth person also has push on one phone; one phone in a hundred is on a push service that never answers. */
const PUSH_EVERY = 5;
const HANGING_EVERY = 100;
const TARGET_MS = 5 * 60_000;
const GIVE_UP_MS = 15 * 60_000;
/** One instant, four zones: the same minute is 20:00 somewhere, 15:00 elsewhere. */
const zones = ['Europe/Madrid', 'America/Santiago', 'America/Mexico_City', 'UTC'];

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function hhmm(now, timeZone) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(now)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.hour}:${parts.minute}`;
}

/** The SMTP server: counts each recipient's messages and the moment the last was accepted. */
async function startSmtp() {
  const received = new Map();
  const state = { total: 0, last: 0, first: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // Two servers with eight pooled connections each.
    maxClients: 100,
    onData(stream, session, callback) {
      stream.resume();
      stream.on('end', () => {
        for (const { address } of session.envelope.rcptTo) received.set(address, (received.get(address) ?? 0) + 1);
        state.total++;
        state.last = Date.now();
        state.first ||= state.last;
        callback();
      });
    },
  });
  const port = await freePort();
  server.listen(port, '127.0.0.1');
  await once(server.server, 'listening');
  return { port, received, state, close: () => new Promise((resolve) => server.close(resolve)) };
}

/** A push service: 201 for every push, counted by endpoint; or one that takes requests and never answers. */
async function startPushService({ hangs }) {
  const received = new Map();
  const state = { total: 0, last: 0 };
  const sockets = new Set();
  const server = http.createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      received.set(request.url, (received.get(request.url) ?? 0) + 1);
      state.total++;
      state.last = Date.now();
      if (!hangs) response.writeHead(201).end();
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  const port = await freePort();
  server.listen(port, '127.0.0.1');
  await once(server, 'listening');
  return {
    base: `http://127.0.0.1:${port}`,
    received,
    state,
    close() {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

/** A P-256 pair in URL-safe base64, as VAPID keys and a browser's subscription keys are. */
function p256() {
  const curve = createECDH('prime256v1');
  curve.generateKeys();
  return {
    publicKey: curve.getPublicKey().toString('base64url'),
    privateKey: Buffer.concat([Buffer.alloc(32), curve.getPrivateKey()])
      .subarray(-32)
      .toString('base64url'),
  };
}

/** CPU seconds of every PostgreSQL process alive now (its backends for this run's connections among them). */
function postgresCpuSeconds() {
  let total = 0;
  for (const pid of fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      if (!stat.includes('(postgres)')) continue;
      const fields = stat.split(') ')[1].split(' ');
      total += (Number(fields[11]) + Number(fields[12])) / 100;
    } catch {
      /* gone meanwhile */
    }
  }
  return total;
}

const database = await freshDatabase(`sendero_bench_reminders_${process.pid}`);
const smtp = await startSmtp();
const pushService = await startPushService({ hangs: false });
const hangingPushService = await startPushService({ hangs: true });
const vapid = p256();
const env = {
  DATABASE_URL: database.url,
  SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
  MAIL_FROM: 'Sendero <no-reply@bench.sendero.test>',
  PUBLIC_URL: 'http://sendero.bench',
  // Every process shares these (docs/deploy.md).
  JWT_SECRET: 'bench-reminders-secret-that-is-long-enough-0123456789',
  ENCRYPTION_KEY: randomBytes(32).toString('base64'),
  VAPID_PUBLIC_KEY: vapid.publicKey,
  VAPID_PRIVATE_KEY: vapid.privateKey,
};
const servers = [];
let exitCode = 0;
try {
  // The first migrates the database (and pg-boss its schema); the second finds both ready.
  servers.push(await startServer(env));
  servers.push(await startServer(env));

  const client = new pg.Client({ connectionString: database.url });
  // Dropping the database at the end cuts this connection if an error left it open.
  client.on('error', () => {});
  await client.connect();
  const inserting = Date.now();
  await client.query(
    `insert into users (email, password_hash, first_name, last_name)
     select 'persona' || i || '@bench.sendero.test', 'not-a-password-hash', 'Persona' || i, 'Banco' from generate_series(1, $1::int) as i`,
    [people],
  );
  const device = p256();
  const auth = randomBytes(16).toString('base64url');
  // Who has push, and whose phone hangs, follows the number in their email.
  await client.query(
    `insert into push_subscriptions (user_id, endpoint, p256dh, auth)
     select id, case when n % $1 = 0 then $2 else $3 end || '/push/' || n, $4, $5
     from (select id, substring(email from 'persona(\\d+)@')::int as n from users where email like '%@bench.sendero.test') as u where n % $6 = 0`,
    [PUSH_EVERY * HANGING_EVERY, hangingPushService.base, pushService.base, device.publicKey, auth, PUSH_EVERY],
  );
  // Due at this very minute, in each person's zone; inserted in one transaction, so all at once.
  const now = new Date();
  const times = zones.map((zone) => hhmm(now, zone));
  await client.query(
    `insert into reminders (user_id, enabled, time, time_zone, channels)
     select id, true, ($1::text[])[1 + n % $3], ($2::text[])[1 + n % $3], case when n % $4 = 0 then array['email', 'push'] else array['email'] end
     from (select id, substring(email from 'persona(\\d+)@')::int as n from users where email like '%@bench.sendero.test') as u`,
    [times, zones, zones.length, PUSH_EVERY],
  );
  const due = Date.now();
  await client.end();
  const pushPeople = Math.floor(people / PUSH_EVERY);
  const hangingPhones = Math.floor(people / (PUSH_EVERY * HANGING_EVERY));
  const answeringPhones = pushPeople - hangingPhones;
  console.log(
    `${people.toLocaleString('en')} people (${pushPeople.toLocaleString('en')} with push, ${hangingPhones} on a push service that never answers) inserted in ${((due - inserting) / 1000).toFixed(1)} s; due from now on`,
  );
  const cpuBefore = servers.map((server) => processCpuSeconds(server.pid));
  const benchCpuBefore = process.cpuUsage();
  const postgresBefore = postgresCpuSeconds();

  let lastShown = 0;
  while (smtp.state.total < people || pushService.state.total < answeringPhones) {
    if (Date.now() - due > GIVE_UP_MS) break;
    if (Date.now() - lastShown >= 10_000) {
      lastShown = Date.now();
      console.log(
        `  ${Math.round((Date.now() - due) / 1000)} s: ${smtp.state.total.toLocaleString('en')} emails, ${pushService.state.total.toLocaleString('en')} pushes, ${hangingPushService.state.total} tried on the silent service`,
      );
    }
    await sleep(100);
  }
  const allHandedOver = Math.max(smtp.state.last, pushService.state.last);
  // Time for a second delivery to show, if there were one (a scheduler tick is every 30 s).
  await sleep(35_000);
  const cpuAfter = servers.map((server) => processCpuSeconds(server.pid));
  const benchCpu = process.cpuUsage(benchCpuBefore);
  const postgresCpu = postgresCpuSeconds() - postgresBefore;

  const twice = [...smtp.received.values()].filter((count) => count > 1).length + [...pushService.received.values()].filter((count) => count > 1).length;
  const missedEmails = people - smtp.received.size;
  const missedPushes = answeringPhones - pushService.received.size;
  const seconds = (allHandedOver - due) / 1000;
  console.log(
    `\nall handed over ${seconds.toFixed(1)} s after they were due (first email after ${((smtp.state.first - due) / 1000).toFixed(1)} s; the scheduler ticks every 30 s)`,
  );
  console.log(
    `  from the first email to the last hand-over: ${((allHandedOver - smtp.state.first) / 1000).toFixed(1)} s, ${Math.round((people + answeringPhones) / ((allHandedOver - smtp.state.first) / 1000))} hand-overs/s`,
  );
  console.log(
    `  emails accepted by SMTP: ${smtp.state.total.toLocaleString('en')} (${smtp.received.size.toLocaleString('en')} people); pushes taken: ${pushService.state.total.toLocaleString('en')} (${pushService.received.size.toLocaleString('en')} phones); silent service tried: ${hangingPushService.state.total} of ${hangingPhones}`,
  );
  console.log(`  twice: ${twice}; missed emails: ${missedEmails}; missed pushes: ${missedPushes}`);
  console.log(
    `  CPU meanwhile: servers ${cpuAfter.map((after, i) => `${(after - cpuBefore[i]).toFixed(1)} s`).join(' + ')}; PostgreSQL ${postgresCpu.toFixed(1)} s (every database's); this process (SMTP and push services) ${((benchCpu.user + benchCpu.system) / 1e6).toFixed(1)} s; machine load average ${os.loadavg()[0].toFixed(1)} on ${os.availableParallelism()} cores`,
  );
  const ok = twice === 0 && missedEmails === 0 && missedPushes === 0 && smtp.state.total === people && hangingPushService.state.total === hangingPhones;
  console.log(
    ok
      ? seconds * 1000 <= TARGET_MS
        ? `OK: within the ${TARGET_MS / 60_000} minutes`
        : `SLOW: over the ${TARGET_MS / 60_000} minutes`
      : 'FAILED: see the counts above',
  );
  if (!ok || seconds * 1000 > TARGET_MS) exitCode = 1;
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  await Promise.all(servers.map((server) => server.stop()));
  await Promise.all([smtp.close(), pushService.close(), hangingPushService.close()]);
  await database.drop();
}
process.exit(exitCode);
