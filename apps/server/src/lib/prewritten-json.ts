/**
 * An answer whose JSON a service wrote itself, from parts it keeps between requests (a route's
 * fixed fields, an opened diary record): the response serializer sends the text as it is, and
 * with `verify` (every test) checks it against the route's zod schema like any other answer.
 */
export class PrewrittenJson {
  constructor(readonly text: string) {}
}

/**
 * `text` as the answer of type `T`. The one cast: the handler's type still names the schema's
 * output, and the serializer (plugins/response-serializer.ts) is what knows the difference.
 */
export const prewritten = <T>(text: string): T => new PrewrittenJson(text) as unknown as T;

/** JSON of a string or null, for a value written between pre-written parts. */
export const jsonOrNull = (value: string | null): string => (value === null ? 'null' : JSON.stringify(value));
