import { operations } from '@playdeck/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { addOperation } from '../../lib/operation-route';
import { checkReadiness } from './readiness';

/** Liveness (the process answers) and readiness (its database answers); probes log only warnings. */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  addOperation(app, operations.getLiveness, () => ({ status: 'ok' as const, checks: {} }), { logLevel: 'warn' });

  addOperation(
    app,
    operations.getReadiness,
    async ({ reply }) => {
      // Read at each probe: shutdown sets `shuttingDown` on the running services.
      const { ready, health } = await checkReadiness(app.services);
      reply.status(ready ? 200 : 503);
      return health;
    },
    { logLevel: 'warn' },
  );
};
