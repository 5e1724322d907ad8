/**
 * Retrains the crisis screen's learned layer from the sentence table and writes
 * `src/features/safety/crisis/crisis-model.json` (decision record 009). Deterministic: the same
 * table gives the same file. Run after any change to `crisis-sentences.ts`:
 *
 *   cd apps/server && npx tsx scripts/train-crisis-model.ts
 *
 * It prints the held-out evaluation (leave-one-round-out and cross-validation) and, for choosing
 * a different operating point, recall and false alarms on the held-out rounds at other thresholds.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { screenByRules } from '../src/features/safety/crisis/crisis-screen.js';
import {
  describeEvaluation,
  flaggedByRulesBeforeRedTeam,
  describeOutcome,
  outcome,
  tableExamples,
  trainAndEvaluate,
} from '../src/features/safety/crisis/crisis-classifier-training.js';

const started = performance.now();
const examples = tableExamples();
const evaluation = trainAndEvaluate(
  examples,
  examples.map((e) => screenByRules(e.text) !== null),
  flaggedByRulesBeforeRedTeam(examples),
);

const { model } = evaluation;
const json =
  `{\n"threshold": ${model.threshold},\n"bias": ${model.bias},\n"trainedOn": ${JSON.stringify(model.trainedOn)},\n` +
  `"features": ${JSON.stringify(model.features)},\n"weights": ${JSON.stringify(model.weights)}\n}\n`;
const path = fileURLToPath(new URL('../src/features/safety/crisis/crisis-model.json', import.meta.url));
writeFileSync(path, json);

for (const line of describeEvaluation(evaluation)) console.log(line);
console.log('held-out rounds at other thresholds (rules before the rounds + classifier):');
for (const threshold of [0.5, 0.6, 0.7, 0.75, 0.8, 0.85, 0.9, 0.95]) {
  const scores = evaluation.rounds.flatMap((r) => r.scores);
  const labels = scores.map((s) => s.label);
  const classifier = outcome(labels, scores.map((s) => s.score >= threshold));
  const combined = outcome(labels, scores.map((s) => s.rules || s.score >= threshold));
  const cv = evaluation.crossValidation.scores;
  const cvOutcome = outcome(cv.map((s) => s.label), cv.map((s) => s.score >= threshold));
  console.log(
    `  ${threshold.toFixed(2)}: classifier ${describeOutcome(classifier)} | rules+classifier ${describeOutcome(combined)} | ` +
      `cross-validated classifier ${describeOutcome(cvOutcome)}`,
  );
}
console.log(`wrote ${path} (${(json.length / 1024).toFixed(0)} KB) in ${((performance.now() - started) / 1000).toFixed(1)} s`);
