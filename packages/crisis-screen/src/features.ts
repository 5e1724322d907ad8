import { newStemmer } from 'snowball-stemmers';

const spanish = newStemmer('spanish');
const stems = new Map<string, string>();
/** Snowball's Spanish stem, kept per word: "faltara", "faltaría" and "faltar" meet as "falt". */
function stem(word: string): string {
  let s = stems.get(word);
  if (s === undefined) {
    s = spanish.stem(word);
    if (stems.size < 50_000) stems.set(word, s);
  }
  return s;
}

const CHAR_MIN = 3;
const CHAR_MAX = 5;

/**
 * The distinct features of one normalized text: its length bucket, character 3–5-grams inside each word (padded with
 * `<` and `>`, so beginnings and endings count), stemmed words, and stemmed word pairs. Characters
 * keep a typo or an unseen inflection near the words the corpus has; stems join a verb's forms;
 * pairs keep a little order ("no quiero" is not "quiero").
 */
export function textFeatures(normalized: string): string[] {
  const words = normalized.split(' ').filter((w) => w !== '');
  // The text's length as a feature of its own: a two-word entry gives the model little to go on,
  // and this lets it learn how much evidence a text of each length needs (no word gate does that).
  const features = new Set<string>(words.length > 0 ? [`n:${lengthBucket(words.length)}`] : []);
  let previous = '';
  let beforePrevious = '';
  for (const word of words) {
    const s = stem(word);
    features.add(`s:${s}`);
    if (previous) features.add(`p:${previous} ${s}`);
    // The same two stems one word apart, in either order: "veneno tomé" meets "tomé el veneno"
    // (Andean verb-final order, decision 039).
    if (beforePrevious) features.add(beforePrevious < s ? `u:${beforePrevious} ${s}` : `u:${s} ${beforePrevious}`);
    if (previous) features.add(previous < s ? `u:${previous} ${s}` : `u:${s} ${previous}`);
    beforePrevious = previous;
    previous = s;
    for (const gram of charGrams(word)) features.add(gram);
  }
  return [...features];
}

const LENGTH_BUCKETS = [1, 2, 3, 4, 6, 9, 13, 20, 40];
const lengthBucket = (words: number) => LENGTH_BUCKETS.findIndex((limit) => words <= limit) + 1 || LENGTH_BUCKETS.length + 1;

const grams = new Map<string, string[]>();
/** The character 3–5-grams of one word, kept per word: most words of a diary recur. */
function charGrams(word: string): string[] {
  let list = grams.get(word);
  if (!list) {
    list = [];
    const padded = `<${word}>`;
    for (let n = CHAR_MIN; n <= CHAR_MAX; n++) {
      for (let start = 0; start + n <= padded.length; start++) list.push(padded.slice(start, start + n));
    }
    if (grams.size < 50_000) grams.set(word, list);
  }
  return list;
}

/** Texts up to this many words are scored whole; longer ones by sentences too. */
const WHOLE_TEXT_WORDS = 60;

/**
 * The pieces of a text the learned layer scores, each normalized: the whole text and, past 60 words,
 * every two neighbouring sentences too, so one risky passage buried in a long ordinary entry is not
 * diluted by the rest. Single sentences are not scored alone: out of context, an ordinary sentence
 * with a dark word read as risk too often (decision 032).
 */
export function textWindows(text: string, normalize: (text: string) => string, normalized = normalize(text)): string[] {
  const whole = normalized;
  if (whole === '') return [];
  if (whole.split(' ').length <= WHOLE_TEXT_WORDS) return [whole];
  const sentences = text
    .split(/[.!?…;\n]+/)
    .map(normalize)
    .filter((s) => s !== '');
  const windows = new Set<string>([whole]);
  for (let i = 1; i < sentences.length; i++) windows.add(`${sentences[i - 1]} ${sentences[i]}`);
  return [...windows];
}
