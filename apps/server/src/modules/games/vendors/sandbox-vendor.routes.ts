import { operations, parseLanguage } from '@playdeck/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { addOperation } from '../../../lib/operation-route';
import type { InhouseDeps } from '../inhouse/inhouse-deps';
import { createSandboxVendor } from './sandbox-vendor.service';

/** The sandbox vendors' game page calls these with its launch token (no member session). */
/** Like the in-house games, the sandbox vendors' rounds go through the seamless wallet. */
export const sandboxVendorRoutes: FastifyPluginAsync<{ vendor: InhouseDeps }> = async (app, { vendor }) => {
  const { database, settings, seamless } = vendor;
  const sandbox = createSandboxVendor({ db: database.db, settings, wallet: seamless });

  // Outside the member API, whose hooks read the Language header: read here for the game's name and the errors.
  app.addHook('onRequest', async (request) => {
    request.language = parseLanguage(request.headers.language) ?? 'EN';
  });

  addOperation(app, operations.getSandboxVendorSession, ({ query, request }) =>
    sandbox.session({ token: query.t, language: request.language }),
  );
  addOperation(app, operations.playSandboxVendorRound, ({ body }) =>
    sandbox.play({ token: body.t, stake: body.stake }),
  );
};
