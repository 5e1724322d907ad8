/**
 * How often each rule whose id contains the given text matches the corpus, crisis and ordinary
 * lines apart, printing every ordinary line it matches: a new rule should match none.
 *
 *   npm run rule-matches -w packages/crisis-screen -- r28
 */
import { readCorpus } from './corpus.js';
import { normalizeForSafety } from '../src/normalize.js';
import { ruleFiles } from '../src/rules.js';

const idPart = process.argv[2] ?? '';
const corpus = readCorpus().map((line) => ({ ...line, normalized: normalizeForSafety(line.text) }));
for (const rule of ruleFiles().flatMap((file) => file.rules.filter((r) => r.id.includes(idPart)))) {
  const pattern = new RegExp(rule.pattern);
  const unless = rule.unless ? new RegExp(`\\b(?:${rule.unless})\\b`) : null;
  const matched = corpus.filter((line) => pattern.test(line.normalized) && !unless?.test(line.normalized));
  for (const line of matched.filter((l) => l.label === 'ordinary')) console.log(`  ordinary: ${line.text.slice(0, 150)}`);
  console.log(`${rule.id}: ${matched.filter((l) => l.label === 'crisis').length} crisis, ${matched.filter((l) => l.label === 'ordinary').length} ordinary`);
}
