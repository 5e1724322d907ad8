import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * A fresh hidden name in `dir` for a file still being written. Dot-names are never served, and
 * `purpose` says in a listing what left it behind.
 */
export function temporaryPath(dir: string, purpose = 'upload'): string {
  return path.join(dir, `.${purpose}-${randomBytes(9).toString('hex')}.tmp`);
}

/** The one clean-up for temporary files: removes each one given; missing ones are fine. */
export async function discard(...files: (string | { path: string } | undefined)[]): Promise<void> {
  await Promise.all(files.map((file) => (file ? fs.rm(typeof file === 'string' ? file : file.path, { force: true }) : undefined)));
}

/** Runs `write` to produce the file at `target`; if it fails, the half-written file goes too. */
export async function removedOnFailure<T>(target: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    await discard(target);
    throw error;
  }
}
