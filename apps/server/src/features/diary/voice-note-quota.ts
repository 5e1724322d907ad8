import { and, desc, eq, gt, sql } from 'drizzle-orm';
import { voiceNoteMessages } from '@sendero/shared';
import type { Db, Tx } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { HttpError } from '../../lib/http-errors.js';
import { diaryVoiceNotes } from './voice-notes.tables.js';
import { DAY_MS, dailyQuotaReached, type DiaryQuotas } from './quotas.js';

export type VoiceNoteQuotas = Pick<DiaryQuotas, 'voiceNotesPerDay' | 'voiceNoteBytesPerPerson'>;

/** What one person may record: notes per day and bytes in all (decision 028), and the refusals that say so. */
export function createVoiceNoteQuota({ db, clock, quotas }: { db: Db; clock: Clock; quotas: VoiceNoteQuotas }) {
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

  return {
    usage,
    noRoom,
    tooManyToday,
    /** Before reading an upload: refused at once when today's count or the space is used up. */
    async assertRoom(userId: string): Promise<void> {
      const { bytes, limitingToday } = await usage(userId);
      if (limitingToday) throw tooManyToday(limitingToday);
      if (bytes >= quotas.voiceNoteBytesPerPerson) throw noRoom();
    },
  };
}

export type VoiceNoteQuota = ReturnType<typeof createVoiceNoteQuota>;
