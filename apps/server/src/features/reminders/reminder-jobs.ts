import type { Job, JobResult } from 'pg-boss';
import type { Tx } from '../../db/client.js';
import { jobsSqlIn, loadQueueCache, type Jobs } from '../../lib/jobs.js';
import type { Delivery, DueReminder, EnqueueClaimed, RemindersService } from './reminders.service.js';
import { LATE_LIMIT_MINUTES } from './schedule.js';

type Log = { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };

/** One queue per channel: a push service that never answers never holds an email back, nor SMTP a push. */
export const EMAIL_QUEUE = 'reminder-email';
export const PUSH_QUEUE = 'reminder-push';

/**
 * Each process takes jobs in batches of BATCH_SIZE on WORKER_LOOPS loops per queue, so at most
 * 32 emails and 32 people's pushes are in flight in one process. A job that hangs (a push
 * service that never answers: PUSH_TIMEOUT_MS) holds its own batch's loop, never the others.
 */
const BATCH_SIZE = 8;
const WORKER_LOOPS = 4;

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
    const due = await reminders.findDue();
    const queued = due.length > 0 ? await reminders.claimDue(due, enqueue) : 0;
    if (queued > 0) log.info({ event: 'reminders_queued', due: due.length, queued }, 'reminders queued');
    return { due: due.length, queued };
  }

  const deliver = { [EMAIL_QUEUE]: reminders.deliverEmail, [PUSH_QUEUE]: reminders.deliverPush };

  /** A batch's jobs run side by side and are settled one by one: one failure fails only its own job. */
  const workBatch = (queue: keyof typeof deliver) => async (batch: Job<DueReminder>[]): Promise<JobResult[]> =>
    Promise.all(
      batch.map(async (job): Promise<JobResult> => {
        try {
          const delivery: Delivery = await deliver[queue](job.data);
          return { id: job.id, status: 'completed', output: { delivery } };
        } catch (error) {
          const err = error as { message?: string; code?: string; responseCode?: number };
          log.warn({ event: 'reminder_retry', queue, code: err.code ?? err.responseCode }, 'a reminder was not handed over yet: will retry');
          return { id: job.id, status: 'failed', output: { reason: err.message } };
        }
      }),
    );

  /** Takes what is queued now in this process until nothing is left (tests, with their clock). */
  async function drain(queue: keyof typeof deliver) {
    const jobs = queueOf();
    for (;;) {
      const batch = await jobs.fetch<DueReminder>(queue, { batchSize: 50 });
      if (batch.length === 0) return;
      const results = await workBatch(queue)(batch);
      const done = results.filter((result) => result.status === 'completed').map((result) => result.id);
      const failed = results.filter((result) => result.status !== 'completed').map((result) => result.id);
      if (done.length > 0) await jobs.complete(queue, done);
      if (failed.length > 0) await jobs.fail(queue, failed);
    }
  }

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  const workers: { queue: string; id: string }[] = [];

  /** One scheduling run at a time in this process; a failed run is retried at the next tick. */
  const scheduleOnce = () => {
    running ??= schedule()
      .catch((error: unknown) => log.warn({ event: 'reminders_run_failed', reason: (error as Error).message }, 'reminders run failed: retried on the next tick'))
      .finally(() => (running = undefined));
    return running;
  };

  return {
    /** Starts this process's ticks and workers (main.ts, once listening). */
    async start() {
      const jobs = queueOf();
      if (workers.length === 0) {
        for (const queue of [EMAIL_QUEUE, PUSH_QUEUE] as const) {
          const id = await jobs.work<DueReminder>(
            queue,
            { batchSize: BATCH_SIZE, localConcurrency: WORKER_LOOPS, pollingIntervalSeconds: 1, burstWhenBatchFull: true, perJobResults: true },
            workBatch(queue),
          );
          workers.push({ queue, id });
        }
      }
      timer ??= setInterval(() => void scheduleOnce(), intervalMs);
      // The timer alone never keeps the process alive.
      timer.unref();
      void scheduleOnce();
    },
    /** Stops ticking and taking jobs; a send in progress gets at most `timeoutMs` (its job is retried if cut). */
    async stop(timeoutMs = 3_000) {
      clearInterval(timer);
      timer = undefined;
      const stopping = Promise.all([running, ...workers.splice(0).map(({ queue, id }) => options.jobs!.offWork(queue, { id, wait: true }))]);
      let deadline: NodeJS.Timeout | undefined;
      await Promise.race([stopping.catch(() => {}), new Promise((resolve) => (deadline = setTimeout(resolve, timeoutMs)))]);
      clearTimeout(deadline);
    },
    /** Tests: one scheduling run at the clock's instant, then every job it queued, handed over here. */
    async tick() {
      const scheduled = await schedule();
      await Promise.all([drain(EMAIL_QUEUE), drain(PUSH_QUEUE)]);
      return scheduled;
    },
  };
}

export type ReminderJobs = ReturnType<typeof createReminderJobs>;
