import * as routes from '@playdeck/contracts/routes';
import { callApi } from '../../../lib/api-client';

/** Spec 7 favourites add: POST with nodeId and vendor (the token travels as Authorization). */
export const addFavourite = (game: { nodeId: number; vassalage: string }) =>
  callApi(routes.addFavourite, { body: { nodeId: game.nodeId, vendor: game.vassalage } });
