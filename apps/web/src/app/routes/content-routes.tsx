import { lazyScreen } from '../shell/lazy-screen';
import type { AppRoute } from './app-route';

const UserAgreementScreen = lazyScreen(() => import('../../features/content/routes/user-agreement-screen'));

/** features/content: the user agreement. */
export const contentRoutes: AppRoute[] = [
  {
    path: '/m/useragreement',
    titleKey: 'title_user_agreement',
    footer: 'hidden',
    screen: UserAgreementScreen,
  },
];
