// Matching words in a diary's own text, the same on the server (over sealed entries it opens for
// their owner) and on the device (over what it keeps offline). No zod here: the list screen uses it.

/**
 * A text as search compares it: lower case, without accents or other marks ("Canción" →
 * "cancion"), so a word typed without tildes finds the word written with them.
 */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

/** The most words a search looks for at once; more are a sentence, not a search. */
export const DIARY_SEARCH_MAX_WORDS = 8;

/** The folded words of what the person typed (letters and digits), each once, in order. */
export function searchWords(query: string): string[] {
  return [
    ...new Set(
      foldForSearch(query)
        .split(/[^\p{L}\p{N}]+/u)
        .filter(Boolean),
    ),
  ];
}

/**
 * Where the words occur in `text`, as [start, end) ranges of the original string, sorted and
 * merged: what the screen highlights. Folded one character at a time so every folded position
 * points back to the character it came from ("canción" is 7 characters before and after).
 */
export function matchRanges(text: string, words: readonly string[]): [number, number][] {
  if (words.length === 0 || text.length === 0) return [];
  let folded = '';
  const origin: number[] = [];
  let index = 0;
  for (const character of text) {
    const part = foldForSearch(character);
    for (let i = 0; i < part.length; i += 1) origin.push(index);
    folded += part;
    index += character.length;
  }
  origin.push(index);
  const ranges: [number, number][] = [];
  for (const word of words) {
    for (let at = folded.indexOf(word); at !== -1; at = folded.indexOf(word, at + 1)) {
      // The end is the start of the character after the match's last one (a surrogate pair stays whole).
      const lastOrigin = origin[at + word.length - 1]!;
      let after = at + word.length;
      while (origin[after]! <= lastOrigin) after += 1;
      ranges.push([origin[at]!, origin[after]!]);
    }
  }
  ranges.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const merged: [number, number][] = [];
  for (const range of ranges) {
    const last = merged[merged.length - 1];
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([range[0], range[1]]);
  }
  return merged;
}

/** A record's searchable parts; fixed tags are searched by their Spanish name, which is their key. */
export type SearchableRecord = { description: string; advice: string | null; tags: readonly string[] };

/**
 * Whether every word occurs somewhere in the record: the text, the advice or a tag. Parts are
 * folded lazily, in the order most searches end (the text first), so the advice is often not read.
 */
export function recordHasWords(record: SearchableRecord, words: readonly string[]): boolean {
  if (words.length === 0) return true;
  let missing = words.filter((word) => !foldForSearch(record.description).includes(word));
  if (missing.length === 0) return true;
  const tags = foldForSearch(record.tags.join('\n'));
  missing = missing.filter((word) => !tags.includes(word));
  if (missing.length === 0 || !record.advice) return missing.length === 0;
  const advice = foldForSearch(record.advice);
  return missing.every((word) => advice.includes(word));
}
