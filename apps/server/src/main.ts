import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { buildApp, type App, type AppDeps } from './app.js';
import { warmUp as warmUpCrisisScreen } from '@sendero/crisis-screen';
import { ConfigError, loadConfig, type Config } from './config.js';
import { openPglite, openPostgres, type Database } from './db/client.js';
import { seedDemoContent } from './db/seed/seed.js';
import { systemClock } from './lib/clock.js';
import { DataDirLockedError, lockDataDir } from './lib/data-dir-lock.js';
import { makeDataDirOwnerOnly } from './lib/data-dir-permissions.js';
import { startJobs, type Jobs } from './lib/jobs.js';
import { createFiles, createLocalDiskStorage, type FileStorage } from './lib/files/index.js';
import { createMailer } from './lib/mail.js';
import { createMailOutbox, type MailOutbox } from './lib/mail-outbox.js';
import { loggerOptions } from './plugins/logging.js';
import { createSealer, EncryptionKeyError, parseKey, resolveEncryptionKey, type Sealer } from './lib/encryption.js';
import { sealWithCurrentKey } from './ops/reencrypt.js';
import { releaseMemoryWhenIdle } from './ops/idle-memory.js';
import { builtinProvider, createModelProvider } from './features/diary/advice/providers.js';
import { createAccountService } from './features/auth/account.service.js';
import { ensureAdminAccount } from './features/auth/admin-bootstrap.js';
import { limitsForAccountsPerAddress } from './features/auth/attempt-limits.js';
import { createPushSender, resolveVapidKeys, vapidSubject } from './features/reminders/push.js';
import { failStart, stopOnSignals, type Running } from './shutdown.js';

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

/** The start's log: the app's logger once it exists; before, warnings go to the console. */
type StartLog = {
  info: (obj: object, msg: string) => void;
  warn: (obj: object, msg: string) => void;
};

function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/** One process per DATA_DIR with PGlite (the lock), or a pool to PostgreSQL (DATABASE_URL). */
async function openDatabase(config: Config, running: Running): Promise<Database> {
  try {
    if (!config.databaseUrl) running.releaseLock = await lockDataDir(config.dataDir);
    return (running.database = config.databaseUrl ? openPostgres(config.databaseUrl) : await openPglite(path.join(config.dataDir, 'db')));
  } catch (error) {
    if (error instanceof DataDirLockedError) return failStart(running, error.message);
    throw error;
  }
}

/** Migrations, then the job queue on the same database: both before the app is built. */
async function prepareDatabase(database: Database, running: Running, log: StartLog): Promise<Jobs> {
  try {
    await database.migrate();
    return (running.jobs = await startJobs(database, log));
  } catch (error) {
    return failStart(running, `Could not prepare the database: ${(error as Error).message}`);
  }
}

