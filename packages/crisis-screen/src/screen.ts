import { highestScore, learnedScorer, readsRisk, type LearnedModel, type LearnedReading } from './learned.js';
import { normalizeForSafety } from './normalize.js';
import { matchStandsAlone, replyFor, type Reply } from './policy.js';
import { matchRules, type RuleCategory } from './rules.js';
import { readData } from './data.js';

export type CrisisCategory = RuleCategory | 'learned';

/** What the screen found: never the text, so it can be counted and logged. */
export interface Screening {
  /** The gravest rule category that matched, or 'learned' when only the learned layer flagged. */
  category: CrisisCategory;
  layer: 'rules' | 'learned';
  /** The learned layer's probability of risk (0–1), whichever layer flagged. */
  score: number;
  reply: Reply;
}

const model = readData<LearnedModel>('model/weights.json');
const scorer = learnedScorer(model, normalizeForSafety);

/** The learned layer alone (for reports and tests): its reading of the text, and whether that reads risk. */
export function learnedReading(text: string): LearnedReading & { risk: boolean } {
  const reading = scorer.read(text);
  return { ...reading, risk: readsRisk(scorer.thresholds, reading) };
}

/**
 * Null when the text gets ordinary advice. Otherwise what flagged it and which reply it gets: rules
 * where they are exact, OR the learned layer; then the policy (policy.ts) decides whose crisis it is.
 */
export function screen(text: string): Screening | null {
  const normalized = normalizeForSafety(text);
  if (normalized === '') return null;
  const matched = matchRules(normalized);
  const reading = scorer.read(text, normalized);
  const score = highestScore(reading);
  const learnedSaysRisk = readsRisk(scorer.thresholds, reading);
  if (matched === null && !learnedSaysRisk) return null;
  const reply = replyFor(normalized, learnedSaysRisk);
  // A rule that is not exact gives the crisis reply only where the learned layer does not read the
  // text as clearly ordinary; the survivors' reply and the helper's note stand either way.
  const category = matched !== null && (matchStandsAlone(matched, normalized) || score >= model.veto || reply !== 'crisis') ? matched : null;
  if (category === null && !learnedSaysRisk) return null;
  return { category: category ?? 'learned', layer: category === null ? 'learned' : 'rules', score, reply };
}

/** Whether the text gets the crisis reply or the survivors' reply (not ordinary advice). */
export const isCrisis = (screening: Screening | null): boolean => screening !== null && screening.reply !== 'supporter';

/**
 * Compiles every pattern and indexes the weights now (about a second) rather than on the first
 * diary entry after a start, which would otherwise wait for it.
 */
export function warmUp(): void {
  screen('Hoy fue un día normal: trabajé, comí con mi madre y paseé un rato.');
}
