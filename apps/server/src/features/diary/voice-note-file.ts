import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { VOICE_NOTE_URL_PREFIX, voiceNoteMessages } from '@sendero/shared';
import { UnreadableValueError, type Binding } from '../../lib/encryption.js';
import type { ReceivedFile } from '../../lib/files/index.js';
import { HttpError, notFound } from '../../lib/http-errors.js';
import type { VoiceNoteQuota, VoiceNoteQuotas } from './voice-note-quota.js';
import type { VoiceNotesDeps } from './voice-notes.service.js';
import { diaryVoiceNotes } from './voice-notes.tables.js';

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

/** A recording's sealed bytes are bound to their owner: a file copied under another person's note does not open. */
const fileBinding = (owner: string): Binding => ({ table: 'diary_voice_notes', column: 'file', owner });

type StoringDeps = Pick<VoiceNotesDeps, 'db' | 'clock' | 'files' | 'storage' | 'sealer'> & {
  quotas: VoiceNoteQuotas;
  quota: VoiceNoteQuota;
  removeStored: (names: string[]) => Promise<void>;
};

/**
 * Checks the real type from the bytes, seals and stores a received file; answers its `audioUrl`.
 * Consumes `received`. `perDay`: the note counts in today's number of notes (an upload; a
 * recording restored by an import is bounded by the space alone).
 */
export async function storeReceived(deps: StoringDeps, userId: string, received: ReceivedFile, perDay: boolean): Promise<string> {
  const { db, clock, files, storage, sealer, quotas, quota } = deps;
  // The size is known once the bytes are here: a note that would pass the space left is not kept.
  if ((await quota.usage(userId)).bytes + received.size > quotas.voiceNoteBytesPerPerson) {
    await files.discard(received);
    throw quota.noRoom();
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
      const { bytes, limitingToday } = await quota.usage(userId, tx);
      if (perDay && limitingToday) throw quota.tooManyToday(limitingToday);
      if (bytes + accepted.size > quotas.voiceNoteBytesPerPerson) throw quota.noRoom();
      const [inserted] = await tx
        .insert(diaryVoiceNotes)
        .values({ userId, storageName, mime: playerType(accepted.mime), size: accepted.size, createdAt: clock.now() })
        .returning({ id: diaryVoiceNotes.id });
      return inserted!;
    });
    return `${VOICE_NOTE_URL_PREFIX}${row.id}`;
  } catch (error) {
    await deps.removeStored([storageName]);
    throw error;
  }
}

/** The opened bytes of a stored note; a missing row or file, or one that does not open, answers 404. */
export async function openRecording(
  { storage, sealer, log }: Pick<VoiceNotesDeps, 'storage' | 'sealer' | 'log'>,
  userId: string,
  row: typeof diaryVoiceNotes.$inferSelect | undefined,
): Promise<{ bytes: Buffer; mime: string }> {
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
}
