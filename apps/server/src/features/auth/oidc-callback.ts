import type { FastifyBaseLogger } from 'fastify';
import { Email } from '@sendero/shared';
import type { Db } from '../../db/client.js';
import { isHttpError } from '../../lib/http-errors.js';
import { logPseudonym } from '../../lib/secrets.js';
import type { AccountService } from './account.service.js';
import { oidcIdentities } from './auth.tables.js';
import type { authorizationRoundTrip, PendingLogin } from './oidc-authorization.js';
import { emailIsVerified, namesFrom } from './oidc-claims.js';
import type { oneTimeCodes } from './oidc-codes.js';
import type { identityQueries } from './oidc-identities.js';
import type { linkTokens } from './oidc-link.js';
import { OidcRefusal, refusalRedirect, webPaths } from './oidc-redirects.js';

type CallbackDeps = {
  db: Db;
  accounts: AccountService;
  log: FastifyBaseLogger;
  publicUrl: string;
  roundTrip: ReturnType<typeof authorizationRoundTrip>;
  codes: ReturnType<typeof oneTimeCodes>;
  links: ReturnType<typeof linkTokens>;
  identities: ReturnType<typeof identityQueries>;
};

/** Where the issuer's callback sends the browser: the web app with a one-time code, a pending link, or an error. */
export function oidcCallback({ db, accounts, log, publicUrl, roundTrip, codes, links, identities }: CallbackDeps) {
  async function signIn(userId: string): Promise<string> {
    const code = await codes.issue(userId, 'login');
    // In the fragment: it never reaches a server log, a proxy or a Referer.
    return `${publicUrl}${webPaths.callback}#code=${encodeURIComponent(code)}`;
  }

  /**
   * The re-authentication before an erasure (decision 046): the issuer's `sub` must be the
   * identity of the account that asked; then a one-time erase code goes to the account screen.
   */
  async function confirmErase(callbackUrl: URL, pending: PendingLogin, state: string): Promise<string> {
    const { issuer, claims } = await roundTrip.verifiedClaims(callbackUrl, pending, state);
    const identity = pending.userId ? await identities.of(pending.userId, issuer) : undefined;
    if (!identity || identity.subject !== claims.sub) throw new OidcRefusal('mismatch', 'the issuer answered for another person');
    const code = await codes.issue(pending.userId!, 'erase');
    log.info({ event: 'oidc_erase_confirmed', userId: pending.userId }, 'erasure confirmed at the institution');
    return `${publicUrl}${webPaths.account}#erase=${encodeURIComponent(code)}`;
  }

  /** A joined identity signs in; an email already taken asks for its password; any other makes an account. */
  async function signInOrLink(callbackUrl: URL, pending: PendingLogin, state: string): Promise<string> {
    const { issuer, claims } = await roundTrip.verifiedClaims(callbackUrl, pending, state);
    const subject = claims.sub as string;
    const email = Email.safeParse(claims.email);
    if (!email.success) throw new OidcRefusal('email_unverified', 'no usable email');
    if (!emailIsVerified(claims)) throw new OidcRefusal('email_unverified', 'email not verified by the issuer');

    const identity = await identities.owner(issuer, subject);
    if (identity) {
      log.info({ event: 'oidc_login', userId: identity.userId }, 'signed in with the institution');
      return signIn(identity.userId);
    }
    const existing = await accounts.findByEmail(email.data);
    if (existing) {
      // Never joined on the email alone: the person proves the account's password once (decision 037).
      log.info({ event: 'oidc_link_pending', userId: existing.id }, 'institution account matches an existing email: password asked');
      return `${publicUrl}${webPaths.callback}#link=${encodeURIComponent(await links.sign({ userId: existing.id, issuer, subject }))}`;
    }
    const user = await db.transaction(async (tx) => {
      const created = await accounts.createWithoutPassword(tx, { email: email.data, ...namesFrom(claims, email.data) });
      await tx.insert(oidcIdentities).values({ issuer, subject, userId: created.id });
      return created;
    });
    log.info({ event: 'oidc_account_created', userId: user.id, email: logPseudonym(email.data) }, 'account created by sign-in with the institution');
    return signIn(user.id);
  }

  return async function callback(callbackUrl: URL): Promise<string> {
    const state = callbackUrl.searchParams.get('state');
    const pending = state ? await roundTrip.takePending(state) : undefined;
    const purpose = pending?.purpose ?? 'login';
    try {
      const issuerError = callbackUrl.searchParams.get('error');
      if (issuerError) throw new OidcRefusal(issuerError === 'access_denied' ? 'denied' : 'refused', `the issuer answered ${issuerError.slice(0, 60)}`);
      if (!state || !pending) throw new OidcRefusal('refused', state ? 'unknown or used state' : 'no state');
      return await (pending.purpose === 'erase' ? confirmErase(callbackUrl, pending, state) : signInOrLink(callbackUrl, pending, state));
    } catch (error) {
      const refusal = error instanceof OidcRefusal ? error : isHttpError(error, 409) ? new OidcRefusal('failed', 'account created meanwhile') : undefined;
      if (!refusal) {
        log.error({ event: 'oidc_callback_failed', reason: (error as Error).message }, 'sign-in with the institution failed');
        return refusalRedirect(publicUrl, 'failed', purpose);
      }
      log.warn({ event: 'oidc_refused', purpose, reason: refusal.reason, detail: refusal.message }, 'sign-in with the institution refused');
      return refusalRedirect(publicUrl, refusal.reason, purpose);
    }
  };
}
