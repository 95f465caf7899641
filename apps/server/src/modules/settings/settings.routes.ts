import { operations } from '@playdeck/contracts';
import type { FastifyInstance } from 'fastify';
import { addOperation } from '../../lib/operation-route';
import { locationOf } from '../../plugins/request-context';
import { buildInitSettings } from './startup-state';

export async function settingsRoutes(app: FastifyInstance) {
  addOperation(app, operations.getInitSettings, ({ request }) =>
    buildInitSettings(request.merchant, locationOf(request, app.services.env.COUNTRY_HEADER), new Date()),
  );
  addOperation(app, operations.getTemplates, ({ request }) => request.merchant.settings.templates);
}
