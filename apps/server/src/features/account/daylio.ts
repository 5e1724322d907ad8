import {
  accountMessages,
  DIARY_DESCRIPTION_MAX_LENGTH,
  IMPORT_MAX_RECORDS,
  normalizeTags,
  OWN_TAG_MAX_LENGTH,
  OWN_TAGS_MAX,
  type ActivityTag,
  type DaylioDateOrder,
  type DaylioMood,
  type DaylioMoodMapping,
  type Feeling,
} from '@sendero/shared';
import { localInstant } from '../diary/month.js';
import { HttpError } from '../../lib/http-errors.js';
import { parseCsv } from '../../lib/csv.js';

/** Lower case, without accents, single spaces: `Más o menos` and `mas  o menos` are one name. */
export const moodKey = (name: string) => name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();

/**
 * Daylio's five default moods as its Spanish, English, Portuguese, German, French, Italian and
 * Polish versions name them (and the usual words near them), onto Sendero's five feelings. Only a
 * guess: the person confirms or changes each one before anything is stored.
 */
const knownMoods: Record<Feeling, string[]> = {
  GREAT: [
    'rad',
    'awesome',
    'great',
    'genial',
    'super',
    'estupendo',
    'excelente',
    'muy bien',
    'radiante',
    'otimo',
    'incrivel',
    'fantastisch',
    'grossartig',
    'großartig',
    'top',
    'fantastico',
    'alla grande',
    'ottimo',
    'swietnie',
    'rewelacyjnie',
    'wspaniale',
  ],
  GOOD: ['good', 'bien', 'bueno', 'bem', 'bom', 'gut', 'bene', 'dobrze'],
  NEUTRAL: [
    'meh',
    'ok',
    'okay',
    'normal',
    'regular',
    'mas o menos',
    'como siempre',
    'asi asi',
    'mais ou menos',
    'so lala',
    'so la la',
    'naja',
    'es geht',
    'mittel',
    'bof',
    'comme ci comme ca',
    'couci-couca',
    'cosi cosi',
    'insomma',
    'tak sobie',
    'ujdzie',
    'normalnie',
  ],
  BAD: ['bad', 'mal', 'mau', 'ruim', 'schlecht', 'mies', 'mauvais', 'pas bien', 'male', 'zle', 'kiepsko'],
  TERRIBLE: [
    'awful',
    'terrible',
    'horrible',
    'fatal',
    'muy mal',
    'horrivel',
    'pessimo',
    'terrivel',
    'furchtbar',
    'schrecklich',
    'affreux',
    'terribile',
    'orribile',
    'malissimo',
    'okropnie',
    'fatalnie',
    'strasznie',
    'tragicznie',
  ],
};
const guesses = new Map<string, Feeling>(
  Object.entries(knownMoods).flatMap(([feeling, names]) => names.map((name) => [moodKey(name), feeling as Feeling] as const)),
);

/** The feeling a Daylio mood name suggests, or null for a name of the person's own. */
export const guessFeeling = (name: string): Feeling | null => guesses.get(moodKey(name)) ?? null;

const MAX_REPORTED = 20;
/** Title and note are each read whole before `<br>` become line breaks; longer cannot make a note that fits. */
const MAX_FIELD_LENGTH = 4 * DIARY_DESCRIPTION_MAX_LENGTH;
/** Rows checked between two turns of the event loop. */
const ROWS_SLICE = 1_000;

export type DaylioEntry = { feeling: Feeling; description: string; createdAt: Date; tags: string[] };
/** A row read whole but for its mood, which waits for the person's mapping. */
export type DaylioRow = { mood: string; description: string; createdAt: Date; tags: string[] };
/**
 * The rows, and how its slashed dates were read: `dateOrder` null when it has none, `askDateOrder`
 * when neither the file nor the person settled it (the rows were then read day first, for a preview only).
 */
export type DaylioRead = { rows: DaylioRow[]; dateOrder: DaylioDateOrder | null; askDateOrder: boolean } | { errors: string[] };

