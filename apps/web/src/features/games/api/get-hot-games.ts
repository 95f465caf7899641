import type { GameItem } from '@playdeck/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Spec 9: the hot games' platform code. */
const HOT_PLATFORM = 2;

/** Spec 7 hot games: isPlatform 2, platform html5, optionally of one category. */
export const getHotGames = (gameType: string | undefined, signal?: AbortSignal) =>
  apiRequest<GameItem[]>('/wps/game/hot', {
    query: { gameType: gameType === 'HOT' ? undefined : gameType, isPlatform: HOT_PLATFORM, platform: 'html5' },
    signal,
  });

export const hotGamesQuery = (gameType: string | undefined, language: string) =>
  queryOptions({
    queryKey: ['games', 'hot', language, gameType ?? 'HOT'],
    queryFn: ({ signal }) => getHotGames(gameType, signal),
    staleTime: 60_000,
  });
