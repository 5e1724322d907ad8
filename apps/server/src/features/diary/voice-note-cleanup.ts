import { and, eq, inArray, lt, notExists, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { VOICE_NOTE_URL_PREFIX } from '@sendero/shared';
import type { Db } from '../../db/client.js';
import { loggableError } from '../../db/errors.js';
import type { Clock } from '../../lib/clock.js';
import type { FileStorage } from '../../lib/files/index.js';
import { diaryRecords } from './diary.tables.js';
import { diaryVoiceNotes } from './voice-notes.tables.js';

/** A voice note not kept with an entry after this long is removed (the person left the draft). */
export const ORPHAN_AFTER_MS = 24 * 60 * 60 * 1000;
/** Orphans removed per upload: the sweep stays short whatever piled up. */
const SWEEP_BATCH = 20;

/** Stored recordings that no longer belong: files whose rows are gone, and notes no entry kept. */
export function createVoiceNoteCleanup({ db, clock, storage, log }: { db: Db; clock: Clock; storage: FileStorage; log: FastifyBaseLogger }) {
  const removeStored = async (names: string[]) => {
    for (const name of names) {
      await storage
        .delete(name)
        .catch((error: unknown) => log.warn({ event: 'voice_note_delete_failed', err: loggableError(error) }, 'a voice note file could not be removed'));
    }
  };

  /** Removes notes older than a day that no entry keeps; never throws into the upload that triggered it. */
  async function sweepOrphans(): Promise<void> {
    try {
      const cutoff = new Date(clock.now().getTime() - ORPHAN_AFTER_MS);
      const orphans = await db
        .select({ id: diaryVoiceNotes.id, storageName: diaryVoiceNotes.storageName })
        .from(diaryVoiceNotes)
        .where(
          and(
            lt(diaryVoiceNotes.createdAt, cutoff),
            notExists(
              db
                .select({ one: sql`1` })
                .from(diaryRecords)
                .where(
                  and(eq(diaryRecords.userId, diaryVoiceNotes.userId), eq(diaryRecords.audioUrl, sql`${VOICE_NOTE_URL_PREFIX} || ${diaryVoiceNotes.id}::text`)),
                ),
            ),
          ),
        )
        .limit(SWEEP_BATCH);
      if (orphans.length === 0) return;
      await db.delete(diaryVoiceNotes).where(
        inArray(
          diaryVoiceNotes.id,
          orphans.map((row) => row.id),
        ),
      );
      await removeStored(orphans.map((row) => row.storageName));
    } catch (error) {
      log.warn({ event: 'voice_note_sweep_failed', err: loggableError(error) }, 'old voice notes could not be swept');
    }
  }

  return { removeStored, sweepOrphans };
}
