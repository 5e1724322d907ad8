import { describe, expect, it } from 'vitest';
import { accountMessages, spanishWholeNumber } from './index.js';

describe('Spanish whole numbers in account messages', () => {
  it('writes numbers as the runtime writes them for es-ES, without its locale data', () => {
    for (const value of [0, 7, 999, 5000, 9999, 10_000, 12_345, 100_000, 1_000_000, 123_456_789]) {
      expect(spanishWholeNumber(value)).toBe(value.toLocaleString('es-ES'));
    }
    expect(accountMessages.importTooManyRecords).toBe('Se pueden importar como máximo 100.000 entradas de una vez.');
  });
});
