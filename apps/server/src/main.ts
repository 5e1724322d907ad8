import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { buildApp, type App } from './app.js';
import { warmUp as warmUpCrisisScreen } from '@sendero/crisis-screen';
import { ConfigError, loadConfig, type Config } from './config.js';
import { openPglite, openPostgres, type Database } from './db/client.js';
import { seedDemoContent } from './db/seed/seed.js';
import { systemClock } from './lib/clock.js';
import { DataDirLockedError, lockDataDir } from './lib/data-dir-lock.js';
import { makeDataDirOwnerOnly } from './lib/data-dir-permissions.js';
import { startJobs, type Jobs } from './lib/jobs.js';
import { createFiles, createLocalDiskStorage, type FileStorage } from './lib/files/index.js';
import { createMailer, type Mailer } from './lib/mail.js';
import { createMailOutbox, type MailOutbox } from './lib/mail-outbox.js';
import type { RedisAttemptCounter } from './lib/redis-attempt-counter.js';
import { loggerOptions } from './plugins/logging.js';
import { createSealer, EncryptionKeyError, parseKey, resolveEncryptionKey, type Sealer } from './lib/encryption.js';
import { sealWithCurrentKey } from './ops/reencrypt.js';
import { releaseMemoryWhenIdle } from './ops/idle-memory.js';
import { builtinProvider, createModelProvider } from './features/diary/advice/providers.js';
import { createAccountService } from './features/auth/account.service.js';
import { ensureAdminAccount } from './features/auth/admin-bootstrap.js';
import { limitsForAccountsPerAddress } from './features/auth/attempt-limits.js';
import { createPushSender, resolveVapidKeys, vapidSubject } from './features/reminders/push.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const webDist = path.resolve(here, '../../web/dist');

/** JWT_SECRET, or one generated once into DATA_DIR (mode 0600) and reused on every start. */
function resolveJwtSecret(config: Config): string {
  if (config.jwtSecret) return config.jwtSecret;
  const file = path.join(config.dataDir, 'jwt-secret');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** docs/product.md#data-ownership-and-scale: in-flight requests may finish for at most 10 s, and the process is gone within 15 s. */
const GRACE_MS = 10_000;
const EXIT_DEADLINE_MS = 14_000;
/** Advice still being written is cut short this long before the grace ends, so its request can answer. */
const ADVICE_CUTOFF_MS = GRACE_MS - 2_000;

/** Resolves with `task`, or after `ms` whatever `task` does: a step of the shutdown never holds it. */
function bounded(task: Promise<unknown>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)));
  return Promise.race([
    task.then(
      () => undefined,
      () => undefined,
    ),
    deadline,
  ]).finally(() => clearTimeout(timer));
}

/** docs/product.md#data-ownership-and-scale: STORAGE_URL selects an S3-compatible store, checked once here; unset keeps DATA_DIR/uploads. */
async function openFileStorage(config: Config, uploadsDir: string): Promise<FileStorage> {
  if (!config.storage) return createLocalDiskStorage(uploadsDir);
  const { storageFromUrl } = await import('./lib/files/s3-storage.js');
  const storage = storageFromUrl(config.storage.url, config.storage.credentials);
  try {
    await storage.checkBucket();
  } catch (error) {
    storage.close();
    throw new Error(`STORAGE_URL: ${(error as Error).message}`);
  }
  return storage;
}

