import { readFileSync, statSync } from 'node:fs';
import { fastestOf } from '../../../test/timing.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { crisisScorer, crisisWindows, type CrisisModel } from './crisis-classifier.js';
import {
  addOutcomes,
  type CrisisClassifierEvaluation,
  describeEvaluation,
  flaggedByRulesBeforeRedTeam,
  type StoredCrisisModel,
  tableExamples,
  tableHash,
  trainAndEvaluate,
} from './crisis-classifier-training.js';
import { classifierScore, normalizeForSafety, screenByRules, screenForCrisis } from './crisis-screen.js';

const MODEL_PATH = new URL('./crisis-model.json', import.meta.url);
const committed = JSON.parse(readFileSync(MODEL_PATH, 'utf8')) as StoredCrisisModel;
const RETRAIN = 'cd apps/server && npx tsx scripts/train-crisis-model.ts';

describe('learned layer: the committed model is what the table produces', () => {
  const examples = tableExamples();
  let evaluation: CrisisClassifierEvaluation;

  // Retrains from scratch: 10 cross-validation folds, one model per red-team round, and the final model.
  beforeAll(() => {
    evaluation = trainAndEvaluate(
      examples,
      examples.map((e) => screenByRules(e.text) !== null),
      flaggedByRulesBeforeRedTeam(examples),
    );
  });

  it('was trained on this table (otherwise retrain and commit the JSON)', () => {
    expect(committed.trainedOn.tableSha256, `the table changed since the model was trained; run: ${RETRAIN}`).toBe(
      tableHash(examples),
    );
  });

  it('has the weights and threshold that retraining gives', () => {
    const { model } = evaluation;
    const message = `crisis-model.json differs from what the table produces; run: ${RETRAIN}`;
    expect(committed.threshold, message).toBe(model.threshold);
    expect(committed.bias, message).toBeCloseTo(model.bias, 4);
    expect(committed.features, message).toEqual(model.features);
    const largestDifference = Math.max(...model.weights.map((w, i) => Math.abs(w - (committed.weights[i] ?? NaN))));
    expect(largestDifference, message).toBeLessThanOrEqual(1e-4); // one rounding step at most
  });

  it('prints the held-out figures and helps on every held-out round', () => {
    for (const line of describeEvaluation(evaluation)) console.log(line);
    const rules = addOutcomes(evaluation.rounds.map((r) => r.rules));
    const combined = addOutcomes(evaluation.rounds.map((r) => r.combined));
    expect(evaluation.rounds.map((r) => r.round)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    for (const r of evaluation.rounds) expect(r.combined.caught, `round ${r.round}`).toBeGreaterThan(r.rules.caught);
    expect(combined.caught / combined.positives).toBeGreaterThan(rules.caught / rules.positives + 0.1);
    // The threshold keeps today's rules OR the held-out classifier within 3 % false alarms on the table.
    const cv = evaluation.crossValidation.combined;
    expect(cv.falseAlarms / cv.negatives).toBeLessThanOrEqual(0.03);
  });
});

describe('learned layer: the model file', () => {
  it('is small and loads quickly', () => {
    const size = statSync(MODEL_PATH).size;
    const start = performance.now();
    const scorer = crisisScorer(JSON.parse(readFileSync(MODEL_PATH, 'utf8')) as CrisisModel, normalizeForSafety);
    const loadMs = performance.now() - start;
    console.log(
      `crisis classifier model: ${(size / 1024).toFixed(0)} KB, ${committed.features.length} weights, ` +
        `read and indexed in ${loadMs.toFixed(1)} ms`,
    );
    expect(size).toBeLessThan(300 * 1024);
    expect(scorer.threshold).toBe(committed.threshold);
    expect(loadMs).toBeLessThan(200);
  });
});

describe('learned layer in screenForCrisis', () => {
  // Caught by no rule; the classifier reads it (a sentence of red-team round 6).
  const veiled = 'ojalá la vida me soltara la mano de una vez';

  it('flags as "learned" what no rule matches but the classifier does', () => {
    expect(screenByRules(veiled)).toBeNull();
    expect(classifierScore(veiled).flagged).toBe(true);
    expect(screenForCrisis(veiled)).toBe('learned');
  });

  it('keeps the rules first: their category wins, and their policy exceptions are in its training set', () => {
    expect(screenForCrisis('quiero morirme; anoche me tomé un bote de pastillas')).toBe('attempt');
    expect(screenForCrisis('me muero de risa con este meme')).toBeNull();
    expect(screenForCrisis('Vi un documental sobre el suicidio adolescente')).toBeNull();
  });

  it('reads a long entry sentence by sentence, so a buried sentence still counts', () => {
    const day =
      'Hoy me levanté temprano y fui andando al trabajo. En la oficina tuvimos una reunión larguísima. A mediodía ' +
      'comí con Laura en el bar de la esquina. Por la tarde me costó concentrarme. Al salir compré fruta y pan. ';
    const long = `${day.repeat(6)}${veiled}. ${day.repeat(6)}`;
    expect(crisisWindows(long, normalizeForSafety).length).toBeGreaterThan(1);
    expect(screenForCrisis(day.repeat(12))).toBeNull();
    expect(screenForCrisis(long)).toBe('learned');
  });

  it('scores a 5,000-character entry without repeated sentences in well under 50 ms', () => {
    const text = tableExamples()
      .filter((e) => e.label === 0)
      .map((e) => e.text.replace(/[.!?]*$/, '.'))
      .join(' ')
      .slice(0, 5000);
    classifierScore(text);
    const ms = fastestOf(5, () => screenForCrisis(text));
    console.log(`crisis screen, rules + classifier, 5,000 varied characters: ${ms.toFixed(1)} ms`);
    expect(ms).toBeLessThan(50);
  });
});
