import type { GameItem } from '@playdeck/contracts';
import { GAME_LIST_PAGE_SIZE } from '@playdeck/contracts/game-constants';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Spec 3 favourite page: content, pageNum, totalPages. */
export interface FavouritesPage {
  content: GameItem[];
  pageNum: number;
  totalPages: number;
}

/** Spec 7 favourites list: pageNo, pageSize, gameType (the token travels as Authorization). */
export const getFavourites = (gameType: string, pageNo: number, signal?: AbortSignal) =>
  apiRequest<FavouritesPage>('/wps/game/favourites', {
    query: { gameType, pageNo, pageSize: GAME_LIST_PAGE_SIZE },
    signal,
  });

export const favouritesQuery = (token: string, gameType: string, language: string) =>
  infiniteQueryOptions({
    queryKey: ['games', 'favourites', token, language, gameType],
    queryFn: ({ pageParam, signal }) => getFavourites(gameType, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last: FavouritesPage) => (last.pageNum < last.totalPages ? last.pageNum + 1 : undefined),
  });
