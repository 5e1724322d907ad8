import { readData } from './data.js';

interface NormalizationData {
  emojiWords: Record<string, string>;
  typos: Record<string, string>;
  doubleVowelWords: string[];
  leet: Record<string, string>;
  /** Catalan mixed into a Spanish entry, read as the Spanish it means (decision 064). */
  catalan: { words: Record<string, string>; phrases: Record<string, string> };
  /** Basque words and phrases mixed into a Spanish entry, the same way (round 30). */
  basque: { words: Record<string, string>; phrases: Record<string, string> };
  /** Words that end in "-ao" in Spanish; any other such word is a participle said without its d. */
  adoWords: string[];
}

const { emojiWords, typos, doubleVowelWords, leet, catalan, basque, adoWords } = readData<NormalizationData>('rules/normalization.json');
const ADO_WORDS = new Set(adoWords);
const DOUBLE_VOWEL_WORDS = new Set(doubleVowelWords);
const NEIGHBOUR_WORDS: Record<string, string> = { ...basque.words, ...catalan.words };
const NEIGHBOUR_PHRASES: Record<string, string> = { ...basque.phrases, ...catalan.phrases };
// Longest first, so "es va suicidar" is read before "es va".
const NEIGHBOUR_PHRASE = new RegExp(
  `\\b(?:${Object.keys(NEIGHBOUR_PHRASES)
    .sort((a, b) => b.length - a.length)
    .join('|')})\\b`,
  'g',
);
const ELIDED_PRONOUNS: Record<string, string> = { m: 'me ', t: 'te ', s: 'se ', l: 'el ', d: 'de ', n: '' };

/** Words recur: each is read once (up to this many kept). */
const MOST_WORDS_KEPT = 50_000;
const readWords = new Map<string, string>();
function normalizeWord(word: string): string {
  let read = readWords.get(word);
  if (read === undefined) {
    read = readWord(word);
    if (readWords.size < MOST_WORDS_KEPT) readWords.set(word, read);
  }
  return read;
}

function readWord(word: string): string {
  let w = word;
  if (/\d/.test(w) && /[a-z]/.test(w)) w = w.replace(/[013457]/g, (d) => leet[d] ?? d); // "su1c1d10"
  // A final doubled vowel is an elongation ("quieroo", "matarmee"), except in real words and in the
  // first-person preterite of -ear verbs ("golpeé"): "ee" only counts after a clitic-like m/t/s/l.
  if (/([aiou])\1$|[mtsl]ee$/.test(w) && !DOUBLE_VOWEL_WORDS.has(w)) w = w.slice(0, -1);
  const read = typos[w] ?? NEIGHBOUR_WORDS[w] ?? w;
  // "dejao", "pillao", "resbalao": the participle as spoken in much of Spain and the Caribbean (round 33).
  return read.length >= 5 && read.endsWith('ao') && !ADO_WORDS.has(read) ? `${read.slice(0, -1)}do` : read;
}

/**
 * The text every rule and feature reads: lowercase [a-z0-9] words separated by single spaces,
 * accents and punctuation gone, elongations squeezed, quick-typing spellings and means-emoji turned
 * into words, laughter read as "jaja", and a word repeated at once kept once ("💊💊💊", "muy muy").
 */
export function normalizeForSafety(text: string): string {
  const words = text
    .replace(/\p{Extended_Pictographic}/gu, (emoji) => ` ${emojiWords[emoji] ?? ''} `)
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    // Catalan pronouns written against their verb: "me'n vaig", "m'he tallat", "matar-me".
    .replace(/\b([mts]e)['’]n\b/g, '$1')
    .replace(/\b([mtsldn])['’](?=[a-z])/g, (_, letter: string) => ELIDED_PRONOUNS[letter] ?? '')
    .replace(/(?<=[a-z])-(me|te|se|nos|vos|la|les|lo|los|li|hi|ho|ne)\b/g, '$1')
    // Characters typed in place of a letter to dodge filters: "m@tarme", "su!cidio", "s*icidio".
    .replace(/(?<=[a-z])[@!$*](?=[a-z])/g, (c) => ({ '@': 'a', '!': 'i', $: 's' })[c] ?? '')
    .replace(/[^a-z0-9]+/g, ' ')
    .replace(/([a-z])\1{2,}/g, '$1')
    // "ja ja" is a laugh too; a single "ja" is Catalan's "ya" (catalan.words).
    .replace(/\b(?:ja|je|ji|js)(?: ?(?:ja|je|ji|js|j))+\b|\bx+d+\b|\blol\b/g, 'jaja')
    .trim()
    .split(' ')
    .map(normalizeWord)
    .join(' ')
    .split(' ');
  return words
    .filter((w, i) => w !== '' && w !== words[i - 1])
    .join(' ')
    .replace(NEIGHBOUR_PHRASE, (phrase) => NEIGHBOUR_PHRASES[phrase] ?? phrase);
}
