import { lazyScreen } from '../shell/lazy-screen';
import type { AppRoute } from './app-route';

const LoginScreen = lazyScreen(() => import('../../features/auth/routes/login-screen'));
const RegisterScreen = lazyScreen(() => import('../../features/auth/routes/register-screen'));

/**
 * features/auth's login and register (the others: later/auth-routes.tsx). A player arriving at
 * them from a link picks the language there (spec 4 re-validates the filled login fields).
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
];
