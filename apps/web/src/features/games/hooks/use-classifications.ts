import type { GameCategoryCode } from '@playdeck/contracts/game-constants';
import { useMemo } from 'react';
import { useInfiniteQuery } from '../../../lib/query/use-infinite-query';
import { type GameListFilter, gameListQuery } from '../api/get-game-list';
import { useListLanguage } from '../services/list-language';

/**
 * The classifications of a category's (or one vendor's) games. The API has no call that lists
 * them, so they are read from the unfiltered list the screen shows anyway (the same cached
 * query): its first page, and every further page the player has scrolled to.
 */
export function useClassifications(gameType: GameCategoryCode, vendor: string, enabled: boolean): string[] {
  const language = useListLanguage();
  const filter: GameListFilter = vendor ? { gameType, vendor } : { gameType };
  const { data } = useInfiniteQuery({ ...gameListQuery(filter, language), enabled });
  return useMemo(() => {
    const found = new Set<string>();
    for (const page of data?.pages ?? []) {
      for (const game of page.games) for (const name of game.classifications) found.add(name);
    }
    return [...found].sort();
  }, [data]);
}
