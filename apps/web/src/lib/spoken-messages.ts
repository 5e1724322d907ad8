import { createSpokenIndex, type SpokenCatalogue } from '@sendero/shared';
import { currentSpanish } from './i18n';

/**
 * The shared messages a screen checks before sending (a schema's `safeParse`), said in the Spanish
 * the person reads now, the same words the server would answer with (decision 061). A screen names
 * only its own catalogues, so it does not carry every feature's messages in its chunk.
 */
export function sayIn(catalogues: readonly SpokenCatalogue[]): (message: string) => string {
  const index = createSpokenIndex(catalogues);
  return (message) => index(message, currentSpanish());
}
