import {
  accountMessages,
  DaylioDateOrder,
  DaylioMoodMapping,
  IMPORT_MAX_RECORDS,
  voiceNoteId,
  type ImportPreview,
  type ImportResult,
  type SafetyPlanContent,
} from '@sendero/shared';
import { loggableError } from '../../db/errors.js';
import { badRequest, conflict, HttpError } from '../../lib/http-errors.js';
import type { DataOwnershipDeps } from './data-ownership.service.js';
import { applyMoodMapping, daylioMoods, readDaylio } from './daylio.js';
import { storedFileName } from './export.js';
import { readExportDocument } from './export-json.js';
import { isZip, readExportZip } from './import.js';

type ImportDeps = Pick<DataOwnershipDeps, 'db' | 'clock' | 'repository' | 'diary' | 'safetyPlan' | 'storage' | 'voiceNotes' | 'log'>;

/** An upload as the import reads it: the file, and for a Daylio CSV the choices the person confirmed. */
export type ImportUpload = () => Promise<{ bytes: Buffer; moods?: string; dateOrder?: string }>;

/**
 * How long an import's claim holds (decision 059). An import runs within one request (its upload
 * is at most IMPORT_MAX_BYTES; the server ends a request after 120 s, and the 100,000 records it may
 * add are written in seconds), so a claim this old belongs to a process that died mid-import; until
 * then the person hears "ya estás importando", which is true or soon stops being so.
 */
export const IMPORT_CLAIM_MS = 15 * 60_000;

/** The plan's lists without its date: what the safety feature stores. */
const planLists = ({ updatedAt: _date, ...lists }: SafetyPlanContent & { updatedAt?: string | null }): SafetyPlanContent => lists;

/** What a CSV that is not Daylio's still looks like: text, not binary. */
const looksLikeText = (bytes: Buffer) => !bytes.subarray(0, 4096).includes(0);

/** The confirmed mapping of Daylio's moods, from its JSON text; a clear 400 for anything else. */
function moodMapping(text: string): DaylioMoodMapping {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw badRequest(accountMessages.daylioMappingInvalid);
  }
  const parsed = DaylioMoodMapping.safeParse(value);
  if (!parsed.success) throw badRequest(accountMessages.daylioMappingInvalid);
  return parsed.data;
}

/** The date order the person chose for a Daylio file's slashed dates; a clear 400 for anything else. */
function chosenDateOrder(text: string): DaylioDateOrder {
  const parsed = DaylioDateOrder.safeParse(text);
  if (!parsed.success) throw badRequest(accountMessages.daylioDateOrderInvalid);
  return parsed.data;
}

async function importExport(deps: ImportDeps, userId: string, bytes: Buffer): Promise<ImportResult> {
  const { json: text, voiceNotes } = await readExportZip(bytes);
  const document = await readExportDocument(text);
  // A recording comes along only when this server holds the same file (same name, same bytes).
  const files = new Set(
    await Promise.all(
      document.diaryRecords
        .map((record) => record.audioUrl)
        .filter(Boolean)
        .map(async (url) => {
          const name = storedFileName(url);
          return name && ((await deps.storage.head(name)) ? url : '');
        }),
    ),
  );
  // A voice note in the zip becomes the importer's own, checked and sealed like an upload; one
  // for a record already here is left as an orphan and swept a day later (decision 024).
  const restored = new Map<string, string>();
  for (const record of document.diaryRecords) {
    const id = voiceNoteId(record.audioUrl);
    const recording = id ? voiceNotes.get(id) : undefined;
    if (recording && !restored.has(record.audioUrl)) restored.set(record.audioUrl, await deps.voiceNotes.restore(userId, recording));
  }
  const records = document.diaryRecords.map((record) => ({
    ...record,
    audioUrl: restored.get(record.audioUrl) ?? (files.has(record.audioUrl) ? record.audioUrl : ''),
    createdAt: new Date(record.createdAt),
  }));
  return deps.db.transaction(async (tx) => {
    const counts = await deps.diary.importRecords(tx, userId, records);
    const safetyPlan = document.safetyPlan ? await deps.safetyPlan.restore(tx, userId, planLists(document.safetyPlan)) : 'none';
    return { format: 'sendero' as const, ...counts, safetyPlan };
  });
}

