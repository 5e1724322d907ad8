import { accountSpoken } from './account.js';
import { authSpoken } from './auth.js';
import { authoringSpoken } from './authoring.js';
import { companionSpoken } from './companions.js';
import { diarySpoken } from './diary-messages.js';
import { diaryPromptSpoken } from './diary-prompts.js';
import { diarySearchSpoken } from './diary-search.js';
import { errorSpoken } from './errors.js';
import { finerFeelingSpoken } from './finer-feelings.js';
import { groupSpoken } from './groups.js';
import { learningSpoken } from './learning.js';
import { oidcEraseErrorSpoken, oidcErrorSpoken, oidcSpoken } from './oidc.js';
import { professionalSummarySpoken } from './professional-summary.js';
import { reminderSpoken } from './reminders.js';
import { safetySpoken } from './safety.js';
import type { SpanishVariant } from './spanish.js';
import { createSpokenIndex, type SpokenCatalogue } from './spoken.js';
import { voiceNoteSpoken } from './voice-notes.js';
import { who5Spoken } from './wellbeing.js';

/** Every catalogue of the server's messages (decision 061); spoken.test.ts checks none is left out. */
export const SPOKEN_CATALOGUES: Readonly<Record<string, SpokenCatalogue>> = {
  account: accountSpoken,
  auth: authSpoken,
  authoring: authoringSpoken,
  companions: companionSpoken,
  diary: diarySpoken,
  diaryPrompts: diaryPromptSpoken,
  diarySearch: diarySearchSpoken,
  errors: errorSpoken,
  finerFeelings: finerFeelingSpoken,
  groups: groupSpoken,
  learning: learningSpoken,
  oidc: oidcSpoken,
  oidcErrors: oidcErrorSpoken,
  oidcEraseErrors: oidcEraseErrorSpoken,
  professionalSummary: professionalSummarySpoken,
  reminders: reminderSpoken,
  safety: safetySpoken,
  voiceNotes: voiceNoteSpoken,
  who5: who5Spoken,
};

let index: ((message: string, variant: SpanishVariant) => string) | undefined;

/**
 * Any of the server's messages, given in Spain's text (as the schemas and services raise it), in
 * the person's Spanish. A text no catalogue holds (zod's own defaults) comes back as it is. The
 * server calls it on every error answer; it brings every catalogue with it, so a web screen that
 * only shows its own feature's messages uses `createSpokenIndex([itsCatalogue])` instead.
 */
export function inSpanish(message: string, variant: SpanishVariant): string {
  index ??= createSpokenIndex(Object.values(SPOKEN_CATALOGUES));
  return index(message, variant);
}
