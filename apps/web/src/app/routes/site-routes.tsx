import { lazyScreen } from '../shell/lazy-screen';
import type { AppRoute } from './app-route';

const HomeScreen = lazyScreen(() => import('./home'));
const MaintenanceScreen = lazyScreen(() => import('../startup/maintenance-screen'));

/** Home (spec 2): the logo header; its aliases are the old site's entry points. */
export const homeRoute: AppRoute = {
  path: '/m/home',
  aliases: ['/', '/m', '/m/', '/m/index', '/m/index.html'],
  header: 'logo',
  screen: HomeScreen,
  ssr: true,
};

/**
 * The app's own screens, and the spec's paths with no screen yet (no element: they fall to the
 * unknown-path behaviour, with their shell facts already right).
 */
export const siteRoutes: AppRoute[] = [
  homeRoute,
  {
    path: '/m/maintenance',
    titleKey: 'title_maintenance',
    footer: 'hidden',
    screen: MaintenanceScreen,
  },
  { path: '/m/message', titleKey: 'title_message' },
];
