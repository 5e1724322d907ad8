import { RegExpParser, type AST } from '@eslint-community/regexpp';

/**
 * The literal anchors of a rule: strings one of which every match of its pattern contains. A rule
 * whose anchors are all absent from a text cannot match it, so its expression is not run at all: an
 * ordinary 2,000-character entry holds the anchors of about 20 of 435 rules (decision 068).
 */

/** Sets larger than this are not expanded further: checking them would cost more than it saves. */
const MOST_STRINGS = 24;

/** What one piece of a pattern can match: all its strings when few (`exact`), or strings one of which every match contains (`needs`). */
interface Strings {
  exact: Set<string> | null;
  needs: Set<string> | null;
}
const UNKNOWN: Strings = { exact: null, needs: null };
const EMPTY = (): Strings => ({ exact: new Set(['']), needs: null });

function product(left: Set<string>, right: Set<string>): Set<string> {
  const out = new Set<string>();
  for (const a of left) for (const b of right) out.add(a + b);
  return out;
}

/** Drops a string that contains another of the set: finding the shorter one is enough. */
function minimal(strings: Set<string>): Set<string> {
  const sorted = [...strings].sort((a, b) => a.length - b.length);
  const kept: string[] = [];
  for (const s of sorted) if (!kept.some((k) => s.includes(k))) kept.push(s);
  return new Set(kept);
}

// About how often a literal of each length turns up in a long ordinary entry, to weigh the cost of
// checking a set (its size) against the cost of running the rule when one of its strings is there.
const CHANCE_BY_LENGTH = [1, 1, 0.9, 0.5, 0.2, 0.08, 0.04, 0.02];
function cost(strings: Set<string>): number {
  let chance = 0;
  for (const s of strings) {
    if (s === '') return Infinity;
    chance += CHANCE_BY_LENGTH[s.length] ?? 0.01;
  }
  return strings.size === 0 ? Infinity : strings.size * 0.05 + 10 * Math.min(1, chance);
}
const cheaper = (a: Set<string> | null, b: Set<string> | null): Set<string> | null => {
  if (b === null) return a;
  const minimized = minimal(b);
  return a === null || cost(minimized) < cost(a) ? minimized : a;
};
const needsOf = (strings: Strings): Set<string> | null => strings.needs ?? (strings.exact && !strings.exact.has('') ? strings.exact : null);

function alternatives(list: AST.Alternative[]): Strings {
  let exact: Set<string> | null = new Set();
  let needs: Set<string> | null = new Set();
  for (const alternative of list) {
    const strings = sequence(alternative.elements);
    if (exact && strings.exact) for (const s of strings.exact) exact.add(s);
    else exact = null;
    if (exact && exact.size > MOST_STRINGS) exact = null;
    const required = needsOf(strings);
    if (needs && required) for (const s of required) needs.add(s);
    else needs = null;
  }
  return { exact, needs };
}

/**
 * A sequence needs what any of its parts needs, or any run of neighbouring parts spelled out in
 * full ("(?:voy a )?tirar" spells "tirar" and "voy a tirar", so it needs "tirar"): the cheapest wins.
 */
function sequence(elements: AST.Element[]): Strings {
  let best: Set<string> | null = null;
  let whole: Set<string> | null = new Set(['']);
  let run = new Set(['']);
  const endRun = () => {
    if (!run.has('')) best = cheaper(best, run);
  };
  for (const element of elements) {
    const strings = piece(element);
    best = cheaper(best, strings.needs);
    whole = whole && strings.exact ? product(whole, strings.exact) : null;
    if (whole && whole.size > MOST_STRINGS) whole = null;
    if (!strings.exact) {
      endRun();
      run = new Set(['']);
      continue;
    }
    const longer = product(run, strings.exact);
    if (longer.size > MOST_STRINGS) {
      endRun();
      run = new Set(strings.exact);
    } else run = longer;
  }
  endRun();
  return { exact: whole, needs: best };
}

function piece(element: AST.Element): Strings {
  switch (element.type) {
    case 'Character':
      return { exact: new Set([String.fromCodePoint(element.value)]), needs: null };
    case 'CharacterClass': {
      const characters = (element.elements as AST.Node[]).filter((e): e is AST.Character => e.type === 'Character');
      if (element.negate || characters.length !== element.elements.length || characters.length > 6) return UNKNOWN;
      return { exact: new Set(characters.map((c) => String.fromCodePoint(c.value))), needs: null };
    }
    // \b, ^, $ and lookarounds consume nothing: what they test is left to the expression itself.
    case 'Assertion':
      return EMPTY();
    case 'Group':
    case 'CapturingGroup':
      return alternatives(element.alternatives);
    case 'Quantifier': {
      const inner = piece(element.element);
      if (element.min === 0) return { exact: element.max === 1 && inner.exact ? new Set(['', ...inner.exact]) : null, needs: null };
      return { exact: element.max === 1 ? inner.exact : null, needs: needsOf(inner) };
    }
    default:
      return UNKNOWN;
  }
}

