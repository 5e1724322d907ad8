import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { accountMessages, DIARY_ADVICE_MAX_LENGTH, ExportDocument, ExportedRecord, IMPORT_MAX_RECORDS, spanishWholeNumber, type z } from '@sendero/shared';
import { badRequest, HttpError } from '../../lib/http-errors.js';

/**
 * The longest JSON string an export can hold: the longest field (advice) with every character
 * written as a `\uXXXX` escape. Longer is refused before anything is parsed.
 */
export const EXPORT_STRING_MAX_CHARS = 6 * DIARY_ADVICE_MAX_LENGTH;
/** One diary record as JSON: its bounded fields, escaped, with room to spare. */
const RECORD_MAX_CHARS = 16 * EXPORT_STRING_MAX_CHARS;
/** Everything but the diary (profile, progress, plan): a few hundred rows in a real export. */
const REST_MAX_CHARS = 5 * 1024 * 1024;
/** Characters scanned, or records parsed, between two turns of the event loop. */
const SCAN_SLICE = 64 * 1024;
const RECORDS_SLICE = 200;

const tooLarge = (message: string) => new HttpError(413, message);

type Frame = { kind: 'object' | 'array'; key: string; index: number; expectKey: boolean };

/**
 * Finds, in the text of `sendero-export.json`, where each diary record lies, while checking that
 * no string is longer than any field can be: a 9 MB `advice` is refused here, before it is
 * parsed (issue 25, finding 2). Yields to the event loop every SCAN_SLICE characters. The text is
 * not validated here: JSON.parse does that on each piece.
 */
async function locateRecords(text: string): Promise<{ records: [number, number][]; array: [number, number] | null }> {
  const stack: Frame[] = [];
  const records: [number, number][] = [];
  let array: [number, number] | null = null;
  let recordStart = -1;
  let nextYield = SCAN_SLICE;
  const path = () => stack.map((frame) => (frame.kind === 'array' ? String(frame.index) : frame.key)).join('.');
  const inRecords = () => stack.length === 2 && stack[1]!.kind === 'array' && stack[0]!.key === 'diaryRecords';

  for (let i = 0; i < text.length; i += 1) {
    if (i >= nextYield) {
      await yieldToEventLoop();
      nextYield = i + SCAN_SLICE;
    }
    const char = text.charCodeAt(i);
    if (char === 0x22 /* " */) {
      let end = i + 1;
      while (end < text.length) {
        const c = text.charCodeAt(end);
        if (c === 0x5c /* \ */) end += 2;
        else if (c === 0x22) break;
        else end += 1;
        if (end - i > EXPORT_STRING_MAX_CHARS + 2) throw tooLarge(accountMessages.importTextTooLong(path() || 'sendero-export.json'));
      }
      const top = stack[stack.length - 1];
      if (top?.kind === 'object' && top.expectKey) {
        top.key = text.slice(i + 1, end);
        top.expectKey = false;
      }
      if (inRecords() && recordStart < 0) records.push([i, end + 1]);
      i = end;
    } else if (char === 0x7b /* { */ || char === 0x5b /* [ */) {
      if (inRecords() && recordStart < 0) recordStart = i;
      if (stack.length === 1 && stack[0]!.key === 'diaryRecords' && char === 0x5b) array = [i, -1];
      stack.push({ kind: char === 0x7b ? 'object' : 'array', key: '', index: 0, expectKey: char === 0x7b });
    } else if (char === 0x7d /* } */ || char === 0x5d /* ] */) {
      stack.pop();
      if (stack.length === 1 && array && array[1] < 0 && char === 0x5d) array[1] = i + 1;
      if (inRecords() && recordStart >= 0) {
        if (i + 1 - recordStart > RECORD_MAX_CHARS) throw tooLarge(accountMessages.importRecordTooLarge(path()));
        records.push([recordStart, i + 1]);
        recordStart = -1;
        if (records.length > IMPORT_MAX_RECORDS) throw tooLarge(accountMessages.importTooManyRecords);
      }
    } else if (char === 0x2c /* , */) {
      const top = stack[stack.length - 1];
      if (top?.kind === 'array') top.index += 1;
      else if (top) top.expectKey = true;
    } else if (inRecords() && recordStart < 0 && char > 0x20 && char !== 0x3a) {
      // A record that is a bare number, true or null: parsed as a piece, and refused by the schema.
      let end = i;
      while (end < text.length && !',]}'.includes(text[end]!)) end += 1;
      records.push([i, end]);
      i = end - 1;
    }
  }
  return { records, array: array && array[1] > 0 ? array : null };
}

const parsePiece = (piece: string): unknown => {
  try {
    return JSON.parse(piece);
  } catch {
    throw badRequest(accountMessages.importJsonInvalid);
  }
};

/** The first problem the schema found, as the person is told it. */
function refusal(issue: { code: string; path: PropertyKey[] }, prefix: string[] = []): HttpError {
  const where = [...prefix, ...issue.path.map(String)].join('.');
  if (issue.code === 'too_big' && where === 'diaryRecords') return tooLarge(accountMessages.importTooManyRecords);
  if (issue.code === 'too_big') return tooLarge(accountMessages.importTextTooLong(where));
  return badRequest(accountMessages.importInvalidRecord(where));
}

/**
 * `sendero-export.json` read and checked in pieces: the diary records one by one, each bounded
 * as the API bounds it, with turns of the event loop between them, so an import never stops the
 * server from answering others, whatever it holds.
 */
export async function readExportDocument(text: string): Promise<z.output<typeof ExportDocument>> {
  const { records, array } = await locateRecords(text);
  const rest = array ? `${text.slice(0, array[0])}[]${text.slice(array[1])}` : text;
  if (rest.length > REST_MAX_CHARS) throw tooLarge(accountMessages.importRestTooLarge(spanishWholeNumber(Math.ceil(REST_MAX_CHARS / 1024 / 1024))));
  const raw = parsePiece(rest);
  const version = (raw as { version?: unknown } | null)?.version;
  if (version !== 1) throw badRequest(accountMessages.importWrongVersion(version));
  const parsed = ExportDocument.safeParse(raw);
  if (!parsed.success) throw refusal(parsed.error.issues[0]!);
  if (!array) return parsed.data;

  const diaryRecords: z.output<typeof ExportedRecord>[] = [];
  for (const [index, [start, end]] of records.entries()) {
    if (index % RECORDS_SLICE === 0 && index > 0) await yieldToEventLoop();
    const record = ExportedRecord.safeParse(parsePiece(text.slice(start, end)));
    if (!record.success) throw refusal(record.error.issues[0]!, ['diaryRecords', String(index)]);
    diaryRecords.push(record.data);
  }
  return { ...parsed.data, diaryRecords };
}
