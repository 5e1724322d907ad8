import { index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamptz } from '../../db/columns.js';
// Foreign keys only: groups read progress, feelings and WHO-5 through those features' services.
import { users } from '../auth/auth.tables.js';
import { routes } from '../learning/learning.tables.js';

/** A programme an organisation runs for a group of people (docs/product.md#companions-wellbeing-checks-and-organisations "Organisations"). */
export const groups = pgTable(
  'groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** The join code people type (or reach through the link and QR code). */
    code: text('code').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [uniqueIndex('groups_code_unique').on(table.code)],
);

/** Who runs a group: a role on the group, not a global one. Facilitators are not members. */
export const groupFacilitators = pgTable(
  'group_facilitators',
  {
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.groupId, table.userId] }), index('group_facilitators_user_idx').on(table.userId)],
);

/** The people who joined with the code; leaving deletes the row. */
export const groupMembers = pgTable(
  'group_members',
  {
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    joinedAt: timestamptz('joined_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.groupId, table.userId] }), index('group_members_user_idx').on(table.userId)],
);

/** The routes assigned to a group, in the order the admin gave. */
export const groupRoutes = pgTable(
  'group_routes',
  {
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    routeId: uuid('route_id')
      .notNull()
      .references(() => routes.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (table) => [primaryKey({ columns: [table.groupId, table.routeId] })],
);
