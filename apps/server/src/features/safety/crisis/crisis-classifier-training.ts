/**
 * Training and honest evaluation of the crisis screen's learned layer (`crisis-classifier.ts`,
 * decision record 009). Everything here is deterministic: no randomness except a seeded shuffle of
 * cross-validation groups, full-batch gradient steps in a fixed order, weights rounded and pruned
 * the same way every time. Nothing is downloaded: the only data is our own table.
 *
 * Used by `scripts/train-crisis-model.ts` (writes `crisis-model.json`) and by
 * `crisis-classifier.test.ts` (checks that the committed weights are what the table produces and
 * prints the held-out figures).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { crisisFeatures, crisisScorer, type CrisisModel, type CrisisScorer } from './crisis-classifier.js';
import { normalizeForSafety } from './crisis-screen.js';
import { negativeSentences, positiveSentences } from './crisis-sentences.js';

export interface Example {
  text: string;
  /** 1: the screen must flag it; 0: it must get ordinary advice. */
  label: 0 | 1;
  /** The blind red-team round it came from, if any. */
  round?: number;
}

export interface TrainingOptions {
  /** A feature must appear in at least this many training texts. */
  minDocumentFrequency: number;
  /** Vocabulary: the features with the highest χ² against the label, at most this many. */
  maxFeatures: number;
  /**
   * Each feature is scaled by its naive-Bayes log-count ratio (smoothed with this count) before the
   * regression, as in NBSVM (Wang & Manning 2012); the scale is folded into the stored weight.
   */
  naiveBayesSmoothing: number;
  /** L2 penalty on the weights (not on the bias). */
  l2: number;
  epochs: number;
  learningRate: number;
  /** Weights smaller than this in absolute value are dropped from the stored model. */
  pruneBelow: number;
}

export const TRAINING_OPTIONS: TrainingOptions = {
  minDocumentFrequency: 2,
  maxFeatures: 6000,
  naiveBayesSmoothing: 0.5,
  l2: 1e-4,
  epochs: 150,
  learningRate: 0.05,
  pruneBelow: 0.0005,
};

/** How the threshold is chosen: the highest share of held-out negatives rules + classifier may flag. */
export const MAX_FALSE_ALARM_RATE = 0.02;
export const CROSS_VALIDATION_FOLDS = 10;
export const CROSS_VALIDATION_SEED = 20261123;
/** Two texts whose word sets overlap at least this much (Jaccard) are kept in the same fold. */
export const NEAR_DUPLICATE_JACCARD = 0.5;

const DECIMALS = 4;
const round = (x: number) => Math.round(x * 10 ** DECIMALS) / 10 ** DECIMALS;

/** The stored model: weights plus what they were trained on, so a stale model is caught. */
export interface StoredCrisisModel extends CrisisModel {
  trainedOn: { positives: number; negatives: number; tableSha256: string; options: TrainingOptions };
}

/** The training set: every sentence of the table, positives first, in table order. */
export function tableExamples(): Example[] {
  return [
    ...positiveSentences.map((p) => ({ text: p.text, label: 1 as const, round: p.redTeamRound })),
    ...negativeSentences.map((n) => ({ text: n.text, label: 0 as const, round: n.redTeamRound })),
  ];
}

const sentenceKey = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 12);

/**
 * Which red-team sentences the rules flagged before any round was written (commit fba363e): the
 * fixed baseline of the leave-one-round-out evaluation, kept as data (`crisis-baseline.json`)
 * rather than as a frozen copy of old rules.
 */
export function flaggedByRulesBeforeRedTeam(examples: Example[]): boolean[] {
  const baseline = JSON.parse(readFileSync(new URL('./crisis-baseline.json', import.meta.url), 'utf8')) as { flagged: string[] };
  const flagged = new Set(baseline.flagged);
  return examples.map((e) => e.round !== undefined && flagged.has(sentenceKey(e.text)));
}

/** Hash of the training table and options: changes whenever the committed model must be retrained. */
export function tableHash(examples: Example[], options: TrainingOptions = TRAINING_OPTIONS): string {
  const content = JSON.stringify({ examples: examples.map((e) => [e.label, e.text]), options });
  return createHash('sha256').update(content).digest('hex');
}

