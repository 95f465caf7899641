import { operations, parseLanguage } from '@playdeck/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { addOperation } from '../../../lib/operation-route';
import { createSandboxVendor } from './sandbox-vendor.service';

/** The sandbox vendors' game page calls these with its launch token (no member session). */
export const sandboxVendorRoutes: FastifyPluginAsync = async (app) => {
  const { database, settings, seamless } = app.services;
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
