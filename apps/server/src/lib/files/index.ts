// The files module: one way in for every feature and plugin.
export { createFiles, type Files, type FilesDeps } from './files.js';
export { FILES_URL_PREFIX, isSafeFileName, type ByteRange, type FileStorage, type StoredFileInfo } from './file-storage.js';
export { createLocalDiskStorage } from './local-disk-storage.js';
export { temporaryPath } from './temp-files.js';
export type { AcceptedFile } from './file-checks.js';
export type { FormRules, MultipartForm, ReceivedFile } from './multipart-form.js';
export type { UploadKind, UploadLimitsMb } from './upload-limits.js';
// s3-storage.ts is imported on its own, and only when STORAGE_URL is set: the AWS SDK costs
// memory and start-up time a local installation never needs.
export type { S3Credentials, S3Storage } from './s3-storage.js';
export { parseStorageUrl, STORAGE_URL_SHAPE, type S3Location } from './storage-url.js';
