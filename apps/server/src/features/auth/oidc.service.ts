import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { jwtVerify, SignJWT } from 'jose';
import * as client from 'openid-client';
import { Email, NAME_MAX_LENGTH, oidcMessages, type EraseOptions, type OidcError, type OidcEraseError, type TokenPair } from '@sendero/shared';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { badRequest, conflict, HttpError, isHttpError } from '../../lib/http-errors.js';
import { hashToken, logPseudonym, randomToken } from '../../lib/secrets.js';
import type { AccountService } from './account.service.js';
import type { AttemptLimits } from './attempt-limits.js';
import { oidcIdentities, oidcLoginCodes, oidcPendingLogins } from './auth.tables.js';
import { NO_PASSWORD, verifyPassword } from './password-hashing.js';
import type { SessionService } from './session.service.js';

/** The OIDC_* variables (docs/product.md#companions-wellbeing-checks-and-organisations "Organisations"). */
export type OidcSettings = { issuer: string; clientId: string; clientSecret: string | undefined; scopes: string; name: string };

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

/** A sign-in on its way through the issuer: state, nonce and PKCE verifier are kept this long. */
export const PENDING_LOGIN_TTL_MS = 10 * 60_000;
/** The one-time code in the web app's address: long enough for a slow phone, short enough to be useless later. */
export const LOGIN_CODE_TTL_MS = 2 * 60_000;
/** The erase code from a re-authentication at the issuer: time to read what goes and confirm (decision 046). */
export const ERASE_CODE_TTL_MS = 10 * 60_000;
/**
 * How old the issuer's `auth_time` may be for an erasure, checked by openid-client; the issuer is
 * asked for a fresh login (`prompt=login`, `max_age=0`), and the login must also come after the
 * person pressed the button (below).
 */
export const ERASE_MAX_AUTH_AGE_SECONDS = 10 * 60;
/** Clocks of the issuer and the database may differ by this much. */
const CLOCK_SKEW_MS = 30_000;
/** How long the person has to type their password to join the two accounts. */
export const LINK_TTL_MS = 10 * 60_000;
/** Discovery and every other request to the issuer. */
const ISSUER_TIMEOUT_SECONDS = 10;

const LINK_AUDIENCE = 'sendero:oidc-link';
const LINK_TYPE = 'oidc-link+jwt';

/** Where the web app takes over (apps/web/src/config/paths.ts: `oidcCallback` and `login`). */
export const webPaths = { callback: '/login/oidc', login: '/login', account: '/profile' } as const;

/** Ends a callback with a redirect to the login screen carrying `oidc_error` (or the account's `erase_error`); never a 500. */
export class OidcRefusal extends Error {
  constructor(
    readonly reason: OidcError | 'mismatch',
    detail: string,
  ) {
    super(detail);
  }
}

type Claims = Record<string, unknown>;

/**
 * The issuer vouches for the address: `email_verified` true; or, only when `email_verified` is
 * absent, Microsoft Entra ID's `xms_edov` (the email's domain is verified by the tenant's owner),
 * which Entra sends when an admin adds it as an optional claim (docs/deploy.md).
 */
const emailIsVerified = (claims: Claims) =>
  claims.email_verified === undefined ? claims.xms_edov === true || claims.xms_edov === 'true' : claims.email_verified === true;

const trimName = (value: unknown) => (typeof value === 'string' ? value.trim().slice(0, NAME_MAX_LENGTH) : '');

/** given_name/family_name, else `name` split at its first space, else the email's local part. */
function namesFrom(claims: Claims, email: string): { firstName: string; lastName: string } {
  const given = trimName(claims.given_name);
  const family = trimName(claims.family_name);
  if (given) return { firstName: given, lastName: family };
  const full = trimName(claims.name);
  if (full) {
    const space = full.indexOf(' ');
    return space === -1 ? { firstName: full, lastName: family } : { firstName: full.slice(0, space), lastName: full.slice(space + 1).trim() };
  }
  return { firstName: email.split('@')[0]!.slice(0, NAME_MAX_LENGTH), lastName: family };
}

/**
 * Sign-in with the institution's accounts (decision 037): authorization code with PKCE, state and
 * nonce, through openid-client. Everything a callback needs is in the database, so the callback
 * may land on another process than the start.
 */
