import { MIN_BET_OPTIONS, type MinBetOption } from '@playdeck/contracts/game-constants';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from '../../../lib/router';

/** Spec 9 game selection types: all (with vendors and filters), hot, favourites, recent. */
export const LIST_TABS = ['all', 'hot', 'fav', 'recent'] as const;
export type ListTab = (typeof LIST_TABS)[number];

export interface ListParams {
  tab: ListTab;
  vendor: string;
  classify: string;
  minBet: MinBetOption;
  gameName: string;
}

const asMinBet = (value: string | null): MinBetOption =>
  (MIN_BET_OPTIONS as readonly string[]).includes(value ?? '') ? (value as MinBetOption) : '';

/**
 * The list's tab and filter state lives in the address, so back from a game (or a reload)
 * returns to the same list. Changes replace the entry: back leaves the list, not each filter.
 */
export function useListParams() {
  const [search, setSearch] = useSearchParams();
  const params = useMemo<ListParams>(() => {
    const tab = search.get('tab');
    return {
      tab: (LIST_TABS as readonly string[]).includes(tab ?? '') ? (tab as ListTab) : 'all',
      vendor: search.get('vendor') ?? '',
      classify: search.get('classify') ?? '',
      minBet: asMinBet(search.get('minBet')),
      gameName: search.get('q') ?? '',
    };
  }, [search]);

  const update = useCallback(
    (change: Partial<ListParams>) => {
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          const set = (key: string, value: string | undefined) => {
            if (value === undefined) return;
            if (value) next.set(key, value);
            else next.delete(key);
          };
          set('tab', change.tab === 'all' ? '' : change.tab);
          set('vendor', change.vendor);
          set('classify', change.classify);
          set('minBet', change.minBet);
          set('q', change.gameName);
          return next;
        },
        { replace: true },
      );
    },
    [setSearch],
  );

  return [params, update] as const;
}
