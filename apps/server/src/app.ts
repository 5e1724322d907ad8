import Fastify, { type FastifyServerOptions } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiRoutes } from './api-routes.js';
import type { Database } from './db/client.js';
import { createAccountRepository, type AccountRepository } from './features/account/account.repository.js';
import type { AuthLimits } from './features/auth/attempt-limits.js';
import type { OidcSettings } from './features/auth/oidc.service.js';
import type { DiaryQuotas } from './features/diary/quotas.js';
import type { AdviceProvider } from './features/diary/advice/providers.js';
import { createReminderJobs, prepareReminderQueues, type ReminderJobs } from './features/reminders/reminder-jobs.js';
import type { PushSender } from './features/reminders/push.js';
import { createAccessTokens, type AccessTokens } from './lib/access-token.js';
import type { AttemptCounter } from './lib/attempt-counter.js';
import type { Clock } from './lib/clock.js';
import type { Sealer } from './lib/encryption.js';
import type { Mailer } from './lib/mail.js';
import type { Jobs } from './lib/jobs.js';
import type { FileStorage, UploadLimitsMb } from './lib/files/index.js';
import { authPlugin } from './plugins/auth.js';
import { docsPlugin } from './plugins/docs.js';
import { closingPlugin } from './plugins/closing.js';
import { drainPlugin } from './plugins/drain.js';
import { filesPlugin } from './plugins/files.js';
import { clientErrorHandler, errorsPlugin, frameworkErrors } from './plugins/errors.js';
import { requestLoggerFactory } from './plugins/logging.js';
import { createResponseSerializerCompiler } from './plugins/response-serializer.js';
import { securityPlugin } from './plugins/security.js';
import { webPlugin } from './plugins/web.js';
import { createServices, type Services } from './services.js';

/** Everything the app needs from outside; tests pass real or local ones. */
export type AppDeps = {
  database: Database;
  clock: Clock;
  mailer: Mailer;
  jwtSecret: string;
  /** Seals diary text, advice and safety plans at rest under ENCRYPTION_KEY. */
  sealer: Sealer;
  accessTokenTtlMs: number;
  refreshTokenTtlMs: number;
  publicUrl: string;
  webDist: string;
  /** Where uploaded files are kept: the local disk today, an S3-compatible store later (STORAGE_URL). */
  fileStorage: FileStorage;
  /** Where uploads are written while they arrive and are checked. */
  uploadTempDir: string;
  /** docs/product.md#api-rules upload limits in MB; the defaults when absent. */
  uploadLimitsMb?: UploadLimitsMb;
  /** Attempt limits (decision 028); each rule left out takes its default. */
  authLimits?: Partial<AuthLimits>;
  /** Fastify's `trustProxy` (TRUST_PROXY): whose X-Forwarded-For is believed; false believes none. */
  trustProxy?: false | string | string[] | number;
  /** Diary entries and voice notes one person may add (decision 028); the shared defaults for each left out. */
  quotas?: Partial<DiaryQuotas>;
  /** Where login and forgot-password attempts are counted: this process's memory unless shared (REDIS_URL). */
  attemptCounter?: AttemptCounter;
  /** Writes diary advice: an OpenAI-compatible model or the built-in writer. */
  advice: AdviceProvider;
  adviceTimeoutMs: number;
  /** Aborted when the process starts stopping, to cut short work that would outlast the grace period. */
  stopping?: AbortSignal;
  logger?: FastifyServerOptions['logger'];
  /** Web Push with this server's VAPID keys; absent, reminders go by email only. */
  push?: PushSender;
  /** How often this process looks for due reminders (main.ts starts the timer after listening). */
  reminderIntervalMs?: number;
  /** The job queue (pg-boss) reminders are handed over through; without it `reminderJobs` throws (most tests). */
  jobs?: Jobs;
  /** Sends reminder emails for real (SMTP, pooled); `mailer` (the outbox) when absent. */
  reminderMailer?: Mailer;
  /** Sign-in with the institution's accounts (OIDC_*, decision 037); absent, it is off. */
  oidc?: OidcSettings;
  /** PASSWORD_LOGIN: false turns password login, registration and reset off (403). Default true. */
  passwordLogin?: boolean;
  /** Tests: every answer is also written by zod and must say the same (plugins/response-serializer.ts). */
  verifyResponses?: boolean;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Daily reminders as jobs: `start()` once listening, stopped on close; tests call `tick()` with their clock. */
    reminderJobs: ReminderJobs;
    /** Work a route does after its answer (forgot-password's reset link); close waits for it, tests too. */
    afterAnswers: { settled(): Promise<void> };
  }
}

