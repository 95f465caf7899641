import type { GameCategoryCode } from '@playdeck/contracts/game-constants';
import * as routes from '@playdeck/contracts/routes';
import { callApi } from '../../../lib/api-client';
import { queryOptions } from '../../../lib/query';

/** Spec 9: the hot games' platform code. */
const HOT_PLATFORM = '2';

/** Spec 7 hot games: isPlatform 2, platform html5, optionally of one category. */
export const getHotGames = (gameType: GameCategoryCode | undefined, signal?: AbortSignal) =>
  callApi(
    routes.getHotGames,
    {
      query: { gameType: gameType === 'HOT' ? undefined : gameType, isPlatform: HOT_PLATFORM, platform: 'html5' },
    },
    { signal },
  );

export const hotGamesQuery = (gameType: GameCategoryCode | undefined, language: string) =>
  queryOptions({
    queryKey: ['games', 'hot', language, gameType ?? 'HOT'],
    queryFn: ({ signal }) => getHotGames(gameType, signal),
    staleTime: 60_000,
  });
