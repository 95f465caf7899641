import { lazyScreen } from '../../shell/lazy-screen';
import type { AppRoute } from '../app-route';

const ResponsibleGamingScreen = lazyScreen(
  () => import('../../../features/responsible-gaming/routes/responsible-gaming-screen'),
);

/** features/responsible-gaming (issue 15): limits, reality check, breaks and their history; a real member's. */
export const responsibleGamingRoutes: AppRoute[] = [
  {
    path: '/m/responsibleGaming',
    titleKey: 'title_responsible_gaming',
    session: 'member',
    screen: ResponsibleGamingScreen,
  },
];
