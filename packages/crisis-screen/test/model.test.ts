import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { readCorpus } from '../scripts/corpus.js';
import { evaluateAndTrain, type Evaluation } from '../scripts/evaluate.js';
import type { StoredModel } from '../scripts/training.js';

const committed = JSON.parse(readFileSync(new URL('../model/weights.json', import.meta.url), 'utf8')) as StoredModel;
const RETRAIN = 'npm run train -w packages/crisis-screen';

describe('the learned layer: committed weights and the held-out estimate', () => {
  let evaluation: Evaluation;

  // Retrains from the corpus: one model per held-out blind round, then the shipped model.
  beforeAll(() => {
    evaluation = evaluateAndTrain(readCorpus());
  });

  it('prints the leave-one-round-out estimate (rules, learned, and both)', () => {
    for (const line of evaluation.report) console.log(line);
    expect(evaluation.heldOut.length).toBeGreaterThan(1000);
  });

  it('ships the weights the corpus produces (otherwise retrain and commit model/weights.json)', () => {
    const { model } = evaluation;
    const message = `model/weights.json differs from what the corpus produces; run: ${RETRAIN}`;
    expect(committed.trainedOn.corpusSha256, message).toBe(model.trainedOn.corpusSha256);
    expect(committed.threshold, message).toBe(model.threshold);
    expect(committed.longTextThreshold, message).toBe(model.longTextThreshold);
    expect(committed.longTextWords, message).toBe(model.longTextWords);
    expect(committed.veto, message).toBe(model.veto);
    expect(committed.bias, message).toBeCloseTo(model.bias, 4);
    expect(committed.features, message).toEqual(model.features);
    const largestDifference = Math.max(...model.weights.map((w, i) => Math.abs(w - (committed.weights[i] ?? NaN))));
    expect(largestDifference, message).toBeLessThanOrEqual(1e-4);
  });
});
