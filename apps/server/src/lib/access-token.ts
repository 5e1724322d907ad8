import { SignJWT, jwtVerify } from 'jose';
import type { Role } from '@sendero/shared';
import type { Clock } from './clock.js';

export type AccessClaims = { userId: string; role: Role };

/**
 * How many verified tokens are remembered. Checking an HS256 signature through WebCrypto was a
 * sixth of the server's time under load (bench/api.mjs with --cpu-prof), and a person sends the
 * same token on every request for its 15 minutes. A verdict depends only on the token's own
 * bytes and the clock, so remembering it is the same for every process and every person.
 */
const VERIFIED_TOKENS_KEPT = 10_000;

/** Short-lived HS256 JWTs. They carry the role so a request needs no database read to authorize. */
export function createAccessTokens(secret: string, ttlMs: number, clock: Clock) {
  const key = new TextEncoder().encode(secret);
  const verified = new Map<string, AccessClaims & { expiresAtMs: number }>();
  return {
    async sign(claims: AccessClaims): Promise<string> {
      const nowSeconds = Math.floor(clock.now().getTime() / 1000);
      return new SignJWT({ role: claims.role })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(claims.userId)
        .setIssuedAt(nowSeconds)
        .setExpirationTime(nowSeconds + Math.floor(ttlMs / 1000))
        .sign(key);
    },
    /** The claims of a valid token, or null for anything else (bad signature, expired, malformed). */
    async verify(token: string): Promise<AccessClaims | null> {
      const known = verified.get(token);
      if (known) {
        if (clock.now().getTime() < known.expiresAtMs) return { userId: known.userId, role: known.role };
        verified.delete(token);
        return null;
      }
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          currentDate: clock.now(),
        });
        if (typeof payload.sub !== 'string' || (payload.role !== 'ADMIN' && payload.role !== 'USER')) return null;
        if (typeof payload.exp !== 'number') return null;
        const claims: AccessClaims = { userId: payload.sub, role: payload.role };
        // The oldest entry goes first (a Map keeps insertion order).
        if (verified.size >= VERIFIED_TOKENS_KEPT) verified.delete(verified.keys().next().value as string);
        verified.set(token, { ...claims, expiresAtMs: payload.exp * 1000 });
        return claims;
      } catch {
        return null;
      }
    },
  };
}

export type AccessTokens = ReturnType<typeof createAccessTokens>;
