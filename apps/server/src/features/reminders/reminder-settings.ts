import { eq, sql } from 'drizzle-orm';
import { defaultReminderSettings, reminderMessages, type ReminderSettings, type ReminderSettingsBody } from '@sendero/shared';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { HttpError } from '../../lib/http-errors.js';
import type { UnsubscribeTokens } from './reminder-email.js';
import { reminders } from './reminders.tables.js';
import { dueDate } from './schedule.js';

const present = (row: typeof reminders.$inferSelect): ReminderSettings => ({
  enabled: row.enabled,
  time: row.time,
  timeZone: row.timeZone,
  channels: row.channels,
  updatedAt: row.updatedAt.toISOString(),
});

/** A person's reminder settings: reading and saving them, the stop link, the export. */
export function createReminderSettings({ db, clock }: { db: Db; clock: Clock }, tokens: UnsubscribeTokens) {
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
  };
}
