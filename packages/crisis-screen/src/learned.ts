import { FeatureSpace, textWindows, visitFeatures } from './features.js';

/** Where the learned layer flags, chosen on held-out rounds (scripts/training.ts, decision 066). */
export interface Thresholds {
  /** Probability at or above which the layer flags a text of up to `longTextWords` words, or a passage of a longer one. */
  threshold: number;
  /**
   * The same for a longer text. A short text gives the model few features, so one unfamiliar word
   * can carry its score ("Cambiar la contraseña del banco." scored 0.80); a long one has more
   * evidence behind the same score, and a veiled crisis told at length often scores 0.5–0.73.
   */
  longTextThreshold: number;
  longTextWords: number;
}

/** The threshold that applies to a text of this many (normalized) words. */
export const thresholdFor = (thresholds: Thresholds, words: number): number =>
  words > thresholds.longTextWords ? thresholds.longTextThreshold : thresholds.threshold;

/** How the learned layer reads one text (textWindows): the whole of it, and its passages apart. */
export interface LearnedReading {
  /** The text's length in normalized words: which threshold the whole text meets. */
  words: number;
  /** Probability (0–1) that the whole text signals risk. */
  whole: number;
  /** The highest over its passages of two neighbouring sentences (0 for a text read only whole). */
  passage: number;
}

/** The reading's one score: what the screen reports and what a rule's veto is measured against. */
export const highestScore = (reading: LearnedReading): number => Math.max(reading.whole, reading.passage);

/**
 * Whether the learned layer reads risk. A passage is judged as a short entry is: a couple of
 * sentences lifted out of a long entry give the model few features, and at the long entries'
 * threshold one in eight long ordinary entries had a passage over it (leave one round out, rounds
 * 9–59: 39 of 323 hard negatives past 60 words; at the short threshold 18, for 4 of 391 crisis
 * entries; decision 070).
 */
export const readsRisk = (thresholds: Thresholds, reading: LearnedReading): boolean =>
  reading.whole >= thresholdFor(thresholds, reading.words) || reading.passage >= thresholds.threshold;

/** The committed weights (model/weights.json), written by scripts/train.ts from the corpus. */
export interface LearnedModel extends Thresholds {
  /** Below this score a match of a rule that is not exact does not flag (rules.ts, `exact`). */
  veto: number;
  bias: number;
  features: string[];
  weights: number[];
}

export interface LearnedScorer {
  thresholds: Thresholds;
  veto: number;
  /** The whole text's probability of risk and its passages' (textWindows). */
  read(text: string, normalized?: string): LearnedReading;
}

const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

/** Features met in texts beyond the model's own are numbered too; past this many the numbering starts again. */
const MOST_UNKNOWN_FEATURES = 500_000;

/**
 * A linear model over the text's features (features.ts). Every text is scored: there is no word gate
 * deciding where the model may look. Ordinary short entries stay below the threshold because the
 * corpus holds them as negatives, and a text's features are scaled by 1/√(their number) so length
 * alone does not score.
 */
export function learnedScorer(model: LearnedModel, normalize: (text: string) => string): LearnedScorer {
  const weights = Float64Array.from(model.features, (_, i) => model.weights[i] ?? 0);
  let space = new FeatureSpace(model.features);
  // Which features the current window has already counted: those marked with its number (grown as
  // texts bring features the model does not have).
  let counted = new Int32Array(2 * space.size);
  let windowNumber = 0;
  let sum = 0;
  let distinct = 0;
  const count = (id: number) => {
    if (id >= counted.length) {
      const larger = new Int32Array(2 * space.size + 1024);
      larger.set(counted);
      counted = larger;
    }
    if (counted[id] === windowNumber) return;
    counted[id] = windowNumber;
    distinct++;
    sum += id < weights.length ? (weights[id] as number) : 0;
  };
  return {
    thresholds: { threshold: model.threshold, longTextThreshold: model.longTextThreshold, longTextWords: model.longTextWords },
    veto: model.veto,
    read(text, normalized = normalize(text)) {
      if (space.size > model.features.length + MOST_UNKNOWN_FEATURES) space = new FeatureSpace(model.features);
      const reading = { words: normalized.split(' ').length, whole: 0, passage: 0 };
      textWindows(text, normalize, normalized).forEach((words, i) => {
        windowNumber++;
        sum = 0;
        distinct = 0;
        visitFeatures(words, space, count);
        if (distinct === 0) return;
        const probability = sigmoid(model.bias + sum / Math.sqrt(distinct));
        if (i === 0) reading.whole = probability;
        else reading.passage = Math.max(reading.passage, probability);
      });
      return reading;
    },
  };
}
