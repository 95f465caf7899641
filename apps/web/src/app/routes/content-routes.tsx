import { lazyScreen } from '../shell/lazy-screen';
import type { AppRoute } from './app-route';

const NoticeScreen = lazyScreen(() => import('../../features/content/routes/notice-screen'));
const HelpScreen = lazyScreen(() => import('../../features/content/routes/help-screen'));

/** features/content: announcements and the help centre (the others: later/content-routes.tsx). */
export const contentRoutes: AppRoute[] = [
  { path: '/m/notice', titleKey: 'title_notice', footer: 'hidden', back: 'home', screen: NoticeScreen, ssr: true },
  { path: '/m/help', titleKey: 'title_help', screen: HelpScreen, ssr: true },
];
