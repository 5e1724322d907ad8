import yauzl from 'yauzl';
import { accountMessages, EXPORT_JSON_NAME, IMPORT_MAX_UNPACKED_BYTES } from '@sendero/shared';
import { badRequest, HttpError } from '../../lib/http-errors.js';

/** A real export holds two documents and the person's recordings; far more entries is not one. */
const MAX_ENTRIES = 10_000;

const zipBomb = () => new HttpError(413, accountMessages.importZipBomb);

export const isZip = (bytes: Buffer) => bytes.length >= 4 && bytes.readUInt32LE(0) === 0x04034b50;

/** Voice notes in an export zip: `voice-notes/<id>.<ext>` (export.ts). */
const VOICE_NOTE_ENTRY = /^voice-notes\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.[a-z0-9]{1,5}$/;

/** What an export zip brings back: the JSON document's text and the voice notes by id. */
export type ExportZip = { json: string; voiceNotes: Map<string, Buffer> };

/**
 * The text of `sendero-export.json` inside an export zip, and its voice notes. Sizes are checked
 * twice: the sizes the zip declares (a bomb usually declares its size honestly), then the bytes
 * really inflated (yauzl's validateEntrySizes catches a zip that lies), so memory stays bounded
 * either way.
 */
export function readExportZip(zipBytes: Buffer): Promise<ExportZip> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(zipBytes, { lazyEntries: true, validateEntrySizes: true }, (openError, zip) => {
      if (openError || !zip) return reject(badRequest(accountMessages.importZipUnreadable));
      let declared = 0;
      let entries = 0;
      let inflated = 0;
      let json: string | undefined;
      const voiceNotes = new Map<string, Buffer>();
      const fail = (error: HttpError) => {
        zip.close();
        reject(error);
      };
      zip.on('error', () => fail(badRequest(accountMessages.importZipUnreadable)));
      zip.on('end', () => {
        if (json === undefined) reject(badRequest(accountMessages.importNoExportJson));
        else resolve({ json, voiceNotes });
      });
      zip.on('entry', (entry: yauzl.Entry) => {
        entries += 1;
        declared += entry.uncompressedSize;
        if (entries > MAX_ENTRIES || declared > IMPORT_MAX_UNPACKED_BYTES) return fail(zipBomb());
        const voiceNoteId = VOICE_NOTE_ENTRY.exec(entry.fileName)?.[1];
        if (entry.fileName !== EXPORT_JSON_NAME && !voiceNoteId) return zip.readEntry();
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return fail(badRequest(accountMessages.importZipUnreadable));
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => {
            inflated += chunk.length;
            if (inflated > IMPORT_MAX_UNPACKED_BYTES) {
              stream.destroy();
              return fail(zipBomb());
            }
            chunks.push(chunk);
          });
          stream.on('error', () => fail(badRequest(accountMessages.importZipUnreadable)));
          stream.on('end', () => {
            if (voiceNoteId) voiceNotes.set(voiceNoteId, Buffer.concat(chunks));
            else json = Buffer.concat(chunks).toString('utf8');
            zip.readEntry();
          });
        });
      });
      zip.readEntry();
    });
  });
}
