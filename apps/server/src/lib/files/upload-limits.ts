import { authoringMessages, DEFAULT_UPLOAD_LIMITS_MB } from '@sendero/shared';
import { HttpError } from '../http-errors.js';

export type UploadKind = 'image' | 'audio' | 'video' | 'captions';
/** docs/product.md#api-rules upload limits, in MB per kind (configurable). Captions are text: a fixed 1 MB. */
export type UploadLimitsMb = Record<Exclude<UploadKind, 'captions'>, number>;

const MIB = 1024 * 1024;
export const limitBytes = (mb: number) => Math.floor(mb * MIB);

/** The limit of one kind, in MB. */
export const limitMbOf = (kind: UploadKind, limitsMb: UploadLimitsMb) => (kind === 'captions' ? DEFAULT_UPLOAD_LIMITS_MB.captions : limitsMb[kind]);

const tooLargeMessage: Record<UploadKind, (mb: number) => string> = {
  image: authoringMessages.imageTooLarge,
  audio: authoringMessages.audioTooLarge,
  video: authoringMessages.videoTooLarge,
  captions: authoringMessages.captionsTooLarge,
};

export const tooLarge = (kind: UploadKind, limitsMb: UploadLimitsMb) => new HttpError(413, tooLargeMessage[kind](limitMbOf(kind, limitsMb)));
