import { prefetchPopularGames, prefetchVendorData } from '../../features/games/services/prefetch-games';
import { i18n } from '../../lib/i18n';
import { queryClient } from '../../lib/query-client';
import { lazyScreen } from '../shell/lazy-screen';
import { type AppRoute, routeLookup } from './app-route';
import { homeRoute } from './site-routes';

const GameListScreen = lazyScreen(() => import('../../features/games/routes/game-list-screen'));

/**
 * features/games' game lists (issue 5; lobby, launch and betting record: later/game-routes.tsx).
 * Spec 1 offers the language switch on them (spec 4: they reload in the new language).
 */
export const gameRoutes: AppRoute[] = [
  // Spec 2: /m/gameList for any non-lottery category; /m/slotsCenter is the RNG list.
  {
    path: '/m/gameList',
    titleKey: 'games:title_game_list',
    languageSwitch: true,
    screen: GameListScreen,
    ssr: true,
  },
  {
    path: '/m/slotsCenter',
    titleKey: 'title_slots',
    languageSwitch: true,
    screen: GameListScreen,
  },
];

const findGameRoute = routeLookup([homeRoute, ...gameRoutes]);

/**
 * Screens that show games on their first paint (home and the game screens), when the browser
 * draws them: their words and first data are asked for beside their code (a page the server drew
 * carried them, issue 16).
 */
export function prefetchGameScreen(pathname: string) {
  const route = findGameRoute(pathname);
  if (!route) return;
  const home = route === homeRoute;
  // Home waits for its own words too before the popular games view can draw: both come now.
  void i18n.loadNamespaces(home ? ['games', 'home'] : ['games']);
  if (home) prefetchPopularGames(queryClient, i18n.language);
  else if (route.path === '/m/gameList' || route.path === '/m/slotsCenter') prefetchVendorData(queryClient);
}
