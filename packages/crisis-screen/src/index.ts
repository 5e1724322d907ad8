export { screen, isCrisis, warmUp, learnedReading, type Screening, type CrisisCategory } from './screen.js';
export type { Reply } from './policy.js';
export { normalizeForSafety } from './normalize.js';
export { RULE_CATEGORIES, type RuleCategory } from './rules.js';
