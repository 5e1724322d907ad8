import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamptz } from '../../db/columns.js';
// A foreign key only: the diary never reads or writes another feature's tables.
import { users } from '../auth/auth.tables.js';

/** Diary records (docs/product.md#diary Record). Health data: only ever read by their owner. */
export const diaryRecords = pgTable(
  'diary_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    feeling: text('feeling', { enum: ['GREAT', 'GOOD', 'NEUTRAL', 'BAD', 'TERRIBLE'] }).notNull(),
    /** An optional finer word under the feeling, by key from the shared vocabulary; in the clear like the feeling (statistics count it). */
    finerFeeling: text('finer_feeling'),
    description: text('description').notNull(),
    advice: text('advice'),
    adviceSource: text('advice_source', { enum: ['model', 'builtin', 'crisis', 'none'] })
      .notNull()
      .default('none'),
    audioUrl: text('audio_url').notNull().default(''),
    /** "¿Qué has hecho hoy?": the fixed tags by key, in the clear like the feeling (statistics read them). */
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The person's own tags: free text, so sealed like the description (a JSON array); null when none. */
    ownTags: text('own_tags'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    /**
     * When the server stored the record: `createdAt` is the day the person chose (an entry for three
     * days ago, an import), so the daily quota counts this instead.
     */
    storedAt: timestamptz('stored_at').notNull().defaultNow(),
    /** Brought in by an import (the person's history from a file): counted by its own daily bound, not the one for writing. */
    imported: boolean('imported').notNull().default(false),
    /** The Idempotency-Key a device sent with the entry (entries written offline); null otherwise. */
    clientKey: uuid('client_key'),
  },
  (table) => [
    // Read backwards for the newest-first pages, forwards for a month: one index serves both.
    index('diary_records_user_created_idx').on(table.userId, table.createdAt, table.id),
    // The daily quota reads the newest stored rows of one person.
    index('diary_records_user_stored_idx').on(table.userId, table.storedAt),
    // One record per key and person, even when two requests with one key arrive at once. Keys are
    // per person: another person's equal key is theirs. Nulls never collide.
    uniqueIndex('diary_records_user_client_key_idx').on(table.userId, table.clientKey),
  ],
);

/**
 * How many records each person has per feeling, kept by triggers on `diary_records` (migration
 * 0010): every insert, delete and change of feeling, whichever code or process makes it, moves
 * these counts in the same transaction. The profile reads five rows instead of counting every
 * record a person ever wrote.
 */
export const diaryFeelingCounts = pgTable(
  'diary_feeling_counts',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    feeling: text('feeling', { enum: ['GREAT', 'GOOD', 'NEUTRAL', 'BAD', 'TERRIBLE'] }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.userId, table.feeling] })],
);

/**
 * Prompts shown under the box when the page is blank, per feeling (null: any feeling). The built-in
 * ones carry a stable key so a new release can add to them without duplicating; an admin adds their
 * own and retires any (a retired prompt is kept, never shown).
 */
export const diaryPrompts = pgTable(
  'diary_prompts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    feeling: text('feeling', { enum: ['GREAT', 'GOOD', 'NEUTRAL', 'BAD', 'TERRIBLE'] }),
    text: text('text').notNull(),
    builtinKey: text('builtin_key'),
    retiredAt: timestamptz('retired_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [uniqueIndex('diary_prompts_builtin_key_unique').on(table.builtinKey), index('diary_prompts_feeling_idx').on(table.feeling)],
);
