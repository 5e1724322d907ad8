import { isDeepStrictEqual } from 'node:util';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import fastJsonStringify from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from '@sendero/shared';

type CompilerInput = Parameters<FastifySerializerCompiler<z.ZodType>>[0];

/**
 * Responses are written by a serializer compiled once per route from the route's zod response
 * schema (its JSON Schema, through fast-json-stringify), instead of checking every answer with
 * zod and then calling JSON.stringify: that was a tenth of the server's time on the list of
 * routes (bench/api.mjs with --cpu-prof). Like zod's, it writes only the fields the schema names,
 * so nothing a query happens to read can leak into an answer.
 *
 * A schema JSON Schema cannot say (a transform) keeps zod's serializer. With `verify` (the
 * tests), every answer is written both ways and must mean the same, so a schema the compiled
 * serializer would render differently fails a test rather than reaching a person.
 */
export function createResponseSerializerCompiler({ verify }: { verify: boolean }) {
  return (input: CompilerInput) => {
    const checked = zodSerializerCompiler(input);
    let compiled: (data: unknown) => string;
    try {
      const jsonSchema = z.toJSONSchema(input.schema, { io: 'output', target: 'draft-7', unrepresentable: 'throw', cycles: 'throw', reused: 'inline' });
      compiled = fastJsonStringify(jsonSchema as Parameters<typeof fastJsonStringify>[0]);
    } catch {
      return checked;
    }
    if (!verify) return compiled;
    return (data: unknown) => {
      const expected = checked(data);
      const actual = compiled(data);
      if (!isDeepStrictEqual(JSON.parse(actual), JSON.parse(expected))) {
        throw new Error(`compiled serializer of ${input.method} ${input.url} (${input.httpStatus}) wrote ${actual}, zod wrote ${expected}`);
      }
      return actual;
    };
  };
}
