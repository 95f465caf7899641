import { operations } from '@playdeck/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { addOperation } from '../../lib/operation-route';
import { checkReadiness, type ReadinessDeps } from './readiness';

/** Liveness (the process answers) and readiness (its database answers); probes log only warnings. */
export const healthRoutes: FastifyPluginAsync<{ health: ReadinessDeps }> = async (app, { health: deps }) => {
  addOperation(app, operations.getLiveness, () => ({ status: 'ok' as const, checks: {} }), { logLevel: 'warn' });

  addOperation(
    app,
    operations.getReadiness,
    async ({ reply }) => {
      const { ready, health } = await checkReadiness(deps);
      reply.status(ready ? 200 : 503);
      return health;
    },
    { logLevel: 'warn' },
  );
};
