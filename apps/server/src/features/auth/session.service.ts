import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { errorMessages, type LoginBody, type PublicUser, type RegisterBody, type Role, type TokenPair } from '@sendero/shared';
import type { Db, Tx } from '../../db/client.js';
import type { AccessTokens } from '../../lib/access-token.js';
import type { Clock } from '../../lib/clock.js';
import { conflict, forbidden, isHttpError, unauthorized } from '../../lib/http-errors.js';
import { hashToken, logPseudonym, randomToken } from '../../lib/secrets.js';
import { toPublicUser, type UserRow } from './account-row.js';
import type { AccountService } from './account.service.js';
import type { AttemptLimits } from './attempt-limits.js';
import { refreshTokens } from './auth.tables.js';
import { assertPasswordNotCommon, decoyPasswordHash, verifyPassword } from './password-hashing.js';

export type SessionDeps = {
  db: Db;
  clock: Clock;
  accounts: AccountService;
  limits: AttemptLimits;
  accessTokens: AccessTokens;
  refreshTokenTtlMs: number;
  log: FastifyBaseLogger;
};

/**
 * Sessions and their tokens: register and login start one, refresh continues it (rotation with
 * family revocation on reuse, docs/product.md#api-rules), logout ends it.
 */
export function createSessionService({ db, clock, accounts, limits, accessTokens, refreshTokenTtlMs, log }: SessionDeps) {
  /** Starts a new token family (login, register, password change) or continues one (refresh). */
  async function issueRefreshToken(tx: Db | Tx, userId: string, familyId: string = randomUUID()): Promise<string> {
    const token = randomToken();
    await tx.insert(refreshTokens).values({
      userId,
      familyId,
      tokenHash: hashToken(token),
      expiresAt: new Date(clock.now().getTime() + refreshTokenTtlMs),
    });
    return token;
  }

  const signAccess = (user: { id: string; role: Role }) => accessTokens.sign({ userId: user.id, role: user.role });

  async function revokeFamily(tx: Db | Tx, familyId: string) {
    await tx
      .update(refreshTokens)
      .set({ revokedAt: clock.now() })
      .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
  }

  async function rotate(refreshToken: string): Promise<TokenPair> {
    const now = clock.now();
    const outcome = await db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, hashToken(refreshToken)))
        .for('update');
      if (!row || row.revokedAt || row.expiresAt <= now) return { kind: 'refused' as const };
      if (row.retiredAt) {
        await revokeFamily(tx, row.familyId);
        return { kind: 'reused' as const, userId: row.userId };
      }
      await tx.update(refreshTokens).set({ retiredAt: now }).where(eq(refreshTokens.id, row.id));
      const user = await accounts.find(row.userId, tx);
      if (!user) return { kind: 'refused' as const };
      const next = await issueRefreshToken(tx, user.id, row.familyId);
      return { kind: 'rotated' as const, user, next };
    });
    if (outcome.kind === 'reused') {
      log.warn({ event: 'refresh_token_reuse', userId: outcome.userId }, 'retired refresh token presented: family revoked');
    }
    if (outcome.kind !== 'rotated') throw forbidden(errorMessages.refreshRefused);
    return { access_token: await signAccess(outcome.user), refresh_token: outcome.next };
  }

  return {
    issueRefreshToken,
    signAccess,

    /** Every session of the user ends (password reset or change). */
    async revokeAll(tx: Db | Tx, userId: string) {
      await tx
        .update(refreshTokens)
        .set({ revokedAt: clock.now() })
        .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
    },

    /** Limited per address: register calls (a 409 tells that an email exists) and accounts created. */
    async register(input: RegisterBody, ip: string): Promise<TokenPair & { user: PublicUser }> {
      const user = await limits.register(ip, async () => {
        assertPasswordNotCommon(input.password);
        if (await accounts.findByEmail(input.email)) throw conflict(errorMessages.emailTaken);
        return accounts.create(input);
      });
      const refresh_token = await issueRefreshToken(db, user.id);
      return { access_token: await signAccess(user), refresh_token, user: toPublicUser(user) };
    },

    async login(input: LoginBody, ip: string): Promise<TokenPair> {
      const found: { user?: UserRow } = {};
      const valid = await limits.login(input.email.toLowerCase(), ip, async () => {
        found.user = await accounts.findByEmail(input.email);
        const matches = await verifyPassword(found.user?.passwordHash ?? (await decoyPasswordHash()), input.password);
        log.info({ event: 'login', email: logPseudonym(input.email), ip, success: Boolean(found.user && matches) }, 'login attempt');
        return Boolean(found.user && matches);
      });
      const user = found.user;
      if (!valid || !user) throw unauthorized(errorMessages.invalidCredentials);
      const refresh_token = await issueRefreshToken(db, user.id);
      return { access_token: await signAccess(user), refresh_token };
    },

    /** Rotation: the presented token is retired and the next one issued; a retired one revokes its family. Refusals are limited per address. */
    refresh(refreshToken: string, ip: string): Promise<TokenPair> {
      return limits.failuresPerIp(
        'refreshFailuresPerIp',
        ip,
        () => rotate(refreshToken),
        (error) => isHttpError(error, 403),
      );
    },

    async logout(userId: string, refreshToken: string): Promise<void> {
      const [row] = await db
        .select({ familyId: refreshTokens.familyId })
        .from(refreshTokens)
        .where(and(eq(refreshTokens.tokenHash, hashToken(refreshToken)), eq(refreshTokens.userId, userId)));
      if (row) await revokeFamily(db, row.familyId);
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
