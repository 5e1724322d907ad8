/** Short day names as the diary strip shows them, Sunday first like `Date#getDay` (spec §2). */
export const SHORT_DAY_NAMES = ['Dom', 'Lun', 'Mar', 'Mié', 'Jue', 'Vie', 'Sab'] as const;

const longDate = new Intl.DateTimeFormat('es-ES', { weekday: 'long', day: 'numeric', month: 'long' });

/** "lunes, 5 de enero": what a screen reader hears for a day. */
export function formatLongDay(date: Date): string {
  return longDate.format(date);
}

/** YYYY-MM-DD in the person's own time zone, for `<time dateTime>` and day keys. */
export function toDayKey(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}
