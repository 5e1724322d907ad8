// The server's messages in every Spanish (issue 28, decision 061), without zod: one source for the
// server's answers and the web app's own checks. Each message is written once per variant, side by
// side; the schemas and services keep using Spain's text (the spec's, word for word), and the
// answer is put into the person's Spanish on its way out (`inSpanish`).
import type { SpanishVariant } from './spanish.js';

/** A message with a value in the middle: a number, a wait, a name, never words that change with the variant. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- positional values of any type, as each message declares them
type Template = (...values: any[]) => string;

/** One message in each Spanish: Spain's (the base), neutral Latin American, Argentina's and Uruguay's voseo. */
export type Spoken<T extends string | Template = string | Template> = { readonly 'es-ES': T; readonly 'es-419': T; readonly 'es-AR': T };

/** A catalogue: one area's messages, each in the three variants. */
export type SpokenCatalogue = Readonly<Record<string, Spoken>>;

/** A message said the same way in every variant, on purpose (no tú or vos form, no word of one country). */
export const alike = <T extends string | Template>(text: T): Spoken<T> => ({ 'es-ES': text, 'es-419': text, 'es-AR': text });

/** Spain's text of every message of a catalogue: what the schemas, the services and the tests use. */
export const spainOf = <C extends SpokenCatalogue>(catalogue: C): { readonly [K in keyof C]: C[K]['es-ES'] } =>
  Object.fromEntries(Object.entries(catalogue).map(([key, spoken]) => [key, spoken['es-ES']])) as { [K in keyof C]: C[K]['es-ES'] };

// Values put into a template to find where each one lands in the sentence (private-use characters no message contains).
const marker = (index: number) => `\uE000${index}\uE001`;
const MARKER = /\uE000(\d+)\uE001/g;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

type Reading = { pattern: RegExp; order: number[]; spoken: Spoken<Template> };

/**
 * Puts Spain's text of a known message into another variant. A fixed message is found by its text;
 * a template's text is recognised with its values in place, and the variant's template is filled
 * with the same values. A text no catalogue holds (zod's own defaults) is left as it is.
 */
export function createSpokenIndex(catalogues: readonly SpokenCatalogue[]): (message: string, variant: SpanishVariant) => string {
  const fixed = new Map<string, Spoken<string>>();
  const templates: Reading[] = [];
  for (const catalogue of catalogues) {
    for (const spoken of Object.values(catalogue)) {
      if (typeof spoken['es-ES'] === 'string') {
        fixed.set(spoken['es-ES'], spoken as Spoken<string>);
        continue;
      }
      const template = spoken as Spoken<Template>;
      const markers = Array.from({ length: template['es-ES'].length }, (_, index) => marker(index));
      const spain = template['es-ES'](...markers);
      const order: number[] = [];
      const source = escapeRegExp(spain).replace(MARKER, (_, index: string) => {
        order.push(Number(index));
        return '(.+?)';
      });
      templates.push({ pattern: new RegExp(`^${source}$`, 's'), order, spoken: template });
    }
  }
  return (message, variant) => {
    if (variant === 'es-ES') return message;
    const known = fixed.get(message);
    if (known) return known[variant];
    for (const { pattern, order, spoken } of templates) {
      const found = pattern.exec(message);
      if (!found) continue;
      const values: string[] = [];
      order.forEach((index, group) => (values[index] = found[group + 1]!));
      return spoken[variant](...values);
    }
    return message;
  };
}
