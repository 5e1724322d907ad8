import { Readable } from 'node:stream';
import yazl from 'yazl';
import { EXPORT_CSV_NAME, EXPORT_JSON_NAME, EXPORT_VERSION, finerFeelingLabel, type DiaryRecord, type Feeling } from '@sendero/shared';
import type { FileStorage } from '../../lib/files/index.js';
import { csvRow, UTF8_BOM } from '../../lib/csv.js';

/** The words the diary screens use, so the spreadsheet reads like the app. */
const feelingWords: Record<Feeling, string> = { GREAT: 'Excelente', GOOD: 'Bien', NEUTRAL: 'Neutral', BAD: 'Mal', TERRIBLE: 'Terrible' };
// The finer word (decision 042) goes last, as the app shows it: the earlier columns keep their places.
const CSV_HEADER = ['fecha', 'sentimiento', 'descripción', 'consejo', 'origen_del_consejo', 'audio', 'actividades', 'matiz'];

/** Only content-addressed names from lib/storage.ts: a stored audioUrl can never point outside the uploads folder. */
const STORED_FILE = /^\/files\/([a-z0-9]+\.[a-z0-9]{1,10})$/;

export type ExportSources = {
  /** Everything but the diary, small enough to hold: profile, progress, interactions, plan. */
  head: Record<string, unknown>;
  /** The diary, in batches: read twice (JSON, then CSV), never held whole. */
  records: () => AsyncGenerator<DiaryRecord[]>;
  files: string[];
  /** Where the recordings are kept (local disk or S3). */
  storage: FileStorage;
  /** Diary voice notes, opened from their sealed form: `voice-notes/<id>.<ext>` in the zip. */
  voiceNotes?: { id: string; mime: string; read: () => Promise<Buffer> }[];
};

const VOICE_NOTE_EXTENSIONS: Record<string, string> = {
  'audio/webm': 'webm',
  'audio/ogg': 'ogg',
  'audio/opus': 'opus',
  'audio/mp4': 'm4a',
  'audio/x-m4a': 'm4a',
  'audio/aac': 'aac',
  'audio/mpeg': 'mp3',
};
/** The zip entry of a voice note; the record's audioUrl ends with the same id. */
export const voiceNoteEntryName = (id: string, mime: string) => `voice-notes/${id}.${VOICE_NOTE_EXTENSIONS[mime] ?? (mime.includes('wav') ? 'wav' : 'audio')}`;

async function* exportJson(sources: ExportSources): AsyncGenerator<Buffer> {
  const head = JSON.stringify({ version: EXPORT_VERSION, exportedAt: new Date().toISOString(), ...sources.head }, null, 2);
  // The diary list goes last, record by record, so the document streams in constant memory.
  yield Buffer.from(`${head.slice(0, -2)},\n  "diaryRecords": [`);
  let separator = '\n    ';
  for await (const batch of sources.records()) {
    let text = '';
    for (const record of batch) {
      text += separator + JSON.stringify(record);
      separator = ',\n    ';
    }
    yield Buffer.from(text);
  }
  yield Buffer.from(`${separator === '\n    ' ? '' : '\n  '}]\n}\n`);
}

async function* diaryCsv(records: ExportSources['records']): AsyncGenerator<Buffer> {
  yield Buffer.from(UTF8_BOM + csvRow(CSV_HEADER));
  for await (const batch of records()) {
    yield Buffer.from(
      batch
        .map((r) =>
          csvRow([
            r.createdAt,
            feelingWords[r.feeling],
            r.description,
            r.advice,
            r.adviceSource,
            r.audioUrl,
            r.tags.join(' | '),
            r.finerFeeling ? finerFeelingLabel(r.finerFeeling) : '',
          ]),
        )
        .join(''),
    );
  }
}

/** The export zip as a stream: entries are produced while the client downloads them. */
export async function exportZip(sources: ExportSources): Promise<Readable> {
  const zip = new yazl.ZipFile();
  zip.addReadStream(Readable.from(exportJson(sources)), EXPORT_JSON_NAME);
  zip.addReadStream(Readable.from(diaryCsv(sources.records)), EXPORT_CSV_NAME);
  for (const url of new Set(sources.files)) {
    const name = STORED_FILE.exec(url)?.[1];
    if (!name) continue;
    if (await sources.storage.head(name)) zip.addReadStream(await sources.storage.open(name), `files/${name}`);
  }
  for (const note of sources.voiceNotes ?? []) {
    // Opened one at a time while the zip is written: each is small (the audio upload limit).
    zip.addReadStream(
      Readable.from(
        (async function* () {
          yield await note.read();
        })(),
      ),
      voiceNoteEntryName(note.id, note.mime),
    );
  }
  zip.end();
  return zip.outputStream as Readable;
}

export const storedFileName = (url: string) => STORED_FILE.exec(url)?.[1];
