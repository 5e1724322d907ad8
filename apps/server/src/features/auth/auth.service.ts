import fs from 'node:fs/promises';
import path from 'node:path';
import { randomBytes, randomUUID } from 'node:crypto';
import { and, asc, count, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  DEFAULT_COUNTRY,
  errorMessages,
  type AdminResetPasswordBody,
  type ChangePasswordBody,
  type LoginBody,
  type Profile,
  type PublicUser,
  type RegisterBody,
  type Role,
  type TokenPair,
  type UpdateProfileBody,
  type UserListItem,
} from '@sendero/shared';
import type { Db, Tx } from '../../db/client.js';
import { passwordResetTokens, refreshTokens, users } from './auth.tables.js';
import type { AccessTokens } from '../../lib/access-token.js';
import { AttemptLimiter, type LimitRule } from '../../lib/attempt-limiter.js';
import type { Clock } from '../../lib/clock.js';
import { badRequest, conflict, forbidden, notFound, tooManyRequests, unauthorized } from '../../lib/http-errors.js';
import type { Mailer } from '../../lib/mail.js';
import { hashToken, logPseudonym, randomToken } from '../../lib/secrets.js';
import { passwordResetEmail } from './emails.js';
import { assertPasswordNotCommon, decoyPasswordHash, hashPassword, verifyPassword } from './passwords.js';

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

export type AuthLimits = {
  loginPerIp: LimitRule;
  loginPerEmail: LimitRule;
  forgotPerIp: LimitRule;
  forgotPerEmail: LimitRule;
};

export const defaultAuthLimits: AuthLimits = {
  loginPerIp: { max: 50, windowMs: 15 * 60_000 },
  loginPerEmail: { max: 10, windowMs: 15 * 60_000 },
  forgotPerIp: { max: 20, windowMs: 60 * 60_000 },
  forgotPerEmail: { max: 5, windowMs: 60 * 60_000 },
};

export type AuthDeps = {
  db: Db;
  clock: Clock;
  accessTokens: AccessTokens;
  mailer: Mailer;
  refreshTokenTtlMs: number;
  publicUrl: string;
  log: FastifyBaseLogger;
  limits?: AuthLimits;
  /** Whether a model is configured: the profile says so, so the app asks for consent only then. */
  aiAvailable: boolean;
};

type UserRow = typeof users.$inferSelect;

