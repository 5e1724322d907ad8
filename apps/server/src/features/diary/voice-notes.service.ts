import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { voiceNoteId, voiceNoteMessages } from '@sendero/shared';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { Sealer } from '../../lib/encryption.js';
import { temporaryPath, type FileStorage, type Files, type ReceivedFile } from '../../lib/files/index.js';
import { badRequest, HttpError } from '../../lib/http-errors.js';
import { diaryRecords } from './diary.tables.js';
import { diaryVoiceNotes } from './voice-notes.tables.js';
import { defaultDiaryQuotas } from './quotas.js';
import { createVoiceNoteCleanup } from './voice-note-cleanup.js';
import { createVoiceNoteQuota, type VoiceNoteQuotas } from './voice-note-quota.js';
import { openRecording, storeReceived } from './voice-note-file.js';

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
  quotas?: VoiceNoteQuotas;
};

type Row = typeof diaryVoiceNotes.$inferSelect;

/**
 * Diary voice notes: health data, sealed at rest and only ever read by their owner (decision 024).
 * The quota is `voice-note-quota.ts`, a recording's sealed file (stored, opened) `voice-note-file.ts`,
 * removing files and forgotten notes `voice-note-cleanup.ts`; here, what the person and other features call.
 */
export function createVoiceNotesService(deps: VoiceNotesDeps) {
  const { db, tempDir, quotas = defaultDiaryQuotas } = deps;
  const quota = createVoiceNoteQuota({ db, clock: deps.clock, quotas });
  const { removeStored, sweepOrphans } = createVoiceNoteCleanup(deps);
  const store = (userId: string, received: ReceivedFile, perDay: boolean) => storeReceived({ ...deps, quotas, quota, removeStored }, userId, received, perDay);

  async function ownNote(userId: string, id: string): Promise<Row | undefined> {
    const [row] = await db
      .select()
      .from(diaryVoiceNotes)
      .where(and(eq(diaryVoiceNotes.id, id), eq(diaryVoiceNotes.userId, userId)));
    return row;
  }

  return {
    /** Reads the multipart form (field `file`) and stores its recording. */
    async upload(userId: string, request: FastifyRequest): Promise<{ audioUrl: string }> {
      await quota.assertRoom(userId);
      const form = await deps.files.readForm(request, { fields: [], fileField: 'file', kinds: ['audio'] });
      if (!form.file) throw badRequest(voiceNoteMessages.fileRequired);
      const audioUrl = await store(userId, form.file, true);
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
        return await store(userId, received, false);
      } catch (error) {
        if (error instanceof HttpError && (error.statusCode === 415 || error.statusCode === 413)) return '';
        throw error;
      } finally {
        await deps.files.discard(target);
      }
    },

    /** The opened bytes of the caller's own note; someone else's answers 404, as a missing one. */
    async read(userId: string, id: string): Promise<{ bytes: Buffer; mime: string }> {
      const row = await ownNote(userId, id);
      return openRecording(deps, userId, row);
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
