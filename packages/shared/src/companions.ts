import { z } from './zod.js';

// A companion, with consent (CONTRACT §5, issue 26): what a person may let someone else read.

export const companionMessages = {
  scopesInvalid: 'Elige al menos una cosa para compartir: resumen, entradas, rutas o plan de seguridad.',
} as const;

/** summary: feeling counts and trend, streak, WHO-5 scores · entries: diary texts, feelings, dates, advice · routes: route progress · safetyPlan. */
export const COMPANION_SCOPES = ['summary', 'entries', 'routes', 'safetyPlan'] as const;
export const CompanionScope = z.enum(COMPANION_SCOPES, { error: companionMessages.scopesInvalid });
export type CompanionScope = z.infer<typeof CompanionScope>;
