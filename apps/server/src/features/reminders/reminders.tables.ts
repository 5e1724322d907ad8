import { boolean, date, index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { timestamptz } from '../../db/columns.js';
// A foreign key only: reminders never read or write another feature's tables.
import { users } from '../auth/auth.tables.js';

/**
 * A person's daily reminder: one row per user, written on the first save. `lastSentOn` is the
 * person's own local date it was last handled; the scheduler claims a day by moving it forward in
 * one conditional UPDATE, so two processes never send the same day twice.
 */
export const reminders = pgTable(
  'reminders',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    enabled: boolean('enabled').notNull().default(false),
    /** "HH:MM" on the person's wall clock. */
    time: text('time').notNull(),
    /** IANA zone name. */
    timeZone: text('time_zone').notNull(),
    channels: text('channels', { enum: ['email', 'push'] })
      .array()
      .notNull(),
    lastSentOn: date('last_sent_on', { mode: 'string' }),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [index('reminders_enabled_idx').on(table.enabled)],
);

/** Web Push subscriptions, one per browser the person allowed; the endpoint is the browser's own address. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [index('push_subscriptions_user_idx').on(table.userId)],
);

/**
 * One row per reminder handed over (person, channel, their local date), written the moment the SMTP
 * server or the push service accepted it: a job run again after a crash finds it and sends nothing.
 */
export const reminderDeliveries = pgTable(
  'reminder_deliveries',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: ['email', 'push'] }).notNull(),
    localDate: date('local_date', { mode: 'string' }).notNull(),
    deliveredAt: timestamptz('delivered_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.channel, table.localDate] }), index('reminder_deliveries_delivered_idx').on(table.deliveredAt)],
);
