import { eq, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client.js';
import { contents, routes } from './learning.tables.js';
import type { AcceptedFile, Files } from '../../lib/files/index.js';

// Stored files are content-addressed, so one file can serve several rows (the demo media do).
// Putting a file in place and deleting an unreferenced one take the same lock, so a file is never
// deleted between another request storing the same bytes and committing the row that uses them.
const FILES_LOCK_KEY = 7_346_252;

/** Inside the transaction that will reference it: moves the file to its content address. */
export async function placeFile(tx: Tx, files: Files, file: AcceptedFile): Promise<string> {
  await tx.execute(sql`select pg_advisory_xact_lock(${FILES_LOCK_KEY})`);
  return files.store(file);
}

/**
 * After a commit (or a rollback): deletes each of these files that no route cover and no content
 * (its file or its captions) uses any more. A failure here leaves an orphan file, never a broken row, so it is logged only.
 */
export async function removeUnreferencedFiles(db: Db, files: Files, urls: (string | null | undefined)[], log: FastifyBaseLogger): Promise<void> {
  const candidates = [...new Set(urls.filter((url): url is string => Boolean(url)))];
  if (candidates.length === 0) return;
  try {
    await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${FILES_LOCK_KEY})`);
      for (const url of candidates) {
        const [cover] = await tx.select({ id: routes.id }).from(routes).where(eq(routes.coverImageUrl, url)).limit(1);
        const [content] = await tx
          .select({ id: contents.id })
          .from(contents)
          .where(or(eq(contents.fileUrl, url), eq(contents.captionsUrl, url)))
          .limit(1);
        if (!cover && !content) await files.remove(url);
      }
    });
  } catch (error) {
    log.warn({ err: error, urls: candidates }, 'could not remove unreferenced files');
  }
}
