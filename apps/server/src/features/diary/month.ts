// Building a formatter costs far more than using one: an import converts thousands of times.
const formatters = new Map<string, Intl.DateTimeFormat>();
const formatterFor = (tz: string) => {
  let formatter = formatters.get(tz);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: tz,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    // Bounded: time zones are few, but the parameter comes from the request.
    if (formatters.size > 500) formatters.clear();
    formatters.set(tz, formatter);
  }
  return formatter;
};

/** Offset of `tz` from UTC at `instant`, in milliseconds. */
function offsetAt(instant: number, tz: string): number {
  const parts = formatterFor(tz).formatToParts(new Date(instant));
  const value = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  const asUtc = Date.UTC(value('year'), value('month') - 1, value('day'), value('hour'), value('minute'), value('second'));
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/** The instant when the local date `year-month-day 00:00` begins in `tz` (DST-safe). */
function startOfLocalDay(year: number, month: number, day: number, tz: string): Date {
  const guess = Date.UTC(year, month - 1, day);
  const first = guess - offsetAt(guess, tz);
  return new Date(guess - offsetAt(first, tz));
}

/** [start, end) of a calendar month as lived in `tz`. */
export function monthRange(year: number, month: number, tz: string): { start: Date; end: Date } {
  const next = month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };
  return { start: startOfLocalDay(year, month, 1, tz), end: startOfLocalDay(next.year, next.month, 1, tz) };
}

/** The instant of a local wall-clock time in `tz` (for times lived in a zone, such as an imported diary). */
export function localInstant(year: number, month: number, day: number, hour: number, minute: number, tz: string): Date {
  const guess = Date.UTC(year, month - 1, day, hour, minute);
  const first = guess - offsetAt(guess, tz);
  return new Date(guess - offsetAt(first, tz));
}
