import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { errorMessages, spanishVariantOf, type AdminResetPasswordBody, type ChangePasswordBody, type TokenPair } from '@sendero/shared';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { badRequest, isHttpError, notFound, unauthorized } from '../../lib/http-errors.js';
import type { Mailer } from '../../lib/mail.js';
import { hashToken, logPseudonym, randomToken } from '../../lib/secrets.js';
import type { AccountService } from './account.service.js';
import type { AttemptLimits } from './attempt-limits.js';
import { passwordResetTokens } from './auth.tables.js';
import { assertPasswordNotCommon, hashPassword, verifyPassword } from './password-hashing.js';
import { passwordResetEmail } from './reset-email.js';
import type { SessionService } from './session.service.js';

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

export type PasswordDeps = {
  db: Db;
  clock: Clock;
  accounts: AccountService;
  sessions: SessionService;
  limits: AttemptLimits;
  mailer: Mailer;
  publicUrl: string;
  log: FastifyBaseLogger;
};

/**
 * Changing a password: by a reset link sent by email (single use, one hour), by the person
 * knowing the current one, or by an admin. Each ends the person's other sessions.
 */
export function createPasswordService({ db, clock, accounts, sessions, limits, mailer, publicUrl, log }: PasswordDeps) {
  /** Reset links being prepared after their answer. */
  const afterAnswer = new Set<Promise<void>>();

  async function resetWithToken(token: string, newPassword: string): Promise<void> {
    // The token first: an unknown or spent one costs a lookup, never an argon2 hash (issue 25).
    const now = clock.now();
    const valid = and(eq(passwordResetTokens.tokenHash, hashToken(token)), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, now));
    const [known] = await db.select({ userId: passwordResetTokens.userId }).from(passwordResetTokens).where(valid);
    if (!known) throw badRequest(errorMessages.resetTokenInvalid);
    assertPasswordNotCommon(newPassword);
    const passwordHash = await hashPassword(newPassword);
    const done = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(passwordResetTokens)
        .set({ usedAt: now })
        // Spent here, conditionally: of two resets with one link, one wins.
        .where(valid)
        .returning({ userId: passwordResetTokens.userId });
      if (!row) return false;
      await accounts.setPasswordHash(tx, row.userId, passwordHash);
      // Any other link sent before is spent too, and every session must log in again.
      await tx
        .update(passwordResetTokens)
        .set({ usedAt: now })
        .where(and(eq(passwordResetTokens.userId, row.userId), isNull(passwordResetTokens.usedAt)));
      await sessions.revokeAll(tx, row.userId);
      return true;
    });
    if (!done) throw badRequest(errorMessages.resetTokenInvalid);
  }

  async function change(userId: string, input: ChangePasswordBody): Promise<TokenPair> {
    const user = await accounts.find(userId);
    if (!user) throw unauthorized();
    if (!(await verifyPassword(user.passwordHash, input.currentPassword))) throw badRequest(errorMessages.currentPasswordWrong);
    assertPasswordNotCommon(input.newPassword);
    const passwordHash = await hashPassword(input.newPassword);
    const refresh_token = await db.transaction(async (tx) => {
      await accounts.setPasswordHash(tx, userId, passwordHash);
      await sessions.revokeAll(tx, userId);
      return sessions.issueRefreshToken(tx, userId);
    });
    return { access_token: await sessions.signAccess(user), refresh_token };
  }

  return {
    /**
     * The part of forgot-password that comes before the answer: the attempt limits (a 429 must be
     * answered). Nothing here depends on whether the email is known.
     */
    async forgotPassword(email: string, ip: string): Promise<void> {
      await limits.forgotPassword(email, ip);
    },

    /**
     * The part that comes after the answer (the route's onResponse): the lookup, and for a known
     * email the token and the queued email. The answer is sent before any of it, so a known and an
     * unknown email take the same time to answer (issue 25: 5 ms against 2 ms before).
     */
    sendResetLink(email: string, ip: string): void {
      const work = (async () => {
        const user = await accounts.findByEmail(email);
        log.info({ event: 'forgot_password', email: logPseudonym(email), ip, known: Boolean(user) }, 'password reset requested');
        if (!user) return;
        const token = randomToken();
        await db.insert(passwordResetTokens).values({
          userId: user.id,
          tokenHash: hashToken(token),
          expiresAt: new Date(clock.now().getTime() + RESET_TOKEN_TTL_MS),
        });
        // Queued in the database (the outbox delivers it, retrying while SMTP is down).
        await mailer.send(
          passwordResetEmail({ to: user.email, firstName: user.firstName, link: `${publicUrl}/forgot-password/${token}`, spanish: spanishVariantOf(user) }),
        );
      })().catch((error: unknown) => log.warn({ event: 'reset_link_failed', reason: (error as Error).message }, 'a reset link could not be prepared'));
      afterAnswer.add(work);
      void work.finally(() => afterAnswer.delete(work));
    },

    /** Resolves once every reset link already asked for is queued (app.close waits for it; tests too). */
    async settled(): Promise<void> {
      await Promise.all(afterAnswer);
    },

    /** Unknown, used or expired links are limited per address (the token is long, but guessing costs a hash each time). */
    resetWithToken(token: string, newPassword: string, ip: string): Promise<void> {
      return limits.failuresPerIp(
        'resetTokenFailuresPerIp',
        ip,
        () => resetWithToken(token, newPassword),
        (error) => isHttpError(error, 400, errorMessages.resetTokenInvalid),
      );
    },

    /** Other sessions are logged out; this one continues with the pair returned. Wrong current passwords are limited per account. */
    change(userId: string, input: ChangePasswordBody): Promise<TokenPair> {
      return limits.passwordCheck(
        userId,
        () => change(userId, input),
        (error) => isHttpError(error, 400, errorMessages.currentPasswordWrong),
      );
    },

    async adminReset(input: AdminResetPasswordBody): Promise<void> {
      assertPasswordNotCommon(input.newPassword);
      if (!(await accounts.find(input.userId))) throw notFound(errorMessages.userNotFound);
      const passwordHash = await hashPassword(input.newPassword);
      await db.transaction(async (tx) => {
        await accounts.setPasswordHash(tx, input.userId, passwordHash);
        await sessions.revokeAll(tx, input.userId);
      });
    },
  };
}

export type PasswordService = ReturnType<typeof createPasswordService>;
