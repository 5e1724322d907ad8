import { pgTable, uuid } from 'drizzle-orm/pg-core';
import { timestamptz } from '../../db/columns.js';
// A foreign key only: the account feature never reads or writes another feature's tables.
import { users } from '../auth/auth.tables.js';

/**
 * An import in progress, one row per person, whichever process runs it: a second import of the same
 * person is refused while the row is younger than the import's longest run (a crash leaves a row
 * that ages out).
 */
export const accountImports = pgTable('account_imports', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  startedAt: timestamptz('started_at').notNull().defaultNow(),
});
