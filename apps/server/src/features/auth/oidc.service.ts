import type { FastifyBaseLogger } from 'fastify';
import type * as client from 'openid-client';
import { oidcMessages, type EraseOptions, type TokenPair } from '@sendero/shared';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { badRequest, conflict, HttpError, isHttpError } from '../../lib/http-errors.js';
import type { AccountService } from './account.service.js';
import type { AttemptLimits } from './attempt-limits.js';
import { oidcIdentities } from './auth.tables.js';
import { authorizationRoundTrip } from './oidc-authorization.js';
import { oidcCallback } from './oidc-callback.js';
import { oneTimeCodes } from './oidc-codes.js';
import { issuerDiscovery, type OidcSettings } from './oidc-discovery.js';
import { identityQueries } from './oidc-identities.js';
import { linkTokens } from './oidc-link.js';
import { OidcRefusal, refusalRedirect } from './oidc-redirects.js';
import { NO_PASSWORD, verifyPassword } from './password-hashing.js';
import type { SessionService } from './session.service.js';

export type { OidcSettings } from './oidc-discovery.js';

export type OidcDeps = {
  db: Db;
  clock: Clock;
  accounts: AccountService;
  sessions: SessionService;
  limits: AttemptLimits;
  settings: OidcSettings;
  publicUrl: string;
  /** JWT_SECRET: signs the pending link, so any process sharing the database can finish it. */
  secret: string;
  log: FastifyBaseLogger;
};

/**
 * Sign-in with the institution's accounts (decision 037): authorization code with PKCE, state and
 * nonce, through openid-client (oidc-authorization.ts), the callback's outcomes (oidc-callback.ts),
 * and here what the HTTP calls ask of them.
 */
export function createOidcService({ db, clock, accounts, sessions, limits, settings, publicUrl, secret, log }: OidcDeps) {
  const configuration = issuerDiscovery(settings, log);
  const roundTrip = authorizationRoundTrip({ db, clock, settings, redirectUri: `${publicUrl}/api/auth/oidc/callback`, configuration, log });
  const codes = oneTimeCodes({ db, clock });
  const links = linkTokens(secret, clock);
  const identities = identityQueries(db);

  async function tokensFor(userId: string): Promise<TokenPair> {
    const user = await accounts.find(userId);
    if (!user) throw badRequest(oidcMessages.codeInvalid);
    const refresh_token = await sessions.issueRefreshToken(db, user.id);
    return { access_token: await sessions.signAccess(user), refresh_token };
  }

  return {
    name: settings.name,

    /** Where the button sends the browser: the issuer's authorization endpoint, or the login screen with `unavailable`. */
    async start(): Promise<string> {
      try {
        return await roundTrip.url();
      } catch (error) {
        if (error instanceof OidcRefusal) return refusalRedirect(publicUrl, error.reason, 'login');
        throw error;
      }
    },

    /** How a signed-in account can prove it is itself before it erases itself (decision 046). */
    async eraseOptions(userId: string): Promise<EraseOptions> {
      const user = await accounts.find(userId);
      const config = await configuration().catch(() => undefined);
      // With the issuer down, any identity still shows the button: pressing it then says the issuer cannot be reached.
      const identity = config ? await identities.of(userId, config.serverMetadata().issuer) : await identities.anyOf(userId);
      return { password: user?.passwordHash !== NO_PASSWORD, institution: identity ? settings.name : null };
    },

    /** "Eliminar mi cuenta" for an account joined to the institution: the issuer is asked for a fresh login as that person. */
    async startErase(userId: string): Promise<{ url: string }> {
      // An account joined to no institution is told so without contacting the issuer.
      if (!(await identities.anyOf(userId))) throw conflict(oidcMessages.eraseNoIdentity);
      let config: client.Configuration;
      try {
        config = await configuration();
      } catch {
        throw new HttpError(503, oidcMessages.unavailable);
      }
      if (!(await identities.of(userId, config.serverMetadata().issuer))) throw conflict(oidcMessages.eraseNoIdentity);
      return { url: await roundTrip.url(userId) };
    },

    /**
     * Spends an erase code of this account: once, within ERASE_CODE_TTL_MS. False for an unknown,
     * used, expired or someone else's code; the caller counts it as a wrong password.
     */
    async spendEraseCode(userId: string, code: string): Promise<boolean> {
      return (await codes.spend(code, 'erase', userId)) !== undefined;
    },

    callback: oidcCallback({ db, accounts, log, publicUrl, roundTrip, codes, links, identities }),

    /** The one-time code for the token pair of docs/product.md#accounts: once, within LOGIN_CODE_TTL_MS. Failures are limited per address. */
    exchange(code: string, ip: string): Promise<TokenPair> {
      // Counted with the reset links' failures: both are one-time tokens someone might guess at.
      return limits.failuresPerIp(
        'resetTokenFailuresPerIp',
        ip,
        async () => {
          // An erase code never opens a session.
          const userId = await codes.spend(code, 'login');
          if (!userId) throw badRequest(oidcMessages.codeInvalid);
          return tokensFor(userId);
        },
        (error) => isHttpError(error, 400),
      );
    },

    /** Joins the institution's identity to an existing account once its password is proved, then signs in. */
    async link(code: string, password: string): Promise<TokenPair> {
      const pending = await links.read(code);
      const user = await accounts.find(pending.userId);
      if (!user) throw badRequest(oidcMessages.linkInvalid);
      await limits.passwordCheck(
        user.id,
        async () => {
          if (!(await verifyPassword(user.passwordHash, password))) throw badRequest(oidcMessages.linkPasswordWrong);
        },
        (error) => isHttpError(error, 400, oidcMessages.linkPasswordWrong),
      );
      await db.insert(oidcIdentities).values({ issuer: pending.issuer, subject: pending.subject, userId: user.id }).onConflictDoNothing();
      const identity = await identities.owner(pending.issuer, pending.subject);
      if (identity?.userId !== user.id) throw badRequest(oidcMessages.linkInvalid);
      log.info({ event: 'oidc_linked', userId: user.id }, 'institution account joined after the password');
      return tokensFor(user.id);
    },
  };
}

export type OidcService = ReturnType<typeof createOidcService>;
