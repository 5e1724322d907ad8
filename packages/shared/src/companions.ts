import { alike, spainOf, type SpokenCatalogue } from './spoken.js';
import { z } from './zod.js';
import { Feeling } from './diary.js';
import { FeelingPeriod, Insights } from './insights.js';

// A companion, with consent (docs/product.md#companions-wellbeing-checks-and-organisations, issue 26): what a person may let someone else read.
// Decisions: docs/decisions/035-companions-consent-and-audit.md.

/** Companions in each Spanish (decision 061). */
export const companionSpoken = {
  scopesInvalid: {
    'es-ES': 'Elige al menos una cosa para compartir: resumen, entradas, rutas o plan de seguridad.',
    'es-419': 'Elige al menos una cosa para compartir: resumen, entradas, rutas o plan de seguridad.',
    'es-AR': 'Elegí al menos una cosa para compartir: resumen, entradas, rutas o plan de seguridad.',
  },
  codeInvalid: {
    'es-ES': 'Escribe el código que te dieron: 8 letras y números.',
    'es-419': 'Escribe el código que te dieron: 8 letras y números.',
    'es-AR': 'Escribí el código que te dieron: 8 letras y números.',
  },
  codeNotFound: {
    'es-ES': 'Ese código no existe, ya se usó o caducó. Pide a la persona un código nuevo.',
    'es-419': 'Ese código no existe, ya se usó o expiró. Pide a la persona un código nuevo.',
    'es-AR': 'Ese código no existe, ya se usó o venció. Pedile a la persona un código nuevo.',
  },
  ownCode: {
    'es-ES': 'Ese código es tuyo: compártelo con la persona que quieres que te acompañe.',
    'es-419': 'Ese código es tuyo: compártelo con la persona que quieres que te acompañe.',
    'es-AR': 'Ese código es tuyo: compartilo con la persona que querés que te acompañe.',
  },
  alreadyCompanion: {
    'es-ES': 'Ya acompañas a esta persona.',
    'es-419': 'Ya acompañas a esta persona.',
    'es-AR': 'Ya acompañás a esta persona.',
  },
  relationshipNotFound: {
    'es-ES': 'No encontramos a esa persona entre las que acompañas.',
    'es-419': 'No encontramos a esa persona entre las que acompañas.',
    'es-AR': 'No encontramos a esa persona entre las que acompañás.',
  },
  companionNotFound: alike('No encontramos a ese acompañante.'),
  scopeNotGranted: {
    'es-ES': 'Esta persona no ha compartido esto contigo.',
    'es-419': 'Esta persona no compartió esto contigo.',
    'es-AR': 'Esta persona no compartió esto con vos.',
  },
  nothingToChange: {
    'es-ES': 'Indica qué quieres cambiar: lo que compartes o el aviso.',
    'es-419': 'Indica qué quieres cambiar: lo que compartes o el aviso.',
    'es-AR': 'Indicá qué querés cambiar: lo que compartís o el aviso.',
  },
  alertInvalid: {
    'es-ES': 'Indica si quieres que avisemos a tu acompañante.',
    'es-419': 'Indica si quieres que avisemos a tu acompañante.',
    'es-AR': 'Indicá si querés que avisemos a tu acompañante.',
  },
} as const satisfies SpokenCatalogue;

/** Spain's text of these messages (the spec's). */
export const companionMessages = /* @__PURE__ */ spainOf(companionSpoken);

/** summary: feeling counts and trend, streak, WHO-5 scores · entries: diary texts, feelings, dates, advice · routes: route progress · safetyPlan. */
export const COMPANION_SCOPES = ['summary', 'entries', 'routes', 'safetyPlan'] as const;
export const CompanionScope = z.enum(COMPANION_SCOPES, { error: companionMessages.scopesInvalid });
export type CompanionScope = z.infer<typeof CompanionScope>;

/** An invitation is valid this long (docs/product.md#companions-wellbeing-checks-and-organisations: 7 days). */
export const COMPANION_CODE_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** Eight characters of this alphabet: no 0/O, 1/I/L, so a code read aloud or typed from a screen is not misread. */
export const COMPANION_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const COMPANION_CODE_LENGTH = 8;

