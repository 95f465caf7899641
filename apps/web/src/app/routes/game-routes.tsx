import { prefetchPopularGames, prefetchVendorData } from '../../features/games/services/prefetch-games';
import { i18n } from '../../lib/i18n';
import { queryClient } from '../../lib/query-client';
import { laterScreen, lazyScreen } from '../shell/lazy-screen';
import { type AppRoute, routeLookup } from './app-route';
import { homeRoute } from './site-routes';

const GameListScreen = lazyScreen(() => import('../../features/games/routes/game-list-screen'));
const GameCenterScreen = laterScreen('gameCenter');
const GameLobbyScreen = laterScreen('gameLobby');
const LaunchGameScreen = laterScreen('launchGame');
const GameRecordScreen = laterScreen('gameRecord');

/**
 * features/games' screens (issue 5): game list, lobby, launch, betting record. Spec 1 offers the
 * language switch on the game lists (spec 4: they reload in the new language).
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
  {
    path: '/m/gameCenter',
    titleKey: 'title_game_center',
    screen: GameCenterScreen,
  },
  {
    path: '/m/gameLobby',
    titleKey: 'games:title_game_lobby',
    screen: GameLobbyScreen,
  },
  {
    path: '/m/launchGame',
    titleKey: 'games:title_launch',
    footer: 'hidden',
    // No session fact: nothing to launch opens the game lobby, which is for everyone; launching
    // a game needs a session, and only the screen knows which it is (spec 2, 5).
    screen: LaunchGameScreen,
  },
  {
    path: '/m/gameRecord',
    titleKey: 'games:title_game_record',
    session: 'member-via-login',
    screen: GameRecordScreen,
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