const spanishMonths = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];
/** `16/10/2024`, `10/16/2024`, `16.10.2024` or `16-10-2024`: the year last, day and month in an order the file does not say. */
const slashedDate = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;

/**
 * `2024-10-16`; as a Spanish Daylio may write it: `16 de octubre de 2024`, `16 oct. 2024`; or with
 * slashes, in the order the file was found to use.
 */
function readDay(text: string, order: DaylioDateOrder): [number, number, number] | null {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim());
  if (iso) return [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  const slashed = slashedDate.exec(text.trim());
  if (slashed) {
    const [first, second, year] = [Number(slashed[1]), Number(slashed[2]), Number(slashed[3])];
    return order === 'dmy' ? [year, second, first] : [year, first, second];
  }
  const spanish = /^(\d{1,2})(?:\s+de)?\s+([a-z]+)\.?(?:\s+de)?\s+(\d{4})$/.exec(moodKey(text));
  if (!spanish) return null;
  const month = spanishMonths.findIndex((name) => name === spanish[2] || (spanish[2]!.length >= 3 && name.startsWith(spanish[2]!)));
  if (month < 0) return null;
  return [Number(spanish[3]), month + 1, Number(spanish[1])];
}

/** A day as `readDay` reads it and `8:15 PM`, `8:15 p. m.`, `9:03`, `20:15` or `20:15:00`, as Daylio writes them. */
function readWhen(date: string, time: string, tz: string, order: DaylioDateOrder): Date | null {
  const day = readDay(date, order);
  const clock = /^(\d{1,2}):(\d{2})(?::\d{2})?\s*([ap]\.?\s?m\.?)?$/i.exec(time.trim());
  if (!day || !clock) return null;
  const [year, month, dayOfMonth] = day;
  let hour = Number(clock[1]);
  const minute = Number(clock[2]);
  const half = clock[3]?.toLowerCase().replace(/[.\s]/g, '');
  if (half) {
    if (hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (half === 'pm' ? 12 : 0);
  }
  if (month < 1 || month > 12 || dayOfMonth < 1 || dayOfMonth > 31 || hour > 23 || minute > 59) return null;
  const check = new Date(Date.UTC(year, month - 1, dayOfMonth));
  if (check.getUTCMonth() !== month - 1) return null;
  return localInstant(year, month, dayOfMonth, hour, minute, tz);
}

/**
 * Daylio's activities (`work | family | sport`) as tags: the ones that match a fixed tag (by its
 * English default name or its Spanish key) become it, the rest stay as the person's own, at most
 * OWN_TAGS_MAX and OWN_TAG_MAX_LENGTH characters each, so an import never fails on activities.
 */
const daylioActivities: Record<string, ActivityTag> = {
  work: 'trabajo',
  family: 'familia',
  friends: 'amistades',
  date: 'pareja',
  partner: 'pareja',
  sport: 'ejercicio',
  exercise: 'ejercicio',
  relax: 'descanso',
  rest: 'descanso',
  sleep: 'descanso',
  'good sleep': 'descanso',
  study: 'estudio',
  nature: 'naturaleza',
  health: 'salud',
  amigos: 'amistades',
  deporte: 'ejercicio',
};
export function daylioTags(activities: string): string[] {
  const named = activities
    .split('|')
    .map((item) => item.trim())
    .filter(Boolean);
  const { fixed, own } = normalizeTags(named.map((name) => daylioActivities[name.toLowerCase()] ?? name));
  return [...fixed, ...own.slice(0, OWN_TAGS_MAX).map((tag) => tag.slice(0, OWN_TAG_MAX_LENGTH).trim())];
}

/** Daylio keeps line breaks in notes as `<br>`; the diary shows plain text. */
const plainNote = (text: string) =>
  text
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/&nbsp;/g, ' ')
    .trim();

