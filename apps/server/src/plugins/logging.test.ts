import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggerOptions, maskUrl } from './logging.js';

describe('logging', () => {
  it('masks reset tokens in paths', () => {
    expect(maskUrl('/forgot-password/abcDEF_123')).toBe('/forgot-password/[oculto]');
    expect(maskUrl('/api/auth/reset-password/abcDEF_123?x=1')).toBe('/api/auth/reset-password/[oculto]?x=1');
    expect(maskUrl('/api/auth/reset-password')).toBe('/api/auth/reset-password');
  });

  it('never writes authorization headers, passwords, tokens or diary text', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const options = loggerOptions('info') as object;
    const app = Fastify({ logger: { ...options, stream } });
    app.post('/api/auth/reset-password/:token', async (request) => {
      request.log.info({ body: request.body, headers: request.headers }, 'handling');
      return { ok: true };
    });
    await app.inject({
      method: 'POST',
      url: '/api/auth/reset-password/secreto-del-enlace',
      headers: { authorization: 'Bearer token-secreto' },
      payload: { newPassword: 'clave-secreta', refreshToken: 'refresco-secreto', description: 'hoy lloré mucho' },
    });
    const output = lines.join('');
    expect(output).toContain('/api/auth/reset-password/[oculto]');
    for (const secret of ['secreto-del-enlace', 'token-secreto', 'clave-secreta', 'refresco-secreto', 'hoy lloré mucho']) {
      expect(output).not.toContain(secret);
    }
    await app.close();
  });
});
