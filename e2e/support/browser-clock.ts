/** The browser's time zone (playwright.config.ts); tests that name "today" use this, not Node's. */
export const BROWSER_TIME_ZONE = 'Europe/Madrid';

/** Today's day of the month as the browser lives it, whatever time zone runs the suite. */
export function browserToday(timeZone = BROWSER_TIME_ZONE): number {
  return Number(new Intl.DateTimeFormat('en-US', { timeZone, day: 'numeric' }).format(new Date()));
}
