import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client.js';
import type { AcceptedFile, Files, MultipartForm, UploadKind } from '../../lib/files/index.js';
import { placeFile, removeUnreferencedFiles } from './file-references.js';

/** What the transaction of a write may do besides its own queries. */
export type WriteTools = {
  /** Moves the accepted file to its content address (under the files lock) and returns its URL. */
  place(file: AcceptedFile): Promise<string>;
  /** Files this write stopped using: after the commit, each one nothing else uses is deleted. */
  release(...urls: (string | null | undefined)[]): void;
};

export type LearningWriting = {
  /** The form's file as `kind`, sniffed and cut at its limit; nothing when there is no file or no kind. */
  accept(kind: UploadKind | undefined): Promise<AcceptedFile | undefined>;
  /** The write's one transaction: the catalogue is locked before `work` runs. */
  transaction<T>(work: (tx: Tx, tools: WriteTools) => Promise<T>): Promise<T>;
};

/**
 * Taken first by every transaction that writes routes or contents: their triggers bump the version
 * row, so one order of locks means two admins' edits cannot deadlock. Only `learningWrite` takes it.
 */
const lockCatalogue = (tx: Tx) => tx.execute(sql`select 1 from learning_catalogue_version where id = 1 for update`);

/**
 * Every write of routes and contents goes through `learningWrite(form, steps)`: `steps` checks the
 * fields, accepts the upload, and runs one transaction (catalogue locked first) that places the file
 * and writes the rows. On any failure the file placed here is removed unless a row uses it; the
 * temporary files always go; after the commit, released files nothing uses any more are deleted.
 */
export function createLearningWrite({ db, files, log }: { db: Db; files: Files; log: FastifyBaseLogger }) {
  return async function learningWrite<T>(form: MultipartForm | null, steps: (writing: LearningWriting) => Promise<T>): Promise<T> {
    let accepted: AcceptedFile | undefined;
    let placed: string | null = null;
    const released: (string | null | undefined)[] = [];
    let value: T;
    try {
      value = await steps({
        accept: async (kind) => (accepted = kind && form?.file ? await files.accept(form.file, kind) : undefined),
        transaction: (work) =>
          db.transaction(async (tx) => {
            await lockCatalogue(tx);
            return work(tx, {
              place: async (file) => (placed = await placeFile(tx, files, file)),
              release: (...urls) => void released.push(...urls),
            });
          }),
      });
    } catch (error) {
      await removeUnreferencedFiles(db, files, [placed], log);
      throw error;
    } finally {
      if (form) await files.discard(form.file, accepted);
    }
    await removeUnreferencedFiles(
      db,
      files,
      released.filter((url) => url !== placed),
      log,
    );
    return value;
  };
}

export type LearningWrite = ReturnType<typeof createLearningWrite>;