export function createOidcService({ db, clock, accounts, sessions, limits, settings, publicUrl, secret, log }: OidcDeps) {
  const redirectUri = `${publicUrl}/api/auth/oidc/callback`;
  const linkKey = new TextEncoder().encode(secret);
  let discovered: Promise<client.Configuration> | undefined;

  /**
   * Discovery on first use, kept for the process's life: a server whose issuer is down still
   * starts, and the person is told at the button (`unavailable`) instead of nobody being able to
   * use the app. A failed discovery is forgotten, so the next attempt tries again.
   */
  function configuration(): Promise<client.Configuration> {
    discovered ??= client
      .discovery(
        new URL(settings.issuer),
        settings.clientId,
        settings.clientSecret,
        settings.clientSecret ? client.ClientSecretPost(settings.clientSecret) : client.None(),
        {
          timeout: ISSUER_TIMEOUT_SECONDS,
          // Only loopback issuers may be http (config.ts refuses any other).
          execute: new URL(settings.issuer).protocol === 'http:' ? [client.allowInsecureRequests] : [],
        },
      )
      .catch((error: unknown) => {
        discovered = undefined;
        log.warn({ event: 'oidc_discovery_failed', issuer: settings.issuer, reason: (error as Error).message }, 'the OpenID issuer could not be reached');
        throw new OidcRefusal('unavailable', (error as Error).message);
      });
    return discovered;
  }

  const loginRedirect = (reason: OidcError) => `${publicUrl}${webPaths.login}?oidc_error=${reason}`;

  /** A one-time code (its hash kept) for the web app's address: a sign-in's, or an erasure's. */
  async function oneTimeCode(userId: string, purpose: 'login' | 'erase'): Promise<string> {
    const code = randomToken();
    const now = clock.now();
    await db.delete(oidcLoginCodes).where(lt(oidcLoginCodes.expiresAt, new Date(now.getTime() - 24 * 3_600_000)));
    const ttl = purpose === 'erase' ? ERASE_CODE_TTL_MS : LOGIN_CODE_TTL_MS;
    await db.insert(oidcLoginCodes).values({ codeHash: hashToken(code), userId, purpose, expiresAt: new Date(now.getTime() + ttl) });
    return code;
  }

  async function signIn(userId: string): Promise<string> {
    const code = await oneTimeCode(userId, 'login');
    // In the fragment: it never reaches a server log, a proxy or a Referer.
    return `${publicUrl}${webPaths.callback}#code=${encodeURIComponent(code)}`;
  }

  /** Whether the account is joined to an institution at all (no need to reach the issuer to know). */
  async function anyIdentityOf(userId: string) {
    const [identity] = await db.select({ subject: oidcIdentities.subject }).from(oidcIdentities).where(eq(oidcIdentities.userId, userId)).limit(1);
    return identity;
  }

  /** The account's identity at the configured issuer, if it has one. */
  async function identityOf(userId: string, issuer: string) {
    const [identity] = await db
      .select({ subject: oidcIdentities.subject })
      .from(oidcIdentities)
      .where(and(eq(oidcIdentities.userId, userId), eq(oidcIdentities.issuer, issuer)));
    return identity;
  }

  async function linkToken(userId: string, issuer: string, subject: string): Promise<string> {
    const nowSeconds = Math.floor(clock.now().getTime() / 1000);
    return new SignJWT({ iss_oidc: issuer, sub_oidc: subject })
      .setProtectedHeader({ alg: 'HS256', typ: LINK_TYPE })
      .setSubject(userId)
      .setAudience(LINK_AUDIENCE)
      .setIssuedAt(nowSeconds)
      .setExpirationTime(nowSeconds + LINK_TTL_MS / 1000)
      .sign(linkKey);
  }

  async function readLinkToken(token: string): Promise<{ userId: string; issuer: string; subject: string }> {
    try {
      const { payload, protectedHeader } = await jwtVerify(token, linkKey, {
        algorithms: ['HS256'],
        audience: LINK_AUDIENCE,
        typ: LINK_TYPE,
        currentDate: clock.now(),
      });
      if (protectedHeader.typ !== LINK_TYPE || typeof payload.sub !== 'string' || typeof payload.iss_oidc !== 'string' || typeof payload.sub_oidc !== 'string')
        throw new Error('claims');
      return { userId: payload.sub, issuer: payload.iss_oidc, subject: payload.sub_oidc };
    } catch {
      throw badRequest(oidcMessages.linkInvalid);
    }
  }

  /** The issuer's answer, checked by openid-client: state, PKCE, the ID token's signature, audience, expiry and nonce. */
  type Pending = typeof oidcPendingLogins.$inferSelect;

  async function verifiedClaims(callbackUrl: URL, pending: Pending, state: string): Promise<{ issuer: string; claims: Claims }> {
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
  }

  /**
   * The re-authentication before an erasure (decision 046): the issuer's `sub` must be the
   * identity of the account that asked; then a one-time erase code goes to the account screen.
   */
  async function confirmErase(callbackUrl: URL, pending: Pending, state: string): Promise<string> {
    const { issuer, claims } = await verifiedClaims(callbackUrl, pending, state);
    const identity = pending.userId ? await identityOf(pending.userId, issuer) : undefined;
    if (!identity || identity.subject !== claims.sub) throw new OidcRefusal('mismatch', 'the issuer answered for another person');
    const code = await oneTimeCode(pending.userId!, 'erase');
    log.info({ event: 'oidc_erase_confirmed', userId: pending.userId }, 'erasure confirmed at the institution');
    return `${publicUrl}${webPaths.account}#erase=${encodeURIComponent(code)}`;
  }

  async function callback(callbackUrl: URL, state: string, pending: Pending): Promise<string> {
    if (pending.purpose === 'erase') return confirmErase(callbackUrl, pending, state);
    const { issuer, claims } = await verifiedClaims(callbackUrl, pending, state);
    const subject = claims.sub as string;
    const email = Email.safeParse(claims.email);
    if (!email.success) throw new OidcRefusal('email_unverified', 'no usable email');
    if (!emailIsVerified(claims)) throw new OidcRefusal('email_unverified', 'email not verified by the issuer');

    const [identity] = await db
      .select({ userId: oidcIdentities.userId })
      .from(oidcIdentities)
      .where(and(eq(oidcIdentities.issuer, issuer), eq(oidcIdentities.subject, subject)));
    if (identity) {
      log.info({ event: 'oidc_login', userId: identity.userId }, 'signed in with the institution');
      return signIn(identity.userId);
    }
    const existing = await accounts.findByEmail(email.data);
    if (existing) {
      // Never joined on the email alone: the person proves the account's password once (decision 037).
      log.info({ event: 'oidc_link_pending', userId: existing.id }, 'institution account matches an existing email: password asked');
      return `${publicUrl}${webPaths.callback}#link=${encodeURIComponent(await linkToken(existing.id, issuer, subject))}`;
    }
    const user = await db.transaction(async (tx) => {
      const created = await accounts.createWithoutPassword(tx, { email: email.data, ...namesFrom(claims, email.data) });
      await tx.insert(oidcIdentities).values({ issuer, subject, userId: created.id });
      return created;
    });
    log.info({ event: 'oidc_account_created', userId: user.id, email: logPseudonym(email.data) }, 'account created by sign-in with the institution');
    return signIn(user.id);
  }

  async function tokensFor(userId: string): Promise<TokenPair> {
    const user = await accounts.find(userId);
    if (!user) throw badRequest(oidcMessages.codeInvalid);
    const refresh_token = await sessions.issueRefreshToken(db, user.id);
    return { access_token: await sessions.signAccess(user), refresh_token };
  }

  /** The authorization URL, its state, nonce and PKCE verifier kept; an erasure asks the issuer for a fresh login. */
  async function authorizationUrl(erasingFor?: string): Promise<string> {
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
  }

  /** Where a refused callback sends the browser: the login screen, or the account screen for an erasure. */
  function refusalRedirect(reason: OidcError | 'mismatch', purpose: 'login' | 'erase'): string {
    if (purpose === 'erase') {
      const eraseReason: OidcEraseError = reason === 'denied' || reason === 'mismatch' || reason === 'refused' ? reason : 'failed';
      return `${publicUrl}${webPaths.account}?erase_error=${eraseReason}`;
    }
    return loginRedirect(reason === 'mismatch' ? 'refused' : reason);
  }

  return {
    name: settings.name,

    /** Where the button sends the browser: the issuer's authorization endpoint, or the login screen with `unavailable`. */
    async start(): Promise<string> {
      try {
        return await authorizationUrl();
      } catch (error) {
        if (error instanceof OidcRefusal) return refusalRedirect(error.reason, 'login');
        throw error;
      }
    },

    /** How a signed-in account can prove it is itself before it erases itself (decision 046). */
    async eraseOptions(userId: string): Promise<EraseOptions> {
      const user = await accounts.find(userId);
      const config = await configuration().catch(() => undefined);
      // With the issuer down, any identity still shows the button: pressing it then says the issuer cannot be reached.
      const identity = config ? await identityOf(userId, config.serverMetadata().issuer) : await anyIdentityOf(userId);
      return { password: user?.passwordHash !== NO_PASSWORD, institution: identity ? settings.name : null };
    },

    /** "Eliminar mi cuenta" for an account joined to the institution: the issuer is asked for a fresh login as that person. */
    async startErase(userId: string): Promise<{ url: string }> {
      // An account joined to no institution is told so without contacting the issuer.
      if (!(await anyIdentityOf(userId))) throw conflict(oidcMessages.eraseNoIdentity);
      let config: client.Configuration;
      try {
        config = await configuration();
      } catch {
        throw new HttpError(503, oidcMessages.unavailable);
      }
      if (!(await identityOf(userId, config.serverMetadata().issuer))) throw conflict(oidcMessages.eraseNoIdentity);
      return { url: await authorizationUrl(userId) };
    },

    /**
     * Spends an erase code of this account: once, within ERASE_CODE_TTL_MS. False for an unknown,
     * used, expired or someone else's code; the caller counts it as a wrong password.
     */
    async spendEraseCode(userId: string, code: string): Promise<boolean> {
      const now = clock.now();
      const [row] = await db
        .update(oidcLoginCodes)
        .set({ usedAt: now })
        .where(
          and(
            eq(oidcLoginCodes.codeHash, hashToken(code)),
            eq(oidcLoginCodes.purpose, 'erase'),
            eq(oidcLoginCodes.userId, userId),
            isNull(oidcLoginCodes.usedAt),
            gt(oidcLoginCodes.expiresAt, now),
          ),
        )
        .returning({ userId: oidcLoginCodes.userId });
      return row !== undefined;
    },

    /** Where the callback sends the browser: the web app with a one-time code, a pending link, or an error. */
    async callback(callbackUrl: URL): Promise<string> {
      const state = callbackUrl.searchParams.get('state');
      // Taken and spent in one statement: of two callbacks with one state, one wins, on any process.
      const [pending] = state
        ? await db
            .delete(oidcPendingLogins)
            .where(eq(oidcPendingLogins.stateHash, hashToken(state)))
            .returning()
        : [];
      const purpose = pending?.purpose ?? 'login';
      try {
        const issuerError = callbackUrl.searchParams.get('error');
        if (issuerError) throw new OidcRefusal(issuerError === 'access_denied' ? 'denied' : 'refused', `the issuer answered ${issuerError.slice(0, 60)}`);
        if (!state || !pending) throw new OidcRefusal('refused', state ? 'unknown or used state' : 'no state');
        return await callback(callbackUrl, state, pending);
      } catch (error) {
        const refusal = error instanceof OidcRefusal ? error : isHttpError(error, 409) ? new OidcRefusal('failed', 'account created meanwhile') : undefined;
        if (!refusal) {
          log.error({ event: 'oidc_callback_failed', reason: (error as Error).message }, 'sign-in with the institution failed');
          return refusalRedirect('failed', purpose);
        }
        log.warn({ event: 'oidc_refused', purpose, reason: refusal.reason, detail: refusal.message }, 'sign-in with the institution refused');
        return refusalRedirect(refusal.reason, purpose);
      }
    },

    /** The one-time code for the token pair of docs/product.md#accounts: once, within LOGIN_CODE_TTL_MS. Failures are limited per address. */
    exchange(code: string, ip: string): Promise<TokenPair> {
      // Counted with the reset links' failures: both are one-time tokens someone might guess at.
      return limits.failuresPerIp(
        'resetTokenFailuresPerIp',
        ip,
        async () => {
          const now = clock.now();
          const [row] = await db
            .update(oidcLoginCodes)
            .set({ usedAt: now })
            // An erase code never opens a session.
            .where(
              and(
                eq(oidcLoginCodes.codeHash, hashToken(code)),
                eq(oidcLoginCodes.purpose, 'login'),
                isNull(oidcLoginCodes.usedAt),
                gt(oidcLoginCodes.expiresAt, now),
              ),
            )
            .returning({ userId: oidcLoginCodes.userId });
          if (!row) throw badRequest(oidcMessages.codeInvalid);
          return tokensFor(row.userId);
        },
        (error) => isHttpError(error, 400),
      );
    },

    /** Joins the institution's identity to an existing account once its password is proved, then signs in. */
    async link(code: string, password: string): Promise<TokenPair> {
      const pending = await readLinkToken(code);
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
      const [identity] = await db
        .select({ userId: oidcIdentities.userId })
        .from(oidcIdentities)
        .where(and(eq(oidcIdentities.issuer, pending.issuer), eq(oidcIdentities.subject, pending.subject)));
      if (identity?.userId !== user.id) throw badRequest(oidcMessages.linkInvalid);
      log.info({ event: 'oidc_linked', userId: user.id }, 'institution account joined after the password');
      return tokensFor(user.id);
    },
  };
}

export type OidcService = ReturnType<typeof createOidcService>;
