import { COUNTRY_CODES, countryFromTimeZone, DEFAULT_COUNTRY } from '@sendero/shared';

const regionNames = new Intl.DisplayNames(['es'], { type: 'region' });

/** The Spanish name of a country ("MX" → "México"). */
export const countryName = (code: string): string => regionNames.of(code) ?? code;

/** Every country, by its Spanish name in Spanish alphabetical order. */
export const countryOptions = (): { code: string; name: string }[] =>
  COUNTRY_CODES.map((code) => ({ code, name: countryName(code) })).sort((a, b) => a.name.localeCompare(b.name, 'es'));

/** A first guess for a new account: the browser's time zone, then its language's region, then Spain. */
export function guessCountry(): string {
  const fromZone = countryFromTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone);
  if (fromZone) return fromZone;
  const region = new Intl.Locale(navigator.language).maximize().region;
  return region && COUNTRY_CODES.includes(region) ? region : DEFAULT_COUNTRY;
}
