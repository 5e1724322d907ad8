// `npm run restore -- FILE`: a backup made by `npm run backup` into an empty DATA_DIR (default
// ./data). Start the server afterwards as usual.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildStale, root } from './build-state.mjs';

const [file] = process.argv.slice(2);
if (!file) {
  console.error('Usage: npm run restore -- FILE   (into an empty DATA_DIR)');
  process.exit(2);
}
buildStale(['packages/shared', 'packages/crisis-screen', 'apps/server']);
const { restoreDataDir } = await import(pathToFileURL(path.join(root, 'apps/server/dist/ops/backup.js')).href);
const source = path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
const dataDir = path.resolve(process.env.DATA_DIR || './data');
try {
  const restored = await restoreDataDir(source, dataDir);
  console.log(`Restored ${restored.entries.join(', ')} from ${source} (made ${restored.createdAt}) into ${dataDir}.`);
  if (restored.warning) console.warn(`Warning: ${restored.warning}`);
} catch (error) {
  console.error(`Restore failed: ${error.message}`);
  process.exit(1);
}
