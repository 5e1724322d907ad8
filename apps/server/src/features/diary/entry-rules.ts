import { TZDate } from '@date-fns/tz';
import {
  DIARY_BACKDATE_MAX_DAYS,
  DIARY_CLOCK_SKEW_MS,
  diaryMessages,
  FEELING_LABELS,
  feelingOfFinerFeeling,
  finerFeelingMessages,
  type FinerFeeling,
} from '@sendero/shared';
import { badRequest, notFound } from '../../lib/http-errors.js';
import type { DiaryRepository, DiaryRow } from './diary.repository.js';
import { localInstant } from './month.js';
import type { VoiceNotesService } from './voice-notes.service.js';

/**
 * The moment an entry is for: now, or the moment the person chose (decision 029). A chosen moment
 * is never after the server's clock (beyond a phone's drift) and never before local midnight
 * DIARY_BACKDATE_MAX_DAYS days ago in the person's zone. Both refusals are 400s in Spanish.
 */
export function entryMoment(now: Date, chosen: string | undefined, tz = 'UTC'): Date {
  if (!chosen) return now;
  const moment = new Date(chosen);
  if (moment.getTime() > now.getTime() + DIARY_CLOCK_SKEW_MS) throw badRequest(diaryMessages.createdAtInFuture);
  const today = new TZDate(now.getTime(), tz);
  const oldest = localInstant(today.getFullYear(), today.getMonth() + 1, today.getDate() - DIARY_BACKDATE_MAX_DAYS, 0, 0, tz);
  if (moment < oldest) throw badRequest(diaryMessages.createdAtTooOld);
  // Inside the drift: the entry is for now, so it never sorts ahead of entries written after it.
  return moment > now ? now : moment;
}

/** A finer word must be one of the stored feeling's: else a 400 naming that feeling (a record not the caller's is a 404). */
export async function assertFinerFeelingFits(records: Pick<DiaryRepository, 'columnOf'>, userId: string, id: string, word: FinerFeeling): Promise<void> {
  const feeling = await records.columnOf(userId, id, 'feeling');
  if (!feeling) throw notFound(diaryMessages.recordNotFound);
  if (feeling !== feelingOfFinerFeeling(word)) throw badRequest(finerFeelingMessages.notUnderFeeling(FEELING_LABELS[feeling]));
}

/** Puts `audioUrl` (one of the caller's own notes, or '') on the caller's record and erases the note it replaces. */
export async function replaceVoiceNote(
  records: Pick<DiaryRepository, 'columnOf' | 'update'>,
  voiceNotes: Pick<VoiceNotesService, 'checkAttachable' | 'release'> | undefined,
  userId: string,
  id: string,
  audioUrl: string,
): Promise<DiaryRow> {
  const current = await records.columnOf(userId, id, 'audioUrl');
  if (current === undefined) throw notFound(diaryMessages.recordNotFound);
  if (audioUrl !== current) await voiceNotes?.checkAttachable(userId, audioUrl);
  const stored = await records.update(userId, id, { audioUrl });
  if (!stored) throw notFound(diaryMessages.recordNotFound);
  if (current && current !== audioUrl) await voiceNotes?.release(userId, current);
  return stored;
}
