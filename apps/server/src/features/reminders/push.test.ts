import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { resolveVapidKeys, vapidSubject } from './push.js';

describe('VAPID keys', () => {
  it('are generated once into DATA_DIR (mode 0600) and the same pair is read on every start', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sendero-vapid-'));
    const first = resolveVapidKeys(dataDir);
    expect(first.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(fs.statSync(path.join(dataDir, 'vapid-keys.json')).mode & 0o777).toBe(0o600);
    expect(resolveVapidKeys(dataDir)).toEqual(first);
    // The variables win over the file: every process on one database uses the same pair.
    expect(resolveVapidKeys(dataDir, { publicKey: 'pub', privateKey: 'priv' })).toEqual({ publicKey: 'pub', privateKey: 'priv' });
    fs.rmSync(dataDir, { recursive: true });
  });

  it('come from the environment as a pair, or not at all', () => {
    const publicKey = 'B'.repeat(87);
    expect(loadConfig({ VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: 'k'.repeat(43) }).vapid).toEqual({ publicKey, privateKey: 'k'.repeat(43) });
    expect(loadConfig({}).vapid).toBeUndefined();
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: publicKey })).toThrow('Invalid configuration: VAPID_PRIVATE_KEY must be set too');
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: 'corta', VAPID_PRIVATE_KEY: 'k'.repeat(43) })).toThrow(/VAPID_PUBLIC_KEY/);
  });

  it('name the sender of MAIL_FROM as their contact', () => {
    expect(vapidSubject('Sendero <no-reply@sendero.es>')).toBe('mailto:no-reply@sendero.es');
    expect(vapidSubject('hola@sendero.es')).toBe('mailto:hola@sendero.es');
  });
});
