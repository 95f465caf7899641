import { laterScreen, lazyScreen } from '../shell/lazy-screen';
import type { AppRoute } from './app-route';

const UserAgreementScreen = laterScreen('userAgreement');
const NoticeScreen = lazyScreen(() => import('../../features/content/routes/notice-screen'));
const HelpScreen = lazyScreen(() => import('../../features/content/routes/help-screen'));
const ServiceScreen = laterScreen('service');
const DownloadScreen = laterScreen('download');
const HelpDetailScreen = laterScreen('helpDetail');

/** features/content: the user agreement, announcements and the help centre. */
export const contentRoutes: AppRoute[] = [
  {
    path: '/m/useragreement',
    titleKey: 'title_user_agreement',
    footer: 'hidden',
    screen: UserAgreementScreen,
  },
  { path: '/m/notice', titleKey: 'title_notice', footer: 'hidden', back: 'home', screen: NoticeScreen, ssr: true },
  { path: '/m/help', titleKey: 'title_help', screen: HelpScreen, ssr: true },
  { path: '/m/helpDetail', titleKey: 'title_help', screen: HelpDetailScreen },
  { path: '/m/download', titleKey: 'title_download', footer: 'hidden', screen: DownloadScreen },
  { path: '/m/service', titleKey: 'title_service', footer: 'hidden', screen: ServiceScreen },
];
