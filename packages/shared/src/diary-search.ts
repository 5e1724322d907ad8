import { alike, spainOf, type SpokenCatalogue } from './spoken.js';
import { z } from './zod.js';
import { DIARY_PAGE_MAX, DIARY_PAGE_SIZE } from './limits.js';
import { Feeling, isValidTimeZone } from './diary.js';
import { OWN_TAG_MAX_LENGTH } from './diary-messages.js';
import { DIARY_SEARCH_MAX_WORDS, searchWords } from './diary-search-text.js';

export { DIARY_SEARCH_MAX_WORDS, foldForSearch, matchRanges, recordHasWords, searchWords, type SearchableRecord } from './diary-search-text.js';

// GET /diary/search: the person's own diary, searched (issue 28; decision 041).

export const DIARY_SEARCH_QUERY_MAX_LENGTH = 100;

/** Searching the diary in each Spanish (decision 061). */
export const diarySearchSpoken = {
  queryInvalid: {
    'es-ES': 'Lo que buscas debe ser un texto.',
    'es-419': 'Lo que buscas debe ser un texto.',
    'es-AR': 'Lo que buscás debe ser un texto.',
  },
  queryTooLong: {
    'es-ES': `Lo que buscas puede tener como máximo ${DIARY_SEARCH_QUERY_MAX_LENGTH} caracteres.`,
    'es-419': `Lo que buscas puede tener como máximo ${DIARY_SEARCH_QUERY_MAX_LENGTH} caracteres.`,
    'es-AR': `Lo que buscás puede tener como máximo ${DIARY_SEARCH_QUERY_MAX_LENGTH} caracteres.`,
  },
  tooManyWords: {
    'es-ES': `Busca como máximo ${DIARY_SEARCH_MAX_WORDS} palabras a la vez.`,
    'es-419': `Busca como máximo ${DIARY_SEARCH_MAX_WORDS} palabras a la vez.`,
    'es-AR': `Buscá como máximo ${DIARY_SEARCH_MAX_WORDS} palabras a la vez.`,
  },
  feelingInvalid: {
    'es-ES': 'Elige uno de los cinco estados de ánimo.',
    'es-419': 'Elige uno de los cinco estados de ánimo.',
    'es-AR': 'Elegí uno de los cinco estados de ánimo.',
  },
  tagInvalid: alike(`La actividad puede tener como máximo ${OWN_TAG_MAX_LENGTH} caracteres.`),
  dateInvalid: {
    'es-ES': 'Escribe cada fecha como año-mes-día, por ejemplo 2026-12-03.',
    'es-419': 'Escribe cada fecha como año-mes-día, por ejemplo 2026-12-03.',
    'es-AR': 'Escribí cada fecha como año-mes-día, por ejemplo 2026-12-03.',
  },
  datesReversed: alike('La fecha «desde» no puede ser posterior a la fecha «hasta».'),
  timeZoneInvalid: alike('La zona horaria no es válida.'),
  limitInvalid: alike('El límite debe ser un número entre 1 y 50.'),
  /** The device searched only what it keeps: said under the box while offline. */
  offline: alike('Sin conexión: buscamos solo en las entradas guardadas en este dispositivo.'),
} as const satisfies SpokenCatalogue;

/** Spain's text of these messages (the spec's). */
export const diarySearchMessages = /* @__PURE__ */ spainOf(diarySearchSpoken);

/** A real calendar date written YYYY-MM-DD ("2026-02-30" is not one). */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Zones already found valid: making a formatter to check one costs about a millisecond, at every keystroke. Only real zone names are kept, so the set stays small. */
const validZones = new Set<string>();
const isKnownTimeZone = (tz: string) => validZones.has(tz) || (isValidTimeZone(tz) && validZones.add(tz).size > 0);

const SearchDay = z.string({ error: diarySearchMessages.dateInvalid }).refine(isCalendarDate, diarySearchMessages.dateInvalid);

/**
 * The words (in the text, the advice or the tags; accents and case ignored) and the filters: one
 * feeling, one tag (a fixed one by key or name, or the person's own), and local dates in `tz`, both
 * included. Nothing given lists every entry, newest first. The cursor is the list's keyset cursor.
 */
export const DiarySearchQuery = z
  .object({
    q: z
      .string({ error: diarySearchMessages.queryInvalid })
      .max(DIARY_SEARCH_QUERY_MAX_LENGTH, diarySearchMessages.queryTooLong)
      .default('')
      .refine((q) => searchWords(q).length <= DIARY_SEARCH_MAX_WORDS, diarySearchMessages.tooManyWords),
    feeling: z.enum(Feeling.options, { error: diarySearchMessages.feelingInvalid }).optional(),
    tag: z.string({ error: diarySearchMessages.tagInvalid }).trim().max(OWN_TAG_MAX_LENGTH, diarySearchMessages.tagInvalid).optional(),
    from: SearchDay.optional(),
    to: SearchDay.optional(),
    tz: z.string().max(64, diarySearchMessages.timeZoneInvalid).default('UTC').refine(isKnownTimeZone, diarySearchMessages.timeZoneInvalid),
    cursor: z.string().max(200).optional(),
    limit: z.coerce
      .number({ error: diarySearchMessages.limitInvalid })
      .int(diarySearchMessages.limitInvalid)
      .min(1, diarySearchMessages.limitInvalid)
      .max(DIARY_PAGE_MAX, diarySearchMessages.limitInvalid)
      .default(DIARY_PAGE_SIZE),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, { message: diarySearchMessages.datesReversed, path: ['to'] });
export type DiarySearchQuery = z.input<typeof DiarySearchQuery>;
export type DiarySearchFilters = z.output<typeof DiarySearchQuery>;
