/**
 * Why the screen answers what it does for one text: the normalized text, every rule that matches
 * (and whether its everyday exception cancels it), the learned score against the threshold.
 *
 *   npm run why -w packages/crisis-screen -- "me compré una soga nueva"
 */
import { normalizeForSafety } from '../src/normalize.js';
import { ruleFiles } from '../src/rules.js';
import { learnedReading, screen } from '../src/screen.js';

for (const text of process.argv.slice(2)) {
  const normalized = normalizeForSafety(text);
  console.log(`\n${text}\n  normalized: ${normalized}`);
  for (const rule of ruleFiles().flatMap((file) => file.rules)) {
    const match = new RegExp(rule.pattern).exec(normalized);
    if (!match) continue;
    const unless = rule.unless ? new RegExp(`\\b(?:${rule.unless})\\b`).exec(normalized) : null;
    console.log(`  ${rule.id}: "${match[0]}"${unless ? ` (exception "${unless[0]}" somewhere in the text)` : ''}`);
  }
  const { words, whole, passage, risk } = learnedReading(text);
  console.log(`  learned: ${words} words, whole ${whole.toFixed(3)}, passages ${passage.toFixed(3)}, risk ${risk} → ${JSON.stringify(screen(text))}`);
}
