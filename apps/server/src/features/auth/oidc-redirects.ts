import type { OidcError, OidcEraseError } from '@sendero/shared';

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

/** Where a refused callback sends the browser: the login screen, or the account screen for an erasure. */
export function refusalRedirect(publicUrl: string, reason: OidcError | 'mismatch', purpose: 'login' | 'erase'): string {
  if (purpose === 'erase') {
    const eraseReason: OidcEraseError = reason === 'denied' || reason === 'mismatch' || reason === 'refused' ? reason : 'failed';
    return `${publicUrl}${webPaths.account}?erase_error=${eraseReason}`;
  }
  return `${publicUrl}${webPaths.login}?oidc_error=${reason === 'mismatch' ? 'refused' : reason}`;
}
