import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from '@sendero/shared';
import { createResponseSerializerCompiler } from './response-serializer.js';

const Answer = z.object({
  id: z.string(),
  // A field may be called like a JSON Schema keyword.
  default: z.boolean(),
  cover: z.object({ url: z.string() }).nullable(),
  count: z.number().int(),
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
    const body = { id: 'a', default: true, cover: { url: '/files/x.webp', path: '/srv/secret' }, count: 3, passwordHash: 'nunca' };
    for (const verify of [false, true]) {
      const response = await serve(verify, body);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ id: 'a', default: true, cover: { url: '/files/x.webp' }, count: 3 });
    }
  });

  it('fail a test where the compiled writer would coerce what zod refuses', async () => {
    const wrong = { id: 'a', default: true, cover: null, count: 2.5 };
    expect((await serve(true, wrong)).statusCode).toBe(500);
  });
});
