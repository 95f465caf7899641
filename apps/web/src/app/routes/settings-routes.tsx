import { laterScreen } from '../shell/lazy-screen';
import type { AppRoute } from './app-route';

const SettingsScreen = laterScreen('settings');

/** features/settings: /m/set. */
export const settingsRoutes: AppRoute[] = [
  { path: '/m/set', titleKey: 'title_set', session: 'member-else-home', screen: SettingsScreen },
];
