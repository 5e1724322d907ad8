import { currentTimeZone, formatDate, formatDateTime, formatFullDate, formatLongDay, formatYearMonth, toDayKey } from './format';

describe('dates (docs/product.md#who-it-is-for: Spanish, long, 12-hour time)', () => {
  it('shows a moment with 12-hour time, 12 at noon and at midnight', () => {
    expect(formatDateTime(new Date(2026, 0, 5, 16, 30))).toBe('5 de enero de 2026 a las 4:30 p. m.');
    expect(formatDateTime(new Date(2026, 0, 5, 12, 7))).toBe('5 de enero de 2026 a las 12:07 p. m.');
    expect(formatDateTime(new Date(2026, 0, 5, 0, 7))).toBe('5 de enero de 2026 a las 12:07 a. m.');
  });

  it('shows days long, with the weekday where a screen reader needs it', () => {
    const day = new Date(2026, 0, 5, 10);
    expect(formatDate(day)).toBe('5 de enero de 2026');
    expect(formatDate(day.toISOString())).toBe('5 de enero de 2026');
    expect(formatFullDate(day)).toBe('lunes, 5 de enero de 2026');
    expect(formatLongDay(day)).toBe('lunes, 5 de enero');
  });

  it("spells a day of the home strip as Intl's es-ES long weekday, day and month would, every day of two years", () => {
    const intl = new Intl.DateTimeFormat('es-ES', { weekday: 'long', day: 'numeric', month: 'long' });
    for (let offset = 0; offset < 731; offset++) {
      const day = new Date(2026, 0, 1 + offset, 12);
      expect(formatLongDay(day)).toBe(intl.format(day));
    }
  });

  it("names the person's time zone as Intl does", () => {
    expect(currentTimeZone()).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it('reads a month of counts in UTC, and keys a day by its local date', () => {
    expect(formatYearMonth('2026-11')).toBe('nov 2026');
    expect(toDayKey(new Date(2026, 2, 4, 23, 30))).toBe('2026-03-04');
  });
});
