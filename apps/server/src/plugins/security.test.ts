import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { PERMISSIONS_POLICY } from './security.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('security headers', () => {
  it('never lets an answer with personal data be cached, however its path is spelled', async () => {
    const person = await registerUser(t);
    const written = await t.app.inject({
      method: 'POST',
      url: '/api/diary/entry',
      headers: person.auth,
      payload: { feeling: 'GOOD', description: 'Texto que nadie más debe guardar.' },
    });
    expect(written.statusCode).toBe(201);
    for (const url of ['/api/diary', '/%61pi/diary', '/%61%70%69/diary', '/api/%64iary', '/%61pi/auth/profile']) {
      const response = await t.app.inject({ method: 'GET', url, headers: person.auth });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
    expect((await t.app.inject({ method: 'GET', url: '/%61pi/diary', headers: person.auth })).body).toContain('Texto que nadie más debe guardar.');
    // Errors and unknown paths too.
    for (const url of ['/%61pi/diary', '/api/no-existe', '/%61pi/no-existe', '/files/no-existe.mp3']) {
      expect((await t.app.inject({ method: 'GET', url })).headers['cache-control'], url).toBe('no-store');
    }
  });

  it('sends a Permissions-Policy that keeps only the microphone, for the app itself (voice notes)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
    expect(PERMISSIONS_POLICY).toContain('camera=()');
    expect(PERMISSIONS_POLICY).toContain('geolocation=()');
    expect(PERMISSIONS_POLICY).toContain('microphone=(self)');
  });

  it('sends HSTS only when the request came over https (here through the trusted proxy on loopback)', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const secure = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
    expect(secure.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
    // A client that is not the proxy cannot switch it on (nor off) with the header.
    const forged = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-proto': 'https' }, remoteAddress: '203.0.113.9' });
    expect(forged.headers['strict-transport-security']).toBeUndefined();
  });
});
