import { isDeepStrictEqual } from 'node:util';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import fastJsonStringify from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from '@sendero/shared';
import { PrewrittenJson } from '../lib/prewritten-json.js';

type CompilerInput = Parameters<FastifySerializerCompiler<z.ZodType>>[0];

/**
 * Responses are written by a serializer compiled once per route from the route's zod response
 * schema (its JSON Schema, through fast-json-stringify), instead of checking every answer with
 * zod and then calling JSON.stringify: that was a tenth of the server's time on the list of
 * routes (bench/api.mjs with --cpu-prof). Like zod's, it writes only the fields the schema names,
 * so nothing a query happens to read can leak into an answer.
 *
 * What it does not do is check: where zod answered 500 to a value of the wrong type, it coerces
 * (null to "" or 0, a fraction to an integer). So with `verify` (every test), each answer is
 * written both ways and must mean the same, and a presenter that breaks its schema fails a test
 * rather than reaching a person. A schema JSON Schema cannot say (a transform) keeps zod.
 * A `PrewrittenJson` answer (lib/prewritten-json.ts) goes out as it is, checked the same way.
 */
export function createResponseSerializerCompiler({ verify }: { verify: boolean }) {
  return (input: CompilerInput) => {
    const checked = zodSerializerCompiler(input);
    let compiled: (data: unknown) => string;
    try {
      const jsonSchema = z.toJSONSchema(input.schema, { io: 'output', target: 'draft-7', unrepresentable: 'throw', cycles: 'throw', reused: 'inline' });
      compiled = fastJsonStringify(forWriting(jsonSchema) as Parameters<typeof fastJsonStringify>[0]);
    } catch {
      compiled = checked;
    }
    if (!verify) return (data: unknown) => (data instanceof PrewrittenJson ? data.text : compiled(data));
    return (data: unknown) => {
      // Pre-written JSON must be what zod would write of the value it stands for: nothing more, nothing else.
      const value = data instanceof PrewrittenJson ? JSON.parse(data.text) : data;
      const expected = checked(value);
      const actual = data instanceof PrewrittenJson ? data.text : compiled(value);
      if (!isDeepStrictEqual(JSON.parse(actual), JSON.parse(expected))) {
        throw new Error(`compiled serializer of ${input.method} ${input.url} (${input.httpStatus}) wrote ${actual}, zod wrote ${expected}`);
      }
      return actual;
    };
  };
}

/**
 * The JSON Schema as a writer needs it. Without `default` (zod writes no default into an answer;
 * fast-json-stringify would) and without `additionalProperties: false` (fast-json-stringify
 * writes only the named fields anyway, but inside `anyOf` it would refuse an object with one more
 * field where zod drops it). A value or null (`anyOf: [X, {type: null}]`, zod's `.nullable()`)
 * becomes X marked `nullable`: written with one `=== null` check, where `anyOf` ran an Ajv
 * validation of X (with its formats) on every value to choose the branch, a twentieth of the
 * server's time on the list of routes.
 */
export function forWriting(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(forWriting);
  if (schema === null || typeof schema !== 'object') return schema;
  const written = Object.fromEntries(
    Object.entries(schema)
      .filter(([keyword, value]) => keyword !== 'default' && !(keyword === 'additionalProperties' && value === false))
      .map(([keyword, value]) => [keyword, NAMED_SCHEMAS.has(keyword) ? eachNamed(value) : forWriting(value)]),
  );
  return valueOrNull(written) ?? written;
}

type Schema = Record<string, unknown>;
const COMBINED = ['anyOf', 'oneOf', 'allOf', 'not', '$ref', 'nullable', 'if'];

/** `{anyOf: [X, {type: 'null'}]}` as `{...X, nullable: true}`, when X is one plain schema. */
function valueOrNull({ anyOf, ...rest }: Schema): Schema | null {
  if (!Array.isArray(anyOf) || anyOf.length !== 2) return null;
  const isNull = (branch: Schema) => branch.type === 'null' && Object.keys(branch).length === 1;
  const value = (anyOf as Schema[]).find((branch) => !isNull(branch));
  if (!value || !(anyOf as Schema[]).some(isNull) || typeof value.type !== 'string' || COMBINED.some((keyword) => keyword in value)) return null;
  return { ...rest, ...value, nullable: true };
}

/** Keywords whose value maps names (a field may be called "default") to schemas. */
const NAMED_SCHEMAS = new Set(['properties', 'patternProperties', 'definitions', '$defs']);
const eachNamed = (named: unknown) => Object.fromEntries(Object.entries(named as Record<string, unknown>).map(([name, schema]) => [name, forWriting(schema)]));