/**
 * Features per text as numeric ids, computed once: cross-validation trains on the same texts many
 * times. Ids only index counts; the vocabulary is ordered by name, so they never affect the model.
 */
const featureIds = new Map<string, number>();
const featureNames: string[] = [];
const idsCache = new Map<string, Int32Array>();
function featureIdsOf(text: string): Int32Array {
  let ids = idsCache.get(text);
  if (!ids) {
    ids = Int32Array.from(crisisFeatures(normalizeForSafety(text)), (feature) => {
      let id = featureIds.get(feature);
      if (id === undefined) {
        id = featureNames.push(feature) - 1;
        featureIds.set(feature, id);
      }
      return id;
    });
    idsCache.set(text, ids);
  }
  return ids;
}

/** Trains logistic regression on the examples; `threshold` is stored with the weights. */
export function trainCrisisModel(
  examples: Example[],
  threshold: number,
  options: TrainingOptions = TRAINING_OPTIONS,
): StoredCrisisModel {
  const featureLists = examples.map((e) => featureIdsOf(e.text));
  const labels = examples.map((e) => e.label);
  const total = examples.length;
  const positives = labels.filter((l) => l === 1).length;
  const negatives = total - positives;

  // Vocabulary: texts per class containing each feature, then χ² of each frequent feature.
  const inPositiveTexts = new Int32Array(featureNames.length);
  const inNegativeTexts = new Int32Array(featureNames.length);
  featureLists.forEach((ids, i) => {
    const counts = labels[i] === 1 ? inPositiveTexts : inNegativeTexts;
    for (const id of ids) counts[id] = (counts[id] as number) + 1;
  });
  const chi2 = (pos: number, neg: number) => {
    const [a, b, c, d] = [pos, neg, positives - pos, negatives - neg];
    const denominator = (a + c) * (b + d) * (a + b) * (c + d);
    return denominator === 0 ? 0 : (total * (a * d - b * c) ** 2) / denominator;
  };
  const candidates: { id: number; feature: string; score: number }[] = [];
  featureNames.forEach((feature, id) => {
    const [pos, neg] = [inPositiveTexts[id] as number, inNegativeTexts[id] as number];
    if (pos + neg >= options.minDocumentFrequency) candidates.push({ id, feature, score: chi2(pos, neg) });
  });
  const vocabulary = candidates
    .sort((x, y) => y.score - x.score || (x.feature < y.feature ? -1 : 1))
    .slice(0, options.maxFeatures)
    .sort((x, y) => (x.feature < y.feature ? -1 : 1));
  const size = vocabulary.length;
  const index = new Int32Array(featureNames.length).fill(-1);
  vocabulary.forEach(({ id }, j) => (index[id] = j));

  // Naive-Bayes log-count ratio of each feature (NBSVM).
  const alpha = options.naiveBayesSmoothing;
  const inPositives = vocabulary.map(({ id }) => (inPositiveTexts[id] as number) + alpha);
  const inNegatives = vocabulary.map(({ id }) => (inNegativeTexts[id] as number) + alpha);
  const sumPositives = inPositives.reduce((x, y) => x + y, 0);
  const sumNegatives = inNegatives.reduce((x, y) => x + y, 0);
  const ratio = Float64Array.from(vocabulary, (_, j) =>
    Math.log(((inPositives[j] as number) / sumPositives) * (sumNegatives / (inNegatives[j] as number))),
  );

  // Each text: its vocabulary features, each worth 1/√(distinct features it has) × its log-count ratio.
  const documents = featureLists.map((ids, i) => {
    const indices = Int32Array.from(ids, (id) => index[id] as number).filter((j) => j >= 0);
    const value = ids.length > 0 ? 1 / Math.sqrt(ids.length) : 0;
    return { indices, values: Float64Array.from(indices, (j) => (ratio[j] as number) * value), label: labels[i] as 0 | 1 };
  });

  // Full-batch Adam on the mean logistic loss plus l2/2 · |w|², in a fixed order, from zero weights.
  const w = new Float64Array(size);
  let bias = Math.log(Math.max(positives, 1) / Math.max(negatives, 1));
  const m = new Float64Array(size + 1);
  const v = new Float64Array(size + 1);
  const grad = new Float64Array(size + 1);
  const [beta1, beta2, epsilon] = [0.9, 0.999, 1e-8];
  for (let epoch = 1; epoch <= options.epochs; epoch++) {
    grad.fill(0);
    for (const { indices, values, label } of documents) {
      let z = bias;
      for (let k = 0; k < indices.length; k++) z += (w[indices[k] as number] as number) * (values[k] as number);
      const error = (1 / (1 + Math.exp(-z)) - label) / total;
      for (let k = 0; k < indices.length; k++) {
        const j = indices[k] as number;
        grad[j] = (grad[j] as number) + error * (values[k] as number);
      }
      grad[size] = (grad[size] as number) + error;
    }
    const correction1 = 1 - beta1 ** epoch;
    const correction2 = 1 - beta2 ** epoch;
    for (let j = 0; j <= size; j++) {
      const gj = (grad[j] as number) + (j < size ? options.l2 * (w[j] as number) : 0);
      m[j] = beta1 * (m[j] as number) + (1 - beta1) * gj;
      v[j] = beta2 * (v[j] as number) + (1 - beta2) * gj * gj;
      const step = (options.learningRate * ((m[j] as number) / correction1)) / (Math.sqrt((v[j] as number) / correction2) + epsilon);
      if (j < size) w[j] = (w[j] as number) - step;
      else bias -= step;
    }
  }

  // Stored weight = regression weight × log-count ratio, rounded; near-zero ones dropped.
  const features: string[] = [];
  const weights: number[] = [];
  vocabulary.forEach(({ feature }, j) => {
    const weight = round((w[j] as number) * (ratio[j] as number));
    if (Math.abs(weight) >= options.pruneBelow) {
      features.push(feature);
      weights.push(weight);
    }
  });
  return {
    threshold,
    bias: round(bias),
    features,
    weights,
    trainedOn: { positives, negatives, tableSha256: tableHash(examples, options), options },
  };
}

