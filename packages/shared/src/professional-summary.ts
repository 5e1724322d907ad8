import { alike, spainOf, type SpokenCatalogue } from './spoken.js';
import { z } from './zod.js';
import { isValidTimeZone } from './diary.js';

// "Informe para mi profesional" (issue 26): a PDF of a period the person chooses, downloaded from
// GET /profile/professional-summary.pdf. What it holds and why: docs/decisions/038-professional-summary.md.

/** The longest period one PDF covers, in days (a leap year, both ends included). */
export const PROFESSIONAL_SUMMARY_MAX_DAYS = 366;
/** The period offered when the person chooses none: the last 30 days, today included. */
export const PROFESSIONAL_SUMMARY_DEFAULT_DAYS = 30;
/** At most this many entries are printed; the PDF says how many more the period holds. */
export const PROFESSIONAL_SUMMARY_MAX_ENTRIES = 500;

/** The summary for a professional in each Spanish (decision 061). */
export const professionalSummarySpoken = {
  dateInvalid: {
    'es-ES': 'Escribe cada fecha como año-mes-día, por ejemplo 2026-12-03.',
    'es-419': 'Escribe cada fecha como año-mes-día, por ejemplo 2026-12-03.',
    'es-AR': 'Escribí cada fecha como año-mes-día, por ejemplo 2026-12-03.',
  },
  periodReversed: alike('La fecha de inicio no puede ser posterior a la fecha de fin.'),
  periodTooLong: {
    'es-ES': `El periodo puede abarcar como mucho ${PROFESSIONAL_SUMMARY_MAX_DAYS} días. Elige un periodo más corto.`,
    'es-419': `El periodo puede abarcar como mucho ${PROFESSIONAL_SUMMARY_MAX_DAYS} días. Elige un periodo más corto.`,
    'es-AR': `El periodo puede abarcar como mucho ${PROFESSIONAL_SUMMARY_MAX_DAYS} días. Elegí un periodo más corto.`,
  },
  entriesInvalid: {
    'es-ES': 'No entendimos si quieres incluir tus entradas en el informe.',
    'es-419': 'No entendimos si quieres incluir tus entradas en el informe.',
    'es-AR': 'No entendimos si querés incluir tus entradas en el informe.',
  },
  timeZoneInvalid: alike('La zona horaria no es válida.'),
} as const satisfies SpokenCatalogue;

/** Spain's text of these messages (the spec's). */
export const professionalSummaryMessages = /* @__PURE__ */ spainOf(professionalSummarySpoken);

const DAY_MS = 86_400_000;

/** Days since 1970-01-01 of a real calendar date written YYYY-MM-DD, or null ("2026-02-30" is not one). */
export function calendarDay(value: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, day);
  const date = new Date(time);
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return time / DAY_MS;
}

/** What is wrong with a period of two valid dates (both days included), or null when it is fine. */
export function professionalSummaryPeriodProblem(from: string, to: string): string | null {
  const start = calendarDay(from);
  const end = calendarDay(to);
  if (start === null || end === null) return professionalSummaryMessages.dateInvalid;
  if (start > end) return professionalSummaryMessages.periodReversed;
  if (end - start + 1 > PROFESSIONAL_SUMMARY_MAX_DAYS) return professionalSummaryMessages.periodTooLong;
  return null;
}

const PeriodDay = z
  .string({ error: professionalSummaryMessages.dateInvalid })
  .refine((value) => calendarDay(value) !== null, professionalSummaryMessages.dateInvalid);

/**
 * GET /profile/professional-summary.pdf: `from` and `to` are local dates in `tz`, both included
 * (defaults: the last 30 days ending today); `entries=true` adds what the person wrote.
 */
export const ProfessionalSummaryQuery = z
  .object({
    from: PeriodDay.optional(),
    to: PeriodDay.optional(),
    entries: z
      .enum(['true', 'false'], { error: professionalSummaryMessages.entriesInvalid })
      .default('false')
      .transform((value) => value === 'true'),
    tz: z.string().max(64, professionalSummaryMessages.timeZoneInvalid).default('UTC').refine(isValidTimeZone, professionalSummaryMessages.timeZoneInvalid),
  })
  .superRefine((query, context) => {
    if (query.from === undefined || query.to === undefined) return;
    const problem = professionalSummaryPeriodProblem(query.from, query.to);
    if (problem) context.addIssue({ code: 'custom', message: problem, path: ['to'] });
  });
export type ProfessionalSummaryQuery = z.input<typeof ProfessionalSummaryQuery>;

/** The file name the PDF is saved under: informe-sendero-YYYY-MM-DD.pdf (the day it was made). */
export const professionalSummaryFileName = (day: string) => `informe-sendero-${day}.pdf`;
