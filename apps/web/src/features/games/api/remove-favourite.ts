import { apiRequest } from '../../../lib/api-client';

/** Spec 7 favourites remove: DELETE with nodeId and vendor. */
export const removeFavourite = (game: { nodeId: number; vassalage: string }) =>
  apiRequest<Record<string, never>>('/wps/game/favourite', {
    method: 'DELETE',
    query: { nodeId: game.nodeId, vendor: game.vassalage },
  });
