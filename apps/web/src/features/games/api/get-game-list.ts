import type { OutputOf } from '@playdeck/contracts/client';
import { GAME_LIST_PAGE_SIZE, type GameCategoryCode, type MinBetOption } from '@playdeck/contracts/game-constants';
import * as routes from '@playdeck/contracts/routes';
import { callApi } from '../../../lib/api-client';
import { infiniteQueryOptions } from '../../../lib/query/use-infinite-query';

/** Spec 3 filter state (gameClassify, minBet, vassalage, gameName) of one category's list. */
export interface GameListFilter {
  gameType: GameCategoryCode;
  vendor?: string;
  /** A vendor classification, or NEW for the new games (spec 2: "new for RNG"). */
  classify?: string;
  minBet?: MinBetOption;
  gameName?: string;
}

export const NEW_CLASSIFY = 'NEW';

/** Spec 9: the list's client type. */
const CLIENT_TYPE = '2';

/** Spec 7 game list: platform html5, client type 2, pages of 26 from page 1. */
export function getGameList(filter: GameListFilter, pageNo: number, signal?: AbortSignal) {
  const classify = filter.classify && filter.classify !== NEW_CLASSIFY ? filter.classify : undefined;
  return callApi(
    routes.getGameList,
    {
      query: {
        gameType: filter.gameType,
        gameName: filter.gameName || undefined,
        gameClassify: classify,
        isNew: filter.classify === NEW_CLASSIFY ? 'true' : undefined,
        vassalage: filter.vendor || undefined,
        minBet: filter.minBet || undefined,
        pageNo,
        pageSize: GAME_LIST_PAGE_SIZE,
        platform: 'html5',
        clientType: CLIENT_TYPE,
      },
    },
    { signal },
  );
}

/**
 * Spec 4 paging: a new filter (or tab) starts again at page 1 with an empty list; load-more
 * appends the next page; there is more while the page number is below totalPages.
 */
export const gameListQuery = (filter: GameListFilter, language: string) =>
  infiniteQueryOptions({
    queryKey: ['games', 'list', language, filter],
    queryFn: ({ pageParam, signal }) => getGameList(filter, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last: OutputOf<'getGameList'>) =>
      last.pageNum < last.totalPages ? last.pageNum + 1 : undefined,
  });
