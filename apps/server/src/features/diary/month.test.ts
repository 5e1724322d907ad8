import { describe, expect, it } from 'vitest';
import { monthRange } from './month.js';

describe('monthRange', () => {
  it('is the UTC month for UTC', () => {
    expect(monthRange(2026, 2, 'UTC')).toEqual({ start: new Date('2026-02-01T00:00:00Z'), end: new Date('2026-03-01T00:00:00Z') });
  });

  it('starts at local midnight in other zones, and December ends with the new year', () => {
    expect(monthRange(2026, 12, 'America/Mexico_City')).toEqual({
      start: new Date('2026-12-01T06:00:00Z'),
      end: new Date('2027-01-01T06:00:00Z'),
    });
  });

  it('follows daylight saving: March in Madrid starts at +01:00 and April at +02:00', () => {
    expect(monthRange(2026, 3, 'Europe/Madrid')).toEqual({
      start: new Date('2026-02-28T23:00:00Z'),
      end: new Date('2026-03-31T22:00:00Z'),
    });
  });

  it('works east of UTC past midnight, too (Auckland)', () => {
    expect(monthRange(2026, 7, 'Pacific/Auckland').start).toEqual(new Date('2026-06-30T12:00:00Z'));
  });
});
