import { describe, expect, it } from 'vitest';
import { SpanishVariant } from './spanish.js';
import { spanishVariantForCountry, spanishVariantOf } from './spanish-variants.js';

describe('the Spanish a person reads', () => {
  it('follows the country: Spain, voseo for Argentina and Uruguay, neutral elsewhere', () => {
    expect(spanishVariantForCountry('ES')).toBe('es-ES');
    expect(spanishVariantForCountry('AR')).toBe('es-AR');
    expect(spanishVariantForCountry('uy')).toBe('es-AR');
    expect(spanishVariantForCountry('MX')).toBe('es-419');
    expect(spanishVariantForCountry('US')).toBe('es-419');
  });

  it("keeps the person's own choice over the country", () => {
    expect(spanishVariantOf({ spanishVariant: 'es-ES', country: 'AR' })).toBe('es-ES');
    expect(spanishVariantOf({ spanishVariant: null, country: 'AR' })).toBe('es-AR');
  });

  it('refuses an unknown variant in Spanish', () => {
    expect(SpanishVariant.safeParse('es-MX').error?.issues[0]?.message).toBe('La forma de hablar no es válida.');
  });
});