// =============================================================================================
// Evaluation

/** A small seeded generator (mulberry32), so fold assignment is the same on every machine. */
function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Group id per text: texts whose word sets overlap ≥ `minJaccard` share a group (transitively),
 * whatever their label, so an everyday twin and its crisis sentence are held out together.
 */
export function nearDuplicateGroups(texts: string[], minJaccard = NEAR_DUPLICATE_JACCARD): number[] {
  const sets = texts.map((t) => new Set(normalizeForSafety(t).split(' ')));
  const parent = texts.map((_, i) => i);
  const find = (i: number): number => {
    let r = i;
    while (parent[r] !== r) r = parent[r] as number;
    while (parent[i] !== r) {
      const next = parent[i] as number;
      parent[i] = r;
      i = next;
    }
    return r;
  };
  for (let i = 0; i < sets.length; i++) {
    const a = sets[i] as Set<string>;
    for (let j = i + 1; j < sets.length; j++) {
      const b = sets[j] as Set<string>;
      const [small, large] = a.size <= b.size ? [a, b] : [b, a];
      if (small.size < minJaccard * large.size) continue;
      let shared = 0;
      for (const word of small) if (large.has(word)) shared++;
      if (shared / (a.size + b.size - shared) >= minJaccard) parent[find(i)] = find(j);
    }
  }
  return texts.map((_, i) => find(i));
}

/** Fold (0…k-1) per text: whole groups, shuffled with a fixed seed, each to the smallest fold so far. */
export function groupedFolds(groups: number[], k = CROSS_VALIDATION_FOLDS, seed = CROSS_VALIDATION_SEED): number[] {
  const members = new Map<number, number[]>();
  groups.forEach((g, i) => members.set(g, [...(members.get(g) ?? []), i]));
  const order = [...members.keys()].sort((x, y) => x - y);
  const random = seededRandom(seed);
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j] as number, order[i] as number];
  }
  const sizes = new Array<number>(k).fill(0);
  const fold = new Array<number>(groups.length).fill(0);
  for (const g of order) {
    const target = sizes.indexOf(Math.min(...sizes));
    for (const i of members.get(g) ?? []) fold[i] = target;
    sizes[target] = (sizes[target] as number) + (members.get(g)?.length ?? 0);
  }
  return fold;
}

