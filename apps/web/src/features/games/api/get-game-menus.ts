import type { OutputOf } from '@playdeck/contracts/client';
import * as routes from '@playdeck/contracts/routes';
import { callApi } from '../../../lib/api-client';
import { queryOptions, useQuery } from '../../../lib/query';
import { sortCategories } from '../services/categories';

/** Spec 7 game menus: the categories this merchant offers, with their game counts. */
export const getGameMenus = (signal?: AbortSignal) => callApi(routes.getGameMenus, {}, { signal });

/** In the spec's order (spec 2 Home) whatever order the answer has. */
export const gameMenusQuery = queryOptions({
  queryKey: ['games', 'menus'],
  queryFn: ({ signal }) => getGameMenus(signal),
  select: (menus: OutputOf<'getGameMenus'>) => sortCategories(menus, (menu) => menu.gameCategory),
  staleTime: 5 * 60_000,
});

export const useGameMenus = () => useQuery(gameMenusQuery);
