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

/** A fresh hidden name inside `uploadsDir` for a file still being written (not served: dotfiles are ignored). */
export function temporaryPath(uploadsDir: string, purpose = 'upload'): string {
  return path.join(uploadsDir, `.${purpose}-${randomBytes(9).toString('hex')}.tmp`);
}

/**
 * Moves a finished temporary file (in `uploadsDir`, already hashed while it was written) to its
 * content-addressed name and returns its public URL. When those bytes are stored already, the
 * temporary file is simply removed. A rename within one folder is atomic: no reader sees half a file.
 */
export async function storeHashedFile(uploadsDir: string, temporary: string, sha256Hex: string, extension: string): Promise<string> {
  const ext = extension.replace(/^\./, '').toLowerCase();
  if (!EXTENSION.test(ext)) throw new Error(`Invalid file extension: ${extension}`);
  if (!/^[0-9a-f]{64}$/.test(sha256Hex)) throw new Error('Invalid SHA-256');
  const name = `${sha256Hex.slice(0, NAME_LENGTH)}.${ext}`;
  const target = path.join(uploadsDir, name);
  const exists = await fs.stat(target).then(
    (stats) => stats.isFile(),
    () => false,
  );
  if (exists) await fs.rm(temporary, { force: true });
  else await fs.rename(temporary, target);
  return `${FILES_URL_PREFIX}${name}`;
}

/** The file behind a `/files/<name>` URL, or undefined for any other URL (never a path outside `uploadsDir`). */
export function storedFilePath(uploadsDir: string, url: string): string | undefined {
  if (!url.startsWith(FILES_URL_PREFIX)) return undefined;
  const name = url.slice(FILES_URL_PREFIX.length);
  if (!/^[0-9a-f]{24}\.[a-z0-9]{1,10}$/.test(name)) return undefined;
  return path.join(uploadsDir, name);
}

/** Deletes a stored file; the caller has made sure nothing refers to it any more. */
export async function removeStoredFile(uploadsDir: string, url: string): Promise<void> {
  const file = storedFilePath(uploadsDir, url);
  if (file) await fs.rm(file, { force: true });
}
