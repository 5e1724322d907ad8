import { accountMessages, DIARY_DESCRIPTION_MAX_LENGTH, IMPORT_MAX_RECORDS, normalizeTags, OWN_TAG_MAX_LENGTH, OWN_TAGS_MAX, type ActivityTag, type Feeling } from '@sendero/shared';
import { localInstant } from '../diary/month.js';
import { HttpError } from '../../lib/http-errors.js';
import { parseCsv } from '../../lib/csv.js';

/** Daylio's five default moods, best to worst, onto Sendero's five feelings. */
const moods: Record<string, Feeling> = { rad: 'GREAT', good: 'GOOD', meh: 'NEUTRAL', bad: 'BAD', awful: 'TERRIBLE' };
const MAX_REPORTED = 20;
/** Title and note are each read whole before `<br>` become line breaks; longer cannot make a note that fits. */
const MAX_FIELD_LENGTH = 4 * DIARY_DESCRIPTION_MAX_LENGTH;
/** Rows checked between two turns of the event loop. */
const ROWS_SLICE = 1_000;

export type DaylioEntry = { feeling: Feeling; description: string; createdAt: Date; tags: string[] };
export type DaylioResult = { entries: DaylioEntry[] } | { errors: string[] };

/** `2024-03-05` and `8:15 PM`, `20:15` or `20:15:00`, as Daylio writes them. */
function readWhen(date: string, time: string, tz: string): Date | null {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date.trim());
  const clock = /^(\d{1,2}):(\d{2})(?::\d{2})?\s*([ap]\.?\s?m\.?)?$/i.exec(time.trim());
  if (!day || !clock) return null;
  const [year, month, dayOfMonth] = [Number(day[1]), Number(day[2]), Number(day[3])];
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
  const named = activities.split('|').map((item) => item.trim()).filter(Boolean);
  const { fixed, own } = normalizeTags(named.map((name) => daylioActivities[name.toLowerCase()] ?? name));
  return [...fixed, ...own.slice(0, OWN_TAGS_MAX).map((tag) => tag.slice(0, OWN_TAG_MAX_LENGTH).trim())];
}

/** Daylio keeps line breaks in notes as `<br>`; the diary shows plain text. */
const plainNote = (text: string) => text.replace(/<br\s*\/?>/gi, '\n').replace(/&nbsp;/g, ' ').trim();

/**
 * Reads a Daylio CSV export. Every line is checked before anything is kept: one bad line means
 * the whole file is refused with the list of lines to fix, so nothing is ever half-imported.
 */
export async function readDaylio(text: string, tz: string): Promise<DaylioResult> {
  // One header line beside the records.
  const parsed = await parseCsv(text, { maxRecords: IMPORT_MAX_RECORDS + 1, maxFieldLength: MAX_FIELD_LENGTH });
  if ('problem' in parsed && parsed.problem === 'tooManyRecords') throw new HttpError(413, accountMessages.importTooManyRecords);
  if ('problem' in parsed && parsed.problem === 'fieldTooLong') return { errors: [accountMessages.daylioTooLong(parsed.line), accountMessages.daylioNothingImported] };
  const records = 'records' in parsed ? parsed.records : [];
  if (records.length === 0) return { errors: [accountMessages.daylioHeader] };
  const header = records[0]!.fields.map((name) => name.trim().toLowerCase());
  const column = (name: string) => header.indexOf(name);
  const [date, time, mood, note, title, activities] = ['full_date', 'time', 'mood', 'note', 'note_title', 'activities'].map(column) as [number, number, number, number, number, number];
  if (date < 0 || time < 0 || mood < 0 || note < 0) return { errors: [accountMessages.daylioHeader] };
  const rows = records.slice(1);
  if (rows.length === 0) return { errors: [accountMessages.daylioEmpty] };

  const entries: DaylioEntry[] = [];
  const errors: string[] = [];
  for (const [index, { line, fields }] of rows.entries()) {
    if (index % ROWS_SLICE === 0 && index > 0) await new Promise((resolve) => setImmediate(resolve));
    const at = (index: number) => (index >= 0 ? (fields[index] ?? '') : '');
    const feeling = moods[at(mood).trim().toLowerCase()];
    const createdAt = readWhen(at(date), at(time), tz);
    const parts = [plainNote(at(title)), plainNote(at(note))].filter(Boolean);
    const activityList = at(activities).trim();
    const description = parts.join('\n\n') || (activityList ? `Actividades: ${activityList.split('|').map((item) => item.trim()).join(', ')}` : accountMessages.daylioNoNote);
    if (!feeling) errors.push(accountMessages.daylioBadMood(line, at(mood).trim()));
    else if (!createdAt) errors.push(accountMessages.daylioBadDate(line));
    else if (description.length > DIARY_DESCRIPTION_MAX_LENGTH) errors.push(accountMessages.daylioTooLong(line));
    else entries.push({ feeling, description, createdAt, tags: daylioTags(activityList) });
  }
  if (errors.length > 0) {
    const shown = errors.slice(0, MAX_REPORTED);
    if (errors.length > MAX_REPORTED) shown.push(accountMessages.daylioMoreErrors(errors.length - MAX_REPORTED));
    return { errors: [...shown, accountMessages.daylioNothingImported] };
  }
  return { entries };
}
