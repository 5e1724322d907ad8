import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggerOptions, maskUrl, requestLoggerFactory } from './logging.js';

describe('logging', () => {
  it('masks reset tokens in paths', () => {
    expect(maskUrl('/forgot-password/abcDEF_123')).toBe('/forgot-password/[oculto]');
    expect(maskUrl('/api/auth/reset-password/abcDEF_123?limit=1')).toBe('/api/auth/reset-password/[oculto]?limit=1');
    expect(maskUrl('/api/auth/reset-password')).toBe('/api/auth/reset-password');
  });

  it('masks every token: stop links, percent-encoded spellings of the reset paths, and query values', () => {
    const cases: [string, string][] = [
      ['/api/reminders/unsubscribe/abcDEF_123', '/api/reminders/unsubscribe/[oculto]'],
      ['/reminders/stop/abcDEF_123', '/reminders/stop/[oculto]'],
      ['/api/auth/reset-password%2FabcDEF_123', '/api/auth/reset-password/[oculto]'],
      ['/api/auth/reset-password%252FabcDEF_123', '/api/auth/reset-password/[oculto]'],
      ['/api/auth/reset%2Dpassword/abcDEF_123', '/api/auth/reset-password/[oculto]'],
      ['/%61pi/auth/reset-password/abc%2FDEF_123', '/api/auth/reset-password/[oculto]'],
      ['/API/AUTH/RESET-PASSWORD/abcDEF_123', '/API/AUTH/RESET-PASSWORD/[oculto]'],
      ['/forgot-password/abc/DEF_123', '/forgot-password/[oculto]'],
      ['/api/diary?cursor=abc&limit=10', '/api/diary?cursor=abc&limit=10'],
      ['/api/x?token=abcDEF_123&year=2027', '/api/x?token=[oculto]&year=2027'],
      ['/api/x?t%6Fken=abcDEF_123', '/api/x?t%6Fken=[oculto]'],
      ['/api/bad%zz?access_token=abcDEF_123', '/api/bad%zz?access_token=[oculto]'],
    ];
    for (const [url, masked] of cases) expect(maskUrl(url), url).toBe(masked);
    for (const [url] of cases.slice(0, 8)) expect(maskUrl(url)).not.toContain('DEF_123');
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
    const app = Fastify({ logger: { ...options, stream }, childLoggerFactory: requestLoggerFactory });
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

  it("writes each request's lines with its id and level as before, and makes no child for a request that logs nothing", async () => {
    const lines: { level: number; reqId?: string; msg: string; entry?: unknown }[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()));
        done();
      },
    });
    const app = Fastify({ logger: { ...(loggerOptions('warn') as object), stream }, childLoggerFactory: requestLoggerFactory });
    // Counts the children pino makes of the server's logger (its children inherit this property).
    let children = 0;
    const makeChild = app.log.child;
    app.log.child = function (this: typeof app.log, ...args: Parameters<typeof makeChild>) {
      if (this === app.log) children += 1;
      return makeChild.apply(this, args);
    };
    app.get('/quiet', async (request) => {
      request.log.info('not at warn');
      request.log.debug('nor this');
      return { ok: request.log.level === 'warn' };
    });
    app.get('/loud', async (request) => {
      request.log.warn({ entry: { description: 'hoy lloré mucho' } }, 'something to see');
      request.log.child({ step: 'two' }).error('and this');
      return { ok: true };
    });
    expect((await app.inject({ url: '/quiet' })).json()).toEqual({ ok: true });
    expect(lines).toEqual([]);
    expect(children).toBe(0);
    await app.inject({ url: '/loud' });
    expect(lines.map((line) => [line.level, line.msg, typeof line.reqId])).toEqual([
      [40, 'something to see', 'string'],
      [50, 'and this', 'string'],
    ]);
    expect(lines[0]!.reqId).toBe(lines[1]!.reqId);
    expect(JSON.stringify(lines)).not.toContain('hoy lloré mucho');
    expect(children).toBe(1);
    await app.close();
  });
});
