import { laterScreen } from '../shell/lazy-screen';
import type { AppRoute } from './app-route';

const MineScreen = laterScreen('mine');

/** features/member-centre (spec 2 Mine): its header goes back to home; a visitor sees a login prompt. */
export const memberCentreRoutes: AppRoute[] = [
  {
    path: '/m/mine',
    aliases: ['/m/member/home'],
    titleKey: 'title_mine',
    back: 'home',
    screen: MineScreen,
  },
];
