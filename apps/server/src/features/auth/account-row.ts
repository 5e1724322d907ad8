import type { PublicUser } from '@sendero/shared';
import type { users } from './auth.tables.js';

export type UserRow = typeof users.$inferSelect;

/** The account service's own read of one row, passed to the modules it composes. */
export type FindAccount = (userId: string) => Promise<UserRow | undefined>;

export const toPublicUser = (user: UserRow): PublicUser => ({
  id: user.id,
  email: user.email,
  firstName: user.firstName,
  lastName: user.lastName,
  role: user.role,
});
