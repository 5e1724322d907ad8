import { TZDate } from '@date-fns/tz';

/** [start, end) of a calendar month as lived in `tz` (an IANA zone): local midnights, DST-safe. */
export function monthRange(year: number, month: number, tz: string): { start: Date; end: Date } {
  // TZDate counts months from 0 and rolls month 12 over into January of the next year.
  return { start: new Date(new TZDate(year, month - 1, 1, tz).getTime()), end: new Date(new TZDate(year, month, 1, tz).getTime()) };
}

/** The instant of a local wall-clock time in `tz` (for times lived in a zone, such as an imported diary). */
export function localInstant(year: number, month: number, day: number, hour: number, minute: number, tz: string): Date {
  return new Date(new TZDate(year, month - 1, day, hour, minute, tz).getTime());
}
