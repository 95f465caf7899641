import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tokensMatch } from '../../lib/admin-token';
import { commands } from './commands';
import { CommandError } from './commands/command';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * The operator API the `npm run admin` command line talks to while a server runs (the
 * embedded database can be open in one process only). It answers only on the loopback
 * interface and only with the admin token; every change it makes is audited.
 */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (request, reply) => {
    const header = request.headers.authorization?.replace(/^Bearer\s+/i, '');
    if (!LOOPBACK.has(request.socket.remoteAddress ?? '') || !tokensMatch(app.services.adminToken, header)) {
      return reply.status(403).send({ ok: false, output: 'Forbidden' });
    }
  });

  app.post(
    '/commands/:name',
    {
      schema: {
        tags: ['admin'],
        summary: 'Run an operator command (the admin command line calls this)',
        params: z.object({ name: z.string().max(60) }),
        body: z.object({ args: z.array(z.string().max(10_000)).max(50) }),
        response: { 200: z.object({ ok: z.boolean(), output: z.string() }) },
      },
    },
    async (request) => {
      const command = commands[request.params.name];
      if (!command) return { ok: false, output: `Unknown command ${request.params.name}` };
      const { database, settings, merchants } = app.services;
      try {
        const output = await command.run(
          { services: app.services, database, settings, merchants, actor: 'cli' },
          request.body.args,
        );
        return { ok: true, output };
      } catch (error) {
        if (error instanceof CommandError) return { ok: false, output: error.message };
        throw error;
      }
    },
  );
};
