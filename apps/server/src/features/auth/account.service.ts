import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import {
  DEFAULT_COUNTRY,
  errorMessages,
  spanishVariantOf,
  type Profile,
  type PublicUser,
  type RegisterBody,
  type Role,
  type SpanishVariant,
  type UpdateProfileBody,
  type UserListItem,
} from '@sendero/shared';
import type { Db, Tx } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { conflict, notFound, unauthorized } from '../../lib/http-errors.js';
import { users } from './auth.tables.js';
import { hashPassword, NO_PASSWORD } from './password-hashing.js';

export type AccountDeps = {
  db: Db;
  clock: Clock;
  /** Whether a model is configured: the profile says so, so the app asks for consent only then. */
  aiAvailable: boolean;
};

export type UserRow = typeof users.$inferSelect;

export const toPublicUser = (user: UserRow): PublicUser => ({
  id: user.id,
  email: user.email,
  firstName: user.firstName,
  lastName: user.lastName,
  role: user.role,
});

const toListItem = (user: UserRow): UserListItem => ({ ...toPublicUser(user), points: user.points, createdAt: user.createdAt.toISOString() });

const isUniqueViolation = (error: unknown): boolean => {
  const code = (error as { code?: string })?.code ?? (error as { cause?: { code?: string } })?.cause?.code;
  return code === '23505';
};

/** People: their account row, profile, role and points. The only code that reads or writes `users`. */
export function createAccountService({ db, clock, aiAvailable }: AccountDeps) {
  const toProfile = (user: UserRow): Profile => ({
    ...toPublicUser(user),
    points: user.points,
    country: user.country,
    aiAdvice: user.aiAdvice,
    spanishVariant: user.spanishVariant,
    aiAvailable,
    onThisDay: user.onThisDay,
  });

  /** `tx` when the caller is inside a transaction (PGlite has one connection: `db` would wait for it). */
  async function find(userId: string, tx: Db | Tx = db): Promise<UserRow | undefined> {
    const [user] = await tx.select().from(users).where(eq(users.id, userId));
    return user;
  }

  return {
    find,

    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [user] = await db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
      return user;
    },

    /** 409 when the email is taken, also when two registrations race. */
    async create(input: RegisterBody & { role?: Role }): Promise<UserRow> {
      const passwordHash = await hashPassword(input.password);
      try {
        const [user] = await db
          .insert(users)
          .values({
            email: input.email,
            passwordHash,
            firstName: input.firstName,
            lastName: input.lastName,
            role: input.role ?? 'USER',
            country: input.country ?? DEFAULT_COUNTRY,
          })
          .returning();
        return user!;
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(errorMessages.emailTaken);
        throw error;
      }
    },

    /** An account from sign-in with the institution: no usable password (decision 037); 409 when the email is taken. */
    async createWithoutPassword(tx: Db | Tx, input: { email: string; firstName: string; lastName: string }): Promise<UserRow> {
      try {
        const [user] = await tx
          .insert(users)
          .values({ ...input, passwordHash: NO_PASSWORD, role: 'USER' })
          .returning();
        return user!;
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(errorMessages.emailTaken);
        throw error;
      }
    },

    async setPasswordHash(tx: Db | Tx, userId: string, passwordHash: string): Promise<void> {
      await tx.update(users).set({ passwordHash, updatedAt: clock.now() }).where(eq(users.id, userId));
    },

    async makeAdmin(userId: string): Promise<void> {
      await db.update(users).set({ role: 'ADMIN' }).where(eq(users.id, userId));
    },

    async total(): Promise<number> {
      const [row] = await db.select({ total: count() }).from(users);
      return row?.total ?? 0;
    },

    async profile(userId: string): Promise<Profile> {
      const user = await find(userId);
      if (!user) throw unauthorized();
      return toProfile(user);
    },

    async updateProfile(userId: string, changes: UpdateProfileBody): Promise<Profile> {
      const [user] = await db
        .update(users)
        .set({ ...changes, updatedAt: clock.now() })
        .where(eq(users.id, userId))
        .returning();
      if (!user) throw unauthorized();
      return toProfile(user);
    },

    /** Whether the person wants "Hace un año escribiste…" on home (Ajustes); an unknown id wants nothing. */
    async wantsOnThisDay(userId: string): Promise<boolean> {
      const [user] = await db.select({ onThisDay: users.onThisDay }).from(users).where(eq(users.id, userId));
      return user?.onThisDay === true;
    },

    /** What the diary needs to answer this person: whose crisis lines, whether their text may reach the model, and in which Spanish. */
    async adviceSettings(userId: string): Promise<{ country: string; aiAdvice: boolean; spanish: SpanishVariant }> {
      const [user] = await db
        .select({ country: users.country, aiAdvice: users.aiAdvice, spanishVariant: users.spanishVariant })
        .from(users)
        .where(eq(users.id, userId));
      const country = user?.country ?? DEFAULT_COUNTRY;
      // Without a choice on record, no text leaves the server.
      return { country, aiAdvice: user?.aiAdvice === true, spanish: spanishVariantOf({ spanishVariant: user?.spanishVariant ?? null, country }) };
    },

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

    /** Learning's points live on the person's row: added inside the caller's transaction; returns the new total. */
    async addPoints(tx: Tx, userId: string, points: number): Promise<number> {
      const [user] =
        points === 0
          ? await tx.select({ points: users.points }).from(users).where(eq(users.id, userId))
          : await tx
              .update(users)
              .set({ points: sql`${users.points} + ${points}` })
              .where(eq(users.id, userId))
              .returning({ points: users.points });
      return user?.points ?? 0;
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
