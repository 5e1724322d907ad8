import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPglite } from '../db/client.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string;
  }
}

/**
 * A fresh PGlite runs initdb (seconds). On the embedded database, migrate one instance once and
 * let every test file start from its snapshot. On PostgreSQL each file makes its own database.
 */
export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) return;
  const database = await openPglite(undefined);
  await database.migrate();
  const client = (database.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } }).$client;
  const snapshot = await client.dumpDataDir('none');
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'sendero-test-'));
  const file = path.join(dir, 'migrated.tar');
  await fs.writeFile(file, Buffer.from(await snapshot.arrayBuffer()));
  await database.close();
  project.provide('pgliteSnapshot', file);
  return async () => {
    await fs.rm(dir, { recursive: true, force: true });
  };
}
