import { describe, expect, it } from 'vitest';
import { suppressChain, suppressedMean, suppressWeek } from './suppression.js';

describe('suppression (decision 036)', () => {
  it('hides a count under 10, 0 included, and shows 10', () => {
    expect(suppressChain([0])).toEqual([null]);
    expect(suppressChain([9])).toEqual([null]);
    expect(suppressChain([10])).toEqual([10]);
  });

  it('hides an inner count whose difference with the nearest shown outer count is under 10', () => {
    // members 25, started 15 (10 did not), completed 10 (5 started and did not finish).
    expect(suppressChain([25, 15, 10])).toEqual([25, 15, null]);
    // members 30, started 25 (5 did not: hidden), completed 12 (18 of the members did not).
    expect(suppressChain([30, 25, 12])).toEqual([30, null, 12]);
    // Everyone started: the 0 who did not are fewer than 10.
    expect(suppressChain([40, 40, 20])).toEqual([40, null, 20]);
    expect(suppressChain([9, 9, 9])).toEqual([null, null, null]);
  });

  it('hides a week\'s cells so that "those who wrote minus the shown" is never fewer than 10', () => {
    const none = { GREAT: 0, GOOD: 0, NEUTRAL: 0, BAD: 0, TERRIBLE: 0 };
    // All 12 who wrote felt good: showing 12 would say so of each of them.
    expect(suppressWeek({ ...none, GOOD: 12 }, 12)).toEqual({ GREAT: null, GOOD: null, NEUTRAL: null, BAD: null, TERRIBLE: null });
    // 12 GOOD, 3 BAD among 15: all but 3 known.
    expect(suppressWeek({ ...none, GOOD: 12, BAD: 3 }, 15).GOOD).toBeNull();
    // 12 GOOD, 10 NEUTRAL, 2 TERRIBLE among 24: NEUTRAL goes too, leaving 12 unaccounted for.
    expect(suppressWeek({ ...none, GOOD: 12, NEUTRAL: 10, TERRIBLE: 2 }, 24)).toEqual({ GREAT: null, GOOD: 12, NEUTRAL: null, BAD: null, TERRIBLE: null });
    // 20 GOOD, 20 NEUTRAL and 15 unaccounted: both shown.
    expect(suppressWeek({ ...none, GOOD: 20, NEUTRAL: 20, BAD: 15 }, 55)).toEqual({ GREAT: null, GOOD: 20, NEUTRAL: 20, BAD: null, TERRIBLE: null });
  });

  it('never leaves exactly one hidden cell beside shown ones', () => {
    const counts = { GREAT: 12, GOOD: 20, NEUTRAL: 15, BAD: 11, TERRIBLE: 3 };
    // 61 wrote; the four shown add to 58; the remainder rule would hide GREAT (then 46, 15 left); the
    // single hidden TERRIBLE must not stand alone.
    const shown = suppressWeek(counts, 61);
    const hidden = Object.values(shown).filter((value) => value === null).length;
    expect(hidden).toBeGreaterThanOrEqual(2);
    expect(shown.TERRIBLE).toBeNull();
    const wide = suppressWeek({ GREAT: 30, GOOD: 30, NEUTRAL: 30, BAD: 30, TERRIBLE: 3 }, 140);
    expect(wide.TERRIBLE).toBeNull();
    expect(Object.values(wide).filter((value) => value === null)).toHaveLength(2);
  });

  it('gives a mean over 10 people or more, in whole points, and none over 9', () => {
    expect(suppressedMean(Array(9).fill(52))).toBeNull();
    expect(suppressedMean([...Array(9).fill(50), 55])).toBe(51);
    expect(suppressedMean([])).toBeNull();
  });
});
