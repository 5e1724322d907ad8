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
  }
  interface FastifyRequest {
    auth: AccessClaims;
  }
}

export const authPlugin = fp<{ accessTokens: AccessTokens }>(
  async (app, { accessTokens }) => {
    app.decorateRequest('auth', null as unknown as AccessClaims);

    async function verifyBearer(request: FastifyRequest) {
      const header = request.headers.authorization;
      const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
      return { token, claims: token ? await accessTokens.verify(token) : null };
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
