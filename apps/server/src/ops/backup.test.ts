import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from '../db/client.js';
import { users } from '../db/schema.js';
import { lockDataDir } from '../lib/data-dir-lock.js';
import { backupDataDir, BackupError, restoreDataDir } from './backup.js';

/** The embedded database's backup: a whole DATA_DIR out, and back into an empty one. */
const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'sendero-backup-'));
const dataDir = path.join(temp, 'data');
const archive = path.join(temp, 'copia.tar.gz');

beforeAll(async () => {
  fs.mkdirSync(dataDir);
  const database = await openPglite(path.join(dataDir, 'db'));
  await database.migrate();
  await database.db.insert(users).values({ email: 'guardada@example.com', passwordHash: 'x', firstName: 'Ana', lastName: 'Copia' });
  await database.close();
  fs.mkdirSync(path.join(dataDir, 'uploads'));
  fs.writeFileSync(path.join(dataDir, 'uploads', 'abc.webp'), Buffer.from([1, 2, 3, 4]));
  fs.writeFileSync(path.join(dataDir, 'jwt-secret'), 'secreto', { mode: 0o600 });
}, 60_000);
afterAll(() => fs.rmSync(temp, { recursive: true, force: true }));

describe('backup and restore', () => {
  it('refuses while a server holds the DATA_DIR', async () => {
    const release = await lockDataDir(dataDir);
    try {
      await expect(backupDataDir(dataDir, archive)).rejects.toThrow(/is in use by another Sendero process/);
    } finally {
      release();
    }
    expect(fs.existsSync(archive)).toBe(false);
  });

  it('brings the database, the uploads and the secrets back into an empty DATA_DIR', async () => {
    const made = await backupDataDir(dataDir, archive);
    expect(made.entries.sort()).toEqual(['db', 'jwt-secret', 'uploads']);
    expect(fs.statSync(archive).mode & 0o777).toBe(0o600);

    const restored = path.join(temp, 'restaurado');
    const manifest = await restoreDataDir(archive, restored);
    expect(manifest.warning).toBeUndefined();
    expect(fs.readFileSync(path.join(restored, 'uploads', 'abc.webp'))).toEqual(Buffer.from([1, 2, 3, 4]));
    expect(fs.readFileSync(path.join(restored, 'jwt-secret'), 'utf8')).toBe('secreto');
    expect(fs.statSync(path.join(restored, 'jwt-secret')).mode & 0o777).toBe(0o600);
    expect(fs.readdirSync(restored).sort()).toEqual(['db', 'jwt-secret', 'uploads']);

    const database = await openPglite(path.join(restored, 'db'));
    try {
      const rows = await database.db.select().from(users);
      expect(rows.map((user) => user.email)).toEqual(['guardada@example.com']);
    } finally {
      await database.close();
    }
  }, 60_000);

  it('restores only into an empty folder, and only a Sendero backup', async () => {
    await expect(restoreDataDir(archive, dataDir)).rejects.toThrow(BackupError);
    await expect(restoreDataDir(archive, dataDir)).rejects.toThrow(/is not empty/);
    const notABackup = path.join(temp, 'otra-cosa.tar.gz');
    fs.writeFileSync(notABackup, 'hola');
    await expect(restoreDataDir(notABackup, path.join(temp, 'vacio'))).rejects.toThrow();
  });
});
