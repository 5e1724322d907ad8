import { alike, spainOf, type SpokenCatalogue } from './spoken.js';
import { z } from './zod.js';
import { COUNTRY_CODES, type CrisisLineRow } from './crisis-lines.js';

// The safety net: countries, crisis lines, the personal safety plan, admin counts.
// Rules in docs/decisions/010-safety-net.md.

/** The safety plan in each Spanish (decision 061). */
export const safetySpoken = {
  countryInvalid: alike('El país no es válido.'),
  planItemTooLong: alike('Cada elemento puede tener como máximo 500 caracteres.'),
  planListTooLong: alike('Cada lista puede tener como máximo 20 elementos.'),
  planPhoneInvalid: {
    'es-ES': 'Escribe un teléfono al que se pueda llamar: cifras, espacios, +, - o paréntesis, con al menos 3 cifras.',
    'es-419': 'Escribe un teléfono al que se pueda llamar: cifras, espacios, +, - o paréntesis, con al menos 3 cifras.',
    'es-AR': 'Escribí un teléfono al que se pueda llamar: cifras, espacios, +, - o paréntesis, con al menos 3 cifras.',
  },
} as const satisfies SpokenCatalogue;

/** Spain's text of these messages (the spec's). */
export const safetyMessages = /* @__PURE__ */ spainOf(safetySpoken);

export const Country = z
  .string({ error: safetyMessages.countryInvalid })
  .trim()
  .toUpperCase()
  .refine((code) => COUNTRY_CODES.includes(code), safetyMessages.countryInvalid);

export const CrisisLine = z.object({
  name: z.string(),
  /** As people read and dial it. */
  number: z.string(),
  /** What a `tel:` link dials. */
  tel: z.string(),
  /** Hours and caveats in Spanish; empty when the source gives none. */
  hours: z.string(),
  /** Where the line answers, when it is not the whole country. */
  area: z.string().optional(),
  /** Emergency numbers come last, under "si estás en peligro inmediato". */
  emergency: z.boolean(),
  /** Text-only lines: the SMS to send instead of a call. */
  sms: z.object({ to: z.string(), body: z.string() }).optional(),
  // The schema describes exactly the rows of crisis-lines.ts.
}) satisfies z.ZodType<CrisisLineRow>;
export type CrisisLine = z.infer<typeof CrisisLine>;

export const CrisisLinesQuery = z.object({ country: Country.optional() });

// ---------------------------------------------------------------------------------------------
// The personal safety plan (Stanley–Brown steps plus reasons to live).

/** Each step stays short enough to read on a bad day; the caps keep one plan from filling the database. */
export const SAFETY_PLAN_ITEM_MAX_LENGTH = 500;
export const SAFETY_PLAN_LIST_MAX_ITEMS = 20;

const PlanText = z.string({ error: safetyMessages.planItemTooLong }).trim().max(SAFETY_PLAN_ITEM_MAX_LENGTH, safetyMessages.planItemTooLong);

/** A list of short texts; empty items are dropped rather than refused. */
const PlanList = z
  .array(PlanText)
  .max(SAFETY_PLAN_LIST_MAX_ITEMS, safetyMessages.planListTooLong)
  .default([])
  .transform((items) => items.filter(Boolean));

/** The shortest number worth a call button: emergency and crisis short codes have 3 digits (112, 024). */
export const SAFETY_PLAN_PHONE_MIN_DIGITS = 3;

/**
 * A plan's phone is there to be called on a bad day, so it must be dialable as typed: digits with
 * the usual separators, a leading + for the country code. Empty is allowed (a person to go and see).
 */
export const isDialablePhone = (phone: string): boolean => /^\+?[\d\s()-]+$/.test(phone) && (phone.match(/\d/g)?.length ?? 0) >= SAFETY_PLAN_PHONE_MIN_DIGITS;

const PlanPhone = PlanText.refine((phone) => phone === '' || isDialablePhone(phone), safetyMessages.planPhoneInvalid);

export const SafetyPlanContact = z.object({ name: PlanText, phone: PlanPhone.default('') });
export type SafetyPlanContact = z.infer<typeof SafetyPlanContact>;

const ContactList = z
  .array(SafetyPlanContact)
  .max(SAFETY_PLAN_LIST_MAX_ITEMS, safetyMessages.planListTooLong)
  .default([])
  .transform((items) => items.filter((item) => item.name || item.phone));

export const SafetyPlanBody = z.object({
  warningSigns: PlanList,
  copingStrategies: PlanList,
  distractions: PlanList,
  supportPeople: ContactList,
  professionals: ContactList,
  safeEnvironment: PlanList,
  reasonsToLive: PlanList,
});
export type SafetyPlanBody = z.input<typeof SafetyPlanBody>;
export type SafetyPlanContent = z.output<typeof SafetyPlanBody>;

export const SafetyPlan = z.object({
  warningSigns: z.array(z.string()),
  copingStrategies: z.array(z.string()),
  distractions: z.array(z.string()),
  supportPeople: z.array(z.object({ name: z.string(), phone: z.string() })),
  professionals: z.array(z.object({ name: z.string(), phone: z.string() })),
  safeEnvironment: z.array(z.string()),
  reasonsToLive: z.array(z.string()),
  updatedAt: z.iso.datetime().nullable(),
});
export type SafetyPlan = z.infer<typeof SafetyPlan>;

export const emptySafetyPlan = (): SafetyPlan => ({
  warningSigns: [],
  copingStrategies: [],
  distractions: [],
  supportPeople: [],
  professionals: [],
  safeEnvironment: [],
  reasonsToLive: [],
  updatedAt: null,
});

// GET /admin/safety-stats: counts only, never a person or a text.
export const SafetyStats = z.object({
  crisisReplies: z.array(z.object({ month: z.string().regex(/^\d{4}-\d{2}$/), count: z.number().int() })),
});
export type SafetyStats = z.infer<typeof SafetyStats>;
