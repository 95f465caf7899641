import { lazyScreen } from '../../shell/lazy-screen';
import type { AppRoute } from '../app-route';

const MineScreen = lazyScreen(() => import('../mine-route'));

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
