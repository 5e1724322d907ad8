import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import * as tar from 'tar';
import { lockDataDir } from '../lib/data-dir-lock.js';

/** Written into every archive: what it is and what made it. */
const MANIFEST = 'sendero-backup.json';
const FORMAT = 1;

type Manifest = { format: number; createdAt: string; pglite: string; entries: string[] };

export class BackupError extends Error {}

/** PGlite's version (its package exports no package.json): a data folder needs its major to open. */
function pgliteVersion(): string {
  let dir = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  while (!fs.existsSync(path.join(dir, 'package.json')) && path.dirname(dir) !== dir) dir = path.dirname(dir);
  return (JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string }).version;
}

/**
 * Archives a DATA_DIR whole (the embedded database, uploads, generated secrets, the .eml outbox)
 * into one gzipped tar. It takes the folder's lock first, so it refuses while a server runs on
 * it: files copied under a running PGlite would not be a consistent database.
 */
export async function backupDataDir(dataDir: string, file: string): Promise<Manifest & { bytes: number }> {
  if (!fs.existsSync(path.join(dataDir, 'db'))) throw new BackupError(`${dataDir} holds no embedded database (no db/ folder).`);
  const release = await lockDataDir(dataDir);
  const manifestPath = path.join(dataDir, MANIFEST);
  const partial = `${file}.partial`;
  try {
    const entries = fs.readdirSync(dataDir).filter((name) => name !== '.lock' && name !== MANIFEST);
    const manifest: Manifest = { format: FORMAT, createdAt: new Date().toISOString(), pglite: pgliteVersion(), entries };
    fs.writeFileSync(manifestPath, JSON.stringify(manifest, null, 2));
    await tar.create({ gzip: true, file: partial, cwd: dataDir, portable: true }, [MANIFEST, ...entries]);
    // It holds the secrets: readable by its owner only.
    fs.chmodSync(partial, 0o600);
    fs.renameSync(partial, file);
    return { ...manifest, bytes: fs.statSync(file).size };
  } finally {
    fs.rmSync(manifestPath, { force: true });
    fs.rmSync(partial, { force: true });
    release();
  }
}

/** Unpacks a backup into an empty (or missing) DATA_DIR, under its lock. */
export async function restoreDataDir(file: string, dataDir: string): Promise<Manifest & { warning?: string }> {
  if (!fs.existsSync(file)) throw new BackupError(`${file} does not exist.`);
  if (fs.existsSync(dataDir) && fs.readdirSync(dataDir).some((name) => name !== '.lock')) {
    throw new BackupError(`${dataDir} is not empty: restore into an empty DATA_DIR (move the old one aside first).`);
  }
  const names: string[] = [];
  await tar.list({ file, onReadEntry: (entry) => void names.push(entry.path) });
  if (!names.includes(MANIFEST)) throw new BackupError(`${file} is not a Sendero backup (no ${MANIFEST}).`);

  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const release = await lockDataDir(dataDir);
  const manifestPath = path.join(dataDir, MANIFEST);
  try {
    // node-tar refuses absolute paths and `..`, so nothing lands outside DATA_DIR.
    await tar.extract({ file, cwd: dataDir, strict: true });
    const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Manifest;
    if (manifest.format !== FORMAT) throw new BackupError(`${file} has backup format ${manifest.format}; this version reads ${FORMAT}.`);
    const current = pgliteVersion();
    const warning =
      manifest.pglite.split('.').slice(0, 2).join('.') !== current.split('.').slice(0, 2).join('.')
        ? `made with PGlite ${manifest.pglite}, this is ${current}: if the server does not start, restore with that version.`
        : undefined;
    return { ...manifest, warning };
  } finally {
    fs.rmSync(manifestPath, { force: true });
    release();
  }
}
