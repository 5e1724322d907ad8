import { createHash, randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';

/** Where stored files are served from (see plugins/web.ts). */
export const FILES_URL_PREFIX = '/files/';

// 24 hex characters are 96 bits of SHA-256: no accidental collisions, and short URLs.
const NAME_LENGTH = 24;
const EXTENSION = /^[a-z0-9]{1,10}$/;

async function sha256Hex(source: Buffer | string): Promise<string> {
  const hash = createHash('sha256');
  if (typeof source === 'string') await pipeline(createReadStream(source), hash);
  else hash.update(source);
  return hash.digest('hex');
}

/**
 * Stores bytes (a buffer, or the file at a path) in `uploadsDir` under a name made from their
 * SHA-256, and returns the public URL `/files/<name>.<extension>`. The same bytes always get the
 * same name, so storing twice writes once. The file is written to a temporary name and renamed,
 * so a reader never sees it half-written.
 */
export async function storeFile(uploadsDir: string, source: Buffer | string, extension: string): Promise<string> {
  const ext = extension.replace(/^\./, '').toLowerCase();
  if (!EXTENSION.test(ext)) throw new Error(`Invalid file extension: ${extension}`);
  await fs.mkdir(uploadsDir, { recursive: true });
  const name = `${(await sha256Hex(source)).slice(0, NAME_LENGTH)}.${ext}`;
  const target = path.join(uploadsDir, name);
  const exists = await fs.stat(target).then(
    (stats) => stats.isFile(),
    () => false,
  );
  if (!exists) {
    const temporary = path.join(uploadsDir, `.${name}.${randomBytes(6).toString('hex')}.tmp`);
    try {
      if (typeof source === 'string') await fs.copyFile(source, temporary);
      else await fs.writeFile(temporary, source);
      await fs.rename(temporary, target);
    } catch (error) {
      await fs.rm(temporary, { force: true });
      throw error;
    }
  }
  return `${FILES_URL_PREFIX}${name}`;
}
