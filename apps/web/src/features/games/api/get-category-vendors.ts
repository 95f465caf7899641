import type { GameCategoryCode } from '@playdeck/contracts/game-constants';
import * as routes from '@playdeck/contracts/routes';
import { callApi } from '../../../lib/api-client';
import { queryOptions } from '../../../lib/query';

/** Spec 9: vassal game types are asked with type id 1. */
const TYPE_ID = '1';

/** Spec 7 vassal game types: the vendors of a category with their game counts. */
export const getCategoryVendors = (gameType: GameCategoryCode, signal?: AbortSignal) =>
  callApi(routes.getCategoryVendors, { query: { typeId: TYPE_ID, gameType } }, { signal });

export const categoryVendorsQuery = (gameType: GameCategoryCode) =>
  queryOptions({
    queryKey: ['games', 'vassalGameTypes', gameType],
    queryFn: ({ signal }) => getCategoryVendors(gameType, signal),
    staleTime: 5 * 60_000,
  });
