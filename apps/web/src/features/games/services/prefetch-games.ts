import type { QueryClient } from '../../../lib/query';
import { gameMenusQuery } from '../api/get-game-menus';
import { hotGamesQuery } from '../api/get-hot-games';
import { vendorDataQuery } from '../api/get-vendor-data';

/**
 * Home's popular games view opens on HOT: its menus and hot games are asked for as soon as the
 * app knows its language, beside the home screen's code instead of after it (a round trip
 * less before the first game images on a slow phone).
 */
export function prefetchPopularGames(queryClient: QueryClient, language: string) {
  void queryClient.prefetchQuery(gameMenusQuery);
  void queryClient.prefetchQuery(hotGamesQuery(undefined, language));
}

/** A game list's vendor strip comes from the vendor data: asked for beside the screen's code. */
export function prefetchVendorData(queryClient: QueryClient) {
  void queryClient.prefetchQuery(vendorDataQuery);
}
