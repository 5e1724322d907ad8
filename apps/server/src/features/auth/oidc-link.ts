import { jwtVerify, SignJWT } from 'jose';
import { oidcMessages } from '@sendero/shared';
import type { Clock } from '../../lib/clock.js';
import { badRequest } from '../../lib/http-errors.js';

/** How long the person has to type their password to join the two accounts. */
export const LINK_TTL_MS = 10 * 60_000;

const LINK_AUDIENCE = 'sendero:oidc-link';
const LINK_TYPE = 'oidc-link+jwt';

export type PendingLink = { userId: string; issuer: string; subject: string };

/**
 * The pending link between an institution's identity and an existing account, signed with
 * JWT_SECRET so any process sharing the database can finish it.
 */
export function linkTokens(secret: string, clock: Clock) {
  const linkKey = new TextEncoder().encode(secret);
  return {
    async sign({ userId, issuer, subject }: PendingLink): Promise<string> {
      const nowSeconds = Math.floor(clock.now().getTime() / 1000);
      return new SignJWT({ iss_oidc: issuer, sub_oidc: subject })
        .setProtectedHeader({ alg: 'HS256', typ: LINK_TYPE })
        .setSubject(userId)
        .setAudience(LINK_AUDIENCE)
        .setIssuedAt(nowSeconds)
        .setExpirationTime(nowSeconds + LINK_TTL_MS / 1000)
        .sign(linkKey);
    },

    async read(token: string): Promise<PendingLink> {
      try {
        const { payload, protectedHeader } = await jwtVerify(token, linkKey, {
          algorithms: ['HS256'],
          audience: LINK_AUDIENCE,
          typ: LINK_TYPE,
          currentDate: clock.now(),
        });
        if (
          protectedHeader.typ !== LINK_TYPE ||
          typeof payload.sub !== 'string' ||
          typeof payload.iss_oidc !== 'string' ||
          typeof payload.sub_oidc !== 'string'
        )
          throw new Error('claims');
        return { userId: payload.sub, issuer: payload.iss_oidc, subject: payload.sub_oidc };
      } catch {
        throw badRequest(oidcMessages.linkInvalid);
      }
    },
  };
}
