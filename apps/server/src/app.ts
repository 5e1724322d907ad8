import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from './db/client.js';
import { createAuthService, type AuthLimits } from './features/auth/auth.service.js';
import { authRoutes } from './features/auth/auth.routes.js';
import { accountHttp } from './features/account/account.http.js';
import { createAccountRepository } from './features/account/account.repository.js';
import { createAccountService } from './features/account/account.service.js';
import { diaryRoutes } from './features/diary/diary.routes.js';
import { createDiaryService } from './features/diary/diary.service.js';
import type { AdviceProvider } from './features/diary/advice/providers.js';
import { healthRoutes } from './features/health/health.routes.js';
import { createCrisisService } from './features/safety/crisis.service.js';
import { createSafetyPlanService } from './features/safety/safety-plan.service.js';
import { safetyRoutes } from './features/safety/safety.routes.js';
import { profileRoutes } from './features/profile/profile.routes.js';
import { learningRoutes } from './features/learning/learning.routes.js';
import { authoringRoutes } from './features/authoring/authoring.routes.js';
import { createContentAuthoring } from './features/authoring/content-authoring.service.js';
import { createReports } from './features/authoring/reports.service.js';
import { createRouteAuthoring } from './features/authoring/route-authoring.service.js';
import { createProgressService } from './features/learning/progress.service.js';
import { createAccessTokens } from './lib/access-token.js';
import type { Clock } from './lib/clock.js';
import type { Sealer } from './lib/encryption.js';
import type { Mailer } from './lib/mail.js';
import type { UploadLimitsMb } from './lib/uploads.js';
import { DEFAULT_UPLOAD_LIMITS_MB } from '@sendero/shared';
import { authPlugin } from './plugins/auth.js';
import { docsPlugin } from './plugins/docs.js';
import { closingPlugin } from './plugins/closing.js';
import { drainPlugin } from './plugins/drain.js';
import { clientErrorHandler, errorsPlugin, frameworkErrors } from './plugins/errors.js';
import { securityPlugin } from './plugins/security.js';
import { webPlugin } from './plugins/web.js';

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
  uploadsDir: string;
  /** CONTRACT §2 upload limits in MB; the defaults when absent. */
  uploadLimitsMb?: UploadLimitsMb;
  authLimits?: AuthLimits;
  /** Writes diary advice: an OpenAI-compatible model or the built-in writer. */
  advice: AdviceProvider;
  adviceTimeoutMs: number;
  /** Aborted when the process starts stopping, to cut short work that would outlast the grace period. */
  stopping?: AbortSignal;
  logger?: FastifyServerOptions['logger'];
};

const ONE_MIB = 1024 * 1024;

export async function buildApp(deps: AppDeps) {
  const app = Fastify({
    logger: deps.logger ?? false,
    bodyLimit: ONE_MIB,
    requestTimeout: 120_000,
    // X-Forwarded-For is believed only from a proxy on this machine.
    trustProxy: 'loopback',
    // On close: idle keep-alive connections are closed at once; a request arriving on a busy one
    // while the server drains is still served (with `Connection: close`), never refused with a 503.
    forceCloseConnections: 'idle',
    return503OnClosing: false,
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errorsPlugin);
  await app.register(drainPlugin);
  await app.register(closingPlugin);
  await app.register(securityPlugin);
  await app.register(docsPlugin);
  const accessTokens = createAccessTokens(deps.jwtSecret, deps.accessTokenTtlMs, deps.clock);
  const accountRepository = createAccountRepository(deps.database.db);
  await app.register(authPlugin, { accessTokens, accountExists: accountRepository.exists });

  const auth = createAuthService({
    db: deps.database.db,
    clock: deps.clock,
    accessTokens,
    mailer: deps.mailer,
    refreshTokenTtlMs: deps.refreshTokenTtlMs,
    publicUrl: deps.publicUrl,
    log: app.log,
    limits: deps.authLimits,
    aiAvailable: deps.advice.source === 'model',
  });
  const crisis = createCrisisService({ db: deps.database.db, clock: deps.clock });

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { ping: deps.database.ping });
      await api.register(authRoutes, { auth });
      await api.register(learningRoutes, { db: deps.database.db, progress: createProgressService(deps.database.db, deps.clock) });
      const diary = createDiaryService({
        db: deps.database.db,
        clock: deps.clock,
        advice: deps.advice,
        adviceTimeoutMs: deps.adviceTimeoutMs,
        log: app.log,
        crisis,
        sealer: deps.sealer,
        adviceSettings: auth.adviceSettings,
        stopping: deps.stopping,
      });
      await api.register(diaryRoutes, { diary });
      const safetyPlan = createSafetyPlanService({ db: deps.database.db, clock: deps.clock, sealer: deps.sealer });
      await api.register(safetyRoutes, {
        crisis,
        safetyPlan,
        countryOf: async (userId) => (await auth.adviceSettings(userId)).country,
      });
      await api.register(profileRoutes, { db: deps.database.db, diary });
      const account = createAccountService({
        db: deps.database.db,
        repository: accountRepository,
        auth,
        diary,
        safetyPlan,
        uploadsDir: deps.uploadsDir,
        log: app.log,
        onErased: (userId) => app.accountErased(userId),
      });
      await api.register(accountHttp, { account });
      const authoring = { db: deps.database.db, clock: deps.clock, uploadsDir: deps.uploadsDir, uploadLimitsMb: deps.uploadLimitsMb ?? DEFAULT_UPLOAD_LIMITS_MB, log: app.log };
      await api.register(authoringRoutes, {
        ...authoring,
        routeAuthoring: createRouteAuthoring(authoring),
        contentAuthoring: createContentAuthoring(authoring),
        reports: createReports(deps.database.db, auth),
      });
    },
    { prefix: '/api' },
  );
  await app.register(webPlugin, { webDist: deps.webDist, uploadsDir: deps.uploadsDir });

  app.decorate('services', { auth });
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: { auth: ReturnType<typeof createAuthService> };
  }
}

export type App = Awaited<ReturnType<typeof buildApp>>;
