import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readsRisk, thresholdFor, type LearnedModel } from '../src/learned.js';
import { LOWEST_LONG_TEXT_THRESHOLD, LOWEST_THRESHOLD } from '../scripts/training.js';

const committed = JSON.parse(readFileSync(new URL('../model/weights.json', import.meta.url), 'utf8')) as LearnedModel;

describe('the two thresholds', () => {
  it('apply the short one up to longTextWords words and the long one past it', () => {
    const thresholds = { threshold: 0.8, longTextThreshold: 0.55, longTextWords: 15 };
    expect(thresholdFor(thresholds, 1)).toBe(0.8);
    expect(thresholdFor(thresholds, 15)).toBe(0.8);
    expect(thresholdFor(thresholds, 16)).toBe(0.55);
  });

  it('judge the whole text by its length and a passage of a long one at the short threshold', () => {
    const thresholds = { threshold: 0.8, longTextThreshold: 0.55, longTextWords: 15 };
    expect(readsRisk(thresholds, { words: 10, whole: 0.7, passage: 0 })).toBe(false);
    expect(readsRisk(thresholds, { words: 90, whole: 0.6, passage: 0 })).toBe(true);
    expect(readsRisk(thresholds, { words: 90, whole: 0.3, passage: 0.7 })).toBe(false);
    expect(readsRisk(thresholds, { words: 90, whole: 0.3, passage: 0.8 })).toBe(true);
  });

  it('ship within their floors, the long one never above the short one', () => {
    expect(committed.threshold).toBeGreaterThanOrEqual(LOWEST_THRESHOLD);
    expect(committed.longTextThreshold).toBeGreaterThanOrEqual(LOWEST_LONG_TEXT_THRESHOLD);
    expect(committed.longTextThreshold).toBeLessThanOrEqual(committed.threshold);
  });
});
