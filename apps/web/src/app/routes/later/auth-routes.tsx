import { lazyScreen } from '../../shell/lazy-screen';
import type { AppRoute } from '../app-route';

const ForgetScreen = lazyScreen(() => import('../../../features/auth/routes/forget-screen'));
const ForgetByPhoneScreen = lazyScreen(() => import('../../../features/auth/routes/forget-by-phone-screen'));
const ChangePasswordScreen = lazyScreen(() => import('../../../features/auth/routes/change-password-screen'));
const TrialScreen = lazyScreen(() => import('../../../features/auth/routes/trial-screen'));

/**
 * features/auth's other screens (login and register: auth-routes.tsx). Setting a password by
 * phone is part of forget password, so it behaves the same.
 */
export const authLaterRoutes: AppRoute[] = [
  {
    path: '/m/forget',
    titleKey: 'title_forget',
    footer: 'hidden',
    back: 'home',
    screen: ForgetScreen,
  },
  {
    path: '/m/forgetByPhone',
    titleKey: 'title_forget',
    footer: 'hidden',
    back: 'home',
    screen: ForgetByPhoneScreen,
  },
  {
    path: '/m/changePsw',
    titleKey: 'title_change_password',
    footer: 'hidden',
    session: 'member-else-home',
    screen: ChangePasswordScreen,
  },
  {
    path: '/m/trail',
    titleKey: 'title_trail',
    footer: 'hidden',
    back: 'home',
    session: 'guest',
    screen: TrialScreen,
  },
];
