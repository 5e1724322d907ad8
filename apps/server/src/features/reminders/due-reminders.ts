import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { reminders } from './reminders.tables.js';
import { dueReminder, dueWindows, LATE_LIMIT_MINUTES } from './schedule.js';

/** One person's reminder for one of their local days, as its jobs carry it (decision 040). */
export type DueReminder = {
  userId: string;
  /** The person's local date the reminder is for (the day `lastSentOn` was moved to). */
  localDate: string;
  /** After this instant (LATE_LIMIT_MINUTES past its time) it is not sent any more. ISO. */
  lateAfter: string;
};

/** Queues the claimed reminders in the claim's own transaction (the reminder jobs, reminder-jobs.ts). */
export type EnqueueClaimed = (tx: Tx, claimed: (DueReminder & { channels: ('email' | 'push')[] })[]) => Promise<void>;

/** People claimed (and queued) in one transaction: an error or a crash rolls back their claims and jobs together. */
const CLAIM_CHUNK = 1_000;

type ScheduleDeps = { db: Db; clock: Clock };

/**
 * Who is due now: only the rows whose time falls in each zone's window are read (one query),
 * then `dueReminder` decides each one from the wall clock, as before.
 */
export async function findDue({ db, clock }: ScheduleDeps): Promise<DueReminder[]> {
  const now = clock.now();
  const zones = await db.selectDistinct({ timeZone: reminders.timeZone }).from(reminders).where(eq(reminders.enabled, true));
  const windows = zones.flatMap(({ timeZone }) => dueWindows(timeZone, now).map((window) => ({ zone: timeZone, ...window })));
  if (windows.length === 0) return [];
  const result = (await db.execute(sql`
    select r.user_id as "userId", r.time, r.time_zone as "timeZone", r.last_sent_on::text as "lastSentOn"
    from ${reminders} r
    join jsonb_to_recordset(${JSON.stringify(windows)}::jsonb) as w(zone text, earliest text, latest text, "handledBefore" date)
      on r.time_zone = w.zone and r.time between w.earliest and w.latest
    where r.enabled and (r.last_sent_on is null or r.last_sent_on < w."handledBefore")`)) as unknown as {
    rows: { userId: string; time: string; timeZone: string; lastSentOn: string | null }[];
  };
  const due: DueReminder[] = [];
  for (const row of result.rows) {
    const found = dueReminder(row, now);
    if (found)
      due.push({
        userId: row.userId,
        localDate: found.date,
        lateAfter: new Date(now.getTime() + (LATE_LIMIT_MINUTES - found.lateBy) * 60_000).toISOString(),
      });
  }
  return due;
}

/**
 * Claims each person's day with one conditional UPDATE per chunk and queues the claimed ones in
 * the same transaction: only the process whose UPDATE returned a person queues them, so several
 * schedulers at once never queue one day twice, and a claim is never left without its jobs.
 * A claimed day is spent even when nothing goes out (they already wrote), never resent.
 */
export async function claimDue({ db }: Pick<ScheduleDeps, 'db'>, due: DueReminder[], enqueue: EnqueueClaimed): Promise<number> {
  let claimedCount = 0;
  for (let start = 0; start < due.length; start += CLAIM_CHUNK) {
    const chunk = due.slice(start, start + CLAIM_CHUNK);
    const lateAfter = new Map(chunk.map((reminder) => [reminder.userId, reminder.lateAfter]));
    claimedCount += await db.transaction(async (tx) => {
      // Rows another scheduler is claiming right now are skipped, not waited for: no deadlock, and
      // they are theirs (or, if that transaction rolls back, still due at the next tick).
      const result = (await tx.execute(sql`
        with wanted as (
          select r.user_id, c."localDate" from ${reminders} r
          join jsonb_to_recordset(${JSON.stringify(chunk.map(({ userId, localDate }) => ({ userId, localDate })))}::jsonb) as c("userId" uuid, "localDate" date)
            on r.user_id = c."userId"
          where r.enabled and (r.last_sent_on is null or r.last_sent_on < c."localDate")
          for update of r skip locked
        )
        update ${reminders} r set last_sent_on = wanted."localDate"
        from wanted
        where r.user_id = wanted.user_id
        returning r.user_id as "userId", wanted."localDate"::text as "localDate", 'email' = any(r.channels) as email, 'push' = any(r.channels) as push`)) as unknown as {
        rows: { userId: string; localDate: string; email: boolean; push: boolean }[];
      };
      const claimed = result.rows.map((row) => ({
        userId: row.userId,
        localDate: row.localDate,
        lateAfter: lateAfter.get(row.userId)!,
        channels: [...(row.email ? ['email' as const] : []), ...(row.push ? ['push' as const] : [])],
      }));
      if (claimed.length > 0) await enqueue(tx, claimed);
      return claimed.length;
    });
  }
  return claimedCount;
}
