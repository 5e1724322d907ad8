import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { fromPglite, type ConstructorOptions } from 'pg-boss';
import { pgliteStartParams } from './pglite-settings.js';
import { restrictTree } from '../lib/data-dir-permissions.js';
import * as schema from './schema.js';

export type Schema = typeof schema;
/** One type for both drivers: services never know which database they talk to. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /** How the job queue (pg-boss) reaches this same database. */
  jobQueue: Pick<ConstructorOptions, 'db' | 'backend' | 'connectionString' | 'max' | 'connectionTimeoutMillis'>;
};

// Same depth from src/db and dist/db.
const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

/** A PostgreSQL server through a connection pool. */
export function openPostgres(url: string, poolSize = 10): Database {
  // A server that does not answer fails a request within seconds (503) instead of holding it.
  const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: 5_000 });
  // A dropped idle connection must not crash the process; the next query opens a new one.
  pool.on('error', () => {});
  // Nor a connection dropped while checked out between two queries of a transaction (PostgreSQL
  // restarted): the pool listens only to idle ones, and the transaction's next query fails (503).
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    migrate: () => migratePg(drizzlePg(pool), { migrationsFolder }),
    ping: async () => {
      await pool.query('select 1');
    },
    close: () => pool.end(),
    // Its own two connections: a job poll never waits behind requests, nor requests behind it.
    jobQueue: { connectionString: url, max: 2, connectionTimeoutMillis: 5_000 },
  };
}

/**
 * Creating a database (initdb) takes PGlite's WebAssembly memory to about 600 MB, which a process
 * never gives back; opening an existing one needs about 200 MB. So a new folder is created by a
 * short-lived child process (init-pglite.ts, about 2 s on the first start only), and the server
 * only ever opens.
 */
async function createInChildProcess(dataDir: string, startParams: string[]): Promise<void> {
  const here = fileURLToPath(import.meta.url);
  const script = path.join(path.dirname(here), `init-pglite${path.extname(here)}`);
  await promisify(execFile)(process.execPath, [...process.execArgv, script, dataDir, JSON.stringify(startParams)]);
}

/** Embedded PostgreSQL (PGlite). `dataDir` undefined keeps it in memory (tests). */
export async function openPglite(dataDir: string | undefined, loadDataDir?: Blob): Promise<Database> {
  // Loaded here, not at the top: a process on PostgreSQL never holds the embedded database's code.
  const [{ PGlite }, { drizzle: drizzlePglite }, { migrate: migratePglite }, startParams] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
    pgliteStartParams(),
  ]);
  if (dataDir && !loadDataDir && !existsSync(path.join(dataDir, 'PG_VERSION'))) {
    await createInChildProcess(dataDir, startParams);
    // PGlite writes its template cluster with explicit chmod 0666, which no umask narrows: closed
    // here, before the first row (its files will hold emails and password hashes). Issue 25.
    restrictTree(dataDir);
  }
  const client = await PGlite.create(dataDir, { startParams, ...(loadDataDir ? { loadDataDir } : {}) });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
    ping: async () => {
      await client.query('select 1');
    },
    close: async () => {
      await client.close();
      // PostgreSQL rewrites its relation-cache files (pg_internal.init) 0644 as it runs: a stopped
      // server, the one a backup copies, leaves nothing but owner-only files. DATA_DIR itself is
      // 0700 meanwhile, so no other user reaches them while it runs.
      if (dataDir) restrictTree(dataDir);
    },
    // PGlite's one connection, shared: each job query is one short statement or one exec block.
    jobQueue: { db: fromPglite(client), backend: 'pglite' },
  };
}
