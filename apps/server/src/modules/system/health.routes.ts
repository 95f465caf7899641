import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const healthResponse = z.object({ status: z.enum(['ok', 'unavailable']), checks: z.record(z.string(), z.string()) });

/** Liveness (the process answers) and readiness (its database and Redis answer too). */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/healthz',
    { logLevel: 'warn', schema: { tags: ['system'], response: { 200: healthResponse } } },
    async () => ({ status: 'ok' as const, checks: {} }),
  );

  app.get(
    '/readyz',
    { logLevel: 'warn', schema: { tags: ['system'], response: { 200: healthResponse, 503: healthResponse } } },
    async (_request, reply) => {
      const { database, redis } = app.services;
      const checks: Record<string, string> = {};
      const probe = async (name: string, check: () => Promise<unknown>) => {
        try {
          await Promise.race([
            check(),
            new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), 2000)),
          ]);
          checks[name] = 'ok';
        } catch (error) {
          checks[name] = (error as Error).message;
        }
      };
      await probe('database', () => database.ping());
      if (redis) await probe('redis', () => redis.ping());
      const ready = Object.values(checks).every((v) => v === 'ok') && !app.services.shuttingDown;
      return reply.status(ready ? 200 : 503).send({ status: ready ? 'ok' : 'unavailable', checks });
    },
  );
};
