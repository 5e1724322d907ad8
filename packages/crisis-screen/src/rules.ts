import { AnchorIndex, anchorsOf } from './anchors.js';
import { readData } from './data.js';

/** The C-SSRS categories the rules name, from the most to the least severe (rules/*.json). */
export const RULE_CATEGORIES = [
  'attempt',
  'plan_preparation',
  'intent',
  'method',
  'active_thoughts',
  'passive_wish',
  'self_harm',
  'hopelessness_burden',
  'third_person',
] as const;
export type RuleCategory = (typeof RULE_CATEGORIES)[number] | 'explicit_mention';

/** One rule as a reviewer reads it in rules/<category>.json. */
export interface RuleData {
  id: string;
  note?: string;
  example: string | null;
  /** A regular expression over the normalized text (normalize.ts). */
  pattern: string;
  /** Everyday context that cancels the match when found within `window` words of it. */
  unless?: string;
  window?: number;
  /**
   * In a category that is not exact, a rule whose match flags whatever the learned layer says: a
   * veiled phrase a reader cannot take two ways ("que me desenchufen ya"), which the learned layer,
   * having seen few like it, scores low.
   */
  standsAlone?: boolean;
}
export interface CategoryFile {
  category: string;
  description: string;
  /**
   * Exact categories (an attempt, an intent, a method, explicit thoughts, self-harm) always flag.
   * A match of any other category stands only when the learned layer does not read the text as
   * clearly ordinary (its score at least the model's `veto`): those rules also catch jokes,
   * fiction and other people's stories.
   */
  exact: boolean;
  rules: RuleData[];
}
interface ExplicitFile {
  exact: boolean;
  mention: string;
  safeFrame: string;
  safeFrameWindow: number;
  distress: string;
}

interface Rule {
  re: RegExp;
  /** Strings one of which every match contains (anchors.ts): without them the rule is not run. */
  anchorIds: Int32Array | null;
  unless?: RegExp;
  window: number;
}

const ANCHORS = new AnchorIndex();
const compile = (data: RuleData): Rule => ({
  re: new RegExp(data.pattern, 'g'),
  anchorIds: ANCHORS.register(anchorsOf(data.pattern)),
  ...(data.unless ? { unless: new RegExp(`\\b(?:${data.unless})\\b`) } : {}),
  window: data.window ?? 8,
});

export const ruleFiles = (): CategoryFile[] => RULE_CATEGORIES.map((c) => readData<CategoryFile>(`rules/${c}.json`));

/** Each category's rules compiled once, from the gravest category to the least. */
const files = ruleFiles();
const SCREENS = files.map(({ rules }, i) => ({ category: RULE_CATEGORIES[i] as RuleCategory, rules: rules.map(compile) }));

/** The rules marked `standsAlone` in categories that are not exact. */
const STANDING_ALONE = files.flatMap((file) => (file.exact ? [] : file.rules.filter((rule) => rule.standsAlone).map(compile)));

const explicit = readData<ExplicitFile>('rules/explicit_mention.json');
const EXACT = new Set<RuleCategory>([
  ...files.filter((file) => file.exact).map((file) => file.category as RuleCategory),
  ...(explicit.exact ? (['explicit_mention'] as const) : []),
]);
interface OverridesFile {
  patterns: string[];
  laughter: { laugh: string; serious: string; softens: RuleCategory[] };
}
const overrides = readData<OverridesFile>('rules/overrides.json');
const OVERRIDES = overrides.patterns.map((p) => new RegExp(p));
const LAUGH = new RegExp(overrides.laughter.laugh);
const SERIOUS = new RegExp(overrides.laughter.serious);
const SOFTENED_BY_LAUGHTER = new Set(overrides.laughter.softens);

/** A laugh with nothing saying it is serious ("jaja", but not "no es broma"). */
const laughedOff = (normalized: string): boolean => LAUGH.test(normalized) && !SERIOUS.test(normalized);

