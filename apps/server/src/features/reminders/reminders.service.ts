import { and, count, eq, inArray, lt, sql } from 'drizzle-orm';
import {
  defaultReminderSettings,
  MAX_PUSH_DEVICES,
  reminderMessages,
  type PushSubscriptionBody,
  type ReminderSettings,
  type ReminderSettingsBody,
  type SpanishVariant,
} from '@sendero/shared';
import type { Db, Tx } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { Mailer } from '../../lib/mail.js';
import { badRequest, conflict, HttpError } from '../../lib/http-errors.js';
import { pushSubscriptions, reminderDeliveries, reminders } from './reminders.tables.js';
import { dueDate, dueReminder, dueWindows, LATE_LIMIT_MINUTES, localDayRange } from './schedule.js';
import { createUnsubscribeTokens, reminderEmail } from './reminder-email.js';
import type { PushOutcome, PushSender } from './push.js';

type Log = { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };

export type RemindersDeps = {
  db: Db;
  clock: Clock;
  /**
   * Hands a reminder email over for real (SMTP, pooled): the reminder's own job is the durable
   * part, retried while SMTP is down, so it does not go through the mail outbox as well (decision 040).
   */
  mailer: Mailer;
  /** Undefined when this server has no VAPID keys: reminders then go by email only. */
  push: PushSender | undefined;
  publicUrl: string;
  /** The stop links are signed with a key derived from it. */
  secret: string;
  log: Log;
  /** Email, first name and Spanish of each of these people, from their accounts (one query for a batch). */
  people: (userIds: string[]) => Promise<Map<string, { email: string; firstName: string; spanish?: SpanishVariant }>>;
  /** Which of these people already wrote in the diary in their own [from, to) (one query for a batch). */
  whoWrote: (ranges: { userId: string; from: Date; to: Date }[]) => Promise<Set<string>>;
};

/** Where a reminder takes the person: the first step of a new diary entry. */
export const DIARY_PATH = '/records/daily-intro';
/** The web page behind the stop link in the email. */
export const STOP_PAGE_PATH = '/reminders/stop';

/** One person's reminder for one of their local days, as its jobs carry it (decision 040). */
export type DueReminder = {
  userId: string;
  /** The person's local date the reminder is for (the day `lastSentOn` was moved to). */
  localDate: string;
  /** After this instant (LATE_LIMIT_MINUTES past its time) it is not sent any more. ISO. */
  lateAfter: string;
};

/** What happened to one person's reminder on one channel. */
export type Delivery = 'sent' | 'already_sent' | 'skipped_wrote' | 'too_late' | 'nothing_to_send';

/**
 * How long a delivery is remembered (decision 059). A job runs again at most until its late limit
 * (LATE_LIMIT_MINUTES past its time), and its local day can be any of three dates around the
 * world's clocks: three days outlives every job that could still run for that day.
 */
export const DELIVERY_MEMORY_MS = 3 * 24 * 3_600_000;

/** Queues the claimed reminders in the claim's own transaction (the reminder jobs, reminder-jobs.ts). */
export type EnqueueClaimed = (tx: Tx, claimed: (DueReminder & { channels: ('email' | 'push')[] })[]) => Promise<void>;

/** People claimed (and queued) in one transaction: an error or a crash rolls back their claims and jobs together. */
const CLAIM_CHUNK = 1_000;

