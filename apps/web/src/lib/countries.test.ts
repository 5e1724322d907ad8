import { afterEach, describe, expect, it, vi } from 'vitest';
import { countryGroups, countryName, guessCountry } from './countries';

function browserIn(timeZone: string, language: string) {
  const resolved = Intl.DateTimeFormat().resolvedOptions();
  vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({ ...resolved, timeZone });
  vi.spyOn(navigator, 'language', 'get').mockReturnValue(language);
}

afterEach(() => vi.restoreAllMocks());

describe('countries', () => {
  it('names countries in Spanish and sorts them the Spanish way, every Spanish-speaking country first', () => {
    expect(countryName('MX')).toBe('México');
    const [spanishSpeaking, others] = countryGroups();
    expect(spanishSpeaking!.label).toBe('Países de habla hispana');
    expect(spanishSpeaking!.options.map((option) => option.name)).toEqual([
      'Andorra',
      'Argentina',
      'Bolivia',
      'Chile',
      'Colombia',
      'Costa Rica',
      'Cuba',
      'Ecuador',
      'El Salvador',
      'España',
      'Estados Unidos',
      'Guatemala',
      'Guinea Ecuatorial',
      'Honduras',
      'México',
      'Nicaragua',
      'Panamá',
      'Paraguay',
      'Perú',
      'Puerto Rico',
      'República Dominicana',
      'Uruguay',
      'Venezuela',
    ]);
    expect(others!.label).toBe('Otros países');
    const names = others!.options.map((option) => option.name);
    expect(spanishSpeaking!.options.length + names.length).toBe(249);
    expect(names).toContain('Francia');
    expect(names).not.toContain('España');
    expect(names).toEqual(names.toSorted((a, b) => a.localeCompare(b, 'es')));
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
