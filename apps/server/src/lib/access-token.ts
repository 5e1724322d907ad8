import { SignJWT, jwtVerify } from 'jose';
import type { Role } from '@sendero/shared';
import type { Clock } from './clock.js';

export type AccessClaims = { userId: string; role: Role };

/** Short-lived HS256 JWTs. They carry the role so a request needs no database read to authorize. */
export function createAccessTokens(secret: string, ttlMs: number, clock: Clock) {
  const key = new TextEncoder().encode(secret);
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
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          currentDate: clock.now(),
        });
        if (typeof payload.sub !== 'string' || (payload.role !== 'ADMIN' && payload.role !== 'USER')) return null;
        return { userId: payload.sub, role: payload.role };
      } catch {
        return null;
      }
    },
  };
}

export type AccessTokens = ReturnType<typeof createAccessTokens>;
