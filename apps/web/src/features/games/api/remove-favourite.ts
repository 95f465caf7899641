import * as routes from '@playdeck/contracts/routes';
import { callApi } from '../../../lib/api-client';

/** Spec 7 favourites remove: DELETE with nodeId and vendor. */
export const removeFavourite = (game: { nodeId: number; vassalage: string }) =>
  callApi(routes.removeFavourite, { query: { nodeId: game.nodeId, vendor: game.vassalage } });
