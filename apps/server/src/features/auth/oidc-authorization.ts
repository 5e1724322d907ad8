import { eq, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import * as client from 'openid-client';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { hashToken } from '../../lib/secrets.js';
import { oidcPendingLogins } from './auth.tables.js';
import type { Claims } from './oidc-claims.js';
import type { OidcSettings } from './oidc-discovery.js';
import { OidcRefusal } from './oidc-redirects.js';

/** A sign-in on its way through the issuer: state, nonce and PKCE verifier are kept this long. */
export const PENDING_LOGIN_TTL_MS = 10 * 60_000;
/**
 * How old the issuer's `auth_time` may be for an erasure, checked by openid-client; the issuer is
 * asked for a fresh login (`prompt=login`, `max_age=0`), and the login must also come after the
 * person pressed the button (below).
 */
export const ERASE_MAX_AUTH_AGE_SECONDS = 10 * 60;
/** Clocks of the issuer and the database may differ by this much. */
const CLOCK_SKEW_MS = 30_000;

export type PendingLogin = typeof oidcPendingLogins.$inferSelect;

type AuthorizationDeps = {
  db: Db;
  clock: Clock;
  settings: OidcSettings;
  redirectUri: string;
  configuration: () => Promise<client.Configuration>;
  log: FastifyBaseLogger;
};

/**
 * The authorization code round trip with PKCE, state and nonce: everything the callback needs is
 * kept in the database, so the callback may land on another process than the start.
 */
export function authorizationRoundTrip({ db, clock, settings, redirectUri, configuration, log }: AuthorizationDeps) {
  return {
    /** The authorization URL, its state, nonce and PKCE verifier kept; an erasure asks the issuer for a fresh login. */
    async url(erasingFor?: string): Promise<string> {
      const config = await configuration();
      const state = client.randomState();
      const nonce = client.randomNonce();
      const codeVerifier = client.randomPKCECodeVerifier();
      const now = clock.now();
      await db.delete(oidcPendingLogins).where(lt(oidcPendingLogins.expiresAt, now));
      await db.insert(oidcPendingLogins).values({
        stateHash: hashToken(state),
        nonce,
        codeVerifier,
        purpose: erasingFor ? 'erase' : 'login',
        userId: erasingFor ?? null,
        expiresAt: new Date(now.getTime() + PENDING_LOGIN_TTL_MS),
      });
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: settings.scopes,
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
        // Whoever holds an open session at the issuer (a shared computer) must type the password there again.
        ...(erasingFor ? { prompt: 'login', max_age: '0' } : {}),
      });
      return url.href;
    },

    /** The sign-in this state started, taken and spent in one statement: of two callbacks with one state, one wins, on any process. */
    async takePending(state: string): Promise<PendingLogin | undefined> {
      const [pending] = await db
        .delete(oidcPendingLogins)
        .where(eq(oidcPendingLogins.stateHash, hashToken(state)))
        .returning();
      return pending;
    },

    /** The issuer's answer, checked by openid-client: state, PKCE, the ID token's signature, audience, expiry and nonce. */
    async verifiedClaims(callbackUrl: URL, pending: PendingLogin, state: string): Promise<{ issuer: string; claims: Claims }> {
      if (pending.expiresAt <= clock.now()) throw new OidcRefusal('refused', 'sign-in expired');
      const erasing = pending.purpose === 'erase';
      const config = await configuration();
      let tokens: Awaited<ReturnType<typeof client.authorizationCodeGrant>>;
      try {
        tokens = await client.authorizationCodeGrant(config, callbackUrl, {
          pkceCodeVerifier: pending.codeVerifier,
          expectedState: state,
          expectedNonce: pending.nonce,
          idTokenExpected: true,
          // An erasure needs `auth_time`, and a recent one: the library refuses an ID token without it.
          ...(erasing ? { maxAge: ERASE_MAX_AUTH_AGE_SECONDS } : {}),
        });
      } catch (error) {
        throw new OidcRefusal('refused', `token exchange refused: ${(error as Error).message}`);
      }
      const idClaims = tokens.claims() as Claims;
      // The login at the issuer happened after the person pressed "Eliminar mi cuenta", not in an
      // older session the issuer kept (`created_at` is the database's clock, like the issuer's a real one).
      if (erasing && (typeof idClaims.auth_time !== 'number' || idClaims.auth_time * 1000 < pending.createdAt.getTime() - CLOCK_SKEW_MS)) {
        throw new OidcRefusal('refused', 'the issuer did not ask for a fresh login');
      }
      if (erasing) return { issuer: config.serverMetadata().issuer, claims: idClaims };
      let claims: Claims = idClaims;
      // Many issuers put email and names in the ID token; others (oidc-provider by default) only in userinfo.
      if (typeof idClaims.email !== 'string' || (idClaims.email_verified === undefined && idClaims.xms_edov === undefined)) {
        try {
          const userinfo = await client.fetchUserInfo(config, tokens.access_token, idClaims.sub as string);
          claims = { ...userinfo, ...Object.fromEntries(Object.entries(idClaims).filter(([, value]) => value !== undefined)) };
        } catch (error) {
          log.warn({ event: 'oidc_userinfo_failed', reason: (error as Error).message }, 'userinfo could not be read');
        }
      }
      return { issuer: config.serverMetadata().issuer, claims };
    },
  };
}