export function createRemindersService(deps: RemindersDeps) {
  const { db, clock, log } = deps;
  const tokens = createUnsubscribeTokens(deps.secret);

  const present = (row: typeof reminders.$inferSelect): ReminderSettings => ({
    enabled: row.enabled,
    time: row.time,
    timeZone: row.timeZone,
    channels: row.channels,
    updatedAt: row.updatedAt.toISOString(),
  });

  /**
   * What holds a batch's reminders back on `channel`, or 'go': too late, turned off or the channel
   * removed (the stop link) since the day was claimed, the person already wrote on that local
   * day, or it already went out (a job run again). Four queries for the whole batch, whatever its size.
   */
  async function stillWanted(batch: DueReminder[], channel: 'email' | 'push'): Promise<(Delivery | 'go')[]> {
    const now = clock.now();
    const rows = await db
      .select({ userId: reminders.userId, enabled: reminders.enabled, channels: reminders.channels, timeZone: reminders.timeZone })
      .from(reminders)
      .where(inArray(reminders.userId, [...new Set(batch.map((reminder) => reminder.userId))]));
    const settings = new Map(rows.map((row) => [row.userId, row]));
    const delivered = await deliveredOf(batch, channel);
    const verdicts = batch.map((reminder): Delivery | 'go' => {
      if (delivered.has(`${reminder.userId} ${reminder.localDate}`)) return 'already_sent';
      if (now.getTime() > Date.parse(reminder.lateAfter)) return 'too_late';
      const row = settings.get(reminder.userId);
      return row?.enabled && row.channels.includes(channel) ? 'go' : 'nothing_to_send';
    });
    // Most of a batch shares a few zones and one date: each local midnight is computed once.
    const midnights = new Map<string, Date>();
    const midnight = (date: string, timeZone: string) => {
      const key = `${date} ${timeZone}`;
      let start = midnights.get(key);
      if (!start) midnights.set(key, (start = localDayRange(date, timeZone).start));
      return start;
    };
    const ranges = batch.flatMap((reminder, index) =>
      verdicts[index] === 'go' ? [{ userId: reminder.userId, from: midnight(reminder.localDate, settings.get(reminder.userId)!.timeZone), to: now }] : [],
    );
    const wrote = await deps.whoWrote(ranges);
    return verdicts.map((verdict, index) => (verdict === 'go' && wrote.has(batch[index]!.userId) ? 'skipped_wrote' : verdict));
  }

  /**
   * Which of a batch's reminders were already handed over on `channel` ("user date" keys): a job
   * run again after a crash (its completion lost) finds its delivery and sends nothing twice.
   */
  async function deliveredOf(batch: DueReminder[], channel: 'email' | 'push'): Promise<Set<string>> {
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
  async function recordDelivery(reminder: DueReminder, channel: 'email' | 'push'): Promise<void> {
    await db
      .insert(reminderDeliveries)
      .values({ userId: reminder.userId, channel, localDate: reminder.localDate, deliveredAt: clock.now() })
      .onConflictDoNothing()
      .catch((error: unknown) =>
        log.warn({ event: 'reminder_delivery_not_recorded', reason: (error as Error).message }, 'a sent reminder could not be recorded'),
      );
  }

  async function pushTo(sender: PushSender, device: typeof pushSubscriptions.$inferSelect): Promise<PushOutcome> {
    // A subscription whose keys cannot encrypt (web-push throws) fails alone, like an unanswered one.
    const outcome = await sender
      .send(device, { title: 'Un momento para ti', body: 'Si te apetece, cuéntale a tu diario cómo te sientes hoy.', url: DIARY_PATH })
      .catch((): PushOutcome => 'failed');
    if (outcome === 'gone') {
      // The browser unsubscribed or the subscription expired: it will never answer again.
      await db
        .delete(pushSubscriptions)
        .where(eq(pushSubscriptions.id, device.id))
        .catch((error: unknown) =>
          log.warn({ event: 'push_subscription_not_deleted', reason: (error as Error).message }, 'a gone push subscription stays until the next reminder'),
        );
    }
    if (outcome === 'failed') log.warn({ event: 'reminder_push_failed' }, 'a reminder push was not taken by the push service');
    return outcome;
  }

  return {
    async get(userId: string): Promise<ReminderSettings> {
      const [row] = await db.select().from(reminders).where(eq(reminders.userId, userId));
      return row ? present(row) : defaultReminderSettings();
    },

    async save(userId: string, input: ReminderSettingsBody): Promise<ReminderSettings> {
      const now = clock.now();
      const values = { enabled: input.enabled, time: input.time, timeZone: input.timeZone, channels: input.channels, updatedAt: now };
      // A time already passed today (saving 20:00 at 20:30) starts tomorrow: the person is here now,
      // a reminder right after pressing "Guardar" would be noise. `lastSentOn` never moves back, so
      // moving the time later on a day already sent never sends twice.
      const handled = dueDate({ time: input.time, timeZone: input.timeZone, lastSentOn: null }, now);
      const [row] = await db
        .insert(reminders)
        .values({ userId, ...values, lastSentOn: handled })
        .onConflictDoUpdate({
          target: reminders.userId,
          set: handled ? { ...values, lastSentOn: sql`greatest(${reminders.lastSentOn}, ${handled}::date)` } : values,
        })
        .returning();
      return present(row!);
    },

    publicKey(): string {
      if (!deps.push) throw new HttpError(404, reminderMessages.pushUnavailable);
      return deps.push.publicKey;
    },

    /**
     * One row per endpoint, owned by the account that registered it first: another account that
     * presents the same endpoint gets 409 and changes nothing (it could otherwise take over the
     * device's reminders, or swap its keys). At most MAX_PUSH_DEVICES per person (decision 027).
     */
    async addDevice(userId: string, subscription: PushSubscriptionBody): Promise<void> {
      if (!deps.push) throw new HttpError(404, reminderMessages.pushUnavailable);
      if (!deps.push.acceptsEndpoint(subscription.endpoint)) throw badRequest(reminderMessages.pushServiceNotAllowed);
      const values = { userId, endpoint: subscription.endpoint, p256dh: subscription.keys.p256dh, auth: subscription.keys.auth };
      await db.transaction(async (tx) => {
        // One person's devices are counted and added one request at a time (PostgreSQL; PGlite has one connection).
        await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`push-devices:${userId}`}, 0))`);
        const [existing] = await tx
          .select({ userId: pushSubscriptions.userId })
          .from(pushSubscriptions)
          .where(eq(pushSubscriptions.endpoint, subscription.endpoint));
        if (existing && existing.userId !== userId) throw conflict(reminderMessages.deviceTakenByOtherAccount);
        if (!existing) {
          const [row] = await tx.select({ devices: count() }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
          if ((row?.devices ?? 0) >= MAX_PUSH_DEVICES) throw badRequest(reminderMessages.tooManyDevices);
        }
        // The same browser saving again (new keys after the person allowed it again) updates its own row only.
        const [saved] = await tx
          .insert(pushSubscriptions)
          .values(values)
          .onConflictDoUpdate({
            target: pushSubscriptions.endpoint,
            set: { p256dh: values.p256dh, auth: values.auth },
            setWhere: eq(pushSubscriptions.userId, userId),
          })
          .returning({ id: pushSubscriptions.id });
        // Registered by another account between the read and the insert.
        if (!saved) throw conflict(reminderMessages.deviceTakenByOtherAccount);
      });
    },

    async removeDevice(userId: string, endpoint: string): Promise<void> {
      // Someone else's endpoint is simply not found: nothing happens.
      await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
    },

    /** The one-click stop: email leaves the channels (the reminder turns off when it was the only one). Idempotent. */
    async unsubscribe(token: string): Promise<void> {
      const userId = tokens.read(token);
      if (!userId) throw new HttpError(404, reminderMessages.unsubscribeInvalid);
      const [row] = await db.select().from(reminders).where(eq(reminders.userId, userId));
      if (!row || !row.channels.includes('email')) return;
      const others = row.channels.filter((channel) => channel !== 'email');
      await db
        .update(reminders)
        .set(others.length > 0 ? { channels: others, updatedAt: clock.now() } : { enabled: false, updatedAt: clock.now() })
        .where(eq(reminders.userId, userId));
    },

    /** For the export: the settings without any device key, or nothing before the first save. */
    async exportSettings(userId: string): Promise<ReminderSettings[]> {
      const [row] = await db.select().from(reminders).where(eq(reminders.userId, userId));
      return row ? [present(row)] : [];
    },

    /**
     * Who is due now: only the rows whose time falls in each zone's window are read (one query),
     * then `dueReminder` decides each one from the wall clock, as before.
     */
    async findDue(): Promise<DueReminder[]> {
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
    },

    /**
     * Claims each person's day with one conditional UPDATE per chunk and queues the claimed ones in
     * the same transaction: only the process whose UPDATE returned a person queues them, so several
     * schedulers at once never queue one day twice, and a claim is never left without its jobs.
     * A claimed day is spent even when nothing goes out (they already wrote), never resent.
     */
    async claimDue(due: DueReminder[], enqueue: EnqueueClaimed): Promise<number> {
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
    },

    /** Forgets deliveries older than DELIVERY_MEMORY_MS (each scheduler tick; an indexed delete). */
    async pruneDeliveries(): Promise<void> {
      await db.delete(reminderDeliveries).where(lt(reminderDeliveries.deliveredAt, new Date(clock.now().getTime() - DELIVERY_MEMORY_MS)));
    },

    /**
     * Hands a batch of reminder emails over (to SMTP, or the .eml folder), all at once, after four
     * queries for the batch: one promise per person, rejected where SMTP did not take it (its job
     * retries), each settling on its own.
     */
    async deliverEmails(batch: DueReminder[]): Promise<Promise<Delivery>[]> {
      const verdicts = await stillWanted(batch, 'email');
      const people = await deps.people(batch.filter((_, index) => verdicts[index] === 'go').map((reminder) => reminder.userId));
      return batch.map(async (reminder, index): Promise<Delivery> => {
        const verdict = verdicts[index]!;
        if (verdict !== 'go') return verdict;
        const person = people.get(reminder.userId);
        if (!person) return 'nothing_to_send';
        const token = tokens.create(reminder.userId);
        const message = reminderEmail({
          to: person.email,
          firstName: person.firstName,
          spanish: person.spanish,
          diaryLink: `${deps.publicUrl}${DIARY_PATH}`,
          stopPageLink: `${deps.publicUrl}${STOP_PAGE_PATH}/${token}`,
          oneClickLink: `${deps.publicUrl}/api/reminders/unsubscribe/${token}`,
        });
        await deps.mailer.send(message, Math.max(1_000, Date.parse(reminder.lateAfter) - clock.now().getTime()));
        await recordDelivery(reminder, 'email');
        return 'sent';
      });
    },

    /**
     * Pushes a batch's reminders to each person's devices, all at once, each with PUSH_TIMEOUT_MS:
     * one promise per person, settling on its own, so a push service that never answers holds only
     * its own person. A push service's answer never rejects (a failed push is not tried again: the
     * next one is tomorrow); gone devices (404/410) are deleted.
     */
    async deliverPushes(batch: DueReminder[]): Promise<Promise<Delivery>[]> {
      const sender = deps.push;
      if (!sender) return batch.map(async () => 'nothing_to_send' as const);
      const verdicts = await stillWanted(batch, 'push');
      const going = batch.filter((_, index) => verdicts[index] === 'go').map((reminder) => reminder.userId);
      const devices = going.length > 0 ? await db.select().from(pushSubscriptions).where(inArray(pushSubscriptions.userId, going)) : [];
      return batch.map(async (reminder, index): Promise<Delivery> => {
        const verdict = verdicts[index]!;
        if (verdict !== 'go') return verdict;
        const own = devices.filter((device) => device.userId === reminder.userId);
        const outcomes = await Promise.all(own.map((device) => pushTo(sender, device)));
        if (!outcomes.includes('sent')) return 'nothing_to_send';
        await recordDelivery(reminder, 'push');
        return 'sent';
      });
    },
  };
}

export type RemindersService = ReturnType<typeof createRemindersService>;
