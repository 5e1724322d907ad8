import { check, index, jsonb, pgTable, primaryKey, smallint, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { timestamptz } from '../../db/columns.js';
// A foreign key only: wellbeing never reads or writes another feature's tables.
import { users } from '../auth/auth.tables.js';

/**
 * One WHO-5 check (docs/product.md#companions-wellbeing-checks-and-organisations): the five answers in order, 0–5 each. The raw score is their sum,
 * kept so reports can average without reading every answer; the percentage is always raw × 4.
 */
export const who5Checks = pgTable(
  'who5_checks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    answers: jsonb('answers').$type<number[]>().notNull(),
    rawScore: smallint('raw_score').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('who5_checks_user_created_idx').on(table.userId, table.createdAt),
    check('who5_checks_raw_score_range', sql`${table.rawScore} between 0 and 25`),
  ],
);

/** When the person last put off the check offered on home, so it is not offered again for two weeks. */
export const who5OfferDismissals = pgTable(
  'who5_offer_dismissals',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    dismissedAt: timestamptz('dismissed_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId] })],
);
