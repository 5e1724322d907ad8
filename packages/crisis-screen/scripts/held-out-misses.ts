/**
 * What one held-out batch misses and flags wrongly: trains on the corpus without that round (or on
 * the whole corpus, for a new file not in it) and prints every missed crisis line and every false
 * alarm with its learned score and the rule that matched. For reading a round after its first score
 * is committed, never before.
 *
 *   npm run held-out-misses -w packages/crisis-screen -- round 27
 *   npm run held-out-misses -w packages/crisis-screen -- file /path/to/round-NN.jsonl
 */
import { readCorpus, readJsonl } from './corpus.js';
import { heldOutReply, heldOutScore, train } from './training.js';
import { readData } from '../src/data.js';
import { learnedScorer, type Thresholds } from '../src/learned.js';
import { normalizeForSafety } from '../src/normalize.js';

const [mode, target] = process.argv.slice(2);
if ((mode !== 'round' && mode !== 'file') || !target) throw new Error('usage: held-out-misses round <N> | file <round.jsonl>');
const corpus = readCorpus();
const heldOut = mode === 'file' ? readJsonl(target) : corpus.filter((line) => line.round === Number(target));
const trainingLines = mode === 'file' ? corpus : corpus.filter((line) => line.round !== Number(target));
// The shipped thresholds, applied to a model trained without the batch.
const thresholds = readData<Thresholds>('model/weights.json');
const scorer = learnedScorer(train(trainingLines, thresholds), normalizeForSafety);

let caught = 0;
let falseAlarms = 0;
for (const line of heldOut) {
  const scored = heldOutScore(line, scorer);
  const { label, reading, ruleCategory } = scored;
  const reply = heldOutReply(scored, thresholds);
  const flagged = reply === 'crisis' || reply === 'loss_survivor';
  if (label === 1 && flagged) caught++;
  if (label === 0 && reply === 'crisis') falseAlarms++;
  if (label === 1 ? !flagged : reply === 'crisis')
    console.log(
      `${label === 1 ? 'MISS' : 'FALSE ALARM'} whole ${reading.whole.toFixed(3)} passage ${reading.passage.toFixed(3)} ${ruleCategory ?? '-'} [${line.category}] ${line.text}`,
    );
}
console.log(
  `caught ${caught}/${heldOut.filter((l) => l.label === 'crisis').length}, false alarms ${falseAlarms}/${heldOut.filter((l) => l.label === 'ordinary').length}`,
);
