import { initSettingsResponse } from '@playdeck/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeResponses, ok } from '../../lib/http';
import { locationOf } from '../../plugins/request-context';
import { buildInitSettings } from './startup-state';

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/system/init',
    {
      config: { availableDuringOutage: true },
      schema: {
        tags: ['system'],
        summary: 'Initial settings: merchant info, client location, maintenance and region restriction',
        description:
          'state is 0 normal, 1 maintenance (wins over region restriction), 2 region restricted (spec 2 Startup).',
        response: envelopeResponses(initSettingsResponse),
      },
    },
    async (request) => {
      const location = locationOf(request, app.services.env.COUNTRY_HEADER);
      return ok(buildInitSettings(request.merchant, location, new Date()));
    },
  );

  app.get(
    '/system/template',
    {
      schema: {
        tags: ['system'],
        summary: 'Template settings (spec 2 Mine: mem_cen and dep_func, "1" selects the new version)',
        response: envelopeResponses(z.record(z.string(), z.string())),
      },
    },
    async (request) => ok(request.merchant.settings.templates),
  );
};
