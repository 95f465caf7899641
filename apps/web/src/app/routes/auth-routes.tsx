import { laterScreen, lazyScreen } from '../shell/lazy-screen';
import type { AppRoute } from './app-route';

const LoginScreen = lazyScreen(() => import('../../features/auth/routes/login-screen'));
const RegisterScreen = lazyScreen(() => import('../../features/auth/routes/register-screen'));
const ForgetScreen = laterScreen('forget');
const ForgetByPhoneScreen = laterScreen('forgetByPhone');
const ChangePasswordScreen = laterScreen('changePassword');
const TrialScreen = laterScreen('trial');

/**
 * features/auth's screens. A player arriving at login or register from a link picks the language
 * there (spec 4 re-validates the filled login fields); setting a password by phone is part of
 * forget password, so it behaves the same.
 */
export const authRoutes: AppRoute[] = [
  {
    path: '/m/login',
    footer: 'hidden',
    back: 'home',
    languageSwitch: true,
    session: 'guest',
    screen: LoginScreen,
    ssr: true,
  },
  {
    path: '/m/register',
    aliases: ['/register.html', '/m/register.html'],
    footer: 'hidden',
    back: 'home',
    languageSwitch: true,
    screen: RegisterScreen,
    ssr: true,
  },
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
