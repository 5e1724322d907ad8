import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from '@sendero/shared';
import { createDatabaseCheck } from './database-check.js';

const Health = z.object({ status: z.enum(['ok', 'unavailable']) });

/** 200 when the database answers, 503 when it does not or not in time (docs/product.md#running). */
export const healthHttp: FastifyPluginAsyncZod<{ ping: () => Promise<void> }> = async (app, { ping }) => {
  const checkDatabase = createDatabaseCheck(ping);
  app.get('/health', {
    schema: { tags: ['operations'], summary: 'Estado del servicio', response: { 200: Health, 503: Health } },
    handler: async (request, reply) => {
      const database = await checkDatabase();
      if (database.up) return { status: 'ok' as const };
      request.log.warn({ err: database.error }, 'health check: database does not answer');
      return reply.code(503).send({ status: 'unavailable' as const });
    },
  });
};
