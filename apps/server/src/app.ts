import Fastify, { type FastifyServerOptions } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from './db/client.js';
import { createAccountService } from './features/auth/account.service.js';
import { createAttemptLimits, defaultAuthLimits, type AuthLimits } from './features/auth/attempt-limits.js';
import { createPasswordService } from './features/auth/password.service.js';
import { createSessionService } from './features/auth/session.service.js';
import { authHttp } from './features/auth/auth.http.js';
import { oidcHttp } from './features/auth/oidc.http.js';
import { createOidcService, type OidcSettings } from './features/auth/oidc.service.js';
import { diaryHttp } from './features/diary/diary.http.js';
import { diarySearchHttp } from './features/diary/diary-search.http.js';
import { createDiarySearch } from './features/diary/diary-search.service.js';
import { voiceNotesHttp } from './features/diary/voice-notes.http.js';
import { createVoiceNotesService } from './features/diary/voice-notes.service.js';
import { diaryPromptsHttp } from './features/diary/prompts.http.js';
import { createPromptService } from './features/diary/prompt.service.js';
import { createOnThisDay } from './features/diary/on-this-day.js';
import { accountHttp } from './features/account/account.http.js';
import { createAccountRepository } from './features/account/account.repository.js';
import { createDataOwnershipService } from './features/account/data-ownership.service.js';
import { createDiaryService } from './features/diary/diary.service.js';
import { defaultDiaryQuotas, type DiaryQuotas } from './features/diary/quotas.js';
import type { AdviceProvider } from './features/diary/advice/providers.js';
import { healthHttp } from './features/health/health.http.js';
import { createCrisisService } from './features/safety/crisis.service.js';
import { createSafetyPlanService } from './features/safety/safety-plan.service.js';
import { safetyHttp } from './features/safety/safety.http.js';
import { profileHttp } from './features/profile/profile.http.js';
import { remindersHttp } from './features/reminders/reminders.http.js';
import { companionsHttp } from './features/companions/companions.http.js';
import { createCompanionService, type CompanionService } from './features/companions/companion.service.js';
import { createRemindersService } from './features/reminders/reminders.service.js';
import { createReminderJobs, prepareReminderQueues, type ReminderJobs } from './features/reminders/reminder-jobs.js';
import type { PushSender } from './features/reminders/push.js';
import { createProfileService } from './features/profile/profile.service.js';
import { createGroupService } from './features/groups/group.service.js';
import { groupsHttp } from './features/groups/groups.http.js';
import { createProfessionalSummaryService } from './features/profile/professional-summary.service.js';
import { createWellbeingService } from './features/wellbeing/wellbeing.service.js';
import { wellbeingHttp } from './features/wellbeing/wellbeing.http.js';
import { adminHttp } from './features/learning/admin.http.js';
import { createContentService } from './features/learning/content.service.js';
import { learnerHttp } from './features/learning/learner.http.js';
import { createProgressService } from './features/learning/progress.service.js';
import { createReportService } from './features/learning/report.service.js';
import { createRouteCatalogue } from './features/learning/catalogue.js';
import { createRouteService } from './features/learning/route.service.js';
import { createAccessTokens } from './lib/access-token.js';
import { createMemoryAttemptCounter, type AttemptCounter } from './lib/attempt-counter.js';
import type { Clock } from './lib/clock.js';
import { createPersonCaches } from './lib/kept-answers.js';
import type { Sealer } from './lib/encryption.js';
import type { Mailer } from './lib/mail.js';
import type { Jobs } from './lib/jobs.js';
import { createFiles, type FileStorage, type UploadLimitsMb } from './lib/files/index.js';
import { DEFAULT_UPLOAD_LIMITS_MB } from '@sendero/shared';
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

