import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import mime from 'mime';
import { acceptFile, mediaDuration, sha256OfFile, type AcceptedFile } from './file-checks.js';
import { FILES_URL_PREFIX, type FileStorage } from './file-storage.js';
import { readMultipartForm, type FormRules, type ReceivedFile } from './multipart-form.js';
import { discard, removedOnFailure, temporaryPath } from './temp-files.js';
import type { UploadKind, UploadLimitsMb } from './upload-limits.js';

// 24 hex characters are 96 bits of SHA-256: no accidental collisions, and short URLs.
const NAME_LENGTH = 24;
const EXTENSION = /^[a-z0-9]{1,10}$/;
const CONTENT_ADDRESS = /^[0-9a-f]{24}\.[a-z0-9]{1,10}$/;

/** The same bytes always get the same name, so storing them twice writes once. */
function contentAddress(sha256Hex: string, extension: string): string {
  const ext = extension.replace(/^\./, '').toLowerCase();
  if (!EXTENSION.test(ext)) throw new Error(`Invalid file extension: ${extension}`);
  if (!/^[0-9a-f]{64}$/.test(sha256Hex)) throw new Error('Invalid SHA-256');
  return `${sha256Hex.slice(0, NAME_LENGTH)}.${ext}`;
}

export type FilesDeps = {
  storage: FileStorage;
  /** Where uploads are written while they arrive and are checked; on the storage's disk when it is local. */
  tempDir: string;
  limitsMb: UploadLimitsMb;
};

/**
 * Uploaded files from the request to the store: stream a multipart form to a temporary file,
 * check its real type and size and re-encode images, store it under its content address, and
 * delete it when nothing uses it any more. Callers hold only `/files/…` URLs.
 */
export function createFiles({ storage, tempDir, limitsMb }: FilesDeps) {
  return {
    readForm: (request: FastifyRequest, rules: FormRules) => readMultipartForm(request, tempDir, limitsMb, rules),
    accept: (file: ReceivedFile, kind: UploadKind) => acceptFile(file, kind, limitsMb, tempDir),
    /** Seconds of an audio or video file, when its container says. */
    duration: (file: AcceptedFile) => mediaDuration(file.path),
    discard,

    /** Moves an accepted file into the store; returns its `/files/…` URL. */
    async store(file: AcceptedFile): Promise<string> {
      const name = contentAddress(file.sha256, file.extension);
      await storage.put(name, file.path, file.mime);
      return `${FILES_URL_PREFIX}${name}`;
    },

    /** Stores a copy of a file this server ships (the demo media); the original stays. */
    async storeCopy(source: string): Promise<string> {
      const name = contentAddress(await sha256OfFile(source), path.extname(source));
      await fs.mkdir(tempDir, { recursive: true });
      const copy = temporaryPath(tempDir, 'copy');
      await removedOnFailure(copy, async () => {
        await fs.copyFile(source, copy);
        await storage.put(name, copy, mime.getType(name) ?? 'application/octet-stream');
      });
      return `${FILES_URL_PREFIX}${name}`;
    },

    /** Deletes the file behind a `/files/…` URL; any other URL is left alone. The caller knows nothing uses it. */
    async remove(url: string): Promise<void> {
      const name = url.startsWith(FILES_URL_PREFIX) ? url.slice(FILES_URL_PREFIX.length) : '';
      if (CONTENT_ADDRESS.test(name)) await storage.delete(name);
    },
  };
}

export type Files = ReturnType<typeof createFiles>;
