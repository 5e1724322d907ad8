import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromFile } from 'file-type';
import { parseFile } from 'music-metadata';
import sharp from 'sharp';
import { authoringMessages, errorMessages, IMAGE_MIME_TYPES } from '@sendero/shared';
import { badRequest, HttpError } from './http-errors.js';
import { storeHashedFile, temporaryPath } from './storage.js';

// Multipart forms with at most one file, streamed to disk while hashed and counted (CONTRACT §2
// Uploads): nothing is held whole in memory, and a file over its limit stops being read at once.

export type UploadKind = 'image' | 'audio' | 'video';
export type UploadLimitsMb = Record<UploadKind, number>;

const MIB = 1024 * 1024;
export const limitBytes = (mb: number) => Math.floor(mb * MIB);

const tooLargeMessage: Record<UploadKind, (mb: number) => string> = {
  image: authoringMessages.imageTooLarge,
  audio: authoringMessages.audioTooLarge,
  video: authoringMessages.videoTooLarge,
};
const wrongTypeMessage: Record<UploadKind, string> = { image: authoringMessages.imageOnly, audio: authoringMessages.audioOnly, video: authoringMessages.videoOnly };

export const tooLarge = (kind: UploadKind, limitsMb: UploadLimitsMb) => new HttpError(413, tooLargeMessage[kind](limitsMb[kind]));

/** A file as it arrived: a temporary file in the uploads folder, with its SHA-256 and size. */
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
 * Reads a multipart form: text fields into strings, the one file into a temporary file inside
 * `uploadsDir`. On any failure the temporary file is gone before the error leaves.
 */
export async function readMultipartForm(request: FastifyRequest, uploadsDir: string, limitsMb: UploadLimitsMb, rules: FormRules): Promise<MultipartForm> {
  if (!request.isMultipart()) throw new HttpError(415, errorMessages.unsupportedMediaType);
  const largest = Math.max(...rules.kinds.map((kind) => limitBytes(limitsMb[kind])));
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
      const limit = kind ? { bytes: limitBytes(limitsMb[kind]), error: () => tooLarge(kind, limitsMb) } : { bytes: largest, error: () => new HttpError(413, errorMessages.payloadTooLarge) };
      file = await receiveFile(part, uploadsDir, limit);
    }
  } catch (error) {
    if (file) await fs.rm(file.path, { force: true });
    throw asClientError(error);
  }
  return { fields, file };
}

async function receiveFile(part: MultipartFile, uploadsDir: string, limit: { bytes: number; error: () => HttpError }): Promise<ReceivedFile> {
  await fs.mkdir(uploadsDir, { recursive: true });
  const target = temporaryPath(uploadsDir);
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
  try {
    await pipeline(part.file, counter, createWriteStream(target, { flags: 'wx' }));
    if (part.file.truncated) throw limit.error();
  } catch (error) {
    await fs.rm(target, { force: true });
    throw error;
  }
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

/** A file checked for its kind and ready to be stored under its content address. */
export type AcceptedFile = { path: string; sha256: string; extension: string; mime: string; size: number };

const AUDIO_CONTAINERS = ['application/ogg'];

/**
 * Checks the real type from the bytes (415 otherwise) and the kind's size limit (413); images
 * are re-encoded (EXIF orientation applied, metadata dropped). Consumes `file`: the result lives
 * at a new temporary path, and the original is removed.
 */
export async function acceptFile(file: ReceivedFile, kind: UploadKind, limitsMb: UploadLimitsMb, uploadsDir: string): Promise<AcceptedFile> {
  try {
    const detected = await fileTypeFromFile(file.path).catch(() => undefined);
    const mime = detected?.mime ?? '';
    const allowed =
      kind === 'image'
        ? (IMAGE_MIME_TYPES as readonly string[]).includes(mime)
        : kind === 'video'
          ? mime.startsWith('video/')
          : mime.startsWith('audio/') || AUDIO_CONTAINERS.includes(mime) || (mime.startsWith('video/') && (await isAudioOnly(file.path)));
    if (!detected || !allowed) throw new HttpError(415, wrongTypeMessage[kind]);
    if (file.size > limitBytes(limitsMb[kind])) throw tooLarge(kind, limitsMb);
    if (kind !== 'image') return { path: file.path, sha256: file.sha256, extension: detected.ext, mime, size: file.size };
    const encoded = await reencodeImage(file.path, mime, uploadsDir);
    await fs.rm(file.path, { force: true });
    return encoded;
  } catch (error) {
    await fs.rm(file.path, { force: true });
    throw error;
  }
}

/** Browsers record voice into WebM or MP4: such a container with no picture is audio. */
async function isAudioOnly(filePath: string): Promise<boolean> {
  try {
    const { format } = await parseFile(filePath, { skipCovers: true });
    return format.hasAudio === true && format.hasVideo !== true;
  } catch {
    return false;
  }
}

// Decoding bombs: refuse images over 100 megapixels (all frames of an animation together).
const MAX_INPUT_PIXELS = 100_000_000;

/** Re-encodes in the same format: metadata (EXIF, GPS, comments) is not copied; animations stay animated. */
async function reencodeImage(source: string, mime: string, uploadsDir: string): Promise<AcceptedFile> {
  const target = temporaryPath(uploadsDir, 'image');
  try {
    const input = sharp(source, { animated: true, limitInputPixels: MAX_INPUT_PIXELS });
    const { pages = 1 } = await input.metadata();
    // EXIF orientation is applied to the pixels before the EXIF is dropped; animations carry none.
    const oriented = pages > 1 ? input : input.rotate();
    const format = { 'image/png': 'png', 'image/jpeg': 'jpeg', 'image/webp': 'webp', 'image/gif': 'gif' }[mime] as 'png' | 'jpeg' | 'webp' | 'gif';
    const output =
      format === 'jpeg' ? oriented.jpeg({ quality: 85, mozjpeg: true }) : format === 'webp' ? oriented.webp({ quality: 85 }) : format === 'png' ? oriented.png() : oriented.gif();
    const info = await output.toFile(target);
    const hash = createHash('sha256');
    await pipeline(createReadStream(target), hash);
    return { path: target, sha256: hash.digest('hex'), extension: format === 'jpeg' ? 'jpg' : format, mime, size: info.size };
  } catch (error) {
    await fs.rm(target, { force: true });
    if (error instanceof HttpError) throw error;
    // Bytes that start like an image but do not decode.
    throw new HttpError(415, authoringMessages.imageOnly);
  }
}

/** Seconds of an audio or video file, floored; undefined when the container does not say. */
export async function mediaDuration(filePath: string): Promise<number | undefined> {
  try {
    const { format } = await parseFile(filePath, { duration: true, skipCovers: true });
    return format.duration !== undefined && Number.isFinite(format.duration) ? Math.floor(format.duration) : undefined;
  } catch {
    return undefined;
  }
}

/** Moves an accepted file to its content-addressed name; returns its `/files/…` URL. */
export const storeAcceptedFile = (uploadsDir: string, file: AcceptedFile) => storeHashedFile(uploadsDir, file.path, file.sha256, file.extension);

export const discardFile = (file: { path: string } | undefined) => (file ? fs.rm(file.path, { force: true }) : Promise.resolve());
