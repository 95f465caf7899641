import type { gameMenuItem } from '@playdeck/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { sortCategories } from '../services/categories';

export type GameMenu = z.infer<typeof gameMenuItem>;

/** Spec 7 game menus: the categories this merchant offers, with their game counts. */
export const getGameMenus = (signal?: AbortSignal) => apiRequest<GameMenu[]>('/wps/game/menus', { signal });

/** In the spec's order (spec 2 Home) whatever order the answer has. */
export const gameMenusQuery = queryOptions({
  queryKey: ['games', 'menus'],
  queryFn: ({ signal }) => getGameMenus(signal),
  select: (menus: GameMenu[]) => sortCategories(menus, (menu) => menu.gameCategory),
  staleTime: 5 * 60_000,
});

export const useGameMenus = () => useQuery(gameMenusQuery);
