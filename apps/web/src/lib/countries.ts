import { COUNTRY_CODES, countryFromTimeZone, CRISIS_LINE_COUNTRIES, DEFAULT_COUNTRY } from '@sendero/shared';

const regionNames = new Intl.DisplayNames(['es'], { type: 'region' });

/** The Spanish name of a country ("MX" → "México"). */
export const countryName = (code: string): string => regionNames.of(code) ?? code;

type CountryOption = { code: string; name: string };

/** Countries by their Spanish names, in Spanish alphabetical order. */
const byName = (codes: readonly string[]): CountryOption[] =>
  codes.map((code) => ({ code, name: countryName(code) })).sort((a, b) => a.name.localeCompare(b.name, 'es'));

/**
 * The picker's groups: the countries whose lines we checked (the Spanish-speaking world, the US
 * and Andorra) first, so nobody scrolls past 249 names to find theirs; then every other country.
 */
export const countryGroups = (): { label: string; options: CountryOption[] }[] => [
  { label: 'Países de habla hispana', options: byName(CRISIS_LINE_COUNTRIES) },
  { label: 'Otros países', options: byName(COUNTRY_CODES.filter((code) => !CRISIS_LINE_COUNTRIES.includes(code))) },
];

/** A first guess for a new account: the browser's time zone, then its language's region, then Spain. */
export function guessCountry(): string {
  const fromZone = countryFromTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone);
  if (fromZone) return fromZone;
  const region = new Intl.Locale(navigator.language).maximize().region;
  return region && COUNTRY_CODES.includes(region) ? region : DEFAULT_COUNTRY;
}
