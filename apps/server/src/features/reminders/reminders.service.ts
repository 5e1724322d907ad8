import { and, count, eq, isNull, lt, or, sql } from 'drizzle-orm';
import pLimit from 'p-limit';
import { defaultReminderSettings, MAX_PUSH_DEVICES, reminderMessages, type PushSubscriptionBody, type ReminderSettings, type ReminderSettingsBody, type SpanishVariant } from '@sendero/shared';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { Mailer } from '../../lib/mail.js';
import { badRequest, conflict, HttpError } from '../../lib/http-errors.js';
import { pushSubscriptions, reminders } from './reminders.tables.js';
import { dueDate, LATE_LIMIT_MINUTES, localDayRange } from './schedule.js';
import { createUnsubscribeTokens, reminderEmail } from './reminder-email.js';
import type { PushOutcome, PushSender } from './push.js';

type Log = { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };

export type RemindersDeps = {
  db: Db;
  clock: Clock;
  /** The durable outbox in the app: a reminder email survives an SMTP outage and a restart. */
  mailer: Mailer;
  /** Undefined when this server has no VAPID keys: reminders then go by email only. */
  push: PushSender | undefined;
  publicUrl: string;
  /** The stop links are signed with a key derived from it. */
  secret: string;
  log: Log;
  /** The person's email and name, from their account, and the Spanish they read. */
  person: (userId: string) => Promise<{ email: string; firstName: string; spanish?: SpanishVariant } | null>;
  /** Whether the person already wrote in the diary in [from, to). */
  wroteBetween: (userId: string, from: Date, to: Date) => Promise<boolean>;
};

/** Where a reminder takes the person: the first step of a new diary entry. */
export const DIARY_PATH = '/records/daily-intro';
/** The web page behind the stop link in the email. */
export const STOP_PAGE_PATH = '/reminders/stop';

/**
 * Pushes in flight at once, across everyone due in a run: a push service that never answers holds
 * one slot for PUSH_TIMEOUT_MS, not the people after it (decision 027).
 */
export const PUSH_CONCURRENCY = 16;

