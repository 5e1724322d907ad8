import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AccessClaims, AccessTokens } from '../lib/access-token.js';
import { forbidden, unauthorized } from '../lib/http-errors.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest hook: a valid bearer access token, else 401 (before any validator sees the request). */
    authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    /** onRequest hook: a valid bearer access token of an ADMIN, else 401 or 403. */
    requireAdmin(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    /** For public calls that answer better when they know the caller: sets `request.auth` or leaves it null. */
    identify(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    /** An erased account: its access tokens stop working in this process at once. */
    accountErased(userId: string): void;
  }
  interface FastifyRequest {
    auth: AccessClaims;
  }
}

/** How long an account seen to exist is believed to: another process's erasure is felt within this. */
const ALIVE_FOR_MS = 10_000;
const ALIVE_MAX_ENTRIES = 10_000;

type AuthOptions = {
  accessTokens: AccessTokens;
  /** Whether the account behind a valid token still exists (an erased one's tokens must stop working). */
  accountExists?: (userId: string) => Promise<boolean>;
};

export const authPlugin = fp<AuthOptions>(
  async (app, { accessTokens, accountExists }) => {
    app.decorateRequest('auth', null as unknown as AccessClaims);
    // Access tokens carry no database read by design; a short memory of accounts seen alive keeps
    // it that way for a busy person while an erased account is refused within seconds everywhere.
    const alive = new Map<string, number>();

    async function stillExists(userId: string): Promise<boolean> {
      if (!accountExists) return true;
      const until = alive.get(userId);
      if (until !== undefined && until > Date.now()) return true;
      // A database that does not answer cannot tell; the request goes on and its own handler says
      // what failed (a diary entry, for one, says it was not saved). Nothing of an erased account
      // can be reached through a database that is down.
      const exists = await accountExists(userId).catch(() => null);
      if (exists === null) return true;
      if (!exists) return false;
      if (alive.size >= ALIVE_MAX_ENTRIES) alive.clear();
      alive.set(userId, Date.now() + ALIVE_FOR_MS);
      return true;
    }

    async function verifyBearer(request: FastifyRequest) {
      const header = request.headers.authorization;
      const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
      const claims = token ? await accessTokens.verify(token) : null;
      return { token, claims: claims && (await stillExists(claims.userId)) ? claims : null };
    }

    async function authenticate(request: FastifyRequest) {
      const { token, claims } = await verifyBearer(request);
      if (!claims) {
        request.log.info({ event: 'auth_refused', reason: token ? 'invalid_token' : 'no_token' }, 'authorization refused');
        throw unauthorized();
      }
      request.auth = claims;
    }

    app.decorate('authenticate', authenticate);
    app.decorate('accountErased', (userId: string) => alive.delete(userId));
    app.decorate('identify', async (request: FastifyRequest) => {
      const { claims } = await verifyBearer(request);
      if (claims) request.auth = claims;
    });
    app.decorate('requireAdmin', async (request: FastifyRequest) => {
      await authenticate(request);
      if (request.auth.role !== 'ADMIN') {
        request.log.info({ event: 'auth_refused', reason: 'not_admin', userId: request.auth.userId }, 'authorization refused');
        throw forbidden();
      }
    });
  },
  { name: 'auth' },
);
