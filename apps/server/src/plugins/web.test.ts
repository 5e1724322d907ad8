import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'sendero-web-pwa-'));
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><html lang="es"><title>Sendero</title></html>');
  fs.writeFileSync(path.join(webDist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  fs.writeFileSync(path.join(webDist, 'manifest.webmanifest'), JSON.stringify({ name: 'Sendero', start_url: '/' }));
  fs.mkdirSync(path.join(webDist, 'icons'));
  fs.writeFileSync(path.join(webDist, 'icons', 'icon-192.png'), Buffer.from('89504e470d0a1a0a', 'hex'));
  t = await createTestApp({ webDist });
});
afterAll(() => t.close());

describe('the installable app', () => {
  it('serves /sw.js as JavaScript that is checked again at every start, never as index.html', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/sw.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^(?:application|text)\/javascript/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('addEventListener');
  });

  it('serves the manifest with its own type, and the icons', async () => {
    const manifest = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toContain('application/manifest+json');
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.json()).toMatchObject({ name: 'Sendero' });
    const icon = await t.app.inject({ method: 'GET', url: '/icons/icon-192.png' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toBe('image/png');
  });
});
