import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import { and, desc, eq, gt, inArray, lt, notExists, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { VOICE_NOTE_URL_PREFIX, voiceNoteId, voiceNoteMessages } from '@sendero/shared';
import type { Db, Tx } from '../../db/client.js';
import { loggableError } from '../../db/errors.js';
import type { Clock } from '../../lib/clock.js';
import { UnreadableValueError, type Binding, type Sealer } from '../../lib/encryption.js';
import { temporaryPath, type FileStorage, type Files, type ReceivedFile } from '../../lib/files/index.js';
import { badRequest, HttpError, notFound } from '../../lib/http-errors.js';
import { diaryRecords } from './diary.tables.js';
import { diaryVoiceNotes } from './voice-notes.tables.js';
import { DAY_MS, dailyQuotaReached, defaultDiaryQuotas, type DiaryQuotas } from './quotas.js';

/**
 * The containers a browser records voice into, and the plain audio files people have: anything
 * else is refused even when it holds sound. A `video/…` type passes only with no picture track
 * (lib/files checks that): Chromium's MediaRecorder writes `audio/webm;codecs=opus`, a WebM
 * file that byte sniffers call video/webm.
 */
const VOICE_TYPES = new Set([
  'audio/webm',
  'video/webm',
  'audio/ogg',
  'application/ogg',
  'audio/opus',
  'audio/mp4',
  'video/mp4',
  'audio/x-m4a',
  'audio/aac',
  'audio/mpeg',
  'audio/wav',
  'audio/x-wav',
  'audio/vnd.wave',
  'video/x-matroska',
]);

/** What the player is told: the container's audio name, never a video type. */
const playerType = (mime: string) =>
  mime === 'application/ogg' ? 'audio/ogg' : mime === 'video/x-matroska' ? 'audio/webm' : mime.replace(/^video\//, 'audio/');

/** Stored names the public `/files/` route never serves (plugins/files.ts refuses the prefix). */
export const VOICE_NOTE_STORAGE_PREFIX = 'voice-';
const newStorageName = () => `${VOICE_NOTE_STORAGE_PREFIX}${randomBytes(16).toString('hex')}.sealed`;

/** A voice note not kept with an entry after this long is removed (the person left the draft). */
export const ORPHAN_AFTER_MS = 24 * 60 * 60 * 1000;
/** Orphans removed per upload: the sweep stays short whatever piled up. */
const SWEEP_BATCH = 20;

export type VoiceNotesDeps = {
  db: Db;
  clock: Clock;
  files: Files;
  storage: FileStorage;
  /** Where a recording from an import is written while it is checked (the uploads' temporary folder). */
  tempDir: string;
  sealer: Sealer;
  log: FastifyBaseLogger;
  /** Notes per day and bytes in all (decision 028); the shared defaults when absent. */
  quotas?: Pick<DiaryQuotas, 'voiceNotesPerDay' | 'voiceNoteBytesPerPerson'>;
};

type Row = typeof diaryVoiceNotes.$inferSelect;

/** A recording's sealed bytes are bound to their owner: a file copied under another person's note does not open. */
const fileBinding = (owner: string): Binding => ({ table: 'diary_voice_notes', column: 'file', owner });

/** Diary voice notes: health data, sealed at rest and only ever read by their owner (decision 024). */
export function createVoiceNotesService({ db, clock, files, storage, tempDir, sealer, log, quotas = defaultDiaryQuotas }: VoiceNotesDeps) {
  /** What the person's notes take together, and the newest-but-max-th note of the last day (its leaving makes room). */
  async function usage(userId: string, q: Db | Tx = db): Promise<{ bytes: number; limitingToday: Date | undefined }> {
    const now = clock.now();
    const [total] = await q
      .select({ bytes: sql<string>`coalesce(sum(${diaryVoiceNotes.size}), 0)` })
      .from(diaryVoiceNotes)
      .where(eq(diaryVoiceNotes.userId, userId));
    const [limiting] = await q
      .select({ createdAt: diaryVoiceNotes.createdAt })
      .from(diaryVoiceNotes)
      .where(and(eq(diaryVoiceNotes.userId, userId), gt(diaryVoiceNotes.createdAt, new Date(now.getTime() - DAY_MS))))
      .orderBy(desc(diaryVoiceNotes.createdAt))
      .offset(quotas.voiceNotesPerDay - 1)
      .limit(1);
    return { bytes: Number(total?.bytes ?? 0), limitingToday: limiting?.createdAt };
  }

  const space =
    quotas.voiceNoteBytesPerPerson >= 1024 ** 3
      ? `${Math.round(quotas.voiceNoteBytesPerPerson / 1024 ** 3)} GB`
      : `${Math.max(1, Math.round(quotas.voiceNoteBytesPerPerson / 1024 ** 2))} MB`;
  const noRoom = () => new HttpError(413, voiceNoteMessages.noRoomLeft(space));
  const tooManyToday = (limiting: Date) => dailyQuotaReached(limiting, clock.now(), (wait) => voiceNoteMessages.tooManyToday(quotas.voiceNotesPerDay, wait));

  /** Before reading an upload: refused at once when today's count or the space is used up. */
  async function assertRoom(userId: string): Promise<void> {
    const { bytes, limitingToday } = await usage(userId);
    if (limitingToday) throw tooManyToday(limitingToday);
    if (bytes >= quotas.voiceNoteBytesPerPerson) throw noRoom();
  }

  const removeStored = async (names: string[]) => {
    for (const name of names) {
      await storage
        .delete(name)
        .catch((error: unknown) => log.warn({ event: 'voice_note_delete_failed', err: loggableError(error) }, 'a voice note file could not be removed'));
    }
  };

  async function ownNote(userId: string, id: string): Promise<Row | undefined> {
    const [row] = await db
      .select()
      .from(diaryVoiceNotes)
      .where(and(eq(diaryVoiceNotes.id, id), eq(diaryVoiceNotes.userId, userId)));
    return row;
  }

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

  /**
   * Checks the real type from the bytes, seals and stores a received file; answers its `audioUrl`.
   * Consumes `received`. `perDay`: the note counts in today's number of notes (an upload; a
   * recording restored by an import is bounded by the space alone).
   */
  async function storeReceived(userId: string, received: ReceivedFile, perDay: boolean): Promise<string> {
    // The size is known once the bytes are here: a note that would pass the space left is not kept.
    if ((await usage(userId)).bytes + received.size > quotas.voiceNoteBytesPerPerson) {
      await files.discard(received);
      throw noRoom();
    }
    let accepted;
    try {
      accepted = await files.accept(received, 'audio');
    } catch (error) {
      // The shared message speaks of contents; a voice note says which files it takes.
      if (error instanceof HttpError && error.statusCode === 415) throw new HttpError(415, voiceNoteMessages.audioOnly);
      throw error;
    }
    const storageName = newStorageName();
    const sealedPath = `${accepted.path}.sealed`;
    try {
      if (!VOICE_TYPES.has(accepted.mime)) throw new HttpError(415, voiceNoteMessages.audioOnly);
      // Recordings are small (3 min of Opus is about 1 MB; the audio upload limit bounds them).
      await fs.writeFile(sealedPath, sealer.sealBytes(await fs.readFile(accepted.path), fileBinding(userId)));
      await storage.put(storageName, sealedPath, 'application/octet-stream');
    } finally {
      await files.discard(accepted, sealedPath);
    }
    try {
      const row = await db.transaction(async (tx) => {
        // One person's notes are counted and added one at a time: uploads at once at the limit
        // cannot all pass the count and the space (PostgreSQL; PGlite has one connection anyway).
        await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`voice-notes:${userId}`}, 0))`);
        const { bytes, limitingToday } = await usage(userId, tx);
        if (perDay && limitingToday) throw tooManyToday(limitingToday);
        if (bytes + accepted.size > quotas.voiceNoteBytesPerPerson) throw noRoom();
        const [inserted] = await tx
          .insert(diaryVoiceNotes)
          .values({ userId, storageName, mime: playerType(accepted.mime), size: accepted.size, createdAt: clock.now() })
          .returning({ id: diaryVoiceNotes.id });
        return inserted!;
      });
      return `${VOICE_NOTE_URL_PREFIX}${row.id}`;
    } catch (error) {
      await removeStored([storageName]);
      throw error;
    }
  }

  return {
    /** Reads the multipart form (field `file`) and stores its recording. */
    async upload(userId: string, request: FastifyRequest): Promise<{ audioUrl: string }> {
      await assertRoom(userId);
      const form = await files.readForm(request, { fields: [], fileField: 'file', kinds: ['audio'] });
      if (!form.file) throw badRequest(voiceNoteMessages.fileRequired);
      const audioUrl = await storeReceived(userId, form.file, true);
      await sweepOrphans();
      return { audioUrl };
    },

    /**
     * A recording from an export zip, stored as the importer's own note under the same checks as
     * an upload. One that is not a voice recording, or is over the limit, is left out: ''.
     */
    async restore(userId: string, bytes: Buffer): Promise<string> {
      await fs.mkdir(tempDir, { recursive: true });
      const target = temporaryPath(tempDir, 'import');
      await fs.writeFile(target, bytes);
      const received = { path: target, sha256: createHash('sha256').update(bytes).digest('hex'), size: bytes.length };
      try {
        return await storeReceived(userId, received, false);
      } catch (error) {
        if (error instanceof HttpError && (error.statusCode === 415 || error.statusCode === 413)) return '';
        throw error;
      } finally {
        await files.discard(target);
      }
    },

    /** The opened bytes of the caller's own note; someone else's answers 404, as a missing one. */
    async read(userId: string, id: string): Promise<{ bytes: Buffer; mime: string }> {
      const row = await ownNote(userId, id);
      const sealed = row && (await storage.head(row.storageName)) ? Buffer.concat(await (await storage.open(row.storageName)).toArray()) : undefined;
      if (!row || !sealed) throw notFound(voiceNoteMessages.notFound);
      try {
        return { bytes: sealer.openBytes(sealed, fileBinding(userId)), mime: row.mime };
      } catch (error) {
        if (!(error instanceof UnreadableValueError)) throw error;
        // A recording that does not open is as lost as a missing one, and answers the same.
        log.warn({ event: 'sealed_value_unreadable', table: 'diary_voice_notes' }, 'a voice note does not open with the configured keys');
        throw notFound(voiceNoteMessages.notFound);
      }
    },

    /**
     * Before an entry keeps `audioUrl`: empty, or one of the caller's own notes that no other entry
     * keeps. Anything else (a foreign note, a `/files/…` or outside URL, a path) is a 400.
     */
    async checkAttachable(userId: string, audioUrl: string): Promise<void> {
      if (audioUrl === '') return;
      const id = voiceNoteId(audioUrl);
      const row = id ? await ownNote(userId, id) : undefined;
      if (!row) throw badRequest(voiceNoteMessages.invalidAudioUrl);
      const [kept] = await db
        .select({ id: diaryRecords.id })
        .from(diaryRecords)
        .where(and(eq(diaryRecords.userId, userId), eq(diaryRecords.audioUrl, audioUrl)))
        .limit(1);
      if (kept) throw badRequest(voiceNoteMessages.invalidAudioUrl);
    },

    /** An entry that kept `audioUrl` is gone or let it go: the note goes too. */
    async release(userId: string, audioUrl: string): Promise<void> {
      const id = voiceNoteId(audioUrl);
      if (!id) return;
      const deleted = await db
        .delete(diaryVoiceNotes)
        .where(and(eq(diaryVoiceNotes.id, id), eq(diaryVoiceNotes.userId, userId)))
        .returning({ storageName: diaryVoiceNotes.storageName });
      await removeStored(deleted.map((row) => row.storageName));
    },

    /** Every note of the person, for the export. */
    async listOwn(userId: string): Promise<{ id: string; mime: string }[]> {
      return db.select({ id: diaryVoiceNotes.id, mime: diaryVoiceNotes.mime }).from(diaryVoiceNotes).where(eq(diaryVoiceNotes.userId, userId));
    },

    /** Stored names of every note of the person, read before the account is erased. */
    async storageNamesOf(userId: string): Promise<string[]> {
      const rows = await db.select({ storageName: diaryVoiceNotes.storageName }).from(diaryVoiceNotes).where(eq(diaryVoiceNotes.userId, userId));
      return rows.map((row) => row.storageName);
    },

    /** Removes files whose rows went with an erased account. */
    removeStored,
    sweepOrphans,
  };
}

export type VoiceNotesService = ReturnType<typeof createVoiceNotesService>;
