import { lazyScreen } from '../../shell/lazy-screen';
import type { AppRoute } from '../app-route';

const GameCenterScreen = lazyScreen(() => import('../../../features/games/routes/game-center-screen'));
const GameLobbyScreen = lazyScreen(() => import('../../../features/games/routes/game-lobby-screen'));
const LaunchGameScreen = lazyScreen(() => import('../../../features/games/routes/launch-game-screen'));
const GameRecordScreen = lazyScreen(() => import('../../../features/games/routes/game-record-screen'));

/** features/games' other screens (the game lists: game-routes.tsx): centre, lobby, launch, betting record. */
export const gameLaterRoutes: AppRoute[] = [
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
