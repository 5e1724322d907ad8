// `npm run reencrypt`: seals every diary text, advice and safety plan with the current
// ENCRYPTION_KEY. To rotate: set the new key as ENCRYPTION_KEY and the old one in
// ENCRYPTION_PREVIOUS_KEYS, run this (with the server stopped when the database is embedded),
// then start the server; the old key can be dropped once this reports 0 unreadable rows.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildStale, root } from './build-state.mjs';

buildStale(['packages/shared', 'packages/crisis-screen', 'apps/server']);
const { reencryptCommand } = await import(pathToFileURL(path.join(root, 'apps/server/dist/ops/reencrypt.js')).href);
try {
  const report = await reencryptCommand(process.env);
  console.log(
    `Re-sealed ${report.diaryRecords} diary records and ${report.safetyPlans} safety plans with the current key; ${report.unreadable} rows no configured key opens.`,
  );
  if (report.unreadable > 0) process.exit(1);
} catch (error) {
  console.error(`Re-encryption failed: ${error.message}`);
  process.exit(1);
}
