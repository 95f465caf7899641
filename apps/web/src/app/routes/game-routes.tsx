import { prefetchPopularGames, prefetchVendorData } from '../../features/games/services/prefetch-games';
import { i18n } from '../../lib/i18n';
import { queryClient } from '../../lib/query-client';
import type { ScreenRoute } from '../router';
import { lazyScreen, Screen } from '../shell/lazy-screen';
import { canonicalPath, isHomePath, TITLE_KEYS } from '../shell/shell-rules';

const GameListScreen = lazyScreen(() => import('../../features/games/routes/game-list-screen'));
const GameCenterScreen = lazyScreen(() => import('../../features/games/routes/game-center-screen'));
const GameLobbyScreen = lazyScreen(() => import('../../features/games/routes/game-lobby-screen'));
const LaunchGameScreen = lazyScreen(() => import('../../features/games/routes/launch-game-screen'));
const GameRecordScreen = lazyScreen(() => import('../../features/games/routes/game-record-screen'));

/** The games' screens (issue 5): game list, lobby, launch, betting record. */
export const gameRoutes: ScreenRoute[] = [
  // Spec 2: /m/gameList for any non-lottery category; /m/slotsCenter is the RNG list.
  { paths: ['/m/gameList', '/m/slotsCenter'], element: <Screen component={GameListScreen} /> },
  { paths: ['/m/gameCenter'], element: <Screen component={GameCenterScreen} /> },
  { paths: ['/m/gameLobby'], element: <Screen component={GameLobbyScreen} /> },
  { paths: ['/m/launchGame'], element: <Screen component={LaunchGameScreen} /> },
  { paths: ['/m/gameRecord'], element: <Screen component={GameRecordScreen} /> },
];

/** Screens that show games on their first paint: their words are fetched beside their code. */
const needsGameWords = (pathname: string) =>
  isHomePath(pathname) || gameRoutes.some((route) => route.paths.includes(canonicalPath(pathname)));

i18n.on('initialized', () => {
  const { pathname } = window.location;
  if (!needsGameWords(pathname)) return;
  const home = isHomePath(pathname);
  // Home waits for its own words too before the popular games view can draw: both come now.
  void i18n.loadNamespaces(home ? ['games', 'home'] : ['games']);
  if (home) prefetchPopularGames(queryClient, i18n.language);
  else if (canonicalPath(pathname) === '/m/gameList' || canonicalPath(pathname) === '/m/slotsCenter')
    prefetchVendorData(queryClient);
});

/**
 * These screens' header titles are in the games namespace, which can arrive after the header
 * was drawn (a link or reload straight to a game screen): the header is then told to draw again.
 */
i18n.on('loaded', (loaded: Record<string, Record<string, boolean>>) => {
  const titled = TITLE_KEYS[canonicalPath(window.location.pathname)]?.startsWith('games:');
  if (titled && Object.values(loaded).some((namespaces) => namespaces.games)) {
    i18n.emit('languageChanged', i18n.language);
  }
});
