import { operations, parseLanguage } from '@playdeck/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { addOperation } from '../../../lib/operation-route';
import { verifyRound } from './inhouse.service';
import type { InhouseDeps } from './inhouse-deps';
import {
  describeSession,
  logoutWithToken,
  playWithToken,
  realityWithToken,
  revealedWithToken,
  rotateWithToken,
} from './inhouse-session.service';

/**
 * The in-house games' own API, used by their pages (served at the launch address). The launch
 * token is the player's session with the game; outcomes are decided here, never in the page.
 */
export const inhouseApiRoutes: FastifyPluginAsync<{ inhouse: InhouseDeps }> = async (app, { inhouse: deps }) => {
  app.addHook('onRequest', async (request) => {
    request.language = parseLanguage(request.headers.language) ?? 'EN';
  });

  addOperation(app, operations.getInhouseSession, ({ query, request }) =>
    describeSession(deps, query.t, request.language),
  );
  addOperation(app, operations.playInhouseRound, ({ body }) =>
    playWithToken(deps, { token: body.t, stake: body.stake, params: body.params }),
  );
  addOperation(app, operations.getInhouseRealityCheck, ({ query }) => realityWithToken(deps, query.t));
  addOperation(app, operations.logoutFromInhouseGame, ({ body }) => logoutWithToken(deps, body.t));
  addOperation(app, operations.rotateInhouseSeeds, ({ body }) => rotateWithToken(deps, body.t, body.clientSeed));
  addOperation(app, operations.getRevealedInhouseSeeds, ({ query }) => revealedWithToken(deps, query.t));
  addOperation(app, operations.verifyInhouseRound, ({ body }) => verifyRound(body));
};
