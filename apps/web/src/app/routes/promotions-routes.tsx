import { lazyScreen } from '../shell/lazy-screen';
import type { AppRoute } from './app-route';

const ActivityScreen = lazyScreen(() => import('../../features/promotions/routes/activity-screen'));

/** features/promotions (issue 12): the activity centre (its other screens: later/promotions-routes.tsx). */
export const promotionsRoutes: AppRoute[] = [
  // Spec 2: the footer is hidden on the activity screens.
  { path: '/m/activity', titleKey: 'title_activity', footer: 'hidden', screen: ActivityScreen, ssr: true },
];