const parser = new RegExpParser({ ecmaVersion: 2025 });

/** The anchors of a pattern (compiled without flags but `g`), or null when it has none to rely on. */
export function anchorsOf(pattern: string): string[] | null {
  const required = needsOf(alternatives(parser.parsePattern(pattern, 0, pattern.length, { unicode: false }).alternatives));
  return required && required.size > 0 ? [...required] : null;
}

/**
 * The normalized alphabet (normalize.ts: a–z, 0–9 and the space) numbered from 1; 0 for anything
 * else, which a normalized text never holds.
 */
function letterCode(c: number): number {
  if (c === 32) return 1;
  if (c >= 97 && c <= 122) return c - 95;
  if (c >= 48 && c <= 57) return c - 20;
  return 0;
}
const LETTERS = 38;
// One number per letter, pair or triple of letters, each kind in a range of its own: a text's set
// of them is quick to make and to ask.
const PAIRS = LETTERS;
const TRIPLES = PAIRS + LETTERS ** 2;
const pairCode = (a: number, b: number) => PAIRS + a * LETTERS + b;
const tripleCode = (a: number, b: number, c: number) => TRIPLES + (a * LETTERS + b) * LETTERS + c;

/** Every rule's anchors, numbered once, so that rules sharing one ("pastillas", "me voy a") look it up once per text. */
export class AnchorIndex {
  private readonly ids = new Map<string, number>();
  private readonly anchors: string[] = [];
  /** Per anchor, the letter triples (or its pair or letter when shorter) a text must hold for the anchor to be in it. */
  private readonly grams: Int32Array[] = [];
  /** Which grams the current text holds: those marked with its number (no clearing between texts). */
  private readonly gramsSeen = new Int32Array(TRIPLES + LETTERS ** 3);
  private textNumber = 0;

  /** The ids of a rule's anchors, or null when it has none (such a rule always runs). */
  register(anchors: string[] | null): Int32Array | null {
    if (anchors === null) return null;
    return Int32Array.from(anchors, (anchor) => {
      let id = this.ids.get(anchor);
      if (id === undefined) {
        id = this.anchors.push(anchor) - 1;
        this.ids.set(anchor, id);
        this.grams.push(gramsOf(anchor));
      }
      return id;
    });
  }

  /** A lookup for one text: whether a rule may match it, given its anchor ids. */
  in(text: string): (anchorIds: Int32Array | null) => boolean {
    const { anchors, grams, gramsSeen } = this;
    const mark = ++this.textNumber;
    for (let i = 0; i < text.length; i++) {
      const c = letterCode(text.charCodeAt(i));
      gramsSeen[c] = mark;
      if (i < 1) continue;
      const b = letterCode(text.charCodeAt(i - 1));
      gramsSeen[pairCode(b, c)] = mark;
      if (i >= 2) gramsSeen[tripleCode(letterCode(text.charCodeAt(i - 2)), b, c)] = mark;
    }
    const found = new Uint8Array(anchors.length); // 0 not looked up yet, 1 in the text, 2 not
    const mayHold = (id: number) => {
      for (const gram of grams[id] as Int32Array) if (gramsSeen[gram] !== mark) return false;
      return true;
    };
    return (anchorIds) => {
      if (anchorIds === null) return true;
      for (const id of anchorIds) {
        if (found[id] === 0) found[id] = mayHold(id) && text.includes(anchors[id] as string) ? 1 : 2;
        if (found[id] === 1) return true;
      }
      return false;
    };
  }
}

/** The grams a text holding this anchor holds; none for an anchor with a letter outside the alphabet (then only `includes` decides). */
function gramsOf(anchor: string): Int32Array {
  const codes = [...anchor].map((letter) => letterCode(letter.charCodeAt(0)));
  if (codes.includes(0) || codes.length === 0) return new Int32Array(0);
  const [first = 0, second = 0] = codes;
  if (codes.length === 1) return Int32Array.of(first);
  if (codes.length === 2) return Int32Array.of(pairCode(first, second));
  const triples: number[] = [];
  for (let i = 2; i < codes.length; i++) triples.push(tripleCode(codes[i - 2] ?? 0, codes[i - 1] ?? 0, codes[i] ?? 0));
  return Int32Array.from(triples);
}