async function main() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  // Owner-only from here on (umask 077), and what an older start left readable is closed now.
  const opened = makeDataDirOwnerOnly(config.dataDir);
  if (opened > 0) console.warn(`Sendero: made ${opened} files and folders in DATA_DIR readable by this user only.`);

  // What is running so far, closed in order by `shutdown` (a signal may come at any point of the start).
  const running: {
    releaseLock: () => void;
    database?: Database;
    jobs?: Jobs;
    outbox?: MailOutbox;
    reminderMailer?: Mailer;
    attempts?: RedisAttemptCounter;
    app?: App;
  } = {
    releaseLock: () => {},
  };
  const stopping = new AbortController();
  const log = {
    info: (obj: object, msg: string) => (running.app ? running.app.log.info(obj, msg) : undefined),
    warn: (obj: object, msg: string) => (running.app ? running.app.log.warn(obj, msg) : console.warn(msg, JSON.stringify(obj))),
  };

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    const started = Date.now();
    running.app?.log.info({ signal }, 'shutting down: finishing requests in flight');
    setTimeout(() => {
      console.error(`Sendero: still stopping after ${EXIT_DEADLINE_MS / 1000} s; exiting now.`);
      running.releaseLock();
      process.exit(0);
    }, EXIT_DEADLINE_MS).unref();
    setTimeout(() => stopping.abort(new Error('shutting down')), ADVICE_CUTOFF_MS).unref();
    // Whatever is still open at the end of the grace (a slow upload, a stuck client) is cut.
    setTimeout(() => running.app?.server.closeAllConnections(), GRACE_MS).unref();
    await Promise.all([running.app ? running.app.close() : undefined, running.outbox ? bounded(running.outbox.stopDelivering(), 3_000) : undefined]);
    // Requests in flight may have queued mail up to here; the queue and the database close last.
    if (running.jobs) await bounded(running.jobs.stop({ graceful: false, close: true }), 2_000);
    running.outbox?.close();
    running.reminderMailer?.close();
    if (running.attempts) await bounded(running.attempts.close(), 1_000);
    if (running.database) await bounded(running.database.close(), 2_000);
    running.releaseLock();
    running.app?.log.info({ signal, ms: Date.now() - started }, 'stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  /** Start-up steps stop here when a signal came in the middle of them. */
  const stopped = () => closing;

  let database: Database;
  try {
    if (!config.databaseUrl) running.releaseLock = await lockDataDir(config.dataDir);
    database = running.database = config.databaseUrl ? openPostgres(config.databaseUrl) : await openPglite(path.join(config.dataDir, 'db'));
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  if (stopped()) return;

  let jobs: Jobs;
  try {
    await database.migrate();
    jobs = running.jobs = await startJobs(database, log);
  } catch (error) {
    console.error(`Could not prepare the database: ${(error as Error).message}`);
    await database.close().catch(() => {});
    running.releaseLock();
    process.exit(1);
  }
  if (stopped()) return;

  const jwtSecret = resolveJwtSecret(config);
  let sealer: Sealer;
  try {
    sealer = createSealer(
      resolveEncryptionKey(config.encryptionKey, config.dataDir),
      config.encryptionPreviousKeys.map((key) => parseKey(key, 'ENCRYPTION_PREVIOUS_KEYS')),
    );
  } catch (error) {
    if (!(error instanceof EncryptionKeyError)) throw error;
    console.error(error.message);
    await jobs.stop({ graceful: false, close: true }).catch(() => {});
    await database.close().catch(() => {});
    running.releaseLock();
    process.exit(1);
  }
  // Rows written before encryption (or under a previous key) are sealed before the first request.
  const sealed = await sealWithCurrentKey(database.db, sealer);
  if (sealed.diaryRecords + sealed.safetyPlans > 0) log.warn({ event: 'sealed_at_rest', ...sealed }, 'sealed plain or previous-key rows with ENCRYPTION_KEY');
  if (sealed.unreadable > 0)
    console.warn(`Sendero: ${sealed.unreadable} rows are sealed with a key that is not configured (ENCRYPTION_PREVIOUS_KEYS): they cannot be read.`);
  // Temporary uploads sit beside the stored ones, so storing one on the local disk is a rename.
  const uploadsDir = path.join(config.dataDir, 'uploads');
  let fileStorage: FileStorage;
  try {
    fileStorage = await openFileStorage(config, uploadsDir);
  } catch (error) {
    console.error((error as Error).message);
    await jobs.stop({ graceful: false, close: true }).catch(() => {});
    await database.close().catch(() => {});
    running.releaseLock();
    process.exit(1);
  }
  const outbox = (running.outbox = await createMailOutbox({
    jobs,
    mailer: createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: path.join(config.dataDir, 'outbox'), log }),
    secret: jwtSecret,
    log,
  }));
  if (config.redisUrl) {
    // Loaded only when REDIS_URL is set, like the S3 client.
    const { createRedisAttemptCounter } = await import('./lib/redis-attempt-counter.js');
    running.attempts = createRedisAttemptCounter(config.redisUrl, {
      onError: (error) => log.warn({ event: 'attempt_count_failed', err: error.message }, 'Redis did not count an attempt: let through'),
    });
  }
  const app = (running.app = await buildApp({
    database,
    clock: systemClock,
    mailer: outbox,
    jwtSecret,
    sealer,
    accessTokenTtlMs: config.accessTokenTtlMs,
    refreshTokenTtlMs: config.refreshTokenTtlMs,
    publicUrl: config.publicUrl,
    oidc: config.oidc,
    passwordLogin: config.passwordLogin,
    webDist,
    fileStorage,
    uploadTempDir: uploadsDir,
    uploadLimitsMb: config.uploadLimitsMb,
    logger: loggerOptions(config.logLevel),
    advice: config.ai.baseUrl ? createModelProvider({ baseUrl: config.ai.baseUrl, apiKey: config.ai.apiKey, model: config.ai.model }) : builtinProvider,
    adviceTimeoutMs: config.ai.timeoutMs,
    stopping: stopping.signal,
    attemptCounter: running.attempts,
    trustProxy: config.trustProxy,
    authLimits: limitsForAccountsPerAddress(config.accountsPerAddressPerHour),
    jobs,
    // Reminder emails go straight to SMTP over a few kept connections: their own jobs retry them (decision 040).
    reminderMailer: (running.reminderMailer = createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      outboxDir: path.join(config.dataDir, 'outbox'),
      log,
      pooled: true,
    })),
    push: createPushSender({
      keys: resolveVapidKeys(config.dataDir, config.vapid),
      subject: vapidSubject(config.mailFrom),
      allowedHosts: config.pushServiceHosts,
    }),
  }));

  const accounts = createAccountService({ db: database.db, clock: systemClock, aiAvailable: Boolean(config.ai.baseUrl) });
  await ensureAdminAccount(accounts, config.admin, config.dataDir, app.log);
  if (config.seedDemo) {
    const { seeded } = await seedDemoContent(database.db, createFiles({ storage: fileStorage, tempDir: uploadsDir, limitsMb: config.uploadLimitsMb }));
    if (seeded) app.log.info('seeded the demo routes, contents and media (SEED_DEMO=false turns this off)');
  }
  if (stopped()) return;

  warmUpCrisisScreen();
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    console.error(`Could not listen on ${config.host}:${config.port}: ${(error as Error).message}`);
    await jobs.stop({ graceful: false, close: true }).catch(() => {});
    await database.close().catch(() => {});
    running.releaseLock();
    process.exit(1);
  }
  await outbox.startDelivering();
  // Stopped by app.close() in `shutdown`; each process ticks and works the reminder queues (decision 040).
  await app.reminderJobs.start();
  // Its timer is unref'd: it never keeps the process up, so `shutdown` has nothing to stop.
  releaseMemoryWhenIdle();
  const shownHost = config.host === '0.0.0.0' || config.host === '127.0.0.1' ? 'localhost' : config.host;
  app.log.info(
    { database: database.kind, ai: config.ai.baseUrl ? 'openai-compatible' : 'built-in', mail: config.smtpUrl ? 'smtp' : 'outbox' },
    `Sendero is ready on http://${shownHost}:${config.port}`,
  );
}

await main();
