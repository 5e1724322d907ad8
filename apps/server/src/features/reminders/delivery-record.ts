import { and, eq, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { DueReminder } from './due-reminders.js';
import { reminderDeliveries } from './reminders.tables.js';

// What went out, per person, channel and local day: a job run again after a crash (its
// completion lost) finds its delivery here and sends nothing twice (decision 059).

/** What happened to one person's reminder on one channel. */
export type Delivery = 'sent' | 'already_sent' | 'skipped_wrote' | 'too_late' | 'nothing_to_send';

/**
 * How long a delivery is remembered (decision 059). A job runs again at most until its late limit
 * (LATE_LIMIT_MINUTES past its time), and its local day can be any of three dates around the
 * world's clocks: three days outlives every job that could still run for that day.
 */
export const DELIVERY_MEMORY_MS = 3 * 24 * 3_600_000;

export type DeliveryRecordDeps = { db: Db; clock: Clock; log: { warn(obj: object, msg: string): void } };

/**
 * Which of a batch's reminders were already handed over on `channel` ("user date" keys): a job
 * run again after a crash (its completion lost) finds its delivery and sends nothing twice.
 */
export async function deliveredOf(db: Db, batch: DueReminder[], channel: 'email' | 'push'): Promise<Set<string>> {
  const rows = await db
    .select({ userId: reminderDeliveries.userId, localDate: reminderDeliveries.localDate })
    .from(reminderDeliveries)
    .where(
      and(
        eq(reminderDeliveries.channel, channel),
        inArray(reminderDeliveries.userId, [...new Set(batch.map((reminder) => reminder.userId))]),
        inArray(reminderDeliveries.localDate, [...new Set(batch.map((reminder) => reminder.localDate))]),
      ),
    );
  return new Set(rows.map((row) => `${row.userId} ${row.localDate}`));
}

/**
 * Remembers, right after SMTP or a push service took it, that this reminder went out. Its job is
 * marked done later, in a group (reminder-jobs.ts): a crash in between reruns the job, which then
 * finds this row. A row that cannot be written is logged, never a reason to retry (that would send twice).
 */
export async function recordDelivery({ db, clock, log }: DeliveryRecordDeps, reminder: DueReminder, channel: 'email' | 'push'): Promise<void> {
  await db
    .insert(reminderDeliveries)
    .values({ userId: reminder.userId, channel, localDate: reminder.localDate, deliveredAt: clock.now() })
    .onConflictDoNothing()
    .catch((error: unknown) =>
      log.warn({ event: 'reminder_delivery_not_recorded', reason: (error as Error).message }, 'a sent reminder could not be recorded'),
    );
}

/** Forgets deliveries older than DELIVERY_MEMORY_MS (each scheduler tick; an indexed delete). */
export async function pruneDeliveries({ db, clock }: Pick<DeliveryRecordDeps, 'db' | 'clock'>): Promise<void> {
  await db.delete(reminderDeliveries).where(lt(reminderDeliveries.deliveredAt, new Date(clock.now().getTime() - DELIVERY_MEMORY_MS)));
}
