import { readCorpus, type CorpusLine } from './corpus.js';
import { chooseThresholds, describeOutcome, leaveOneRoundOut, outcome, train, TRAINING_OPTIONS, type HeldOutScore, type StoredModel } from './training.js';

/** The rounds the threshold is chosen on and the estimate is made from: the blind rounds written for this design. */
export const FIRST_EVALUATED_ROUND = 9;

export interface Evaluation {
  heldOut: HeldOutScore[];
  model: StoredModel;
  report: string[];
}

/**
 * Leave one round out over the blind rounds, the threshold chosen on those held-out scores, then the
 * shipped model trained on the whole corpus with that threshold.
 */
export function evaluateAndTrain(lines: CorpusLine[] = readCorpus()): Evaluation {
  const heldOut = leaveOneRoundOut(lines, TRAINING_OPTIONS, FIRST_EVALUATED_ROUND);
  const thresholds = chooseThresholds(heldOut);
  const model = train(lines, thresholds);
  const rounds = [...new Set(heldOut.map((s) => s.round))];
  const report = [
    `crisis screen, leave one round out over blind rounds ${rounds.join(', ')} (threshold ${thresholds.threshold}, past ${thresholds.longTextWords} words ${thresholds.longTextThreshold}):`,
    `  rules + learned: ${describeOutcome(outcome(heldOut, thresholds))}`,
    `  rules alone:     ${describeOutcome(outcome(heldOut, thresholds, true, false))}`,
    `  learned alone:   ${describeOutcome(outcome(heldOut, thresholds, false, true))}`,
    ...rounds.map(
      (r) =>
        `  round ${r}: ${describeOutcome(
          outcome(
            heldOut.filter((s) => s.round === r),
            thresholds,
          ),
        )}`,
    ),
  ];
  return { heldOut, model, report };
}

/** The committed JSON, one feature per line pair so a diff stays readable. */
export const modelJson = (model: StoredModel) =>
  `{\n"threshold": ${model.threshold},\n"longTextThreshold": ${model.longTextThreshold},\n"longTextWords": ${model.longTextWords},\n"veto": ${model.veto},\n"bias": ${model.bias},\n"trainedOn": ${JSON.stringify(model.trainedOn)},\n` +
  `"features": ${JSON.stringify(model.features)},\n"weights": ${JSON.stringify(model.weights)}\n}\n`;
