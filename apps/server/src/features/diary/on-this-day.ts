import { diaryMessages, type DiaryRecord } from '@sendero/shared';
import type { DiaryService } from './diary.service.js';
import { localInstant } from './month.js';

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/**
 * The local days, a year before `day` (YYYY-MM-DD), whose entries "Hace un año escribiste…" shows,
 * as [from, to) in `tz`. The same date a year back; 29 February's entries show on 28 February of
 * the next year (which has no 29th), so 29 February itself looks back on nothing already shown.
 */
export function yearAgoSpan(day: string, tz: string): { from: Date; to: Date } | null {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  if (month === 2 && date === 29) return null;
  const days = month === 2 && date === 28 && isLeapYear(year - 1) ? 2 : 1;
  return { from: localInstant(year - 1, month, date, 0, 0, tz), to: localInstant(year - 1, month, date + days, 0, 0, tz) };
}

/**
 * The entry a person meets on home a year after writing it: one with words rather than a feeling
 * alone, the first of the day. An entry that got the crisis reply is never brought back unasked
 * (decision 043): it stays in the diary, where the person goes to it when they choose.
 */
export function pickYearAgo(records: readonly DiaryRecord[]): DiaryRecord | null {
  const shown = records.filter((record) => record.adviceSource !== 'crisis' && record.description !== diaryMessages.unreadableText);
  return shown.find((record) => record.description.trim() !== '') ?? shown[0] ?? null;
}

export type OnThisDayDeps = {
  diary: Pick<DiaryService, 'allRecords'>;
  /** The person's choice in Ajustes (`users.on_this_day`, read through the accounts). */
  wanted: (userId: string) => Promise<boolean>;
};

export function createOnThisDay({ diary, wanted }: OnThisDayDeps) {
  return {
    /** The caller's entry from a year before their `day` in `tz`, or null (none, or turned off). */
    async find(userId: string, day: string, tz: string): Promise<DiaryRecord | null> {
      const span = yearAgoSpan(day, tz);
      if (!span || !(await wanted(userId))) return null;
      const records: DiaryRecord[] = [];
      for await (const batch of diary.allRecords(userId, 50, span)) records.push(...batch);
      return pickYearAgo(records);
    },
  };
}

export type OnThisDay = ReturnType<typeof createOnThisDay>;