const ONE_MIB = 1024 * 1024;

/** A hop count as proxy-addr counts it: the `hops` proxies nearest this server are believed (Fastify types take no number beside a list). */
const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

/** The Fastify instance: limits, the proxies it believes, how it closes, and zod for input and answers. */
function createServer(deps: AppDeps) {
  const app = Fastify({
    logger: deps.logger ?? false,
    childLoggerFactory: requestLoggerFactory,
    bodyLimit: ONE_MIB,
    requestTimeout: 120_000,
    // X-Forwarded-For names the client only when the proxy that sent it is trusted (TRUST_PROXY);
    // otherwise anyone could pick the address their attempts are counted under.
    trustProxy: typeof deps.trustProxy === 'number' ? trustHops(deps.trustProxy) : (deps.trustProxy ?? false),
    // On close: idle keep-alive connections are closed at once; a request arriving on a busy one
    // while the server drains is still served (with `Connection: close`), never refused with a 503.
    forceCloseConnections: 'idle',
    return503OnClosing: false,
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(createResponseSerializerCompiler({ verify: deps.verifyResponses ?? false }));
  return app;
}

type Server = ReturnType<typeof createServer>;

/** What every route relies on: the error shape, draining and closing, security headers, the docs, bearer auth. */
async function registerCrossCutting(app: Server, accountRepository: AccountRepository, accessTokens: AccessTokens) {
  // Error messages in the Spanish of the person who asked (decision 061).
  await app.register(errorsPlugin, { spanishOfPerson: accountRepository.spanishVariant });
  await app.register(drainPlugin);
  await app.register(closingPlugin);
  await app.register(securityPlugin);
  await app.register(docsPlugin);
  await app.register(authPlugin, { accessTokens, accountExists: accountRepository.exists });
}

/** Work after answers and the reminder jobs, both waited for or stopped when the app closes. */
async function registerBackgroundWork(app: Server, deps: AppDeps, services: Services) {
  app.decorate('afterAnswers', { settled: services.settled });
  // Before the mail queue and the database close (main.ts closes them after the app).
  app.addHook('onClose', services.settled);
  if (deps.jobs) await prepareReminderQueues(deps.jobs);
  const reminderJobs = createReminderJobs({ jobs: deps.jobs, reminders: services.reminders, log: app.log, intervalMs: deps.reminderIntervalMs });
  app.decorate('reminderJobs', reminderJobs);
  app.addHook('onClose', async () => reminderJobs.stop());
}

export async function buildApp(deps: AppDeps) {
  const app = createServer(deps);
  const accountRepository = createAccountRepository(deps.database.db);
  const accessTokens = createAccessTokens(deps.jwtSecret, deps.accessTokenTtlMs, deps.clock);
  await registerCrossCutting(app, accountRepository, accessTokens);
  const services = createServices(deps, { log: app.log, accessTokens, accountRepository, accountErased: (userId) => app.accountErased(userId) });
  await registerBackgroundWork(app, deps, services);
  await app.register(apiRoutes, { prefix: '/api', services, deps });
  await app.register(filesPlugin, { storage: deps.fileStorage });
  await app.register(webPlugin, { webDist: deps.webDist });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
