import { operations } from '@playdeck/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { addOperation } from '../../../lib/operation-route';
import { fundTrialWallet } from '../../wallet/wallet.service';
import type { WalletDeps } from '../../wallet/wallet-deps';
import { createCatalogue } from './catalogue.service';
import { createLauncher } from './launch.service';
import { createPlay } from './play.service';

const viewerOf = (request: FastifyRequest) => ({ merchant: request.merchant, language: request.language });
const playerOf = (request: FastifyRequest) => ({ ...viewerOf(request), memberId: request.member.memberId });

/** Games (spec 7 Games calls). Lists are public; favourites, recent, launch and records need a session. */
export async function gameRoutes(app: FastifyInstance, { games: deps }: { games: WalletDeps }) {
  const db = deps.database.db;
  const catalogue = createCatalogue({ db });
  const play = createPlay({ db, catalogue });
  const launcher = createLauncher({
    db,
    catalogue,
    ledger: deps.ledger,
    fundTrial: (merchant, memberId) => fundTrialWallet(deps, merchant, memberId),
  });

  // Public pages of the catalogue, kept a few seconds and the same for every visitor: written once, with an ETag.
  const shared = { sharedAnswers: true };
  addOperation(app, operations.getGameList, ({ query, request }) => catalogue.list(viewerOf(request), query), shared);
  addOperation(app, operations.getHotGames, ({ query, request }) => catalogue.hot(viewerOf(request), query), shared);
  addOperation(app, operations.getVendorData, ({ request }) => catalogue.vendorData(request.merchant), shared);
  addOperation(app, operations.getGameMenus, ({ request }) => catalogue.menus(request.merchant), shared);
  addOperation(app, operations.getCategoryVendors, ({ query, request }) =>
    catalogue.categoryVendors(request.merchant, query.gameType),
  );
  addOperation(app, operations.getGameVendors, ({ request }) => catalogue.vendors(request.merchant));

  addOperation(app, operations.addFavourite, async ({ body, request }) => {
    await play.addFavourite({
      merchantId: request.merchant.id,
      memberId: request.member.memberId,
      gameId: body.nodeId,
    });
    return {};
  });
  addOperation(app, operations.removeFavourite, async ({ query, request }) => {
    await play.removeFavourite({ memberId: request.member.memberId, gameId: query.nodeId });
    return {};
  });
  addOperation(app, operations.getFavouriteIds, ({ request }) => play.favouriteIds(request.member.memberId));
  addOperation(app, operations.getFavourites, ({ query, request }) => play.favourites(playerOf(request), query));
  addOperation(app, operations.addRecentGame, async ({ query, request }) => {
    await play.addRecent({ merchantId: request.merchant.id, memberId: request.member.memberId, gameId: query.nodeId });
    return {};
  });
  addOperation(app, operations.getRecentGames, ({ query, request }) => play.recent(playerOf(request), query));
  addOperation(app, operations.launchGame, ({ query, request }) =>
    launcher.launch({ merchant: request.merchant, member: request.member, query, language: request.language }),
  );
  addOperation(app, operations.getGameRecords, ({ query, request }) =>
    play.records({ memberId: request.member.memberId, language: request.language }, query),
  );
}
