import { textFeatures, textWindows } from './features.js';

/** Where the learned layer flags, chosen on held-out rounds (scripts/training.ts, decision 066). */
export interface Thresholds {
  /** Probability at or above which the layer flags a text of up to `longTextWords` words. */
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
  /** Probability (0–1) that the text signals risk: the highest over its pieces (textWindows). */
  score(text: string, normalized?: string): number;
}

const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

/**
 * A linear model over textFeatures. Every text is scored: there is no word gate deciding where the
 * model may look. Ordinary short entries stay below the threshold because the corpus holds them as
 * negatives, and a text's features are scaled by 1/√(their number) so length alone does not score.
 */
export function learnedScorer(model: LearnedModel, normalize: (text: string) => string): LearnedScorer {
  const weights = new Map<string, number>();
  model.features.forEach((feature, i) => weights.set(feature, model.weights[i] ?? 0));
  return {
    thresholds: { threshold: model.threshold, longTextThreshold: model.longTextThreshold, longTextWords: model.longTextWords },
    veto: model.veto,
    score(text, normalized) {
      // A long text's windows overlap (the whole, each sentence, each pair): each distinct piece's
      // features are made once and shared, so a 2,000-character entry costs about one pass.
      const featuresOf = new Map<string, string[]>();
      let best = 0;
      for (const piece of textWindows(text, normalize, normalized)) {
        let features = featuresOf.get(piece);
        if (!features) {
          features = textFeatures(piece);
          featuresOf.set(piece, features);
        }
        if (features.length === 0) continue;
        let sum = 0;
        for (const feature of features) sum += weights.get(feature) ?? 0;
        best = Math.max(best, sigmoid(model.bias + sum / Math.sqrt(features.length)));
      }
      return best;
    },
  };
}