async function importDaylio(
  deps: ImportDeps,
  userId: string,
  text: string,
  tz: string,
  mapping: DaylioMoodMapping | undefined,
  dateOrder: DaylioDateOrder | undefined,
): Promise<ImportResult> {
  const read = await readDaylio(text, tz, dateOrder);
  if ('errors' in read) throw badRequest(read.errors);
  if (read.askDateOrder) throw badRequest(accountMessages.daylioDateOrderNeeded);
  const mapped = applyMoodMapping(read.rows, mapping);
  if ('errors' in mapped) throw badRequest(mapped.errors);
  if (mapped.entries.length > IMPORT_MAX_RECORDS) throw new HttpError(413, accountMessages.importTooManyRecords);
  const records = mapped.entries.map((entry) => ({ ...entry, advice: null, adviceSource: 'none' as const, audioUrl: '' }));
  const counts = await deps.db.transaction((tx) => deps.diary.importRecords(tx, userId, records));
  return { format: 'daylio', ...counts, safetyPlan: 'none' };
}

/**
 * What an import of this file would read, stored nowhere: a Daylio CSV answers its distinct
 * moods with a guess each, for the person to confirm before `import` (issue 23).
 */
export async function previewImport(upload: () => Promise<{ bytes: Buffer }>, tz: string): Promise<ImportPreview> {
  const { bytes } = await upload();
  if (isZip(bytes)) return { format: 'sendero', entries: 0, moods: [], dateOrder: null, askDateOrder: false };
  if (!looksLikeText(bytes)) throw new HttpError(415, accountMessages.importUnknownType);
  const read = await readDaylio(bytes.toString('utf8'), tz);
  if ('errors' in read) throw badRequest(read.errors);
  return { format: 'daylio', entries: read.rows.length, moods: daylioMoods(read.rows), dateOrder: read.dateOrder, askDateOrder: read.askDateOrder };
}

/**
 * A Sendero export zip or a Daylio CSV, read by `upload`; everything or nothing is added. A
 * Daylio CSV takes the mapping of its moods the person confirmed (`moods`, a JSON string);
 * without one, only the default mood names are understood. One import at a time per person,
 * whichever process runs it (a row in account_imports): a second one waits for nothing and is refused.
 */
export async function importData(deps: ImportDeps, userId: string, upload: ImportUpload, tz: string): Promise<ImportResult> {
  const startedAt = deps.clock.now();
  if (!(await deps.repository.claimImport(userId, startedAt, new Date(startedAt.getTime() - IMPORT_CLAIM_MS)))) {
    throw conflict(accountMessages.importInProgress);
  }
  try {
    const { bytes, moods, dateOrder } = await upload();
    if (isZip(bytes)) {
      if (moods !== undefined || dateOrder !== undefined) throw badRequest(accountMessages.daylioMappingNotDaylio);
      return await importExport(deps, userId, bytes);
    }
    if (looksLikeText(bytes)) {
      const mapping = moods === undefined ? undefined : moodMapping(moods);
      return await importDaylio(deps, userId, bytes.toString('utf8'), tz, mapping, dateOrder === undefined ? undefined : chosenDateOrder(dateOrder));
    }
    throw new HttpError(415, accountMessages.importUnknownType);
  } finally {
    // A claim that cannot be given back (the database went away) ages out: never hide the import's own answer.
    await deps.repository
      .releaseImport(userId, startedAt)
      .catch((error: unknown) => deps.log.warn({ event: 'import_claim_not_released', err: loggableError(error) }, 'an import claim stays until it ages out'));
  }
}
