import { newStemmer } from 'snowball-stemmers';

const spanish = newStemmer('spanish');

const CHAR_MIN = 3;
const CHAR_MAX = 5;
const LENGTH_BUCKETS = [1, 2, 3, 4, 6, 9, 13, 20, 40];
const lengthBucket = (words: number) => LENGTH_BUCKETS.findIndex((limit) => words <= limit) + 1 || LENGTH_BUCKETS.length + 1;

/** What a word gives every text it is in: its stem and its character grams, as feature ids. */
interface WordFeatures {
  stem: string;
  stemId: number;
  grams: Int32Array;
  /** The ids of "p:this next" and of "u:…" with a neighbour, by the neighbour's stem id. */
  pairs: Map<number, number>;
  unorderedPairs: Map<number, number>;
}
/** Most words of a diary recur: each is stemmed and cut into grams once (up to this many words). */
const MOST_WORDS_KEPT = 50_000;

/**
 * Features numbered: a model's own features first (id = their index in its weights), any other
 * feature numbered as it is first met. Ids let a long text be scored without building a string per
 * feature (a 2,000-character entry has about 12,000 of them across its windows).
 */
export class FeatureSpace {
  private readonly ids = new Map<string, number>();
  private readonly names: string[] = [];
  private readonly words = new Map<string, WordFeatures>();

  constructor(known: readonly string[] = []) {
    for (const name of known) this.id(name);
  }

  get size(): number {
    return this.names.length;
  }

  id(name: string): number {
    let id = this.ids.get(name);
    if (id === undefined) {
      id = this.names.push(name) - 1;
      this.ids.set(name, id);
    }
    return id;
  }

  name(id: number): string {
    return this.names[id] as string;
  }

  word(word: string): WordFeatures {
    let features = this.words.get(word);
    if (!features) {
      const stem = spanish.stem(word);
      const grams = Int32Array.from(charGrams(word), (gram) => this.id(gram));
      features = { stem, stemId: this.id(`s:${stem}`), grams, pairs: new Map(), unorderedPairs: new Map() };
      if (this.words.size < MOST_WORDS_KEPT) this.words.set(word, features);
    }
    return features;
  }

  /** "p:a b": stem a, then stem b. */
  pair(first: WordFeatures, second: WordFeatures): number {
    let id = first.pairs.get(second.stemId);
    if (id === undefined) {
      id = this.id(`p:${first.stem} ${second.stem}`);
      first.pairs.set(second.stemId, id);
    }
    return id;
  }

  /** "u:a b": the two stems in alphabetical order, whichever came first in the text. */
  unorderedPair(one: WordFeatures, other: WordFeatures): number {
    let id = one.unorderedPairs.get(other.stemId);
    if (id === undefined) {
      id = this.id(one.stem < other.stem ? `u:${one.stem} ${other.stem}` : `u:${other.stem} ${one.stem}`);
      one.unorderedPairs.set(other.stemId, id);
    }
    return id;
  }
}

/**
 * Calls `visit` with the feature ids of one text's words, in order and possibly repeated: its
 * length bucket, then per word its stem, the stem pair with the word before, the unordered pairs
 * with the two words before, and its character 3–5-grams inside the word (padded with `<` and `>`,
 * so beginnings and endings count). Characters keep a typo or an unseen inflection near the words
 * the corpus has; stems join a verb's forms ("faltara", "faltaría" and "faltar" meet as "falt");
 * pairs keep a little order ("no quiero" is not "quiero"). The text's length is a feature of its
 * own: a two-word entry gives the model little to go on, and this lets it learn how much evidence a
 * text of each length needs (no word gate does that).
 */
export function visitFeatures(words: readonly string[], space: FeatureSpace, visit: (id: number) => void): void {
  if (words.length === 0) return;
  visit(space.id(`n:${lengthBucket(words.length)}`));
  let previous: WordFeatures | null = null;
  let beforePrevious: WordFeatures | null = null;
  for (const word of words) {
    const current = space.word(word);
    visit(current.stemId);
    if (previous?.stem) visit(space.pair(previous, current));
    // The same two stems one word apart, in either order: "veneno tomé" meets "tomé el veneno"
    // (Andean verb-final order, decision 039).
    if (beforePrevious?.stem) visit(space.unorderedPair(beforePrevious, current));
    if (previous?.stem) visit(space.unorderedPair(previous, current));
    beforePrevious = previous;
    previous = current;
    for (const gram of current.grams) visit(gram);
  }
}

const wordsOf = (normalized: string) => normalized.split(' ').filter((w) => w !== '');

const namesSpace = new FeatureSpace();
/** The distinct features of one normalized text, by name (what the trainer counts and weighs). */
export function textFeatures(normalized: string): string[] {
  const ids = new Set<number>();
  visitFeatures(wordsOf(normalized), namesSpace, (id) => ids.add(id));
  return [...ids].map((id) => namesSpace.name(id));
}

/** The character 3–5-grams of one word. */
function charGrams(word: string): string[] {
  const list = [];
  const padded = `<${word}>`;
  for (let n = CHAR_MIN; n <= CHAR_MAX; n++) {
    for (let start = 0; start + n <= padded.length; start++) list.push(padded.slice(start, start + n));
  }
  return list;
}

/** Texts up to this many words are scored whole; longer ones by sentences too. */
const WHOLE_TEXT_WORDS = 60;

/**
 * The pieces of a text the learned layer scores, as lists of normalized words: the whole text first and,
 * past 60 words, every two neighbouring sentences too, so one risky passage buried in a long
 * ordinary entry is not diluted by the rest. Single sentences are not scored alone: out of context,
 * an ordinary sentence with a dark word read as risk too often (decision 032).
 */
export function textWindows(text: string, normalize: (text: string) => string, normalized = normalize(text)): string[][] {
  const whole = wordsOf(normalized);
  if (whole.length === 0) return [];
  if (normalized.split(' ').length <= WHOLE_TEXT_WORDS) return [whole];
  const sentences = text
    .split(/[.!?…;\n]+/)
    .map(normalize)
    .filter((s) => s !== '')
    .map(wordsOf);
  const windows = [whole];
  for (let i = 1; i < sentences.length; i++) windows.push([...(sentences[i - 1] as string[]), ...(sentences[i] as string[])]);
  return windows;
}
