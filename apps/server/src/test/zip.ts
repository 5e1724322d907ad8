import type { Readable } from 'node:stream';
import yauzl from 'yauzl';
import yazl from 'yazl';

/** Every entry of a zip (an export, in the tests), by file name. */
export function unzip(bytes: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error);
      const found = new Map<string, Buffer>();
      zip.on('entry', (entry: yauzl.Entry) =>
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return reject(streamError);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            found.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        }),
      );
      zip.on('end', () => resolve(found));
      zip.readEntry();
    });
  });
}

/** One entry of a zip as UTF-8 text; throws when it is missing. */
export async function unzipText(bytes: Buffer, fileName: string): Promise<string> {
  const entry = (await unzip(bytes)).get(fileName);
  if (!entry) throw new Error(`${fileName} is not in the zip`);
  return entry.toString('utf8');
}

/** A zip of these entries (a forged or hand-made export, in the tests), by file name. */
export async function zipOf(entries: Record<string, Buffer | Readable>): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const [name, content] of Object.entries(entries)) {
    if (Buffer.isBuffer(content)) zip.addBuffer(content, name);
    else zip.addReadStream(content, name);
  }
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
