import { DIARY_ENTRIES_PER_DAY, IMPORTED_RECORDS_PER_DAY, inMinutes, VOICE_NOTE_BYTES_PER_PERSON, VOICE_NOTES_PER_DAY } from '@sendero/shared';
import { tooManyRequests } from '../../lib/http-errors.js';

/** What one person may write and record (packages/shared/src/limits.ts; decision 028). */
export type DiaryQuotas = {
  entriesPerDay: number;
  voiceNotesPerDay: number;
  voiceNoteBytesPerPerson: number;
  /** Records brought in by imports per 24 hours (their own bound: an import never uses up the day's entries). */
  importedRecordsPerDay?: number;
};

export const defaultDiaryQuotas: DiaryQuotas = {
  entriesPerDay: DIARY_ENTRIES_PER_DAY,
  voiceNotesPerDay: VOICE_NOTES_PER_DAY,
  voiceNoteBytesPerPerson: VOICE_NOTE_BYTES_PER_PERSON,
  importedRecordsPerDay: IMPORTED_RECORDS_PER_DAY,
};

export const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * 429 for a quota over a rolling 24 hours, counted from the rows themselves (so every process
 * agrees without Redis): the wait is until the oldest row of the window leaves it.
 */
export function dailyQuotaReached(oldestInWindow: Date, now: Date, message: (wait: string) => string) {
  const seconds = Math.max(1, Math.ceil((oldestInWindow.getTime() + DAY_MS - now.getTime()) / 1000));
  return tooManyRequests(seconds, (wait) => message(inMinutes(wait)));
}
