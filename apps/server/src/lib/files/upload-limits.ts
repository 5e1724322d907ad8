import { authoringMessages } from '@sendero/shared';
import { HttpError } from '../http-errors.js';

export type UploadKind = 'image' | 'audio' | 'video';
/** docs/product.md#api-rules upload limits, in MB per kind. */
export type UploadLimitsMb = Record<UploadKind, number>;

const MIB = 1024 * 1024;
export const limitBytes = (mb: number) => Math.floor(mb * MIB);

const tooLargeMessage: Record<UploadKind, (mb: number) => string> = {
  image: authoringMessages.imageTooLarge,
  audio: authoringMessages.audioTooLarge,
  video: authoringMessages.videoTooLarge,
};

export const tooLarge = (kind: UploadKind, limitsMb: UploadLimitsMb) => new HttpError(413, tooLargeMessage[kind](limitsMb[kind]));
