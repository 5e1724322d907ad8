import { createI18n, type Translations } from '@nanostores/i18n';
import { SPANISH_VARIANTS, type SpanishVariant } from '@sendero/shared';
import { atom, type ReadableAtom } from 'nanostores';
import { useCallback, useSyncExternalStore } from 'react';

/**
 * The Spanish the screens speak (issue 28, decision 045): Spain's (the spec's own text, the base),
 * neutral Latin American, or Argentina's and Uruguay's voseo. Set from the profile (src/api/profile.ts);
 * every screen that reads its texts through `useMessages` changes with it, without a reload.
 */
const spanish = atom<SpanishVariant>('es-ES');

export const currentSpanish = (): SpanishVariant => spanish.get();

export function setSpanish(variant: SpanishVariant): void {
  if (spanish.get() === variant) return;
  spanish.set(variant);
  // Screen readers pronounce with the page's language.
  if (typeof document !== 'undefined') document.documentElement.lang = variant;
}

// Every variant's texts are in the bundle with their screen (`defineMessages`), so nothing is
// ever fetched: `get` is never asked for a text it does not already hold.
const i18n = createI18n(spanish, {
  baseLocale: 'es-ES',
  cache: { 'es-419': {}, 'es-AR': {} } as Record<SpanishVariant, Record<string, Translations>>,
  get: async () => ({}),
});

/** One area's texts, in every variant: the same keys in each (TypeScript and messages.test.ts check it). */
export type Catalogue<M extends Translations> = { 'es-ES': M } & Record<Exclude<SpanishVariant, 'es-ES'>, { [K in keyof M]: M[K] }>;

/** Every catalogue defined so far, by area (messages.test.ts reads them). */
export const catalogues = new Map<string, Catalogue<Translations>>();

/**
 * The texts of one area of the app (a screen, a sheet). Defined once, at the top of the module of
 * the screen that shows them, so each variant travels in that screen's own chunk.
 */
export function defineMessages<M extends Translations>(area: string, catalogue: Catalogue<M>): ReadableAtom<M> {
  catalogues.set(area, catalogue as unknown as Catalogue<Translations>);
  for (const variant of SPANISH_VARIANTS) {
    if (variant === 'es-ES') continue;
    // The library keeps a variant's texts as plain input: a `params()` text gives its template.
    const texts: Record<string, unknown> = {};
    for (const [key, text] of Object.entries(catalogue[variant])) texts[key] = (text as { input?: unknown }).input ?? text;
    (i18n.cache as Record<string, Record<string, unknown>>)[variant]![area] = texts;
  }
  return i18n(area, catalogue['es-ES']);
}

/** The texts of an area in the Spanish the person reads now. */
export function useMessages<M extends Translations>(messages: ReadableAtom<M>): M {
  const subscribe = useCallback((changed: () => void) => messages.listen(changed), [messages]);
  return useSyncExternalStore(subscribe, messages.get, messages.get);
}
