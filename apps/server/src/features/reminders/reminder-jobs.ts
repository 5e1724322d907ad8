import type { Tx } from '../../db/client.js';
import { jobsSqlIn, loadQueueCache, type Jobs } from '../../lib/jobs.js';
import type { DueReminder, EnqueueClaimed, RemindersService } from './reminders.service.js';
import { LATE_LIMIT_MINUTES } from './schedule.js';

type Log = { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };

/** One queue per channel: a push service that never answers never holds an email back, nor SMTP a push. */
export const EMAIL_QUEUE = 'reminder-email';
export const PUSH_QUEUE = 'reminder-push';

/**
 * Jobs in hand at once per queue in each process: emails wait their turn for one of the
 * SMTP_POOL_CONNECTIONS, pushes each hold a slot until answered or PUSH_TIMEOUT_MS.
 */
export const JOBS_IN_HAND = 64;
/** More are taken once this many slots are free (or none is in hand): one query for many jobs. */
const TAKE_AT_LEAST = 16;
/** Finished jobs are marked done in one query for up to this many, or after COMPLETE_EVERY_MS. */
const COMPLETE_BATCH = 100;
const COMPLETE_EVERY_MS = 100;
/** An idle process looks for new jobs this often. */
const POLL_MS = 1_000;

const queues = {
  // Retried while SMTP is down, with backoff, until the late limit (each job's retention) drops it.
  [EMAIL_QUEUE]: { retryLimit: 1_000, retryBackoff: true, retryDelay: 5, retryDelayMax: 300 },
  // A push that failed is not tried again (the next one is tomorrow); a job that threw (the database) is.
  [PUSH_QUEUE]: { retryLimit: 3, retryBackoff: true, retryDelay: 5, retryDelayMax: 60 },
};
const common = {
  // One job per person, channel and local day queued or running, whoever queues it (the singleton key).
  policy: 'exclusive' as const,
  // A job stuck this long (a process gone mid-send) is taken again by another worker.
  expireInSeconds: 120,
  retentionSeconds: LATE_LIMIT_MINUTES * 60,
  // Ids and dates only, nothing to read; kept an hour for a look at what happened.
  deleteAfterSeconds: 3_600,
};

/** Creates the two queues (idempotent: every process does it at start). */
export async function prepareReminderQueues(jobs: Jobs): Promise<void> {
  for (const [name, options] of Object.entries(queues)) {
    await jobs.createQueue(name, { ...common, ...options });
    // The policy is fixed at creation; the rest follows this code on every start.
    const { policy: _fixed, ...changeable } = common;
    await jobs.updateQueue(name, { ...changeable, ...options });
    await loadQueueCache(jobs, name);
  }
}

/**
 * Daily reminders as jobs (decision 040). Every process ticks every `intervalMs`: it finds who is
 * due, claims their day and queues one job per person and channel in the same transaction. Every
 * process also works both queues. `tick()` (tests) schedules, then works what is queued until
 * nothing is left, in this process.
 */
export function createReminderJobs(options: { jobs: Jobs | undefined; reminders: RemindersService; log: Log; intervalMs?: number }) {
  const { reminders, log } = options;
  const intervalMs = options.intervalMs ?? 30_000;
  const queueOf = () => {
    if (!options.jobs) throw new Error('Reminders need the job queue (pg-boss): this app was built without one.');
    return options.jobs;
  };

  const enqueue: EnqueueClaimed = async (tx: Tx, claimed) => {
    const jobs = queueOf();
    const asJobs = (channel: 'email' | 'push') =>
      claimed
        .filter((reminder) => reminder.channels.includes(channel))
        .map(({ userId, localDate, lateAfter }) => ({
          data: { userId, localDate, lateAfter } satisfies DueReminder,
          singletonKey: `${userId}:${localDate}`,
          // Not taken by then, it is too late to send: pg-boss drops it.
          retentionSeconds: Math.max(1, Math.floor((Date.parse(lateAfter) - Date.now()) / 1000)),
        }));
    const db = jobsSqlIn(tx);
    const emails = asJobs('email');
    const pushes = asJobs('push');
    if (emails.length > 0) await jobs.insert(EMAIL_QUEUE, emails, { db });
    if (pushes.length > 0) await jobs.insert(PUSH_QUEUE, pushes, { db });
  };

  async function schedule(): Promise<{ due: number; queued: number }> {
    await reminders.pruneDeliveries();
    const due = await reminders.findDue();
    const queued = due.length > 0 ? await reminders.claimDue(due, enqueue) : 0;
    if (queued > 0) log.info({ event: 'reminders_queued', due: due.length, queued }, 'reminders queued');
    return { due: due.length, queued };
  }

  const pumps = {
    [EMAIL_QUEUE]: createPump({ queue: EMAIL_QUEUE, jobs: queueOf, handOver: reminders.deliverEmails, log }),
    [PUSH_QUEUE]: createPump({ queue: PUSH_QUEUE, jobs: queueOf, handOver: reminders.deliverPushes, log }),
  };

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;

  /** One scheduling run at a time in this process; a failed run is retried at the next tick. */
  const scheduleOnce = () => {
    running ??= schedule()
      .catch((error: unknown) =>
        log.warn({ event: 'reminders_run_failed', reason: (error as Error).message }, 'reminders run failed: retried on the next tick'),
      )
      .finally(() => (running = undefined));
    return running;
  };

  return {
    /** Starts this process's ticks and workers (main.ts, once listening). */
    async start() {
      queueOf();
      for (const pump of Object.values(pumps)) pump.start();
      timer ??= setInterval(() => void scheduleOnce(), intervalMs);
      // The timer alone never keeps the process alive.
      timer.unref();
      void scheduleOnce();
    },
    /** Stops ticking and taking jobs; sends in progress get at most `timeoutMs` (a job cut short is retried). */
    async stop(timeoutMs = 3_000) {
      clearInterval(timer);
      timer = undefined;
      const stopping = Promise.all([running, ...Object.values(pumps).map((pump) => pump.stop())]);
      let deadline: NodeJS.Timeout | undefined;
      await Promise.race([stopping.catch(() => {}), new Promise((resolve) => (deadline = setTimeout(resolve, timeoutMs)))]);
      clearTimeout(deadline);
    },
    /** Tests: one scheduling run at the clock's instant, then every job it queued, handed over here. */
    async tick() {
      const scheduled = await schedule();
      await Promise.all(Object.values(pumps).map((pump) => pump.drain()));
      return scheduled;
    },
  };
}

