import type { FastifyBaseLogger } from 'fastify';
import * as client from 'openid-client';
import { OidcRefusal } from './oidc-redirects.js';

/** The OIDC_* variables (docs/product.md#companions-wellbeing-checks-and-organisations "Organisations"). */
export type OidcSettings = { issuer: string; clientId: string; clientSecret: string | undefined; scopes: string; name: string };

/** Discovery and every other request to the issuer. */
const ISSUER_TIMEOUT_SECONDS = 10;

/**
 * Discovery on first use, kept for the process's life: a server whose issuer is down still
 * starts, and the person is told at the button (`unavailable`) instead of nobody being able to
 * use the app. A failed discovery is forgotten, so the next attempt tries again.
 */
export function issuerDiscovery(settings: OidcSettings, log: FastifyBaseLogger): () => Promise<client.Configuration> {
  let discovered: Promise<client.Configuration> | undefined;
  return () => {
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
  };
}
