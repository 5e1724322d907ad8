// The Spanish variants and how a person's is chosen, as plain data without zod: the web app's
// first page reads them, and zod stays out of that download. The schema is in spanish.ts.
import type { SpanishVariant } from './spanish.js';

/**
 * The Spanish a person reads (issue 28, decision 045): Spain's (tú, the spec's own text), neutral
 * Latin American (tú, "ustedes", no Spain-only words) and the voseo of Argentina and Uruguay
 * ("¿Cómo te sentís hoy?").
 */
export const SPANISH_VARIANTS = ['es-ES', 'es-419', 'es-AR'] as const;

/** What a person who has not chosen reads, from the country of their profile. */
export function spanishVariantForCountry(country: string): SpanishVariant {
  const code = country.toUpperCase();
  if (code === 'ES') return 'es-ES';
  if (code === 'AR' || code === 'UY') return 'es-AR';
  return 'es-419';
}

/** The person's own choice wins; null follows the country. */
export const spanishVariantOf = (person: { spanishVariant: SpanishVariant | null; country: string }): SpanishVariant =>
  person.spanishVariant ?? spanishVariantForCountry(person.country);
