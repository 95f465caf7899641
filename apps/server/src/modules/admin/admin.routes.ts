import { operations } from '@playdeck/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { tokensMatch } from '../../lib/admin-token';
import { addOperation } from '../../lib/operation-route';
import type { Services } from '../../services';
import { runCommand } from './run-command';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * The operator API the `npm run admin` command line talks to while a server runs (the
 * embedded database can be open in one process only). It answers only on the loopback
 * interface and only with the admin token; every change it makes is audited. Its commands
 * work over every module, so it is given all the services (like the CLI process).
 */
export const adminRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  app.addHook('onRequest', async (request, reply) => {
    const header = request.headers.authorization?.replace(/^Bearer\s+/i, '');
    if (!LOOPBACK.has(request.socket.remoteAddress ?? '') || !tokensMatch(services.adminToken, header)) {
      return reply.status(403).send({ ok: false, output: 'Forbidden' });
    }
  });

  addOperation(app, operations.runAdminCommand, ({ params, body }) =>
    runCommand(services, { name: params.name, args: body.args }),
  );
};