const scorerFor = (model: CrisisModel): CrisisScorer => crisisScorer(model, normalizeForSafety);

/** Held-out score of every example: trained without its fold, scored the way the screen scores. */
export function crossValidatedScores(examples: Example[], folds: number[], options = TRAINING_OPTIONS): number[] {
  const scores = new Array<number>(examples.length).fill(0);
  const k = Math.max(...folds) + 1;
  for (let f = 0; f < k; f++) {
    const scorer = scorerFor(trainCrisisModel(examples.filter((_, i) => folds[i] !== f), 0.5, options));
    examples.forEach((e, i) => {
      if (folds[i] === f) scores[i] = scorer.score(e.text);
    });
  }
  return scores;
}

/**
 * The lowest threshold at which rules OR classifier flag at most `maxRate` of the negatives (given
 * held-out scores and the rules' flags), i.e. the most recall the false-alarm budget allows. Placed
 * halfway between the last negative let through and the first one that would break the budget.
 */
export function chooseThreshold(
  scores: number[],
  labels: (0 | 1)[],
  flaggedByRules: boolean[],
  maxRate = MAX_FALSE_ALARM_RATE,
): number {
  const negatives = labels.filter((l) => l === 0).length;
  const budget = Math.floor(maxRate * negatives) - labels.filter((l, i) => l === 0 && flaggedByRules[i]).length;
  const candidates = scores
    .filter((_, i) => labels[i] === 0 && !flaggedByRules[i])
    .sort((a, b) => b - a);
  if (budget < 0) return 1;
  const allowed = candidates[budget - 1] ?? 1; // the lowest negative score still within budget (or 1)
  const blocked = candidates[budget] ?? 0; // the highest negative score that must stay below
  return round(budget === 0 ? Math.min(1, blocked + 1e-4) : (allowed + blocked) / 2 + 1e-4);
}

export interface Outcome {
  positives: number;
  caught: number;
  negatives: number;
  falseAlarms: number;
}

export function outcome(labels: (0 | 1)[], flagged: boolean[]): Outcome {
  return {
    positives: labels.filter((l) => l === 1).length,
    caught: labels.filter((l, i) => l === 1 && flagged[i]).length,
    negatives: labels.filter((l) => l === 0).length,
    falseAlarms: labels.filter((l, i) => l === 0 && flagged[i]).length,
  };
}

export const percent = (part: number, whole: number) => `${((100 * part) / Math.max(whole, 1)).toFixed(1)} %`;

export function describeOutcome(o: Outcome): string {
  return `recall ${percent(o.caught, o.positives)} (${o.caught}/${o.positives}), false alarms ${percent(o.falseAlarms, o.negatives)} (${o.falseAlarms}/${o.negatives})`;
}

/** Sums outcomes (pooled over rounds or folds). */
export function addOutcomes(outcomes: Outcome[]): Outcome {
  return outcomes.reduce(
    (sum, o) => ({
      positives: sum.positives + o.positives,
      caught: sum.caught + o.caught,
      negatives: sum.negatives + o.negatives,
      falseAlarms: sum.falseAlarms + o.falseAlarms,
    }),
    { positives: 0, caught: 0, negatives: 0, falseAlarms: 0 },
  );
}

export interface HeldOutScore {
  label: 0 | 1;
  score: number;
  /** Whether the rules used as the baseline flag it. */
  rules: boolean;
}

export interface RoundEvaluation {
  round: number;
  /** The rules as they were before any red-team round (they never saw this round). */
  rules: Outcome;
  classifier: Outcome;
  combined: Outcome;
  scores: HeldOutScore[];
}

export interface CrisisClassifierEvaluation {
  /** Chosen on the cross-validated scores so that rules OR classifier stays within the budget. */
  threshold: number;
  groups: number;
  crossValidation: { classifier: Outcome; combined: Outcome; scores: HeldOutScore[] };
  rounds: RoundEvaluation[];
  /** Trained on every example, with the chosen threshold: what `crisis-model.json` must hold. */
  model: StoredCrisisModel;
}

