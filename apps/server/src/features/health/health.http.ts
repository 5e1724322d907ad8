import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from '@sendero/shared';

const Health = z.object({ status: z.enum(['ok', 'unavailable']) });

/** A database slower than this to answer `select 1` counts as down. */
const PING_TIMEOUT_MS = 1_500;

function withTimeout(task: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([task, timeout]).finally(() => clearTimeout(timer));
}

/** 200 when the database answers, 503 when it does not or not in time (CONTRACT §1). */
export const healthHttp: FastifyPluginAsyncZod<{ ping: () => Promise<void> }> = async (app, { ping }) => {
  app.get('/health', {
    schema: { tags: ['operations'], summary: 'Estado del servicio', response: { 200: Health, 503: Health } },
    handler: async (request, reply) => {
      try {
        await withTimeout(ping(), PING_TIMEOUT_MS);
        return { status: 'ok' as const };
      } catch (error) {
        request.log.warn({ err: error }, 'health check: database does not answer');
        return reply.code(503).send({ status: 'unavailable' as const });
      }
    },
  });
};
