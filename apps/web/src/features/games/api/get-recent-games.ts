import { type GameCategoryCode, RECENT_LIST_SIZE } from '@playdeck/contracts/game-constants';
import * as routes from '@playdeck/contracts/routes';
import { callApi } from '../../../lib/api-client';
import { queryOptions } from '../../../lib/query';

/** Spec 9: the recent list's client type. */
const CLIENT_TYPE = '2';

/** Spec 7 recent list: page 1, page size 25, client type 2, of one category. */
export const getRecentGames = (gameType: GameCategoryCode, signal?: AbortSignal) =>
  callApi(
    routes.getRecentGames,
    { query: { gameType, page: 1, pageSize: RECENT_LIST_SIZE, clientType: CLIENT_TYPE } },
    { signal },
  );

export const recentGamesQuery = (token: string, gameType: GameCategoryCode, language: string) =>
  queryOptions({
    queryKey: ['games', 'recent', token, language, gameType],
    queryFn: ({ signal }) => getRecentGames(gameType, signal),
    // A launch adds to it; coming back to the list should show that game first.
    staleTime: 0,
  });
