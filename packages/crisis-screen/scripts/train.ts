/**
 * Retrains the learned layer from corpus/*.jsonl and writes model/weights.json; prints the
 * leave-one-round-out estimate the threshold was chosen on. Deterministic: the same corpus gives the
 * same file. Run after any change to the corpus, the rules or the features:
 *
 *   npm run train -w packages/crisis-screen
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { evaluateAndTrain, modelJson } from './evaluate.js';

const started = performance.now();
const { model, report } = evaluateAndTrain();
const path = fileURLToPath(new URL('../model/weights.json', import.meta.url));
writeFileSync(path, modelJson(model));
for (const line of report) console.log(line);
console.log(`wrote ${path} (${model.features.length} weights) in ${((performance.now() - started) / 1000).toFixed(1)} s`);
