/**
 * An answer whose JSON a service wrote itself, from parts it keeps between requests (a route's
 * fixed fields, an opened diary record): the response serializer sends the text as it is, and
 * with `verify` (every test) checks it against the route's zod schema like any other answer.
 */
export class PrewrittenJson<T> {
  /** The shape the text has: only for the type checker, nothing is stored. */
  declare readonly shape: T;
  constructor(readonly text: string) {}
}

/** `text`, written by a service, as an answer of shape `T`. */
export const prewritten = <T>(text: string) => new PrewrittenJson<T>(text);

/**
 * A pre-written answer as the handler's reply: the route's schema names `T`, and the serializer
 * (plugins/response-serializer.ts) sends the text, checked against that schema in every test. The
 * one cast, at the HTTP boundary: services return what their types say.
 */
export const asReply = <T>(answer: PrewrittenJson<T>): T => answer as unknown as T;

/** JSON of a string or null, for a value written between pre-written parts. */
export const jsonOrNull = (value: string | null): string => (value === null ? 'null' : JSON.stringify(value));
