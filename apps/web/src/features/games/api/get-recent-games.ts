import type { GameItem } from '@playdeck/contracts';
import { RECENT_LIST_SIZE } from '@playdeck/contracts/game-constants';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Spec 7 recent list: page 1, page size 25, client type 2, of one category. */
export const getRecentGames = (gameType: string, signal?: AbortSignal) =>
  apiRequest<GameItem[]>('/wps/game/recent', {
    query: { gameType, page: 1, pageSize: RECENT_LIST_SIZE, clientType: 2 },
    signal,
  });

export const recentGamesQuery = (token: string, gameType: string, language: string) =>
  queryOptions({
    queryKey: ['games', 'recent', token, language, gameType],
    queryFn: ({ signal }) => getRecentGames(gameType, signal),
    // A launch adds to it; coming back to the list should show that game first.
    staleTime: 0,
  });
