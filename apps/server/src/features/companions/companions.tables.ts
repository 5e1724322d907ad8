import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { CompanionScope } from '@sendero/shared';
import { timestamptz } from '../../db/columns.js';
// Foreign keys only: companions read another person's data through that feature's service.
import { users } from '../auth/auth.tables.js';

/**
 * A code a person gives to someone they want at their side (docs/product.md#companions-wellbeing-checks-and-organisations). Stored as a SHA-256
 * hash: whoever reads the database cannot use a pending code. Single use, valid 7 days.
 */
export const companionInvitations = pgTable(
  'companion_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    personId: uuid('person_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    scopes: jsonb('scopes').$type<CompanionScope[]>().notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [uniqueIndex('companion_invitations_code_unique').on(table.codeHash), index('companion_invitations_person_idx').on(table.personId)],
);

/**
 * A person and the companion who may read the granted scopes. Ending it (either side) sets
 * `endedAt`: access stops at once, and the person keeps the record of what was read.
 */
export const companionships = pgTable(
  'companionships',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    personId: uuid('person_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companionId: uuid('companion_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    scopes: jsonb('scopes').$type<CompanionScope[]>().notNull(),
    /** "avisar a mi acompañante si escribo algo preocupante": an email that never holds the text. */
    alertOnCrisis: boolean('alert_on_crisis').notNull().default(false),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    lastReadAt: timestamptz('last_read_at'),
    endedAt: timestamptz('ended_at'),
  },
  (table) => [
    uniqueIndex('companionships_active_pair_unique')
      .on(table.personId, table.companionId)
      .where(sql`${table.endedAt} is null`),
    index('companionships_companion_idx').on(table.companionId),
  ],
);

/** Every read a companion made, with its scope: shown to the person, never edited, erased with either account. */
export const companionReads = pgTable(
  'companion_reads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companionshipId: uuid('companionship_id')
      .notNull()
      .references(() => companionships.id, { onDelete: 'cascade' }),
    scope: text('scope').$type<CompanionScope>().notNull(),
    at: timestamptz('at').notNull().defaultNow(),
  },
  (table) => [index('companion_reads_companionship_at_idx').on(table.companionshipId, table.at)],
);
