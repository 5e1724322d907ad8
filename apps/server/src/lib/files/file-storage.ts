import type { Readable } from 'node:stream';

/** What `head` knows about a stored file. */
export type StoredFileInfo = { size: number; contentType: string };

/** Inclusive byte positions, as in an HTTP `Range: bytes=start-end`. */
export type ByteRange = { start: number; end: number };

/**
 * Where uploaded files are kept, by name. Names are content addresses (see `files.ts`): the same
 * name always holds the same bytes, so `put` of a name already there keeps the one there. The
 * local disk implements it today; an S3-compatible store (STORAGE_URL) implements the same four
 * calls (PutObject, HeadObject, GetObject with Range, DeleteObject).
 */
export interface FileStorage {
  /** Stores the finished local file at `source` under `name`; `source` is taken over (gone afterwards). */
  put(name: string, source: string, contentType: string): Promise<void>;
  /** Size and type, or undefined when no file has that name. */
  head(name: string): Promise<StoredFileInfo | undefined>;
  /** The bytes of the file, or of `range` within it. */
  open(name: string, range?: ByteRange): Promise<Readable>;
  /** Removes the file; a missing one is not an error. */
  delete(name: string): Promise<void>;
}

/** Where stored files are served from (plugins/files.ts). */
export const FILES_URL_PREFIX = '/files/';

/** A name that can never leave the storage's folder or bucket: no separators, no leading dot. */
export const isSafeFileName = (name: string) => /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/.test(name);
