import { operations } from '@playdeck/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { tokensMatch } from '../../lib/admin-token';
import { addOperation } from '../../lib/operation-route';
import { runCommand } from './run-command';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * The operator API the `npm run admin` command line talks to while a server runs (the
 * embedded database can be open in one process only). It answers only on the loopback
 * interface and only with the admin token; every change it makes is audited.
 */
export const adminRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', async (request, reply) => {
    const header = request.headers.authorization?.replace(/^Bearer\s+/i, '');
    if (!LOOPBACK.has(request.socket.remoteAddress ?? '') || !tokensMatch(app.services.adminToken, header)) {
      return reply.status(403).send({ ok: false, output: 'Forbidden' });
    }
  });

  addOperation(app, operations.runAdminCommand, ({ params, body }) =>
    runCommand(app.services, { name: params.name, args: body.args }),
  );
};
