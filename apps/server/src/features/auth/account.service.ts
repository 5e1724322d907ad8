import { count, eq, sql } from 'drizzle-orm';
import { DEFAULT_COUNTRY, errorMessages, type RegisterBody, type Role } from '@sendero/shared';
import type { Db, Tx } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { conflict } from '../../lib/http-errors.js';
import { peopleQueries } from './account-lists.js';
import { profileQueries } from './account-profile.js';
import type { UserRow } from './account-row.js';
import { users } from './auth.tables.js';
import { hashPassword, NO_PASSWORD } from './password-hashing.js';

export type AccountDeps = {
  db: Db;
  clock: Clock;
  /** Whether a model is configured: the profile says so, so the app asks for consent only then. */
  aiAvailable: boolean;
};

const isUniqueViolation = (error: unknown): boolean => {
  const code = (error as { code?: string })?.code ?? (error as { cause?: { code?: string } })?.cause?.code;
  return code === '23505';
};

/**
 * People: their account row, profile, role and points. With account-profile.ts and account-lists.ts,
 * the only code that reads or writes `users`.
 */
export function createAccountService({ db, clock, aiAvailable }: AccountDeps) {
  /** `tx` when the caller is inside a transaction (PGlite has one connection: `db` would wait for it). */
  async function find(userId: string, tx: Db | Tx = db): Promise<UserRow | undefined> {
    const [user] = await tx.select().from(users).where(eq(users.id, userId));
    return user;
  }

  return {
    find,
    ...profileQueries({ db, clock, aiAvailable, find }),
    ...peopleQueries({ db, find }),

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
