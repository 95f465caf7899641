import { laterScreen } from '../shell/lazy-screen';
import type { AppRoute } from './app-route';

const ResponsibleGamingScreen = laterScreen('responsibleGaming');

/** features/responsible-gaming (issue 15): limits, reality check, breaks and their history; a real member's. */
export const responsibleGamingRoutes: AppRoute[] = [
  {
    path: '/m/responsibleGaming',
    titleKey: 'title_responsible_gaming',
    session: 'member',
    screen: ResponsibleGamingScreen,
  },
];
