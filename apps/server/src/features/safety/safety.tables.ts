import type { SafetyPlanContent } from '@sendero/shared';
import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestamptz } from '../../db/columns.js';
// A foreign key only: safety never reads or writes another feature's tables.
import { users } from '../auth/auth.tables.js';

/**
 * A person's safety plan (Stanley–Brown steps): one per user, the lists as one JSON document,
 * sealed at rest as `{sealed}` (plans saved before encryption hold the lists themselves until the
 * start-up pass seals them).
 */
export const safetyPlans = pgTable('safety_plans', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  plan: jsonb('plan').$type<SafetyPlanContent | { sealed: string }>().notNull(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

/**
 * One row per crisis reply, for the admin's monthly counts. Deliberately without a user id or
 * a text: the counts survive an erased account and can never point back to a person.
 */
export const crisisReplies = pgTable(
  'crisis_replies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** What flagged it: the rule screen, or the model's own risk level. */
    flaggedBy: text('flagged_by', { enum: ['rules', 'model'] }).notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [index('crisis_replies_created_idx').on(table.createdAt)],
);