const toPublicUser = (user: UserRow): PublicUser => ({
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

export function createAuthService(deps: AuthDeps) {
  const { db, clock, accessTokens, log } = deps;
  const limits = deps.limits ?? defaultAuthLimits;
  const toProfile = (user: UserRow): Profile => ({
    ...toPublicUser(user),
    points: user.points,
    country: user.country,
    aiAdvice: user.aiAdvice,
    aiAvailable: deps.aiAvailable,
  });
  const limiters = {
    loginPerIp: new AttemptLimiter(limits.loginPerIp, clock),
    loginPerEmail: new AttemptLimiter(limits.loginPerEmail, clock),
    forgotPerIp: new AttemptLimiter(limits.forgotPerIp, clock),
    forgotPerEmail: new AttemptLimiter(limits.forgotPerEmail, clock),
  };

  function enforce(...checks: ReturnType<AttemptLimiter['hit']>[]) {
    const refused = checks.filter((check) => !check.allowed);
    if (refused.length > 0) throw tooManyRequests(Math.max(...refused.map((check) => check.retryAfterSeconds)));
  }

  /** Starts a new token family (login, register, password change) or continues one (refresh). */
  async function issueRefreshToken(tx: Db | Tx, userId: string, familyId: string = randomUUID()): Promise<string> {
    const token = randomToken();
    await tx.insert(refreshTokens).values({
      userId,
      familyId,
      tokenHash: hashToken(token),
      expiresAt: new Date(clock.now().getTime() + deps.refreshTokenTtlMs),
    });
    return token;
  }

  async function revokeAllRefreshTokens(tx: Db | Tx, userId: string) {
    await tx
      .update(refreshTokens)
      .set({ revokedAt: clock.now() })
      .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
  }

  const signAccess = (user: { id: string; role: Role }) => accessTokens.sign({ userId: user.id, role: user.role });

  async function findUserByEmail(email: string): Promise<UserRow | undefined> {
    const [user] = await db.select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
    return user;
  }

  async function findUser(userId: string): Promise<UserRow | undefined> {
    const [user] = await db.select().from(users).where(eq(users.id, userId));
    return user;
  }

  async function createUser(input: RegisterBody & { role?: Role }): Promise<UserRow> {
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
  }

  return {
    async register(input: RegisterBody): Promise<TokenPair & { user: PublicUser }> {
      assertPasswordNotCommon(input.password);
      if (await findUserByEmail(input.email)) throw conflict(errorMessages.emailTaken);
      const user = await createUser(input);
      const refresh_token = await issueRefreshToken(db, user.id);
      return { access_token: await signAccess(user), refresh_token, user: toPublicUser(user) };
    },

    async login(input: LoginBody, ip: string): Promise<TokenPair> {
      const emailPseudonym = logPseudonym(input.email);
      enforce(limiters.loginPerIp.hit(ip), limiters.loginPerEmail.hit(input.email));
      const user = await findUserByEmail(input.email);
      const valid = await verifyPassword(user?.passwordHash ?? (await decoyPasswordHash()), input.password);
      log.info({ event: 'login', email: emailPseudonym, ip, success: Boolean(user && valid) }, 'login attempt');
      if (!user || !valid) throw unauthorized(errorMessages.invalidCredentials);
      const refresh_token = await issueRefreshToken(db, user.id);
      return { access_token: await signAccess(user), refresh_token };
    },

    /** Rotation: the presented token is retired and the next one issued; a retired one revokes its family. */
    async refresh(refreshToken: string): Promise<TokenPair> {
      const now = clock.now();
      const outcome = await db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(refreshTokens)
          .where(eq(refreshTokens.tokenHash, hashToken(refreshToken)))
          .for('update');
        if (!row || row.revokedAt || row.expiresAt <= now) return { kind: 'refused' as const };
        if (row.retiredAt) {
          await tx
            .update(refreshTokens)
            .set({ revokedAt: now })
            .where(and(eq(refreshTokens.familyId, row.familyId), isNull(refreshTokens.revokedAt)));
          return { kind: 'reused' as const, userId: row.userId };
        }
        await tx.update(refreshTokens).set({ retiredAt: now }).where(eq(refreshTokens.id, row.id));
        const [user] = await tx.select().from(users).where(eq(users.id, row.userId));
        if (!user) return { kind: 'refused' as const };
        const next = await issueRefreshToken(tx, user.id, row.familyId);
        return { kind: 'rotated' as const, user, next };
      });
      if (outcome.kind === 'reused') {
        log.warn({ event: 'refresh_token_reuse', userId: outcome.userId }, 'retired refresh token presented: family revoked');
      }
      if (outcome.kind !== 'rotated') throw forbidden(errorMessages.refreshRefused);
      return { access_token: await signAccess(outcome.user), refresh_token: outcome.next };
    },

    async logout(userId: string, refreshToken: string): Promise<void> {
      const [row] = await db
        .select({ familyId: refreshTokens.familyId })
        .from(refreshTokens)
        .where(and(eq(refreshTokens.tokenHash, hashToken(refreshToken)), eq(refreshTokens.userId, userId)));
      if (!row) return;
      await db
        .update(refreshTokens)
        .set({ revokedAt: clock.now() })
        .where(and(eq(refreshTokens.familyId, row.familyId), isNull(refreshTokens.revokedAt)));
    },

    async profile(userId: string): Promise<Profile> {
      const user = await findUser(userId);
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

    /** What the diary needs to answer this person: whose crisis lines, and whether their text may reach the model. */
    async adviceSettings(userId: string): Promise<{ country: string; aiAdvice: boolean }> {
      const [user] = await db.select({ country: users.country, aiAdvice: users.aiAdvice }).from(users).where(eq(users.id, userId));
      // Without a choice on record, no text leaves the server.
      return { country: user?.country ?? DEFAULT_COUNTRY, aiAdvice: user?.aiAdvice === true };
    },

    /** Answers the same for known and unknown emails; the email is queued, and leaves after the answer. */
    async forgotPassword(email: string, ip: string): Promise<void> {
      enforce(limiters.forgotPerIp.hit(ip), limiters.forgotPerEmail.hit(email));
      const user = await findUserByEmail(email);
      log.info({ event: 'forgot_password', email: logPseudonym(email), ip, known: Boolean(user) }, 'password reset requested');
      if (!user) return;
      const token = randomToken();
      await db.insert(passwordResetTokens).values({
        userId: user.id,
        tokenHash: hashToken(token),
        expiresAt: new Date(clock.now().getTime() + RESET_TOKEN_TTL_MS),
      });
      const message = passwordResetEmail({
        to: user.email,
        firstName: user.firstName,
        link: `${deps.publicUrl}/forgot-password/${token}`,
      });
      // Queued in the database before the answer (the outbox delivers it, retrying while SMTP is down).
      await deps.mailer.send(message);
    },

    async resetPasswordWithToken(token: string, newPassword: string): Promise<void> {
      assertPasswordNotCommon(newPassword);
      const passwordHash = await hashPassword(newPassword);
      const now = clock.now();
      const done = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(passwordResetTokens)
          .set({ usedAt: now })
          .where(
            and(
              eq(passwordResetTokens.tokenHash, hashToken(token)),
              isNull(passwordResetTokens.usedAt),
              gt(passwordResetTokens.expiresAt, now),
            ),
          )
          .returning({ userId: passwordResetTokens.userId });
        if (!row) return false;
        await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, row.userId));
        // Any other link sent before is spent too, and every session must log in again.
        await tx
          .update(passwordResetTokens)
          .set({ usedAt: now })
          .where(and(eq(passwordResetTokens.userId, row.userId), isNull(passwordResetTokens.usedAt)));
        await revokeAllRefreshTokens(tx, row.userId);
        return true;
      });
      if (!done) throw badRequest(errorMessages.resetTokenInvalid);
    },

    /** Other sessions are logged out; this one continues with the pair returned. */
    async changePassword(userId: string, input: ChangePasswordBody): Promise<TokenPair> {
      const user = await findUser(userId);
      if (!user) throw unauthorized();
      if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
        throw badRequest(errorMessages.currentPasswordWrong);
      }
      assertPasswordNotCommon(input.newPassword);
      const passwordHash = await hashPassword(input.newPassword);
      const refresh_token = await db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash, updatedAt: clock.now() }).where(eq(users.id, userId));
        await revokeAllRefreshTokens(tx, userId);
        return issueRefreshToken(tx, userId);
      });
      return { access_token: await signAccess(user), refresh_token };
    },

    async adminResetPassword(input: AdminResetPasswordBody): Promise<void> {
      assertPasswordNotCommon(input.newPassword);
      if (!(await findUser(input.userId))) throw notFound(errorMessages.userNotFound);
      const passwordHash = await hashPassword(input.newPassword);
      await db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash, updatedAt: clock.now() }).where(eq(users.id, input.userId));
        await revokeAllRefreshTokens(tx, input.userId);
      });
    },

    async listUsers(): Promise<UserListItem[]> {
      const rows = await db.select().from(users).orderBy(asc(users.lastName), asc(users.firstName), asc(users.email));
      return rows.map(toListItem);
    },

    /** One user as the list shows them (admin user detail); 404 when unknown. */
    async getUser(userId: string): Promise<UserListItem> {
      const user = await findUser(userId);
      if (!user) throw notFound(errorMessages.userNotFound);
      return toListItem(user);
    },

    /** Learning's points live on the person's row: added inside the caller's transaction; returns the new total. */
    async addPoints(tx: Tx, userId: string, points: number): Promise<number> {
      const [user] =
        points === 0
          ? await tx.select({ points: users.points }).from(users).where(eq(users.id, userId))
          : await tx.update(users).set({ points: sql`${users.points} + ${points}` }).where(eq(users.id, userId)).returning({ points: users.points });
      return user?.points ?? 0;
    },

    /** Names and emails of the given users, by id (admin progress reports). */
    async usersByIds(userIds: string[]): Promise<Map<string, UserListItem>> {
      if (userIds.length === 0) return new Map();
      const rows = await db.select().from(users).where(inArray(users.id, [...new Set(userIds)]));
      return new Map(rows.map((user) => [user.id, toListItem(user)]));
    },

    /**
     * Start-up: ADMIN_EMAIL is made an ADMIN (created if missing, password never changed).
     * Without it, an empty database gets `admin@localhost` with a random password, printed once
     * and written to DATA_DIR/initial-admin.txt so a person trying the app can open the back-office.
     */
    async ensureAdminAccount(admin: { email: string | undefined; password: string | undefined }, dataDir: string) {
      if (admin.email) {
        const existing = await findUserByEmail(admin.email);
        if (existing) {
          if (existing.role !== 'ADMIN') await db.update(users).set({ role: 'ADMIN' }).where(eq(users.id, existing.id));
          return;
        }
        const password = admin.password ?? generatePassword();
        await createUser({ email: admin.email, password, firstName: 'Administración', lastName: 'Sendero', role: 'ADMIN' });
        if (!admin.password) await announceInitialAdmin(admin.email, password, dataDir);
        else log.info({ event: 'admin_created' }, 'ADMIN_EMAIL account created');
        return;
      }
      const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(users);
      if (total > 0) return;
      const password = generatePassword();
      await createUser({ email: 'admin@localhost', password, firstName: 'Administración', lastName: 'Sendero', role: 'ADMIN' });
      await announceInitialAdmin('admin@localhost', password, dataDir);
    },
  };

  async function announceInitialAdmin(email: string, password: string, dataDir: string) {
    const file = path.join(dataDir, 'initial-admin.txt');
    await fs.mkdir(dataDir, { recursive: true });
    await fs.writeFile(file, `email: ${email}\npassword: ${password}\n`, { mode: 0o600 });
    // Printed on stdout once, outside the structured log, so it is never mixed with request logs.
    process.stdout.write(
      `\nSendero: admin account created.\n  email:    ${email}\n  password: ${password}\n  (also saved in ${file})\n\n`,
    );
  }
}

function generatePassword(): string {
  return randomBytes(12).toString('base64url');
}

export type AuthService = ReturnType<typeof createAuthService>;
