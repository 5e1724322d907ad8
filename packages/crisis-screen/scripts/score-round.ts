/**
 * Scores a new blind round with the screen as it is, before the round joins the corpus, and keeps
 * the figures in reports/first-scores.json (the honest estimate: nobody tuned anything on it yet).
 *
 *   npm run score-round -w packages/crisis-screen -- /path/to/round-NN.jsonl
 *
 * A round already scored first can be scored again to check a change of the screen chosen without
 * it (`--check "what changed"`): the figures go to `changeChecks`, apart from the first scores.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { readJsonl } from './corpus.js';
import { isCrisis, screen } from '../src/screen.js';
import { createHash } from 'node:crypto';

const [file, flag, change] = process.argv.slice(2);
if (!file || (flag !== undefined && (flag !== '--check' || !change))) throw new Error('usage: score-round <round.jsonl> [--check "what changed"]');
const lines = readJsonl(file);
const screened = lines.map((line) => ({ ...line, screening: screen(line.text) }));
const positives = screened.filter((line) => line.label === 'crisis');
const negatives = screened.filter((line) => line.label === 'ordinary');
const weights = readFileSync(new URL('../model/weights.json', import.meta.url));
const result = {
  round: lines[0]?.round,
  file: file.split('/').pop(),
  scoredAt: new Date().toISOString(),
  screen: `crisis-screen, weights sha256 ${createHash('sha256').update(weights).digest('hex').slice(0, 12)}`,
  ...(change ? { change } : {}),
  positives: positives.length,
  caught: positives.filter((p) => isCrisis(p.screening)).length,
  caughtByRules: positives.filter((p) => isCrisis(p.screening) && p.screening?.layer === 'rules').length,
  negatives: negatives.length,
  falseAlarms: negatives.filter((n) => n.screening?.reply === 'crisis').length,
  survivorsReplies: negatives.filter((n) => n.screening?.reply === 'loss_survivor').length,
};
const reports = new URL('../reports/first-scores.json', import.meta.url);
const previous = JSON.parse(readFileSync(reports, 'utf8')) as { newScreen: unknown[]; changeChecks?: unknown[] };
if (change) previous.changeChecks = [...(previous.changeChecks ?? []), result];
else previous.newScreen.push(result);
writeFileSync(reports, `${JSON.stringify(previous, null, 2)}\n`);
console.log(JSON.stringify(result));