/**
 * Whether a match of this category flags whatever the learned layer says, in this normalized text.
 * A laugh makes what one says one would do (thoughts, intent, a method) defer to the learned layer
 * like the other categories: jokes about the boss and a ceiling fan recur in every round, while a
 * laughed-off attempt stays exact (rules/overrides.json, `laughter`).
 */
export const isExact = (category: RuleCategory, normalized: string): boolean =>
  EXACT.has(category) && !(SOFTENED_BY_LAUGHTER.has(category) && laughedOff(normalized));
const MENTION = new RegExp(explicit.mention, 'g');
const SAFE_FRAME = new RegExp(explicit.safeFrame);
const DISTRESS = new RegExp(explicit.distress);

/** The match with `words` words on each side. */
function contextOf(s: string, start: number, end: number, words: number): string {
  let from = start;
  for (let i = 0; i < words && from > 0; i++) from = s.lastIndexOf(' ', from - 2) + 1;
  let to = end;
  for (let i = 0; i < words && to < s.length; i++) {
    const space = s.indexOf(' ', to + 1);
    to = space < 0 ? s.length : space;
  }
  return s.slice(from, to);
}

/** One normalized text as the rules read it: which anchors it holds, and whether an override applies (both found once, when first needed). */
interface Reading {
  text: string;
  mayMatch: (anchorIds: Int32Array | null) => boolean;
  overridden: () => boolean;
}
function reading(text: string, everyRule = false): Reading {
  let overridden: boolean | undefined;
  return {
    text,
    mayMatch: everyRule ? () => true : ANCHORS.in(text),
    overridden: () => (overridden ??= OVERRIDES.some((re) => re.test(text))),
  };
}

/** Whether the rule matches somewhere its everyday context does not cancel (or is overridden). */
function matchesInContext(rule: Rule, { text: s, mayMatch, overridden }: Reading): boolean {
  if (!mayMatch(rule.anchorIds)) return false;
  // exec on the rule's own expression, not matchAll: matchAll copies the expression on every call,
  // and that copy was a third of a long entry's screening (214 guarded rules).
  const { re } = rule;
  re.lastIndex = 0;
  for (let m = re.exec(s); m !== null; m = re.exec(s)) {
    if (!rule.unless || overridden() || !rule.unless.test(contextOf(s, m.index, m.index + m[0].length, rule.window))) return true;
    if (m[0] === '') re.lastIndex++;
  }
  return false;
}

/** True when every mention sits near a safe frame (a book, a class, a course) and nobody is in distress. */
function isSafelyFramed(s: string, mentions: RegExpMatchArray[]): boolean {
  if (hasDistress(s)) return false;
  return mentions.every((m) => {
    const index = m.index ?? 0;
    const preceding = s
      .slice(0, index)
      .split(' ')
      .slice(-explicit.safeFrameWindow - 1)
      .join(' ');
    const following = s
      .slice(index)
      .split(' ')
      .slice(0, explicit.safeFrameWindow + 1)
      .join(' ');
    return SAFE_FRAME.test(`${preceding} ${following}`);
  });
}

/**
 * Whether a rule marked `standsAlone` matches this normalized text; a laugh softens it as it softens
 * the exact categories (`isExact`).
 */
export function matchesRuleStandingAlone(normalized: string): boolean {
  if (laughedOff(normalized)) return false;
  const text = reading(normalized);
  return STANDING_ALONE.some((rule) => matchesInContext(rule, text));
}

/** First-person distress: identifying with a mention, "yo también", feeling awful, crying. */
export const hasDistress = (normalized: string): boolean => DISTRESS.test(normalized);

/**
 * Null, or the gravest category whose rules match the normalized text. `everyRule` runs each rule
 * whatever its anchors, as the tests do to show the anchors never skip a rule that matches.
 */
export function matchRules(normalized: string, everyRule = false): RuleCategory | null {
  if (!normalized) return null;
  const text = reading(normalized, everyRule);
  for (const { category, rules } of SCREENS) if (rules.some((rule) => matchesInContext(rule, text))) return category;
  const mentions = [...normalized.matchAll(MENTION)];
  if (mentions.length === 0 || isSafelyFramed(normalized, mentions)) return null;
  return 'explicit_mention';
}
