import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from '../db/client.js';
import { makeDataDirOwnerOnly, restrictTree } from './data-dir-permissions.js';

/** Every entry under `root` (the root too) with its permission bits, symbolic links left out. */
function modes(root: string): [string, number, 'dir' | 'file'][] {
  const found: [string, number, 'dir' | 'file'][] = [];
  const walk = (current: string) => {
    const stat = fs.lstatSync(current);
    if (stat.isSymbolicLink()) return;
    found.push([path.relative(root, current) || '.', stat.mode & 0o777, stat.isDirectory() ? 'dir' : 'file']);
    if (stat.isDirectory()) for (const name of fs.readdirSync(current)) walk(path.join(current, name));
  };
  walk(root);
  return found;
}

// The umask is this test file's own: vitest runs each file in its own process (pool: forks).
const originalUmask = process.umask();
afterAll(() => void process.umask(originalUmask));

describe('DATA_DIR is owner-only', () => {
  it('closes what an older start left open: folders 0700, files without group or other bits, links not followed', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'sendero-perms-'));
    const outside = fs.mkdtempSync(path.join(os.tmpdir(), 'sendero-outside-'));
    const dataDir = path.join(root, 'data');
    fs.mkdirSync(path.join(dataDir, 'db', 'pg_wal'), { recursive: true });
    fs.mkdirSync(path.join(dataDir, 'uploads'));
    fs.writeFileSync(path.join(dataDir, 'db', 'pg_wal', '000000010000000000000001'), 'correo@example.com $argon2id$…');
    fs.writeFileSync(path.join(dataDir, 'uploads', 'voice-1.sealed'), 'x');
    fs.writeFileSync(path.join(outside, 'ajeno.txt'), 'no es nuestro');
    fs.symlinkSync(path.join(outside, 'ajeno.txt'), path.join(dataDir, 'enlace'));
    for (const dir of [dataDir, path.join(dataDir, 'db'), path.join(dataDir, 'db', 'pg_wal'), path.join(dataDir, 'uploads')]) fs.chmodSync(dir, 0o755);
    fs.chmodSync(path.join(dataDir, 'db', 'pg_wal', '000000010000000000000001'), 0o666);
    fs.chmodSync(path.join(dataDir, 'uploads', 'voice-1.sealed'), 0o644);
    fs.chmodSync(path.join(outside, 'ajeno.txt'), 0o644);

    expect(makeDataDirOwnerOnly(dataDir)).toBe(6);
    for (const [name, mode, kind] of modes(dataDir)) expect(mode, name).toBe(kind === 'dir' ? 0o700 : 0o600);
    expect(fs.statSync(path.join(outside, 'ajeno.txt')).mode & 0o777).toBe(0o644);
    // Nothing left to change the next time; an owner's execute bit is kept.
    expect(restrictTree(dataDir)).toBe(0);
    fs.writeFileSync(path.join(dataDir, 'script.sh'), '#!/bin/sh\n', { mode: 0o755 });
    fs.chmodSync(path.join(dataDir, 'script.sh'), 0o755);
    restrictTree(dataDir);
    expect(fs.statSync(path.join(dataDir, 'script.sh')).mode & 0o777).toBe(0o700);
    fs.rmSync(root, { recursive: true });
    fs.rmSync(outside, { recursive: true });
  });

  it('makes the embedded database write only owner-only files (its WAL holds emails and password hashes)', { timeout: 120_000 }, async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sendero-pglite-perms-'));
    fs.chmodSync(dataDir, 0o755);
    makeDataDirOwnerOnly(dataDir);
    const database = await openPglite(path.join(dataDir, 'db'));
    try {
      await database.migrate();
      await database.db.execute("insert into users (email, password_hash, first_name, last_name) values ('wal@example.com', 'hash', 'W', 'A')");
    } finally {
      await database.close();
    }
    const entries = modes(dataDir);
    expect(entries.length).toBeGreaterThan(100);
    const open = entries.filter(([, mode]) => mode & 0o077);
    expect(open).toEqual([]);
    fs.rmSync(dataDir, { recursive: true });
  });
});
