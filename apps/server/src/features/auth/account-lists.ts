import { asc, inArray } from 'drizzle-orm';
import { errorMessages, spanishVariantOf, type SpanishVariant, type UserListItem } from '@sendero/shared';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/http-errors.js';
import { toPublicUser, type FindAccount, type UserRow } from './account-row.js';
import { users } from './auth.tables.js';

const toListItem = (user: UserRow): UserListItem => ({ ...toPublicUser(user), points: user.points, createdAt: user.createdAt.toISOString() });

/** People as others see them: the admin's list and detail, reports' names, reminders' addresses. */
export function peopleQueries({ db, find }: { db: Db; find: FindAccount }) {
  return {
    async list(): Promise<UserListItem[]> {
      const rows = await db.select().from(users).orderBy(asc(users.lastName), asc(users.firstName), asc(users.email));
      return rows.map(toListItem);
    },

    /** One user as the list shows them (admin user detail); 404 when unknown. */
    async get(userId: string): Promise<UserListItem> {
      const user = await find(userId);
      if (!user) throw notFound(errorMessages.userNotFound);
      return toListItem(user);
    },

    /** Names and emails of the given users, by id (admin progress reports). */
    async byIds(userIds: string[]): Promise<Map<string, UserListItem>> {
      if (userIds.length === 0) return new Map();
      const rows = await db
        .select()
        .from(users)
        .where(inArray(users.id, [...new Set(userIds)]));
      return new Map(rows.map((user) => [user.id, toListItem(user)]));
    },

    /** Where and how to write to each of these people (reminders): email, first name and the Spanish they read. */
    async recipients(userIds: string[]): Promise<Map<string, { email: string; firstName: string; spanish: SpanishVariant }>> {
      if (userIds.length === 0) return new Map();
      const rows = await db
        .select({ id: users.id, email: users.email, firstName: users.firstName, country: users.country, spanishVariant: users.spanishVariant })
        .from(users)
        .where(inArray(users.id, [...new Set(userIds)]));
      return new Map(rows.map((user) => [user.id, { email: user.email, firstName: user.firstName, spanish: spanishVariantOf(user) }]));
    },
  };
}
