import { TZDate } from '@date-fns/tz';

/** A reminder more than this late (the server was down at its time) is skipped: never a stale one at breakfast. */
export const LATE_LIMIT_MINUTES = 180;

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The wall clock in `timeZone` at `now`: its date ("YYYY-MM-DD") and minutes since local midnight. */
export function wallClock(now: Date, timeZone: string): { date: string; minutes: number } {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(now).map((part) => [part.type, part.value]));
  return { date: `${parts.year}-${parts.month}-${parts.day}`, minutes: Number(parts.hour) * 60 + Number(parts.minute) };
}

/**
 * The local date a reminder is due for at `now`, or null. Due-ness is read from the wall clock,
 * not from an instant computed in advance, so daylight saving needs no special case: on a
 * spring-forward day a time inside the skipped hour (02:30 in Madrid) fires at the first minute
 * after it (03:00), and on a fall-back day the repeated hour fires once, because the first send
 * moves `lastSentOn` to that date.
 */
export function dueDate(reminder: { time: string; timeZone: string; lastSentOn: string | null }, now: Date): string | null {
  return dueReminder(reminder, now)?.date ?? null;
}

/** `dueDate`, with how many minutes late the reminder already is (0 at its own minute). */
export function dueReminder(reminder: { time: string; timeZone: string; lastSentOn: string | null }, now: Date): { date: string; lateBy: number } | null {
  const local = wallClock(now, reminder.timeZone);
  const [hours, minutes] = reminder.time.split(':').map(Number) as [number, number];
  const late = local.minutes - (hours * 60 + minutes);
  // Today's, or (just after midnight) yesterday's late one: 23:30 with the server down until 00:15.
  const [date, lateBy] = late >= 0 ? [local.date, late] : [previousDate(local.date), late + 24 * 60];
  if (lateBy > LATE_LIMIT_MINUTES) return null;
  if (reminder.lastSentOn !== null && reminder.lastSentOn >= date) return null;
  return { date, lateBy };
}

/**
 * The times ("HH:MM") that can be due at `now` in `timeZone`, as windows for the due query: the
 * last LATE_LIMIT_MINUTES of today, and just after midnight the end of yesterday. Only these rows
 * are read; `dueReminder` still decides each one. `handledBefore`: a row already handled on that
 * date or later is not due.
 */
export function dueWindows(timeZone: string, now: Date): { earliest: string; latest: string; handledBefore: string }[] {
  const local = wallClock(now, timeZone);
  const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  const windows = [{ earliest: hhmm(Math.max(0, local.minutes - LATE_LIMIT_MINUTES)), latest: hhmm(local.minutes), handledBefore: local.date }];
  if (local.minutes < LATE_LIMIT_MINUTES) {
    windows.push({ earliest: hhmm(local.minutes + 24 * 60 - LATE_LIMIT_MINUTES), latest: '23:59', handledBefore: previousDate(local.date) });
  }
  return windows;
}

/** The calendar day before "YYYY-MM-DD". */
function previousDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day - 1)).toISOString().slice(0, 10);
}

/** [start, end) of a local calendar day in `timeZone`: local midnights, 23 or 25 hours apart across DST. */
export function localDayRange(date: string, timeZone: string): { start: Date; end: Date } {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return { start: new Date(new TZDate(year, month - 1, day, timeZone).getTime()), end: new Date(new TZDate(year, month - 1, day + 1, timeZone).getTime()) };
}