/** The sealer under ENCRYPTION_KEY; rows written before encryption (or under a previous key) are sealed before the first request. */
async function sealAtRest(config: Config, database: Database, running: Running, log: StartLog): Promise<Sealer> {
  let sealer: Sealer;
  try {
    sealer = createSealer(
      resolveEncryptionKey(config.encryptionKey, config.dataDir),
      config.encryptionPreviousKeys.map((key) => parseKey(key, 'ENCRYPTION_PREVIOUS_KEYS')),
    );
  } catch (error) {
    if (!(error instanceof EncryptionKeyError)) throw error;
    return failStart(running, error.message);
  }
  const sealed = await sealWithCurrentKey(database.db, sealer);
  if (sealed.diaryRecords + sealed.safetyPlans > 0) log.warn({ event: 'sealed_at_rest', ...sealed }, 'sealed plain or previous-key rows with ENCRYPTION_KEY');
  if (sealed.unreadable > 0)
    console.warn(`Sendero: ${sealed.unreadable} rows are sealed with a key that is not configured (ENCRYPTION_PREVIOUS_KEYS): they cannot be read.`);
  return sealer;
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

function startLog(running: Running): StartLog {
  return {
    info: (obj, msg) => (running.app ? running.app.log.info(obj, msg) : undefined),
    warn: (obj, msg) => (running.app ? running.app.log.warn(obj, msg) : console.warn(msg, JSON.stringify(obj))),
  };
}

/** With REDIS_URL, attempts are counted in Redis, shared by every process; loaded only then, like the S3 client. */
async function sharedAttemptCounter(config: Config, log: StartLog) {
  if (!config.redisUrl) return undefined;
  const { createRedisAttemptCounter } = await import('./lib/redis-attempt-counter.js');
  return createRedisAttemptCounter(config.redisUrl, {
    onError: (error) => log.warn({ event: 'attempt_count_failed', err: error.message }, 'Redis did not count an attempt: let through'),
  });
}

/** What the start has opened, handed to the app. */
type Opened = {
  database: Database;
  jobs: Jobs;
  jwtSecret: string;
  sealer: Sealer;
  fileStorage: FileStorage;
  uploadsDir: string;
  outbox: MailOutbox;
  running: Running;
  stopping: AbortSignal;
};

/** Everything buildApp takes, from the config and what the start has opened. */
function appDeps(config: Config, { database, jobs, jwtSecret, sealer, fileStorage, uploadsDir, outbox, running, stopping }: Opened): AppDeps {
  return {
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
    stopping,
    attemptCounter: running.attempts,
    trustProxy: config.trustProxy,
    authLimits: limitsForAccountsPerAddress(config.accountsPerAddressPerHour),
    jobs,
    reminderMailer: running.reminderMailer,
    push: createPushSender({
      keys: resolveVapidKeys(config.dataDir, config.vapid),
      subject: vapidSubject(config.mailFrom),
      allowedHosts: config.pushServiceHosts,
    }),
  };
}

/** The first admin account, and the demo routes unless SEED_DEMO=false: before the first request. */
async function prepareContent(config: Config, app: App, { database, fileStorage, uploadsDir }: Pick<Opened, 'database' | 'fileStorage' | 'uploadsDir'>) {
  const accounts = createAccountService({ db: database.db, clock: systemClock, aiAvailable: Boolean(config.ai.baseUrl) });
  await ensureAdminAccount(accounts, config.admin, config.dataDir, app.log);
  if (config.seedDemo) {
    const { seeded } = await seedDemoContent(database.db, createFiles({ storage: fileStorage, tempDir: uploadsDir, limitsMb: config.uploadLimitsMb }));
    if (seeded) app.log.info('seeded the demo routes, contents and media (SEED_DEMO=false turns this off)');
  }
}

/** Listens, then starts what runs beside the requests: mail delivery, the reminder jobs, giving idle memory back. */
async function serve(config: Config, app: App, { database, outbox, running }: Pick<Opened, 'database' | 'outbox' | 'running'>) {
  warmUpCrisisScreen();
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await failStart(running, `Could not listen on ${config.host}:${config.port}: ${(error as Error).message}`);
  }
  await outbox.startDelivering();
  // Stopped by app.close() in the shutdown; each process ticks and works the reminder queues (decision 040).
  await app.reminderJobs.start();
  // Its timer is unref'd: it never keeps the process up, so the shutdown has nothing to stop.
  releaseMemoryWhenIdle();
  const shownHost = config.host === '0.0.0.0' || config.host === '127.0.0.1' ? 'localhost' : config.host;
  app.log.info(
    { database: database.kind, ai: config.ai.baseUrl ? 'openai-compatible' : 'built-in', mail: config.smtpUrl ? 'smtp' : 'outbox' },
    `Sendero is ready on http://${shownHost}:${config.port}`,
  );
}

/** Config → database (migrated) → job queue → sealing at rest → storage → mail → app → admin and demo → listen. */
async function main() {
  const config = loadConfigOrExit();
  // Owner-only from here on (umask 077), and what an older start left readable is closed now.
  const openedFiles = makeDataDirOwnerOnly(config.dataDir);
  if (openedFiles > 0) console.warn(`Sendero: made ${openedFiles} files and folders in DATA_DIR readable by this user only.`);

  const running: Running = { releaseLock: () => {} };
  const stopping = new AbortController();
  const log = startLog(running);
  const { stopped } = stopOnSignals(running, stopping);

  const database = await openDatabase(config, running);
  if (stopped()) return;
  const jobs = await prepareDatabase(database, running, log);
  if (stopped()) return;

  const jwtSecret = resolveJwtSecret(config);
  const sealer = await sealAtRest(config, database, running, log);
  // Temporary uploads sit beside the stored ones, so storing one on the local disk is a rename.
  const uploadsDir = path.join(config.dataDir, 'uploads');
  const fileStorage = await openFileStorage(config, uploadsDir).catch((error: unknown) => failStart(running, (error as Error).message));
  const outboxDir = path.join(config.dataDir, 'outbox');
  const outbox = (running.outbox = await createMailOutbox({
    jobs,
    mailer: createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir, log }),
    secret: jwtSecret,
    log,
  }));
  running.attempts = await sharedAttemptCounter(config, log);
  // Reminder emails go straight to SMTP over a few kept connections: their own jobs retry them (decision 040).
  running.reminderMailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir, log, pooled: true });
  const opened: Opened = { database, jobs, jwtSecret, sealer, fileStorage, uploadsDir, outbox, running, stopping: stopping.signal };
  const app = (running.app = await buildApp(appDeps(config, opened)));

  await prepareContent(config, app, opened);
  if (stopped()) return;
  await serve(config, app, opened);
}

await main();
