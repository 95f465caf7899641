import { lazyScreen } from '../../shell/lazy-screen';
import type { AppRoute } from '../app-route';

const SettingsScreen = lazyScreen(() => import('../../../features/settings/routes/settings-screen'));

/** features/settings: /m/set. */
export const settingsRoutes: AppRoute[] = [
  { path: '/m/set', titleKey: 'title_set', session: 'member-else-home', screen: SettingsScreen },
];