/** Words only a Daylio made in Spanish writes: default moods, weekdays (accents dropped by moodKey). */
const spanishMoods = new Set(
  [
    'genial',
    'estupendo',
    'excelente',
    'muy bien',
    'radiante',
    'bien',
    'bueno',
    'regular',
    'mas o menos',
    'como siempre',
    'asi asi',
    'mal',
    'fatal',
    'muy mal',
  ].map(moodKey),
);
const spanishWeekdays = new Set(['lunes', 'martes', 'miercoles', 'jueves', 'viernes', 'sabado', 'domingo']);
/** `8:15 p. m.`: how Spanish writes the half of the day (English writes `PM`). */
const spanishHalfOfDay = /\d\s*[ap]\.\s?m\./i;

type DateOrderFound = {
  /** Some date has slashes. */
  slashed: boolean;
  /** The order some date's numbers prove. */
  proven: DaylioDateOrder | null;
  /** Default moods, weekdays or `p. m.` in Spanish: day first, as Spanish writes dates. */
  spanish: boolean;
  /** Lines proving each order, when both are found. */
  mixed?: { dayFirstLine: number; monthFirstLine: number };
};

/**
 * How a file writes its slashed dates (decision 063): a first part over 12 proves day first, a
 * second part over 12 month first, and both in one file is a mistake to show. It also notes whether
 * the file was made in Spanish.
 */
function findDateOrder(lines: { line: number; fields: string[] }[], columns: { date: number; time: number; mood: number; weekday: number }): DateOrderFound {
  let dayFirstLine: number | undefined;
  let monthFirstLine: number | undefined;
  let slashed = false;
  let spanish = false;
  for (const { line, fields } of lines) {
    const match = slashedDate.exec((fields[columns.date] ?? '').trim());
    if (match) {
      slashed = true;
      const [first, second] = [Number(match[1]), Number(match[2])];
      // A part over 31 proves nothing: that line is refused as a bad date on its own.
      if (first > 12 && first <= 31 && second <= 12) dayFirstLine ??= line;
      if (second > 12 && second <= 31 && first <= 12) monthFirstLine ??= line;
    }
    spanish ||=
      spanishMoods.has(moodKey(fields[columns.mood] ?? '')) ||
      (columns.weekday >= 0 && spanishWeekdays.has(moodKey(fields[columns.weekday] ?? ''))) ||
      spanishHalfOfDay.test(fields[columns.time] ?? '');
  }
  if (dayFirstLine !== undefined && monthFirstLine !== undefined) return { slashed, proven: null, spanish, mixed: { dayFirstLine, monthFirstLine } };
  const proven = dayFirstLine !== undefined ? 'dmy' : monthFirstLine !== undefined ? 'mdy' : null;
  return { slashed, proven, spanish };
}

/** The first MAX_REPORTED problems, then how many more, then that nothing was imported. */
function refusal(errors: string[]): { errors: string[] } {
  const shown = errors.slice(0, MAX_REPORTED);
  if (errors.length > MAX_REPORTED) shown.push(accountMessages.daylioMoreErrors(errors.length - MAX_REPORTED));
  return { errors: [...shown, accountMessages.daylioNothingImported] };
}

/**
 * Reads a Daylio CSV export, all but the moods' meaning. Every line is checked before anything is
 * kept: one bad line means the whole file is refused with the list of lines to fix, so nothing is
 * ever half-imported. Slashed dates are read in the order the file proves, else the one the person
 * chose (`chosenOrder`), else the one its language suggests; else `askDateOrder` says so.
 */
