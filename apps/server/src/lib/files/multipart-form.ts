import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { authoringMessages, errorMessages } from '@sendero/shared';
import { badRequest, HttpError } from '../http-errors.js';
import { discard, removedOnFailure, temporaryPath } from './temp-files.js';
import { limitBytes, limitMbOf, tooLarge, type UploadKind, type UploadLimitsMb } from './upload-limits.js';

// Multipart forms with at most one file, streamed to a temporary file while hashed and counted
// (docs/product.md#api-rules Uploads): nothing is held whole in memory, and a file over its limit stops being
// read at once.

/** A file as it arrived: a temporary file, with its SHA-256 and size. */
export type ReceivedFile = { path: string; sha256: string; size: number };

export type MultipartForm = { fields: Record<string, string>; file: ReceivedFile | undefined };

export type FormRules = {
  /** Text fields the form may carry; any other name answers 400. */
  fields: readonly string[];
  fileField: string;
  /** Kinds the file may turn out to be: the largest of their limits applies until the kind is known. */
  kinds: readonly UploadKind[];
  /** The kind expected from the fields read so far, when they tell. */
  kindFromFields?: (fields: Record<string, string>) => UploadKind | undefined;
};

// Text fields: the longest is a 100,000-character text (up to 4 bytes each in UTF-8).
const FIELD_BYTES = 512 * 1024;
const MAX_FIELDS = 20;

/**
 * Reads a multipart form: text fields into strings, the one file into a temporary file in
 * `tempDir`. On any failure the temporary file is gone before the error leaves.
 */
export async function readMultipartForm(request: FastifyRequest, tempDir: string, limitsMb: UploadLimitsMb, rules: FormRules): Promise<MultipartForm> {
  if (!request.isMultipart()) throw new HttpError(415, errorMessages.unsupportedMediaType);
  const largest = Math.max(...rules.kinds.map((kind) => limitBytes(limitMbOf(kind, limitsMb))));
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > largest + MAX_FIELDS * FIELD_BYTES) throw new HttpError(413, errorMessages.payloadTooLarge);

  const fields: Record<string, string> = {};
  let file: ReceivedFile | undefined;
  try {
    const parts = request.parts({
      // busboy's own cut-off sits one byte past ours, so ours (with the Spanish message) fires first.
      limits: { files: 1, fields: MAX_FIELDS, parts: MAX_FIELDS + 1, fieldSize: FIELD_BYTES, fieldNameSize: 100, fileSize: largest + 1, headerPairs: 50 },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (!rules.fields.includes(part.fieldname)) throw badRequest(authoringMessages.unknownField(part.fieldname));
        if (part.valueTruncated) throw new HttpError(413, errorMessages.payloadTooLarge);
        if (part.fieldname in fields) throw badRequest(errorMessages.badRequest);
        // A part sent as application/json arrives parsed: keep the text the schemas expect.
        fields[part.fieldname] = typeof part.value === 'string' ? part.value : JSON.stringify(part.value);
        continue;
      }
      if (part.fieldname !== rules.fileField) {
        part.file.resume();
        throw badRequest(authoringMessages.unknownField(part.fieldname));
      }
      const kind = rules.kindFromFields?.(fields) ?? (rules.kinds.length === 1 ? rules.kinds[0] : undefined);
      const limit = kind
        ? { bytes: limitBytes(limitMbOf(kind, limitsMb)), error: () => tooLarge(kind, limitsMb) }
        : { bytes: largest, error: () => new HttpError(413, errorMessages.payloadTooLarge) };
      file = await receiveFile(part, tempDir, limit);
    }
  } catch (error) {
    await discard(file);
    throw asClientError(error);
  }
  return { fields, file };
}

async function receiveFile(part: MultipartFile, tempDir: string, limit: { bytes: number; error: () => HttpError }): Promise<ReceivedFile> {
  await fs.mkdir(tempDir, { recursive: true });
  const target = temporaryPath(tempDir);
  const hash = createHash('sha256');
  let size = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (size > limit.bytes) return done(limit.error());
      hash.update(chunk);
      done(null, chunk);
    },
  });
  await removedOnFailure(target, async () => {
    await pipeline(part.file, counter, createWriteStream(target, { flags: 'wx' }));
    if (part.file.truncated) throw limit.error();
  });
  return { path: target, sha256: hash.digest('hex'), size };
}

/** Broken multipart (cut short, bad boundary) is the client's fault: 400, not 500. Disk errors stay 500. */
function asClientError(error: unknown): unknown {
  if (error instanceof HttpError) return error;
  const err = error as { statusCode?: number; code?: unknown };
  if (typeof err?.statusCode === 'number') return error;
  if (typeof err?.code === 'string' && /^E[A-Z]+$/.test(err.code)) return error;
  return badRequest(errorMessages.badRequest);
}
