import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { DEFAULT_UPLOAD_LIMITS_MB } from '@sendero/shared';
import { demoMediaDir } from '../db/seed/seed.js';
import { createFiles, createLocalDiskStorage } from '../lib/files/index.js';

/** A file part for `multipartForm`. */
export type FilePart = { field: string; name: string; bytes: Uint8Array; type?: string };

/** A multipart body for `app.inject({ payload })`, as a browser's FormData would send it. */
export function multipartForm(fields: Record<string, string | undefined>, file?: FilePart): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.append(name, value);
  if (file) form.append(file.field, new Blob([file.bytes], { type: file.type ?? 'application/octet-stream' }), file.name);
  return form;
}

/** A demo media file (src/db/seed/media): real MP3, MP4 and WebP bytes. */
export const demoMedia = (name: string): Buffer => fs.readFileSync(path.join(demoMediaDir, name));

/** A small solid PNG. */
export const pngImage = (width = 16, height = 16, color = { r: 200, g: 120, b: 40 }) =>
  sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();

/** The files module on a local folder, as the app builds it. */
export const localFiles = (dir: string) => createFiles({ storage: createLocalDiskStorage(dir), tempDir: dir, limitsMb: DEFAULT_UPLOAD_LIMITS_MB });

/** Temporary files left in an uploads folder (there should be none after any request). */
export const leftoverTemporaryFiles = (dir: string) => fs.readdirSync(dir).filter((name) => name.endsWith('.tmp'));

/** The stored file behind a `/files/…` URL. */
export const storedFile = (dir: string, url: string) => path.join(dir, url.replace(/^\/files\//, ''));
