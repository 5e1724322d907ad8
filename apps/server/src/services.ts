import type { FastifyBaseLogger } from 'fastify';
import { DEFAULT_UPLOAD_LIMITS_MB } from '@sendero/shared';
import type { AppDeps } from './app.js';
import type { Db } from './db/client.js';
import type { AccountRepository } from './features/account/account.repository.js';
import { createDataOwnershipService } from './features/account/data-ownership.service.js';
import { createAccountService, type AccountService } from './features/auth/account.service.js';
import { createAttemptLimits, defaultAuthLimits, type AttemptLimits } from './features/auth/attempt-limits.js';
import { createOidcService } from './features/auth/oidc.service.js';
import { createPasswordService } from './features/auth/password.service.js';
import { createSessionService } from './features/auth/session.service.js';
import { createCompanionService, type CompanionService } from './features/companions/companion.service.js';
import { createDiarySearch } from './features/diary/diary-search.service.js';
import { createDiaryService, type DiaryDeps, type DiaryService } from './features/diary/diary.service.js';
import { createOnThisDay } from './features/diary/on-this-day.js';
import { createPromptService } from './features/diary/prompt.service.js';
import { defaultDiaryQuotas } from './features/diary/quotas.js';
import { createVoiceNotesService } from './features/diary/voice-notes.service.js';
import { createGroupService } from './features/groups/group.service.js';
import { createRouteCatalogue } from './features/learning/catalogue.js';
import { createContentService } from './features/learning/content.service.js';
import { createProgressService } from './features/learning/progress.service.js';
import { createReportService } from './features/learning/report.service.js';
import { createRouteService } from './features/learning/route.service.js';
import { createProfessionalSummaryService } from './features/profile/professional-summary.service.js';
import { createProfileService } from './features/profile/profile.service.js';
import { createRemindersService } from './features/reminders/reminders.service.js';
import { createCrisisService } from './features/safety/crisis.service.js';
import { createSafetyPlanService } from './features/safety/safety-plan.service.js';
import { createWellbeingService } from './features/wellbeing/wellbeing.service.js';
import type { AccessTokens } from './lib/access-token.js';
import { createMemoryAttemptCounter } from './lib/attempt-counter.js';
import { createFiles, type Files } from './lib/files/index.js';
import { createPersonCaches, type PersonCaches } from './lib/kept-answers.js';

/** What every feature's service is built from: the app's outside world and the pieces they share. */
type Wiring = {
  deps: AppDeps;
  db: Db;
  log: FastifyBaseLogger;
  files: Files;
  /** The one store of people's kept answers: erasing a person forgets them in it (see `createServices`). */
  personCaches: PersonCaches;
};

function createAuthServices({ deps, db, log }: Wiring, accessTokens: AccessTokens) {
  const accounts = createAccountService({ db, clock: deps.clock, aiAvailable: deps.advice.source === 'model' });
  const limits = createAttemptLimits({ ...defaultAuthLimits, ...deps.authLimits }, deps.attemptCounter ?? createMemoryAttemptCounter(deps.clock));
  const sessions = createSessionService({ db, clock: deps.clock, accounts, limits, accessTokens, refreshTokenTtlMs: deps.refreshTokenTtlMs, log });
  const passwords = createPasswordService({ db, clock: deps.clock, accounts, sessions, limits, mailer: deps.mailer, publicUrl: deps.publicUrl, log });
  const oidc = deps.oidc
    ? createOidcService({ db, clock: deps.clock, accounts, sessions, limits, settings: deps.oidc, publicUrl: deps.publicUrl, secret: deps.jwtSecret, log })
    : undefined;
  return { accounts, limits, sessions, passwords, oidc };
}

function createLearningServices({ deps, db, log, files, personCaches }: Wiring, accounts: AccountService) {
  const learning = { db, clock: deps.clock, files, log };
  const catalogue = createRouteCatalogue(db);
  return {
    catalogue,
    routes: createRouteService({ ...learning, catalogue, personCaches }),
    contents: createContentService(learning),
    progress: createProgressService({ db, clock: deps.clock, addPoints: accounts.addPoints, catalogue }),
    reports: createReportService({ db, peopleByIds: accounts.byIds, catalogue }),
  };
}