/** A code as typed: spaces and dashes dropped, upper case (codes compare case-insensitively). */
export const normalizeCompanionCode = (code: string) => code.replace(/[\s-]/g, '').toUpperCase();

/** A non-empty list of scopes; repeated ones count once, in the order of COMPANION_SCOPES. */
export const CompanionScopes = z
  .array(CompanionScope, { error: companionMessages.scopesInvalid })
  .min(1, companionMessages.scopesInvalid)
  .max(20, companionMessages.scopesInvalid)
  .transform((scopes) => COMPANION_SCOPES.filter((scope) => scopes.includes(scope)));

export const CreateCompanionInvitationBody = z.object({ scopes: CompanionScopes });
export type CreateCompanionInvitationBody = z.input<typeof CreateCompanionInvitationBody>;

export const CompanionInvitation = z.object({ code: z.string(), expiresAt: z.iso.datetime() });
export type CompanionInvitation = z.infer<typeof CompanionInvitation>;

export const AcceptCompanionInvitationBody = z.object({
  code: z.string({ error: companionMessages.codeInvalid }).min(1, companionMessages.codeInvalid).max(32, companionMessages.codeInvalid),
});
export type AcceptCompanionInvitationBody = z.infer<typeof AcceptCompanionInvitationBody>;

const Name = z.object({ firstName: z.string(), lastName: z.string() });

/** POST /companions/accept and GET /people: a person the caller accompanies. */
export const AccompaniedPerson = z.object({ id: z.uuid(), person: Name, scopes: z.array(CompanionScope) });
export type AccompaniedPerson = z.infer<typeof AccompaniedPerson>;

/** GET /companions: someone at the caller's side. `alertOnCrisis` is beyond the contract's fields. */
export const Companion = z.object({
  id: z.uuid(),
  companion: Name.extend({ email: z.string() }),
  scopes: z.array(CompanionScope),
  createdAt: z.iso.datetime(),
  /** null until the companion's first read. */
  lastReadAt: z.iso.datetime().nullable(),
  /** "Avisar a mi acompañante si escribo algo preocupante": an email that never holds the text. */
  alertOnCrisis: z.boolean(),
});
export type Companion = z.infer<typeof Companion>;

/** PATCH /companions/{id}: narrower (or other) scopes, and/or the crisis alert. */
export const UpdateCompanionBody = z
  .object({
    scopes: CompanionScopes.optional(),
    alertOnCrisis: z.boolean({ error: companionMessages.alertInvalid }).optional(),
  })
  .refine((body) => body.scopes !== undefined || body.alertOnCrisis !== undefined, companionMessages.nothingToChange);
export type UpdateCompanionBody = z.input<typeof UpdateCompanionBody>;

/** GET /companions/{id}/audit: one row per read, newest first. */
export const CompanionRead = z.object({ at: z.iso.datetime(), scope: CompanionScope });
export type CompanionRead = z.infer<typeof CompanionRead>;

export const Who5Score = z.object({ rawScore: z.number().int().min(0).max(25), percentScore: z.number().int().min(0).max(100), createdAt: z.iso.datetime() });
export type Who5Score = z.infer<typeof Who5Score>;

/** Weeks the companion's summary covers (the current one last). */
export const COMPANION_SUMMARY_WEEKS = 8;

/** GET /people/{id}/summary: feelings over the last weeks, the streak, the WHO-5 scores. Never a text or a tag. */
export const CompanionSummary = z.object({
  /** The last COMPANION_SUMMARY_WEEKS weeks (Monday first, in `tz`), oldest first, the current week last. */
  weeks: z.array(FeelingPeriod),
  /** How many records with each feeling over those weeks. */
  feelingCounts: z.record(Feeling, z.number().int()),
  /** The mean of the last two weeks with records against the two before: 'up', 'down', 'steady', or null without enough records. */
  trend: z.enum(['up', 'down', 'steady']).nullable(),
  streak: Insights.shape.streak,
  /** Every WHO-5 check, oldest first. */
  who5: z.array(Who5Score),
});
export type CompanionSummary = z.infer<typeof CompanionSummary>;