export async function readDaylio(text: string, tz: string, chosenOrder?: DaylioDateOrder): Promise<DaylioRead> {
  // One header line beside the records.
  const parsed = await parseCsv(text, { maxRecords: IMPORT_MAX_RECORDS + 1, maxFieldLength: MAX_FIELD_LENGTH });
  if ('problem' in parsed && parsed.problem === 'tooManyRecords') throw new HttpError(413, accountMessages.importTooManyRecords);
  if ('problem' in parsed && parsed.problem === 'fieldTooLong')
    return { errors: [accountMessages.daylioTooLong(parsed.line), accountMessages.daylioNothingImported] };
  const records = 'records' in parsed ? parsed.records : [];
  if (records.length === 0) return { errors: [accountMessages.daylioHeader] };
  const header = records[0]!.fields.map((name) => name.trim().toLowerCase());
  const column = (name: string) => header.indexOf(name);
  const [date, time, mood, note, title, activities, weekday] = ['full_date', 'time', 'mood', 'note', 'note_title', 'activities', 'weekday'].map(column) as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (date < 0 || time < 0 || mood < 0 || note < 0) return { errors: [accountMessages.daylioHeader] };
  const lines = records.slice(1);
  if (lines.length === 0) return { errors: [accountMessages.daylioEmpty] };
  const found = findDateOrder(lines, { date, time, mood, weekday });
  if (found.mixed) return { errors: [accountMessages.daylioDateOrderMixed(found.mixed.dayFirstLine, found.mixed.monthFirstLine)] };
  // Proof in the numbers first; the person's choice beats a guess from the language.
  const order = found.slashed ? (found.proven ?? chosenOrder ?? (found.spanish ? 'dmy' : null)) : null;

  const rows: DaylioRow[] = [];
  const errors: string[] = [];
  for (const [index, { line, fields }] of lines.entries()) {
    if (index % ROWS_SLICE === 0 && index > 0) await new Promise((resolve) => setImmediate(resolve));
    const at = (index: number) => (index >= 0 ? (fields[index] ?? '') : '');
    const moodName = at(mood).trim();
    const createdAt = readWhen(at(date), at(time), tz, order ?? 'dmy');
    const parts = [plainNote(at(title)), plainNote(at(note))].filter(Boolean);
    const activityList = at(activities).trim();
    const description =
      parts.join('\n\n') ||
      (activityList
        ? `Actividades: ${activityList
            .split('|')
            .map((item) => item.trim())
            .join(', ')}`
        : accountMessages.daylioNoNote);
    if (!createdAt) errors.push(accountMessages.daylioBadDate(line));
    else if (description.length > DIARY_DESCRIPTION_MAX_LENGTH) errors.push(accountMessages.daylioTooLong(line));
    else rows.push({ mood: moodName, description, createdAt, tags: daylioTags(activityList) });
  }
  return errors.length > 0 ? refusal(errors) : { rows, dateOrder: order, askDateOrder: found.slashed && order === null };
}

/** The distinct moods of the rows, most used first, each with its guess. */
export function daylioMoods(rows: DaylioRow[]): DaylioMood[] {
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(row.mood, (counts.get(row.mood) ?? 0) + 1);
  return [...counts]
    .sort(([a, left], [b, right]) => right - left || a.localeCompare(b, 'es'))
    .map(([name, count]) => {
      const guess = guessFeeling(name);
      return { name, count, guess, custom: guess === null };
    });
}

/**
 * The rows as diary entries, each mood through the person's mapping (or, when an API caller sent
 * none, through the guesses). A mood left without a feeling refuses the whole file. A mood of the
 * person's own (one that is no default name) is kept as a tag, so nothing of it is lost.
 */
export function applyMoodMapping(rows: DaylioRow[], mapping: DaylioMoodMapping | undefined): { entries: DaylioEntry[] } | { errors: string[] } {
  const confirmed = new Map(Object.entries(mapping ?? {}).map(([name, feeling]) => [moodKey(name), feeling]));
  const feelingOf = (name: string) => (mapping ? confirmed.get(moodKey(name)) : (guessFeeling(name) ?? undefined));
  const unmapped = daylioMoods(rows).filter((mood) => !feelingOf(mood.name));
  if (unmapped.length > 0) return refusal(unmapped.map((mood) => accountMessages.daylioMoodUnmapped(mood.name || '(vacío)')));
  const entries = rows.map(({ mood, tags, ...row }) => {
    const own = mood && guessFeeling(mood) === null ? daylioTags([mood, ...tags].join('|')) : tags;
    return { ...row, feeling: feelingOf(mood)!, tags: own };
  });
  return { entries };
}
