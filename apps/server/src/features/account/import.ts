import yauzl from 'yauzl';
import { accountMessages, EXPORT_JSON_NAME, IMPORT_MAX_UNPACKED_BYTES } from '@sendero/shared';
import { badRequest, HttpError } from '../../lib/http-errors.js';

/** A real export holds two documents and the person's recordings; far more entries is not one. */
const MAX_ENTRIES = 10_000;

const zipBomb = () => new HttpError(413, accountMessages.importZipBomb);

export const isZip = (bytes: Buffer) => bytes.length >= 4 && bytes.readUInt32LE(0) === 0x04034b50;

/**
 * The text of `sendero-export.json` inside an export zip. Sizes are checked twice: the sizes the
 * zip declares (a bomb usually declares its size honestly), then the bytes really inflated
 * (yauzl's validateEntrySizes catches a zip that lies), so memory stays bounded either way.
 */
export function readExportJson(zipBytes: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(zipBytes, { lazyEntries: true, validateEntrySizes: true }, (openError, zip) => {
      if (openError || !zip) return reject(badRequest(accountMessages.importZipUnreadable));
      let declared = 0;
      let entries = 0;
      let found = false;
      const fail = (error: HttpError) => {
        zip.close();
        reject(error);
      };
      zip.on('error', () => fail(badRequest(accountMessages.importZipUnreadable)));
      zip.on('end', () => {
        if (!found) reject(badRequest(accountMessages.importNoExportJson));
      });
      zip.on('entry', (entry: yauzl.Entry) => {
        entries += 1;
        declared += entry.uncompressedSize;
        if (entries > MAX_ENTRIES || declared > IMPORT_MAX_UNPACKED_BYTES) return fail(zipBomb());
        if (entry.fileName !== EXPORT_JSON_NAME) return zip.readEntry();
        found = true;
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return fail(badRequest(accountMessages.importZipUnreadable));
          const chunks: Buffer[] = [];
          let inflated = 0;
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
            zip.close();
            resolve(Buffer.concat(chunks).toString('utf8'));
          });
        });
      });
      zip.readEntry();
    });
  });
}
