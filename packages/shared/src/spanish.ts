import { z } from './zod.js';

/**
 * The Spanish a person reads (issue 28): Spain's (tú, the spec's own text), neutral Latin American
 * (tú, "ustedes", no Spain-only words) and the voseo of Argentina and Uruguay ("¿Cómo te sentís hoy?").
 */
export const SPANISH_VARIANTS = ['es-ES', 'es-419', 'es-AR'] as const;
export const SpanishVariant = z.enum(SPANISH_VARIANTS, { error: 'La forma de hablar no es válida.' });
export type SpanishVariant = z.infer<typeof SpanishVariant>;

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
