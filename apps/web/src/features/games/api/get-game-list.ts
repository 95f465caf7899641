import type { PagedGames } from '@playdeck/contracts';
import { GAME_LIST_PAGE_SIZE, type MinBetOption } from '@playdeck/contracts/game-constants';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Spec 3 filter state (gameClassify, minBet, vassalage, gameName) of one category's list. */
export interface GameListFilter {
  gameType: string;
  vendor?: string;
  /** A vendor classification, or NEW for the new games (spec 2: "new for RNG"). */
  classify?: string;
  minBet?: MinBetOption;
  gameName?: string;
}

export const NEW_CLASSIFY = 'NEW';

/** Spec 7 game list: platform html5, client type 2, pages of 26 from page 1. */
export function getGameList(filter: GameListFilter, pageNo: number, signal?: AbortSignal) {
  const classify = filter.classify && filter.classify !== NEW_CLASSIFY ? filter.classify : undefined;
  return apiRequest<PagedGames>('/wps/game/list', {
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
      clientType: 2,
    },
    signal,
  });
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
    getNextPageParam: (last: PagedGames) => (last.pageNum < last.totalPages ? last.pageNum + 1 : undefined),
  });