/**
 * The whole procedure behind `crisis-model.json`:
 * 1. 10-fold cross-validation over the table, near-duplicates kept in one fold; the threshold is the
 *    lowest at which the current rules OR the held-out classifier flag ≤ 3 % of the negatives;
 * 2. leave-one-round-out over the blind red-team rounds: train on everything but round k, score
 *    round k, alone and OR'ed with `baselineRules` (rules that never saw any round);
 * 3. the final model, trained on every example.
 */
export function trainAndEvaluate(
  examples: Example[],
  flaggedByRules: boolean[],
  flaggedByBaselineRules: boolean[],
  options: TrainingOptions = TRAINING_OPTIONS,
): CrisisClassifierEvaluation {
  const labels = examples.map((e) => e.label);
  const groups = nearDuplicateGroups(examples.map((e) => e.text));
  const folds = groupedFolds(groups);
  const cvScores = crossValidatedScores(examples, folds, options);
  const threshold = chooseThreshold(cvScores, labels, flaggedByRules);
  const cvFlags = cvScores.map((s) => s >= threshold);

  const roundNumbers = [...new Set(examples.map((e) => e.round).filter((r) => r !== undefined))].sort((a, b) => a - b);
  const rounds = roundNumbers.map((round): RoundEvaluation => {
    const scorer = scorerFor(trainCrisisModel(examples.filter((e) => e.round !== round), threshold, options));
    const scores = examples
      .map((e, i) => ({ e, i }))
      .filter(({ e }) => e.round === round)
      .map(({ e, i }) => ({ label: e.label, score: scorer.score(e.text), rules: flaggedByBaselineRules[i] ?? false }));
    const held = scores.map((s) => s.label);
    return {
      round,
      rules: outcome(held, scores.map((s) => s.rules)),
      classifier: outcome(held, scores.map((s) => s.score >= threshold)),
      combined: outcome(held, scores.map((s) => s.rules || s.score >= threshold)),
      scores,
    };
  });

  return {
    threshold,
    groups: new Set(groups).size,
    crossValidation: {
      classifier: outcome(labels, cvFlags),
      combined: outcome(labels, cvFlags.map((f, i) => f || (flaggedByRules[i] ?? false))),
      scores: cvScores.map((score, i) => ({ label: labels[i] as 0 | 1, score, rules: flaggedByRules[i] ?? false })),
    },
    rounds,
    model: trainCrisisModel(examples, threshold, options),
  };
}

/** The figures the test and the training script print. */
export function describeEvaluation(evaluation: CrisisClassifierEvaluation): string[] {
  const { threshold, crossValidation: cv, rounds } = evaluation;
  const pooled = (key: 'rules' | 'classifier' | 'combined') => addOutcomes(rounds.map((r) => r[key]));
  const rules = pooled('rules');
  const combined = pooled('combined');
  return [
    `crisis classifier (leave-one-round-out): rules ${percent(rules.caught, rules.positives)} → rules+classifier ` +
      `${percent(combined.caught, combined.positives)} recall, false alarms ${percent(combined.falseAlarms, combined.negatives)} ` +
      `(rules alone ${percent(rules.falseAlarms, rules.negatives)}; threshold ${threshold})`,
    ...rounds.map(
      (r) =>
        `  round ${r.round}: rules ${describeOutcome(r.rules)} | classifier ${describeOutcome(r.classifier)} | ` +
        `rules+classifier ${describeOutcome(r.combined)}`,
    ),
    `  pooled: rules ${describeOutcome(rules)} | classifier ${describeOutcome(pooled('classifier'))} | ` +
      `rules+classifier ${describeOutcome(combined)}`,
    `  (rules = the rules before any red-team round; each round scored by a classifier trained without it)`,
    `crisis classifier (${CROSS_VALIDATION_FOLDS}-fold cross-validation, ${evaluation.groups} near-duplicate groups): ` +
      `classifier ${describeOutcome(cv.classifier)} | today's rules+classifier ${describeOutcome(cv.combined)}`,
    `crisis classifier model: ${evaluation.model.features.length} weights, threshold ${threshold}, ` +
      `trained on ${evaluation.model.trainedOn.positives} positives and ${evaluation.model.trainedOn.negatives} negatives`,
  ];
}
