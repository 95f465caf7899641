import type { OutputOf } from '@playdeck/contracts/client';
import { GAME_LIST_PAGE_SIZE, type GameCategoryCode } from '@playdeck/contracts/game-constants';
import * as routes from '@playdeck/contracts/routes';
import { callApi } from '../../../lib/api-client';
import { infiniteQueryOptions } from '../../../lib/query/use-infinite-query';

/** Spec 7 favourites list: pageNo, pageSize, gameType (the token travels as Authorization). */
export const getFavourites = (gameType: GameCategoryCode, pageNo: number, signal?: AbortSignal) =>
  callApi(routes.getFavourites, { query: { gameType, pageNo, pageSize: GAME_LIST_PAGE_SIZE } }, { signal });

export const favouritesQuery = (token: string, gameType: GameCategoryCode, language: string) =>
  infiniteQueryOptions({
    queryKey: ['games', 'favourites', token, language, gameType],
    queryFn: ({ pageParam, signal }) => getFavourites(gameType, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last: OutputOf<'getFavourites'>) =>
      last.pageNum < last.totalPages ? last.pageNum + 1 : undefined,
  });
