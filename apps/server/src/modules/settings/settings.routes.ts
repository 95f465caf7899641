import { operations } from '@playdeck/contracts';
import type { FastifyInstance } from 'fastify';
import type { Env } from '../../env';
import { addOperation } from '../../lib/operation-route';
import { locationOf } from '../../plugins/request-context';
import { buildInitSettings } from './startup-state';

/** The initial settings read the visitor's country from the configured header (env COUNTRY_HEADER). */
export async function settingsRoutes(app: FastifyInstance, { env }: { env: Pick<Env, 'COUNTRY_HEADER'> }) {
  addOperation(app, operations.getInitSettings, ({ request }) =>
    buildInitSettings(request.merchant, locationOf(request, env.COUNTRY_HEADER), new Date()),
  );
  addOperation(app, operations.getTemplates, ({ request }) => request.merchant.settings.templates);
}
