import fs from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { inject } from 'vitest';
import { openPglite, openPostgres, type Database, type Db } from '../db/client.js';

/**
 * The database a test file runs against: PGlite from the migrated snapshot by default, or, when
 * DATABASE_URL is set, a new database on that server, dropped when the file is done.
 */
export async function createTestDatabase(): Promise<Database> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const snapshot = await fs.readFile(inject('pgliteSnapshot'));
    return openPglite(undefined, new Blob([snapshot]));
  }
  const name = `sendero_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = openPostgres(url.toString(), 5);
  await database.migrate();
  return {
    ...database,
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

/** Every table in the public schema with a user id column, and how many rows still carry `userId`. */
export async function rowsCarrying(db: Db, userId: string): Promise<Record<string, number>> {
  // The drivers answer `execute` with the rows, or with an object that carries them.
  const rowsOf = <Row>(result: unknown) => {
    const answer = result as { rows: Row[] } | Row[];
    return 'rows' in answer ? answer.rows : answer;
  };
  const columns = rowsOf<{ table_name: string; column_name: string }>(
    await db.execute(
      sql`select table_name, column_name from information_schema.columns where table_schema = 'public' and (column_name = 'user_id' or (table_name = 'users' and column_name = 'id'))`,
    ),
  );
  const counts: Record<string, number> = {};
  for (const { table_name, column_name } of columns) {
    const [row] = rowsOf<{ n: number }>(await db.execute(sql.raw(`select count(*)::int as n from "${table_name}" where "${column_name}" = '${userId}'`)));
    counts[table_name] = row!.n;
  }
  return counts;
}
