import { describe, expect, it } from 'vitest';
import { foldForSearch, matchRanges, recordHasWords, searchWords } from './diary-search-text.js';

describe('diary search text', () => {
  it('folds accents and case, and splits what was typed into words', () => {
    expect(foldForSearch('Canción ÑANDÚ')).toBe('cancion nandu');
    expect(searchWords('  Canción, ¿canción?  día-a-día ')).toEqual(['cancion', 'dia', 'a']);
    expect(searchWords('¿?')).toEqual([]);
  });

  it('marks the words in the original text, accents and all, merged where they touch', () => {
    const text = 'Escuché una CANCIÓN; otra canción.';
    expect(matchRanges(text, ['cancion']).map(([start, end]) => text.slice(start, end))).toEqual(['CANCIÓN', 'canción']);
    expect(matchRanges('mamá', ['ma'])).toEqual([[0, 4]]);
    // A text written with combining accents (o + ◌́) keeps the accent inside the mark.
    const decomposed = 'cancio\u0301n';
    expect(matchRanges(decomposed, ['cancion'])).toEqual([[0, decomposed.length]]);
    expect(matchRanges('sin nada', ['pajaro'])).toEqual([]);
  });

  it('finds a record by its text, its tags or its advice, all words somewhere', () => {
    const record = { description: 'Paseo por el río.', advice: 'Respira despacio.', tags: ['naturaleza', 'Guitarra'] };
    expect(recordHasWords(record, ['rio'])).toBe(true);
    expect(recordHasWords(record, ['rio', 'guitarra', 'respira'])).toBe(true);
    expect(recordHasWords(record, ['rio', 'playa'])).toBe(false);
    expect(recordHasWords({ ...record, advice: null }, ['respira'])).toBe(false);
  });
});
