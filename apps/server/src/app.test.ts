import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/test-app.js';

let t: TestApp;
let webDist: string;
let uploadsDir: string;

beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'sendero-web-'));
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><html lang="es"><title>Sendero</title></html>');
  fs.writeFileSync(
    path.join(webDist, 'welcome.html'),
    '<!doctype html><html lang="es"><title>Sendero</title><script src="/assets/welcome.js"></script></html>',
  );
  fs.writeFileSync(path.join(webDist, 'assets', 'app-abc123.js'), 'console.log(1)');
  // What the web build writes beside each text file (apps/web/build/precompress.ts).
  for (const file of ['index.html', 'welcome.html', 'assets/app-abc123.js']) {
    const source = fs.readFileSync(path.join(webDist, file));
    fs.writeFileSync(path.join(webDist, `${file}.br`), zlib.brotliCompressSync(source));
    fs.writeFileSync(path.join(webDist, `${file}.gz`), zlib.gzipSync(source));
  }
  uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sendero-files-'));
  fs.writeFileSync(path.join(uploadsDir, 'sonido.txt'), '0123456789');
  t = await createTestApp({ webDist, uploadsDir });
});
afterAll(() => t.close());

describe('operations', () => {
  it('GET /api/health answers 200 {"status":"ok"} while the database answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('GET /api/openapi.json describes the API from the same schemas', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const spec = response.json();
    expect(spec.openapi).toMatch(/^3\./);
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining(['/api/auth/register', '/api/auth/login', '/api/auth/refresh-token', '/api/auth/users', '/api/health']),
    );
    const register = spec.paths['/api/auth/register'].post;
    expect(register.requestBody.content['application/json'].schema.required).toEqual(expect.arrayContaining(['email', 'password', 'firstName', 'lastName']));
  });

  it('GET /api/docs serves the interactive docs', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
  });
});

describe('one error shape', () => {
  it('unknown /api paths answer 404 JSON, for any method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await t.app.inject({ method, url: '/api/no-existe' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ statusCode: 404, error: 'Not Found', message: ['Esta dirección no existe en la API.'] });
    }
  });

  it('a JSON body over 1 MiB answers 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(1024 * 1024 + 10) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ statusCode: 413, error: 'Payload Too Large', message: ['El contenido enviado es demasiado grande.'] });
  });

  it('an unsupported content type answers 415', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<login/>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toEqual(['El tipo de contenido no es compatible.']);
  });
});

describe('web app and files', () => {
  it('serves the app at / and at any client route, without caching index.html', async () => {
    for (const url of ['/', '/login', '/route/123/content/456', '/forgot-password/abc']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<title>Sendero</title>');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves /welcome from its own small entry, and every other client route from index.html', async () => {
    const welcome = await t.app.inject({ method: 'GET', url: '/welcome' });
    expect(welcome.statusCode).toBe(200);
    expect(welcome.body).toContain('/assets/welcome.js');
    expect(welcome.headers['cache-control']).toBe('no-cache');
    const compressed = await t.app.inject({ method: 'GET', url: '/welcome?x=1', headers: { 'accept-encoding': 'br' } });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(compressed.rawPayload).toString()).toContain('/assets/welcome.js');
    for (const url of ['/', '/login', '/welcome/otra']) {
      expect((await t.app.inject({ method: 'GET', url })).body, url).not.toContain('/assets/welcome.js');
    }
  });

  it("sends the build's brotli or gzip copy to a browser that accepts it, the HTML too, with Vary", async () => {
    for (const url of ['/assets/app-abc123.js', '/', '/login']) {
      const brotli = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip' } });
      expect(brotli.headers['content-encoding'], url).toBe('br');
      expect(brotli.headers.vary, url).toMatch(/accept-encoding/i);
      expect(zlib.brotliDecompressSync(brotli.rawPayload).toString(), url).toMatch(/console\.log\(1\)|<title>Sendero<\/title>/);
      const gzip = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
      expect(gzip.headers['content-encoding'], url).toBe('gzip');
      const plain = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
      expect(plain.headers['content-encoding'], url).toBeUndefined();
      expect(plain.headers.vary, url).toMatch(/accept-encoding/i);
    }
    const html = await t.app.inject({ method: 'GET', url: '/welcome', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(html.headers['content-type']).toMatch(/^text\/html/);
    expect(html.headers['cache-control']).toBe('no-cache');
  });

  it('serves hashed assets as immutable', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('sends a strict Content-Security-Policy and no referrer', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves /files with Range support, and 404 JSON for a missing file', async () => {
    const whole = await t.app.inject({ method: 'GET', url: '/files/sonido.txt' });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    const part = await t.app.inject({ method: 'GET', url: '/files/sonido.txt', headers: { range: 'bytes=2-5' } });
    expect(part.statusCode).toBe(206);
    expect(part.body).toBe('2345');
    expect(part.headers['content-range']).toBe('bytes 2-5/10');
    const missing = await t.app.inject({ method: 'GET', url: '/files/no-existe.mp3' });
    expect(missing.statusCode).toBe(404);
  });

  it('does not serve files outside the uploads folder', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/files/..%2f..%2fetc%2fpasswd' });
    expect([403, 404]).toContain(response.statusCode);
  });
});