function createDiaryServices({ deps, db, log, files, personCaches }: Wiring, accounts: AccountService, onCrisisReply: DiaryDeps['onCrisisReply']) {
  const crisis = createCrisisService({ db, clock: deps.clock });
  const quotas = { ...defaultDiaryQuotas, ...deps.quotas };
  const voiceNotes = createVoiceNotesService({
    db,
    clock: deps.clock,
    files,
    storage: deps.fileStorage,
    tempDir: deps.uploadTempDir,
    sealer: deps.sealer,
    log,
    quotas,
  });
  const diary = createDiaryService({
    db,
    clock: deps.clock,
    advice: deps.advice,
    adviceTimeoutMs: deps.adviceTimeoutMs,
    log,
    crisis,
    sealer: deps.sealer,
    personCaches,
    adviceSettings: accounts.adviceSettings,
    stopping: deps.stopping,
    voiceNotes,
    entriesPerDay: quotas.entriesPerDay,
    importedRecordsPerDay: quotas.importedRecordsPerDay,
    onCrisisReply,
  });
  return {
    crisis,
    voiceNotes,
    diary,
    diarySearch: createDiarySearch({ db, sealer: deps.sealer, log, personCaches }),
    prompts: createPromptService({ db, clock: deps.clock }),
    onThisDay: createOnThisDay({ diary, wanted: accounts.wantsOnThisDay }),
  };
}

/** The services that read across features: the profile and its summary, safety, WHO-5, reminders, groups, companions. */
function createPersonServices(
  { deps, db, log, personCaches }: Wiring,
  {
    accounts,
    limits,
    diary,
    learning,
  }: { accounts: AccountService; limits: AttemptLimits; diary: DiaryService; learning: ReturnType<typeof createLearningServices> },
) {
  const { catalogue, reports, routes } = learning;
  const profile = createProfileService({ db, diary, catalogue, clock: deps.clock, personCaches });
  const safetyPlan = createSafetyPlanService({ db, clock: deps.clock, sealer: deps.sealer, log });
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
    log,
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
    log,
    mailer: deps.mailer,
    peopleByIds: accounts.byIds,
    diaryPage: diary.listPage,
    insights: profile.insights,
    routes: routes.list,
    safetyPlan: safetyPlan.get,
    who5Of: (userId) => wellbeing.checksOf([userId]),
  });
  return { profile, safetyPlan, wellbeing, professionalSummary, reminders, groups, companions };
}

/**
 * Every feature's service, each given the others' functions. The store of people's kept answers
 * is made here and nowhere else, and the erasure forgets the person in it: whatever service keeps
 * answers gets it from here, so erasing a person forgets them in all.
 */
export function createServices(
  deps: AppDeps,
  shared: { log: FastifyBaseLogger; accessTokens: AccessTokens; accountRepository: AccountRepository; accountErased: (userId: string) => void },
) {
  const { log, accountRepository } = shared;
  const db = deps.database.db;
  const files = createFiles({ storage: deps.fileStorage, tempDir: deps.uploadTempDir, limitsMb: deps.uploadLimitsMb ?? DEFAULT_UPLOAD_LIMITS_MB });
  const personCaches = createPersonCaches();
  const wiring: Wiring = { deps, db, log, files, personCaches };

  const auth = createAuthServices(wiring, shared.accessTokens);
  const { accounts, limits, oidc } = auth;
  const learning = createLearningServices(wiring, accounts);
  // The diary tells companions of crisis replies, and companions read the diary: set once both exist.
  const builtLater: { companions?: CompanionService } = {};
  const diary = createDiaryServices(wiring, accounts, (userId) => builtLater.companions?.crisisReplied(userId));
  const person = createPersonServices(wiring, { accounts, limits, diary: diary.diary, learning });
  builtLater.companions = person.companions;

  const dataOwnership = createDataOwnershipService({
    db,
    clock: deps.clock,
    repository: accountRepository,
    accounts,
    diary: diary.diary,
    safetyPlan: person.safetyPlan,
    reminders: person.reminders,
    storage: deps.fileStorage,
    voiceNotes: diary.voiceNotes,
    companions: person.companions,
    groups: person.groups,
    wellbeing: person.wellbeing,
    passwordChecks: limits,
    eraseCodes: oidc ? { spend: oidc.spendEraseCode } : undefined,
    log,
    onErased: (userId) => {
      shared.accountErased(userId);
      personCaches.forgetPerson(userId);
    },
  });
  // Work routes do after their answer (forgot-password's reset link, a companion's crisis alert).
  const settled = async () => {
    await Promise.all([auth.passwords.settled(), person.companions.settled()]);
  };
  return { ...auth, ...learning, ...diary, ...person, files, dataOwnership, settled };
}

export type Services = ReturnType<typeof createServices>;
