import { afterEach, describe, expect, it, vi } from 'vitest';
import { countryName, countryOptions, guessCountry } from './countries';

function browserIn(timeZone: string, language: string) {
  const resolved = Intl.DateTimeFormat().resolvedOptions();
  vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({ ...resolved, timeZone });
  vi.spyOn(navigator, 'language', 'get').mockReturnValue(language);
}

afterEach(() => vi.restoreAllMocks());

describe('countries', () => {
  it('names countries in Spanish and sorts them the Spanish way', () => {
    expect(countryName('MX')).toBe('México');
    const names = countryOptions().map((option) => option.name);
    expect(names).toHaveLength(249);
    expect(names.indexOf('España')).toBeLessThan(names.indexOf('Estados Unidos'));
  });

  it('guesses from the time zone first, then the language region, then Spain', () => {
    browserIn('America/Lima', 'en-US');
    expect(guessCountry()).toBe('PE');
    browserIn('Etc/UTC', 'es-AR');
    expect(guessCountry()).toBe('AR');
    browserIn('Etc/UTC', 'es');
    expect(guessCountry()).toBe('ES');
  });
});
