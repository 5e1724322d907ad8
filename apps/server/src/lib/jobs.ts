import { sql, type SQL } from 'drizzle-orm';
import { PgBoss } from 'pg-boss';
import type { Database, Db, Tx } from '../db/client.js';

type Log = { warn(obj: object, msg: string): void };

/** A job queue lives in the database (decision 011): durable, shared by every process. */
export type Jobs = PgBoss;

/** One line per kind of trouble every 30 s: an outage must not flood the log. */
function throttled(log: Log, intervalMs = 30_000) {
  const last = new Map<string, number>();
  return (event: string, error: { message?: string; code?: string }) => {
    const key = `${event}:${error.code ?? error.message}`;
    const now = Date.now();
    if (now - (last.get(key) ?? 0) < intervalMs) return;
    last.set(key, now);
    log.warn({ event, code: error.code, reason: error.message }, 'job queue trouble (it keeps retrying)');
  };
}

/**
 * pg-boss on the app's own database: its tables in the `pgboss` schema, created and migrated by
 * pg-boss at start. No cron (nothing scheduled yet); maintenance expires stuck jobs and deletes
 * old ones.
 */
export async function startJobs(database: Database, log: Log): Promise<Jobs> {
  const jobs = new PgBoss({ ...database.jobQueue, schedule: false, persistWarnings: false });
  const report = throttled(log);
  jobs.on('error', (error: Error & { code?: string }) => report('job_queue_error', error));
  jobs.on('warning', (warning: { message?: string; type?: string }) => report('job_queue_warning', { message: warning.message, code: warning.type }));
  await jobs.start();
  return jobs;
}

/**
 * pg-boss's statements run through one of the app's transactions (`insert(…, { db })`): jobs are
 * queued in the same commit as the rows that call for them, or not at all. Its `$1`, `$2`… become
 * drizzle parameters, so this works on both drivers. On PGlite, pg-boss must not need a query of
 * its own meanwhile (the one connection is held by the transaction): the queue's row must already
 * be in its cache (see `loadQueueCache`).
 */
export function jobsSqlIn(tx: Tx | Db) {
  return {
    async executeSql(text: string, values: unknown[] = []): Promise<{ rows: unknown[] }> {
      const parts = text.split(/\$(\d+)/);
      const query: SQL[] = parts.map((part, index) => (index % 2 === 0 ? sql.raw(part) : sql`${values[Number(part) - 1]}`));
      const result = (await tx.execute(sql.join(query))) as unknown as { rows: unknown[] };
      return { rows: result.rows };
    },
  };
}

/** pg-boss reads a queue's row with the first insert and keeps it: done here, outside any transaction. */
export async function loadQueueCache(jobs: Jobs, queue: string): Promise<void> {
  await jobs.insert(queue, []);
}
