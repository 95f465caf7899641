import { lazyScreen } from '../../shell/lazy-screen';
import type { AppRoute } from '../app-route';

const UserAgreementScreen = lazyScreen(() => import('../../../features/content/routes/user-agreement-screen'));
const ServiceScreen = lazyScreen(() => import('../../../features/content/routes/service-screen'));
const DownloadScreen = lazyScreen(() => import('../../../features/content/routes/download-screen'));
const HelpDetailScreen = lazyScreen(() => import('../../../features/content/routes/help-detail-screen'));

/** features/content's other screens (announcements and the help centre: content-routes.tsx). */
export const contentLaterRoutes: AppRoute[] = [
  {
    path: '/m/useragreement',
    titleKey: 'title_user_agreement',
    footer: 'hidden',
    screen: UserAgreementScreen,
  },
  { path: '/m/helpDetail', titleKey: 'title_help', screen: HelpDetailScreen },
  { path: '/m/download', titleKey: 'title_download', footer: 'hidden', screen: DownloadScreen },
  { path: '/m/service', titleKey: 'title_service', footer: 'hidden', screen: ServiceScreen },
];
