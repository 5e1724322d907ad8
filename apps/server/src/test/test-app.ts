import { warmUp as warmUpCrisisScreen } from '@sendero/crisis-screen';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type AppDeps } from '../app.js';
import type { Database } from '../db/client.js';
import type { AuthLimits } from '../features/auth/attempt-limits.js';
import type { Clock } from '../lib/clock.js';
import type { Mailer, MailMessage } from '../lib/mail.js';
import { createLocalDiskStorage, type FileStorage } from '../lib/files/index.js';
import { createTestDatabase } from './database.js';
import { builtinProvider } from '../features/diary/advice/providers.js';
import { createSealer } from '../lib/encryption.js';
import { startJobs } from '../lib/jobs.js';

/** A fixed key, so two apps on one test database read each other's rows. */
export const testEncryptionKey = Buffer.alloc(32, 7);

/** One secret for every test app, so two apps on one database accept each other's tokens. */
export const testJwtSecret = 'test-secret-that-is-long-enough-for-hs256-signing';

/** A clock tests can move forward. */
export class TestClock implements Clock {
  private current = Date.now();
  now() {
    return new Date(this.current);
  }
  advance(ms: number) {
    this.current += ms;
  }
  set(date: Date) {
    this.current = date.getTime();
  }
}

/** Keeps what would have been sent; the SMTP path has its own test with a real server. */
export class CapturingMailer implements Mailer {
  readonly sent: MailMessage[] = [];
  async send(message: MailMessage) {
    this.sent.push(message);
  }
  close() {}
}

const roomy = { max: 1000, windowMs: 60_000 };
// Generous limits: the helpers register many accounts from one address; the limit tests pass their own.
const roomyLimits: AuthLimits = {
  loginPerIp: roomy,
  loginPerEmail: roomy,
  lockedLoginDelayMs: 0,
  forgotPerIp: roomy,
  forgotPerEmail: roomy,
  registerPerIp: roomy,
  accountsPerIp: roomy,
  refreshFailuresPerIp: roomy,
  resetTokenFailuresPerIp: roomy,
  passwordChecksPerUser: roomy,
  codeFailuresPerUser: roomy,
  codeFailuresPerIp: roomy,
};

export type TestAppOptions = Partial<
  Pick<
    AppDeps,
    | 'mailer'
    | 'authLimits'
    | 'attemptCounter'
    | 'trustProxy'
    | 'quotas'
    | 'accessTokenTtlMs'
    | 'webDist'
    | 'uploadLimitsMb'
    | 'advice'
    | 'adviceTimeoutMs'
    | 'push'
    | 'oidc'
    | 'passwordLogin'
  >
> & {
  database?: Database;
  /** The local folder uploads are stored in (and written to while they arrive). */
  uploadsDir?: string;
  /** An empty uploads folder of the app's own (in place of `uploadsDir`), removed when it closes. */
  freshUploadsDir?: boolean;
  /** Where uploads are stored instead of `uploadsDir` (an S3 storage); they still arrive in `uploadsDir`. */
  fileStorage?: FileStorage;
  /** Starts the job queue (pg-boss) on the database, as main.ts does: reminders need it. */
  jobs?: boolean;
};

const quietLog = { info() {}, warn() {} };

/** A fresh, empty uploads folder for one test file. */
export const tempUploadsDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'sendero-uploads-'));

export async function createTestApp(options: TestAppOptions = {}) {
  // As main.ts does at start: the first screen compiles every pattern, which must not eat a test's time limit.
  warmUpCrisisScreen();
  const database = options.database ?? (await createTestDatabase());
  const clock = new TestClock();
  const mailer = options.mailer ?? new CapturingMailer();
  const uploadsDir = options.freshUploadsDir ? tempUploadsDir() : (options.uploadsDir ?? path.join(os.tmpdir(), 'sendero-test-uploads'));
  const jobs = options.jobs ? await startJobs(database, quietLog) : undefined;
  const app = await buildApp({
    jobs,
    database,
    clock,
    mailer,
    jwtSecret: testJwtSecret,
    sealer: createSealer(testEncryptionKey),
    accessTokenTtlMs: options.accessTokenTtlMs ?? 15 * 60_000,
    refreshTokenTtlMs: 30 * 24 * 3_600_000,
    publicUrl: 'http://sendero.test',
    webDist: options.webDist ?? path.join(os.tmpdir(), 'sendero-no-web-build'),
    fileStorage: options.fileStorage ?? createLocalDiskStorage(uploadsDir),
    uploadTempDir: uploadsDir,
    uploadLimitsMb: options.uploadLimitsMb,
    authLimits: { ...roomyLimits, ...options.authLimits },
    // app.inject comes from 127.0.0.1: tests name the client's address with X-Forwarded-For, as a proxy on this machine would.
    trustProxy: options.trustProxy ?? 'loopback',
    attemptCounter: options.attemptCounter,
    quotas: options.quotas,
    advice: options.advice ?? builtinProvider,
    adviceTimeoutMs: options.adviceTimeoutMs ?? 2_000,
    push: options.push,
    oidc: options.oidc,
    passwordLogin: options.passwordLogin,
    verifyResponses: true,
  });
  await app.ready();
  return {
    app,
    database,
    db: database.db,
    clock,
    mailer,
    uploadsDir,
    /** The job queue when `jobs` was asked for (tests queue a job again as a crashed worker's retry would). */
    jobs,
    async close() {
      await app.close();
      await jobs?.stop({ graceful: false, close: true });
      if (!options.database) await database.close();
      if (options.freshUploadsDir) fs.rmSync(uploadsDir, { recursive: true, force: true });
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/**
 * What `make` makes, made in a `beforeAll` hook (after the hooks registered before it): the object is
 * returned at once and its fields copied in then, so read it inside tests and hooks, not at the top
 * of the file. For plain objects (an app, a user): a class instance would lose its methods.
 */
export function madeBeforeAll<T extends object>(make: () => Promise<T>): T {
  const made = {} as T;
  beforeAll(async () => {
    Object.assign(made, await make());
  });
  return made;
}

/**
 * An app for the tests of a file (or of a `describe`), made before they run and closed after them.
 * `options` is a function when it needs what an earlier hook made (another app's database).
 */
export function useTestApp(options: TestAppOptions | (() => TestAppOptions) = {}): TestApp {
  const testApp = madeBeforeAll(() => createTestApp(typeof options === 'function' ? options() : options));
  // `close` is missing when making the app failed: that failure is the one to see.
  afterAll(() => testApp.close?.());
  return testApp;
}

/** An app for part of one test (other settings, or another process on the same database), closed when `use` ends. */
export async function withTestApp<T>(options: TestAppOptions, use: (testApp: TestApp) => Promise<T>): Promise<T> {
  const testApp = await createTestApp(options);
  try {
    return await use(testApp);
  } finally {
    await testApp.close();
  }
}
