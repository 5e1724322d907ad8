// The files module: one way in for every feature and plugin.
export { createFiles, type Files, type FilesDeps } from './files.js';
export { FILES_URL_PREFIX, isSafeFileName, type ByteRange, type FileStorage, type StoredFileInfo } from './file-storage.js';
export { createLocalDiskStorage } from './local-disk-storage.js';
export type { AcceptedFile } from './file-checks.js';
export type { FormRules, MultipartForm, ReceivedFile } from './multipart-form.js';
export type { UploadKind, UploadLimitsMb } from './upload-limits.js';
