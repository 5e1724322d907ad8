import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestamptz } from '../../db/columns.js';
// A foreign key only: the diary never reads or writes another feature's tables.
import { users } from '../auth/auth.tables.js';

/** Diary records (spec §3 Record). Health data: only ever read by their owner. */
export const diaryRecords = pgTable(
  'diary_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    feeling: text('feeling', { enum: ['GREAT', 'GOOD', 'NEUTRAL', 'BAD', 'TERRIBLE'] }).notNull(),
    description: text('description').notNull(),
    advice: text('advice'),
    adviceSource: text('advice_source', { enum: ['model', 'builtin', 'crisis', 'none'] }).notNull().default('none'),
    audioUrl: text('audio_url').notNull().default(''),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  // Read backwards for the newest-first pages, forwards for a month: one index serves both.
  (table) => [index('diary_records_user_created_idx').on(table.userId, table.createdAt, table.id)],
);
