import { formatDate, formatDateTime, formatFullDate, formatLongDay, formatYearMonth, toDayKey } from './format';

describe('dates (spec §1: Spanish, long, 12-hour time)', () => {
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

  it('reads a month of counts in UTC, and keys a day by its local date', () => {
    expect(formatYearMonth('2026-11')).toBe('nov 2026');
    expect(toDayKey(new Date(2026, 2, 4, 23, 30))).toBe('2026-03-04');
  });
});
