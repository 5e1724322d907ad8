import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from './app.js';
import { accountHttp } from './features/account/account.http.js';
import { authHttp } from './features/auth/auth.http.js';
import { oidcHttp } from './features/auth/oidc.http.js';
import { companionsHttp } from './features/companions/companions.http.js';
import { diarySearchHttp } from './features/diary/diary-search.http.js';
import { diaryHttp } from './features/diary/diary.http.js';
import { diaryPromptsHttp } from './features/diary/prompts.http.js';
import { voiceNotesHttp } from './features/diary/voice-notes.http.js';
import { groupsHttp } from './features/groups/groups.http.js';
import { healthHttp } from './features/health/health.http.js';
import { adminHttp } from './features/learning/admin.http.js';
import { learnerHttp } from './features/learning/learner.http.js';
import { profileHttp } from './features/profile/profile.http.js';
import { remindersHttp } from './features/reminders/reminders.http.js';
import { safetyHttp } from './features/safety/safety.http.js';
import { wellbeingHttp } from './features/wellbeing/wellbeing.http.js';
import type { Services } from './services.js';

/** Every feature's routes, each given the services it calls; app.ts registers this under /api. */
export const apiRoutes: FastifyPluginAsyncZod<{ services: Services; deps: AppDeps }> = async (api, { services, deps }) => {
  const { accounts, sessions, passwords, oidc, routes, contents, progress, reports, files } = services;
  const { diary, diarySearch, voiceNotes, prompts, onThisDay, crisis, safetyPlan } = services;
  const { profile, professionalSummary, reminders, groups, companions, wellbeing } = services;
  const passwordLogin = deps.passwordLogin ?? true;
  await api.register(healthHttp, { ping: deps.database.ping });
  await api.register(authHttp, { accounts, sessions, passwords, routeSummaries: reports.routeSummaries, passwordLogin });
  await api.register(oidcHttp, { oidc, passwordLogin, publicUrl: deps.publicUrl });
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
  await api.register(accountHttp, { account: services.dataOwnership });
  await api.register(profileHttp, { profile, professionalSummary });
  await api.register(remindersHttp, { reminders });
  await api.register(groupsHttp, { groups });
  await api.register(companionsHttp, { companions });
  await api.register(wellbeingHttp, { wellbeing });
};
