import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from '@sendero/shared';

const Health = z.object({ status: z.enum(['ok', 'unavailable']) });

/** 200 when the database answers, 503 when it does not (CONTRACT §1). */
export const healthRoutes: FastifyPluginAsyncZod<{ ping: () => Promise<void> }> = async (app, { ping }) => {
  app.get('/health', {
    schema: { tags: ['operations'], summary: 'Estado del servicio', response: { 200: Health, 503: Health } },
    handler: async (request, reply) => {
      try {
        await ping();
        return { status: 'ok' as const };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database does not answer');
        return reply.code(503).send({ status: 'unavailable' as const });
      }
    },
  });
};