/**
 * Keeps up to JOBS_IN_HAND of a queue's jobs in hand: takes as many as there is room for in one
 * query, looks up what the batch needs at once (`handOver`), then lets each person's delivery
 * settle on its own and takes more as soon as room frees up. Unlike a batch worker, one job that
 * hangs (a push service that never answers) holds its own slot only, never the jobs after it.
 * Finished jobs are marked done in groups; one whose delivery failed is failed alone (retried
 * with its queue's backoff). A job left active by a process that died expires after 120 s and is
 * taken again; what it had already handed over is recorded and not sent again (decision 059).
 */
function createPump(options: { queue: string; jobs: () => Jobs; handOver: (batch: DueReminder[]) => Promise<Promise<unknown>[]>; log: Log }) {
  const { queue, log } = options;
  let inHand = 0;
  let running: Promise<void> | undefined;
  let stopping = false;
  let wake: (() => void) | undefined;
  const done: string[] = [];
  const failed: string[] = [];
  let lastFlush = Date.now();

  const nudge = () => wake?.();
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        wake = undefined;
        resolve();
      }, ms);
      wake = () => {
        clearTimeout(timer);
        wake = undefined;
        resolve();
      };
    });

  async function flush(force = false) {
    if (!force && done.length < COMPLETE_BATCH && Date.now() - lastFlush < COMPLETE_EVERY_MS) return;
    lastFlush = Date.now();
    const completing = done.splice(0);
    const failing = failed.splice(0);
    const jobs = options.jobs();
    try {
      if (completing.length > 0) await jobs.complete(queue, completing);
      if (failing.length > 0) await jobs.fail(queue, failing);
    } catch (error) {
      // Tried again with the next flush; a job never marked expires and is taken again.
      done.push(...completing);
      failed.push(...failing);
      throw error;
    }
  }

  /** Takes what there is room for; how many it took. */
  async function take(): Promise<number> {
    const room = JOBS_IN_HAND - inHand;
    if (room < TAKE_AT_LEAST && inHand > 0) return 0;
    const batch = await options.jobs().fetch<DueReminder>(queue, { batchSize: room });
    if (batch.length === 0) return 0;
    inHand += batch.length;
    let deliveries: Promise<unknown>[];
    try {
      deliveries = await options.handOver(batch.map((job) => job.data));
    } catch (error) {
      // The batch's lookups failed (the database): every job of it is retried.
      inHand -= batch.length;
      failed.push(...batch.map((job) => job.id));
      log.warn({ event: 'reminder_retry', queue, reason: (error as Error).message }, 'reminders not handed over yet: will retry');
      return batch.length;
    }
    deliveries.forEach((delivery, index) => {
      const id = batch[index]!.id;
      delivery
        .then(
          () => void done.push(id),
          (error: { message?: string; code?: string; responseCode?: number }) => {
            failed.push(id);
            log.warn({ event: 'reminder_retry', queue, code: error.code ?? error.responseCode }, 'a reminder was not handed over yet: will retry');
          },
        )
        .finally(() => {
          inHand--;
          nudge();
        });
    });
    return batch.length;
  }

  async function loop() {
    while (!stopping) {
      let took = 0;
      try {
        took = await take();
        await flush();
      } catch (error) {
        log.warn({ event: 'reminder_queue_trouble', queue, reason: (error as Error).message }, 'reminder queue trouble: retrying');
        await pause(POLL_MS);
        continue;
      }
      // Full hands: wait for a slot. Nothing queued: wait for the next poll (a finished job wakes it to flush).
      if (inHand >= JOBS_IN_HAND || took === 0) await pause(took === 0 && inHand === 0 ? POLL_MS : COMPLETE_EVERY_MS);
    }
    while (inHand > 0) await pause(COMPLETE_EVERY_MS);
    await flush(true);
  }

  return {
    start() {
      stopping = false;
      running ??= loop().finally(() => (running = undefined));
    },
    async stop() {
      stopping = true;
      nudge();
      await running;
    },
    /** Tests: takes and hands over until nothing is queued and nothing is in hand, then marks them done. */
    async drain() {
      for (;;) {
        const took = await take();
        if (took === 0 && inHand === 0) break;
        if (took === 0) await pause(20);
      }
      await flush(true);
    },
  };
}

export type ReminderJobs = ReturnType<typeof createReminderJobs>;
