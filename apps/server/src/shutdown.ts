import type { App } from './app.js';
import type { Database } from './db/client.js';
import type { Jobs } from './lib/jobs.js';
import type { Mailer } from './lib/mail.js';
import type { MailOutbox } from './lib/mail-outbox.js';
import type { RedisAttemptCounter } from './lib/redis-attempt-counter.js';

/** docs/product.md#data-ownership-and-scale: in-flight requests may finish for at most 10 s, and the process is gone within 15 s. */
const GRACE_MS = 10_000;
const EXIT_DEADLINE_MS = 14_000;
/** Advice still being written is cut short this long before the grace ends, so its request can answer. */
const ADVICE_CUTOFF_MS = GRACE_MS - 2_000;

/** What is running so far, closed in order by the shutdown (a signal may come at any point of the start). */
export type Running = {
  releaseLock: () => void;
  database?: Database;
  jobs?: Jobs;
  outbox?: MailOutbox;
  reminderMailer?: Mailer;
  attempts?: RedisAttemptCounter;
  app?: App;
};

/** Resolves with `task`, or after `ms` whatever `task` does: a step of the shutdown never holds it. */
function bounded(task: Promise<unknown>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)));
  return Promise.race([
    task.then(
      () => undefined,
      () => undefined,
    ),
    deadline,
  ]).finally(() => clearTimeout(timer));
}

/**
 * SIGTERM and SIGINT drain the app (requests in flight may finish within the grace), then close the
 * mail queue, the job queue, Redis and the database, and exit. `stopped()` tells start-up steps
 * that a signal came in the middle of them.
 */
export function stopOnSignals(running: Running, stopping: AbortController): { stopped: () => boolean } {
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    const started = Date.now();
    running.app?.log.info({ signal }, 'shutting down: finishing requests in flight');
    setTimeout(() => {
      console.error(`Sendero: still stopping after ${EXIT_DEADLINE_MS / 1000} s; exiting now.`);
      running.releaseLock();
      process.exit(0);
    }, EXIT_DEADLINE_MS).unref();
    setTimeout(() => stopping.abort(new Error('shutting down')), ADVICE_CUTOFF_MS).unref();
    // Whatever is still open at the end of the grace (a slow upload, a stuck client) is cut.
    setTimeout(() => running.app?.server.closeAllConnections(), GRACE_MS).unref();
    await Promise.all([running.app ? running.app.close() : undefined, running.outbox ? bounded(running.outbox.stopDelivering(), 3_000) : undefined]);
    // Requests in flight may have queued mail up to here; the queue and the database close last.
    if (running.jobs) await bounded(running.jobs.stop({ graceful: false, close: true }), 2_000);
    running.outbox?.close();
    running.reminderMailer?.close();
    if (running.attempts) await bounded(running.attempts.close(), 1_000);
    if (running.database) await bounded(running.database.close(), 2_000);
    running.releaseLock();
    running.app?.log.info({ signal, ms: Date.now() - started }, 'stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  return { stopped: () => closing };
}

/** A start-up step failed: says why, closes the job queue and the database if they are open, and exits 1. */
export async function failStart(running: Running, message: string): Promise<never> {
  console.error(message);
  await running.jobs?.stop({ graceful: false, close: true }).catch(() => {});
  await running.database?.close().catch(() => {});
  running.releaseLock();
  process.exit(1);
}
