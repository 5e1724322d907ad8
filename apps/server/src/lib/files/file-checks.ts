import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { authoringMessages, IMAGE_MIME_TYPES } from '@sendero/shared';
import { HttpError } from '../http-errors.js';
import { matroskaTrackTypes } from './matroska-tracks.js';
import type { ReceivedFile } from './multipart-form.js';
import { discard, removedOnFailure, temporaryPath } from './temp-files.js';
import { limitBytes, limitMbOf, tooLarge, type UploadKind, type UploadLimitsMb } from './upload-limits.js';

/** A file checked for its kind and ready to be stored under its content address. */
export type AcceptedFile = { path: string; sha256: string; extension: string; mime: string; size: number };

const wrongTypeMessage: Record<UploadKind, string> = {
  image: authoringMessages.imageOnly,
  audio: authoringMessages.audioOnly,
  video: authoringMessages.videoOnly,
  captions: authoringMessages.captionsOnly,
};
const AUDIO_CONTAINERS = ['application/ogg'];

/**
 * Checks the real type from the bytes (415 otherwise) and the kind's size limit (413); images
 * are re-encoded (EXIF orientation applied, metadata dropped). Consumes `file`: the result lives
 * at a new temporary path in `tempDir`, and the original is removed.
 */
export async function acceptFile(file: ReceivedFile, kind: UploadKind, limitsMb: UploadLimitsMb, tempDir: string): Promise<AcceptedFile> {
  try {
    if (kind === 'captions') return await acceptCaptions(file, limitsMb);
    // The byte sniffers and libvips load with the first upload: most processes never receive one.
    const { fileTypeFromFile } = await import('file-type');
    const detected = await fileTypeFromFile(file.path).catch(() => undefined);
    const mime = detected?.mime ?? '';
    const allowed =
      kind === 'image'
        ? (IMAGE_MIME_TYPES as readonly string[]).includes(mime)
        : kind === 'video'
          ? mime.startsWith('video/')
          : mime.startsWith('audio/') || AUDIO_CONTAINERS.includes(mime) || (mime.startsWith('video/') && (await isAudioOnly(file.path, mime)));
    if (!detected || !allowed) throw new HttpError(415, wrongTypeMessage[kind]);
    if (file.size > limitBytes(limitMbOf(kind, limitsMb))) throw tooLarge(kind, limitsMb);
    if (kind !== 'image') return { path: file.path, sha256: file.sha256, extension: detected.ext, mime, size: file.size };
    const encoded = await reencodeImage(file.path, mime, tempDir);
    await discard(file);
    return encoded;
  } catch (error) {
    await discard(file);
    throw error;
  }
}

/**
 * WebVTT has no magic number a sniffer knows: the file must be UTF-8 text (an optional BOM) whose
 * first line starts with "WEBVTT" followed by nothing, a space, a tab or the line's end (W3C WebVTT §4.1).
 */
async function acceptCaptions(file: ReceivedFile, limitsMb: UploadLimitsMb): Promise<AcceptedFile> {
  if (file.size > limitBytes(limitMbOf('captions', limitsMb))) throw tooLarge('captions', limitsMb);
  const bytes = await fs.readFile(file.path);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new HttpError(415, wrongTypeMessage.captions);
  }
  if (!/^\uFEFF?WEBVTT(?:[ \t\r\n]|$)/.test(text) || text.includes('\0')) throw new HttpError(415, wrongTypeMessage.captions);
  return { path: file.path, sha256: file.sha256, extension: 'vtt', mime: 'text/vtt', size: file.size };
}

/** Browsers record voice into WebM or MP4: such a container with no picture is audio. */
async function isAudioOnly(filePath: string, mime: string): Promise<boolean> {
  try {
    const { parseFile } = await import('music-metadata');
    const { format } = await parseFile(filePath, { skipCovers: true });
    return format.hasAudio === true && format.hasVideo !== true;
  } catch {
    // A WebM written as a live stream (MediaRecorder with a timeslice): read its Tracks directly.
    if (mime !== 'video/webm' && mime !== 'video/x-matroska') return false;
    const types = await matroskaTrackTypes(filePath).catch(() => undefined);
    return Boolean(types?.includes(2) && !types.includes(1));
  }
}

// Decoding bombs: refuse images over 100 megapixels (all frames of an animation together).
const MAX_INPUT_PIXELS = 100_000_000;

/** Re-encodes in the same format: metadata (EXIF, GPS, comments) is not copied; animations stay animated. */
async function reencodeImage(source: string, mime: string, tempDir: string): Promise<AcceptedFile> {
  const target = temporaryPath(tempDir, 'image');
  try {
    return await removedOnFailure(target, async () => {
      const { default: sharp } = await import('sharp');
      const input = sharp(source, { animated: true, limitInputPixels: MAX_INPUT_PIXELS });
      const { pages = 1 } = await input.metadata();
      // EXIF orientation is applied to the pixels before the EXIF is dropped; animations carry none.
      const oriented = pages > 1 ? input : input.rotate();
      const format = { 'image/png': 'png', 'image/jpeg': 'jpeg', 'image/webp': 'webp', 'image/gif': 'gif' }[mime] as 'png' | 'jpeg' | 'webp' | 'gif';
      const output =
        format === 'jpeg'
          ? oriented.jpeg({ quality: 85, mozjpeg: true })
          : format === 'webp'
            ? oriented.webp({ quality: 85 })
            : format === 'png'
              ? oriented.png()
              : oriented.gif();
      const info = await output.toFile(target);
      return { path: target, sha256: await sha256OfFile(target), extension: format === 'jpeg' ? 'jpg' : format, mime, size: info.size };
    });
  } catch (error) {
    if (error instanceof HttpError) throw error;
    // Bytes that start like an image but do not decode.
    throw new HttpError(415, authoringMessages.imageOnly);
  }
}

export async function sha256OfFile(filePath: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(filePath), hash);
  return hash.digest('hex');
}

/** Seconds of an audio or video file, floored; undefined when the container does not say. */
export async function mediaDuration(filePath: string): Promise<number | undefined> {
  try {
    const { parseFile } = await import('music-metadata');
    const { format } = await parseFile(filePath, { duration: true, skipCovers: true });
    return format.duration !== undefined && Number.isFinite(format.duration) ? Math.floor(format.duration) : undefined;
  } catch {
    return undefined;
  }
}
