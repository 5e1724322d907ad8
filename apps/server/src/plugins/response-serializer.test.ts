import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from '@sendero/shared';
import { prewritten } from '../lib/prewritten-json.js';
import { createResponseSerializerCompiler, forWriting } from './response-serializer.js';

const Answer = z.object({
  id: z.string(),
  // A field may be called like a JSON Schema keyword.
  default: z.boolean(),
  cover: z.object({ url: z.string() }).nullable(),
  count: z.number().int(),
  lastInteraction: z.iso.datetime().nullable(),
  progressId: z.uuid().nullable(),
});

async function serve(verify: boolean, body: unknown) {
  const app = Fastify();
  app.setSerializerCompiler(createResponseSerializerCompiler({ verify }));
  app.get('/', { schema: { response: { 200: Answer } } }, async () => body);
  const response = await app.inject({ method: 'GET', url: '/' });
  await app.close();
  return response;
}

describe('compiled response serializers', () => {
  it('write what zod writes: only the named fields, even inside a nullable object', async () => {
    const started = { lastInteraction: '2026-11-24T09:30:00.000Z', progressId: '0b6c5e6e-3f5a-4c1e-9d43-2f1d8a7c9b10' };
    const body = { id: 'a', default: true, cover: { url: '/files/x.webp', path: '/srv/secret' }, count: 3, passwordHash: 'nunca', ...started };
    for (const verify of [false, true]) {
      const response = await serve(verify, body);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ id: 'a', default: true, cover: { url: '/files/x.webp' }, count: 3, ...started });
    }
  });

  it('write null where a value may be null', async () => {
    const body = { id: 'a', default: false, cover: null, count: 0, lastInteraction: null, progressId: null };
    for (const verify of [false, true]) expect((await serve(verify, body)).json()).toEqual(body);
  });

  it('mark a value-or-null nullable instead of choosing an anyOf branch on every value', () => {
    const schema = z.toJSONSchema(z.object({ at: z.iso.datetime().nullable(), either: z.union([z.string(), z.object({ n: z.number() })]).nullable() }), {
      target: 'draft-7',
    });
    const { properties } = forWriting(schema) as { properties: Record<string, Record<string, unknown>> };
    expect(properties.at).toMatchObject({ type: 'string', format: 'date-time', nullable: true });
    expect(properties.at).not.toHaveProperty('anyOf');
    // Anything else stays a choice.
    expect(properties.either).toHaveProperty('anyOf');
  });

  it('fail a test where the compiled writer would coerce what zod refuses', async () => {
    const wrong = { id: 'a', default: true, cover: null, count: 2.5 };
    expect((await serve(true, wrong)).statusCode).toBe(500);
  });

  it('send pre-written JSON as it is, and fail a test where it says more or other than the schema', async () => {
    const text = '{"id":"a","default":true,"cover":null,"count":3,"lastInteraction":null,"progressId":null}';
    for (const verify of [false, true]) {
      const response = await serve(verify, prewritten(text));
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(text);
    }
    expect((await serve(true, prewritten(text.replace('}', ',"passwordHash":"nunca"}')))).statusCode).toBe(500);
    expect((await serve(true, prewritten(text.replace('"count":3', '"count":"3"')))).statusCode).toBe(500);
  });
});