export type RunSummary = { due: number; sent: number; skippedWrote: number; emails: number; pushes: number; pushesGone: number };

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

  const pushQueue = pLimit(PUSH_CONCURRENCY);

  /** Hands over one person's reminder; their pushes join `pushes`, which the run awaits at its end. */
  async function deliver(userId: string, channels: ('email' | 'push')[], summary: RunSummary, pushes: Promise<void>[]) {
    if (channels.includes('email')) {
      const person = await deps.person(userId);
      if (person) {
        const token = tokens.create(userId);
        const message = reminderEmail({
          to: person.email,
          firstName: person.firstName,
          spanish: person.spanish,
          diaryLink: `${deps.publicUrl}${DIARY_PATH}`,
          stopPageLink: `${deps.publicUrl}${STOP_PAGE_PATH}/${token}`,
          oneClickLink: `${deps.publicUrl}/api/reminders/unsubscribe/${token}`,
        });
        // A reminder still unsent when the late limit has passed is not worth sending.
        await deps.mailer.send(message, LATE_LIMIT_MINUTES * 60_000);
        summary.emails++;
      }
    }
    if (channels.includes('push') && deps.push) {
      const sender = deps.push;
      const devices = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
      // Queued, not awaited: the run hands over the next person's reminder while these are in flight.
      for (const device of devices) pushes.push(pushQueue(() => pushTo(sender, device, summary)));
    }
  }

  async function pushTo(sender: PushSender, device: typeof pushSubscriptions.$inferSelect, summary: RunSummary) {
    // A subscription whose keys cannot encrypt (web-push throws) fails alone, like an unanswered one.
    const outcome = await sender.send(device, { title: 'Un momento para ti', body: 'Si te apetece, cuéntale a tu diario cómo te sientes hoy.', url: DIARY_PATH }).catch((): PushOutcome => 'failed');
    if (outcome === 'sent') summary.pushes++;
    if (outcome === 'gone') {
      // The browser unsubscribed or the subscription expired: it will never answer again.
      await db
        .delete(pushSubscriptions)
        .where(eq(pushSubscriptions.id, device.id))
        .catch((error: unknown) => log.warn({ event: 'push_subscription_not_deleted', reason: (error as Error).message }, 'a gone push subscription stays until the next run'));
      summary.pushesGone++;
    }
    if (outcome === 'failed') log.warn({ event: 'reminder_push_failed' }, 'a reminder push was not taken by the push service');
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
        .onConflictDoUpdate({ target: reminders.userId, set: handled ? { ...values, lastSentOn: sql`greatest(${reminders.lastSentOn}, ${handled}::date)` } : values })
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
        const [existing] = await tx.select({ userId: pushSubscriptions.userId }).from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, subscription.endpoint));
        if (existing && existing.userId !== userId) throw conflict(reminderMessages.deviceTakenByOtherAccount);
        if (!existing) {
          const [row] = await tx.select({ devices: count() }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
          if ((row?.devices ?? 0) >= MAX_PUSH_DEVICES) throw badRequest(reminderMessages.tooManyDevices);
        }
        // The same browser saving again (new keys after the person allowed it again) updates its own row only.
        const [saved] = await tx
          .insert(pushSubscriptions)
          .values(values)
          .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { p256dh: values.p256dh, auth: values.auth }, setWhere: eq(pushSubscriptions.userId, userId) })
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
     * Sends every reminder due now. Each person's day is claimed with one conditional UPDATE; only
     * the process whose UPDATE returned the row sends, so two processes never send one day twice.
     * A claimed day is spent even when nothing goes out (they already wrote, or a crash), never resent.
     */
    async sendDue(): Promise<RunSummary> {
      const now = clock.now();
      const summary: RunSummary = { due: 0, sent: 0, skippedWrote: 0, emails: 0, pushes: 0, pushesGone: 0 };
      const pushes: Promise<void>[] = [];
      const candidates = await db
        .select({ userId: reminders.userId, time: reminders.time, timeZone: reminders.timeZone, lastSentOn: reminders.lastSentOn })
        .from(reminders)
        .where(eq(reminders.enabled, true));
      for (const candidate of candidates) {
        const localDate = dueDate(candidate, now);
        if (!localDate) continue;
        summary.due++;
        const [claimed] = await db
          .update(reminders)
          .set({ lastSentOn: localDate })
          .where(and(eq(reminders.userId, candidate.userId), eq(reminders.enabled, true), or(isNull(reminders.lastSentOn), lt(reminders.lastSentOn, localDate))))
          .returning({ channels: reminders.channels, timeZone: reminders.timeZone });
        if (!claimed) continue;
        const day = localDayRange(localDate, claimed.timeZone);
        if (await deps.wroteBetween(candidate.userId, day.start, now)) {
          summary.skippedWrote++;
          continue;
        }
        try {
          await deliver(candidate.userId, claimed.channels, summary, pushes);
          summary.sent++;
        } catch (error) {
          log.warn({ event: 'reminder_failed', reason: (error as Error).message }, 'a reminder could not be handed over');
        }
      }
      await Promise.all(pushes);
      if (summary.sent + summary.skippedWrote > 0) log.info({ event: 'reminders_run', ...summary }, 'reminders sent');
      return summary;
    },
  };
}

export type RemindersService = ReturnType<typeof createRemindersService>;

/** Runs `sendDue` every `intervalMs` in this process; a run never overlaps the previous one. */
export function createReminderScheduler(service: Pick<RemindersService, 'sendDue'>, log: Log, intervalMs = 30_000) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  const tick = () => {
    if (running) return running;
    running = service
      .sendDue()
      .catch((error: unknown) => log.warn({ event: 'reminders_run_failed', reason: (error as Error).message }, 'reminders run failed: retried on the next tick'))
      .finally(() => (running = undefined));
    return running;
  };
  return {
    start() {
      timer ??= setInterval(() => void tick(), intervalMs);
      // The timer alone never keeps the process alive.
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await running;
    },
    tick,
  };
}

export type ReminderScheduler = ReturnType<typeof createReminderScheduler>;