export async function buildApp(deps: AppDeps) {
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

  const accountRepository = createAccountRepository(deps.database.db);
  // Error messages in the Spanish of the person who asked (decision 061).
  await app.register(errorsPlugin, { spanishOfPerson: accountRepository.spanishVariant });
  await app.register(drainPlugin);
  await app.register(closingPlugin);
  await app.register(securityPlugin);
  await app.register(docsPlugin);
  const accessTokens = createAccessTokens(deps.jwtSecret, deps.accessTokenTtlMs, deps.clock);
  await app.register(authPlugin, { accessTokens, accountExists: accountRepository.exists });

  const db = deps.database.db;
  const accounts = createAccountService({ db, clock: deps.clock, aiAvailable: deps.advice.source === 'model' });
  const limits = createAttemptLimits({ ...defaultAuthLimits, ...deps.authLimits }, deps.attemptCounter ?? createMemoryAttemptCounter(deps.clock));
  const sessions = createSessionService({ db, clock: deps.clock, accounts, limits, accessTokens, refreshTokenTtlMs: deps.refreshTokenTtlMs, log: app.log });
  const passwords = createPasswordService({ db, clock: deps.clock, accounts, sessions, limits, mailer: deps.mailer, publicUrl: deps.publicUrl, log: app.log });
  const oidc = deps.oidc
    ? createOidcService({
        db,
        clock: deps.clock,
        accounts,
        sessions,
        limits,
        settings: deps.oidc,
        publicUrl: deps.publicUrl,
        secret: deps.jwtSecret,
        log: app.log,
      })
    : undefined;
  // Set below, once the services it reads through exist; the diary tells it of crisis replies.
  const builtLater: { companions?: CompanionService } = {};
  const settled = async () => {
    await Promise.all([passwords.settled(), builtLater.companions?.settled()]);
  };
  app.decorate('afterAnswers', { settled });
  // Before the mail queue and the database close (main.ts closes them after the app).
  app.addHook('onClose', settled);
  const files = createFiles({ storage: deps.fileStorage, tempDir: deps.uploadTempDir, limitsMb: deps.uploadLimitsMb ?? DEFAULT_UPLOAD_LIMITS_MB });
  const crisis = createCrisisService({ db, clock: deps.clock });

  const learning = { db, clock: deps.clock, files, log: app.log };
  const catalogue = createRouteCatalogue(db);
  // Every store of people's kept answers is made here, so erasing a person forgets them in all.
  const personCaches = createPersonCaches();
  const routes = createRouteService({ ...learning, catalogue, personCaches });
  const contents = createContentService(learning);
  const progress = createProgressService({ db, clock: deps.clock, addPoints: accounts.addPoints, catalogue });
  const reports = createReportService({ db, peopleByIds: accounts.byIds, catalogue });
  const quotas = { ...defaultDiaryQuotas, ...deps.quotas };
  const voiceNotes = createVoiceNotesService({
    db,
    clock: deps.clock,
    files,
    storage: deps.fileStorage,
    tempDir: deps.uploadTempDir,
    sealer: deps.sealer,
    log: app.log,
    quotas,
  });
  const diary = createDiaryService({
    db,
    clock: deps.clock,
    advice: deps.advice,
    adviceTimeoutMs: deps.adviceTimeoutMs,
    log: app.log,
    crisis,
    sealer: deps.sealer,
    personCaches,
    adviceSettings: accounts.adviceSettings,
    stopping: deps.stopping,
    voiceNotes,
    entriesPerDay: quotas.entriesPerDay,
    importedRecordsPerDay: quotas.importedRecordsPerDay,
    onCrisisReply: (userId) => builtLater.companions?.crisisReplied(userId),
  });
  const diarySearch = createDiarySearch({ db, sealer: deps.sealer, log: app.log, personCaches });
  const prompts = createPromptService({ db, clock: deps.clock });
  const onThisDay = createOnThisDay({ diary, wanted: accounts.wantsOnThisDay });
  const profile = createProfileService({ db, diary, catalogue, clock: deps.clock, personCaches });
  const safetyPlan = createSafetyPlanService({ db, clock: deps.clock, sealer: deps.sealer, log: app.log });
  // WHO-5 checks; other features read scores through `wellbeing.checksOf`.
  const wellbeing = createWellbeingService({ db, clock: deps.clock });
  const professionalSummary = createProfessionalSummaryService({
    clock: deps.clock,
    diary,
    routeHistory: reports.routeHistory,
    who5Checks: (userId, period) => wellbeing.checksOf([userId], period),
    personName: async (userId) => {
      const person = (await accounts.byIds([userId])).get(userId);
      return person ? `${person.firstName} ${person.lastName}`.trim() : '';
    },
  });
  const reminders = createRemindersService({
    db,
    clock: deps.clock,
    mailer: deps.reminderMailer ?? deps.mailer,
    push: deps.push,
    publicUrl: deps.publicUrl,
    secret: deps.jwtSecret,
    log: app.log,
    people: accounts.recipients,
    whoWrote: diary.whoWrote,
  });
  const groups = createGroupService({
    db,
    clock: deps.clock,
    codeGuesses: limits,
    peopleByIds: accounts.byIds,
    routeTitles: reports.routeTitles,
    routeProgressCounts: reports.progressCounts,
    feelingsPerWeek: diary.feelingsPerWeek,
    who5ChecksOf: wellbeing.checksOf,
  });
  const companions = createCompanionService({
    db,
    clock: deps.clock,
    codeGuesses: limits,
    log: app.log,
    mailer: deps.mailer,
    peopleByIds: accounts.byIds,
    diaryPage: diary.listPage,
    insights: profile.insights,
    routes: routes.list,
    safetyPlan: safetyPlan.get,
    who5Of: (userId) => wellbeing.checksOf([userId]),
  });
  builtLater.companions = companions;
  if (deps.jobs) await prepareReminderQueues(deps.jobs);
  const reminderJobs = createReminderJobs({ jobs: deps.jobs, reminders, log: app.log, intervalMs: deps.reminderIntervalMs });
  app.decorate('reminderJobs', reminderJobs);
  app.addHook('onClose', async () => reminderJobs.stop());

  await app.register(
    async (api) => {
      await api.register(healthHttp, { ping: deps.database.ping });
      await api.register(authHttp, { accounts, sessions, passwords, routeSummaries: reports.routeSummaries, passwordLogin: deps.passwordLogin ?? true });
      await api.register(oidcHttp, { oidc, passwordLogin: deps.passwordLogin ?? true, publicUrl: deps.publicUrl });
      await api.register(learnerHttp, { routes, contents, progress });
      await api.register(adminHttp, { files, routes, contents, reports });
      await api.register(diaryHttp, { diary });
      await api.register(diarySearchHttp, { search: diarySearch });
      await api.register(voiceNotesHttp, { voiceNotes });
      await api.register(diaryPromptsHttp, { prompts, onThisDay });
      await api.register(safetyHttp, {
        crisis,
        safetyPlan,
        countryOf: async (userId) => (await accounts.adviceSettings(userId)).country,
      });
      const dataOwnership = createDataOwnershipService({
        db,
        clock: deps.clock,
        repository: accountRepository,
        accounts,
        diary,
        safetyPlan,
        reminders,
        storage: deps.fileStorage,
        voiceNotes,
        companions,
        groups,
        wellbeing,
        passwordChecks: limits,
        eraseCodes: oidc ? { spend: oidc.spendEraseCode } : undefined,
        log: app.log,
        onErased: (userId) => {
          app.accountErased(userId);
          personCaches.forgetPerson(userId);
        },
      });
      await api.register(accountHttp, { account: dataOwnership });
      await api.register(profileHttp, { profile, professionalSummary });
      await api.register(remindersHttp, { reminders });
      await api.register(groupsHttp, { groups });
      await api.register(companionsHttp, { companions });
      await api.register(wellbeingHttp, { wellbeing });
    },
    { prefix: '/api' },
  );
  await app.register(filesPlugin, { storage: deps.fileStorage });
  await app.register(webPlugin, { webDist: deps.webDist });

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
