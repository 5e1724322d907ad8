// `npm run backup -- FILE`: the embedded database, uploads and generated secrets of DATA_DIR
// (default ./data) in one .tar.gz. The server must be stopped: the backup takes DATA_DIR's lock.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildStale, root } from './build-state.mjs';

const [file] = process.argv.slice(2);
if (!file) {
  console.error('Usage: npm run backup -- FILE   (for example: npm run backup -- sendero-2026-11-24.tar.gz)');
  process.exit(2);
}
if (process.env.DATABASE_URL) {
  console.error('DATABASE_URL is set: this backup covers the embedded database. Back up PostgreSQL with pg_dump, and DATA_DIR/uploads with any file copy.');
  process.exit(2);
}
buildStale(['packages/shared', 'packages/crisis-screen', 'apps/server']);
const { backupDataDir } = await import(pathToFileURL(path.join(root, 'apps/server/dist/ops/backup.js')).href);
// npm runs scripts from the repository root; FILE is read from where the command was typed.
const target = path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
const dataDir = path.resolve(process.env.DATA_DIR || './data');
try {
  const made = await backupDataDir(dataDir, target);
  console.log(`Backed up ${dataDir} (${made.entries.join(', ')}) to ${target}: ${(made.bytes / 1024 / 1024).toFixed(1)} MB.`);
} catch (error) {
  console.error(`Backup failed: ${error.message}`);
  process.exit(1);
}
