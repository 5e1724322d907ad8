// Every date the app shows is formatted here, in Spanish (docs/product.md#who-it-is-for), from
// one set of named formats.

const locale = 'es-ES';

const formats = {
  // hourCycle 'h12', never hour12: true, which prints "0:07 p. m." at noon in Node but
  // "12:07 p. m." in Chromium.
  dateTime: { dateStyle: 'long', timeStyle: 'short', hourCycle: 'h12' },
  date: { dateStyle: 'long' },
  shortDate: { day: 'numeric', month: 'short', year: 'numeric' },
  fullDate: { dateStyle: 'full' },
  // A month of the server's counts ("2026-11") is a UTC month: read it in UTC.
  month: { month: 'short', year: 'numeric', timeZone: 'UTC' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

// Making an Intl formatter is slow (it loads locale data: a tenth of a second on a slow phone
// for one screen's dates), so each is made once and kept for as long as the time zone it was
// made in is the person's.
const ZONE_RECHECK_MS = 60_000;
let zone: { name: string; checkedAt: number } | undefined;

/** Temporal, where the browser has it (Chromium 144+, Firefox 139+); TypeScript 5.9 does not describe it yet. */
const temporal = (globalThis as { Temporal?: { Now: { timeZoneId(): string } } }).Temporal;

/**
 * The person's IANA time zone, read at most once a minute (a laptop that travels changes it).
 * Temporal gives the same name as Intl (both are the spec's SystemTimeZoneIdentifier) without
 * building a formatter: the first Intl formatter of a page costs about 20 ms on a desktop, four
 * times that on a slow phone, and the home page asks for its diary months in this zone as it draws.
 */
export function currentTimeZone(): string {
  const now = Date.now();
  if (!zone || now - zone.checkedAt > ZONE_RECHECK_MS) {
    zone = { name: temporal ? temporal.Now.timeZoneId() : Intl.DateTimeFormat().resolvedOptions().timeZone, checkedAt: now };
  }
  return zone.name;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
const format = (name: keyof typeof formats, value: string | Date) => {
  const key = `${name} ${currentTimeZone()}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, formats[name]);
    formatters.set(key, formatter);
  }
  return formatter.format(typeof value === 'string' ? new Date(value) : value);
};

/** "5 de enero de 2026 a las 4:30 p. m.": a moment, 12-hour time (a diary record, a saved plan, a last visit). */
export const formatDateTime = (value: string | Date): string => format('dateTime', value);

/** "5 de enero de 2026": a day (a sign-up, a last visit in a table). */
export const formatDate = (value: string | Date): string => format('date', value);

/** "5 ene 2026": a day where a long date does not fit (a chart's axis). */
export const formatShortDate = (value: string | Date): string => format('shortDate', value);

/** "lunes, 5 de enero de 2026": a day of the calendar. */
export const formatFullDate = (value: string | Date): string => format('fullDate', value);

const DAY_NAMES = ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'] as const;
const MONTH_NAMES = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'] as const;

/**
 * "lunes, 5 de enero": what a screen reader hears for a day of the home strip. Spelled out here
 * rather than by Intl (whose es-ES `{weekday: 'long', day: 'numeric', month: 'long'}` says the same,
 * as the test checks): the strip is drawn with the home page's first paint, and the first Intl
 * formatter of a page costs about 90 ms of a slow phone's main thread.
 */
export const formatLongDay = (value: string | Date): string => {
  const day = typeof value === 'string' ? new Date(value) : value;
  return `${DAY_NAMES[day.getDay()]}, ${day.getDate()} de ${MONTH_NAMES[day.getMonth()]}`;
};

/** "nov 2026" for "2026-11". */
export const formatYearMonth = (month: string): string => format('month', `${month}-01T00:00:00Z`);

/** Short day names as the diary strip shows them, Sunday first like `Date#getDay` (docs/product.md#screens). */
export const SHORT_DAY_NAMES = ['Dom', 'Lun', 'Mar', 'Mié', 'Jue', 'Vie', 'Sáb'] as const;

/** The local midnight of a day key (YYYY-MM-DD): the day the person means, in their own zone. */
export function fromDayKey(key: string): Date {
  const [year, month, day] = key.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, day);
}

/** YYYY-MM-DD in the person's own time zone, for `<time dateTime>` and day keys. */
export function toDayKey(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}
