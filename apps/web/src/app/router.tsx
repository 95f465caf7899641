import type { ReactElement } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { gameRoutes } from './routes/game-routes';
import { UnknownPath } from './routes/unknown-path';
import { walletRoutes } from './routes/wallet-routes';
import { AppShell } from './shell/app-shell';
import { lazyScreen, Screen } from './shell/lazy-screen';
import { HOME_PATHS } from './shell/shell-rules';

const HomeScreen = lazyScreen(() => import('./routes/home'));
const MaintenanceScreen = lazyScreen(() => import('./startup/maintenance-screen'));
const LoginScreen = lazyScreen(() => import('../features/auth/routes/login-screen'));
const RegisterScreen = lazyScreen(() => import('../features/auth/routes/register-screen'));
const ForgetScreen = lazyScreen(() => import('../features/auth/routes/forget-screen'));
const ForgetByPhoneScreen = lazyScreen(() => import('../features/auth/routes/forget-by-phone-screen'));
const ChangePasswordScreen = lazyScreen(() => import('../features/auth/routes/change-password-screen'));
const TrialScreen = lazyScreen(() => import('../features/auth/routes/trial-screen'));
const SettingsScreen = lazyScreen(() => import('../features/account/routes/settings-screen'));
const UserAgreementScreen = lazyScreen(() => import('../features/content/routes/user-agreement-screen'));

export interface ScreenRoute {
  paths: readonly string[];
  element: ReactElement;
}

/**
 * The route table (spec 2). Every screen is a lazy chunk; only the shell is in the first load.
 * Each feature adds its screens here when it is built; an unknown path tries the merchant's
 * extra routes, then shows not-found. Header titles live in shell-rules. (Declarative routing: the data router's loaders would
 * cost 16 KB of the first load and TanStack Query already owns server state.)
 */
export const screenRoutes: ScreenRoute[] = [
  { paths: HOME_PATHS, element: <Screen component={HomeScreen} /> },
  { paths: ['/m/maintenance'], element: <Screen component={MaintenanceScreen} /> },
  { paths: ['/m/login'], element: <Screen component={LoginScreen} /> },
  { paths: ['/m/register', '/register.html', '/m/register.html'], element: <Screen component={RegisterScreen} /> },
  { paths: ['/m/forget'], element: <Screen component={ForgetScreen} /> },
  { paths: ['/m/forgetByPhone'], element: <Screen component={ForgetByPhoneScreen} /> },
  { paths: ['/m/changePsw'], element: <Screen component={ChangePasswordScreen} /> },
  { paths: ['/m/trail'], element: <Screen component={TrialScreen} /> },
  { paths: ['/m/set'], element: <Screen component={SettingsScreen} /> },
  { paths: ['/m/useragreement'], element: <Screen component={UserAgreementScreen} /> },
  ...walletRoutes,
  ...gameRoutes,
];

export function AppRouter() {
  return (
    <BrowserRouter>
      <Routes>
        <Route element={<AppShell />}>
          {screenRoutes.flatMap((route) =>
            route.paths.map((path) => <Route key={path} path={path} element={route.element} />),
          )}
          <Route path="*" element={<UnknownPath />} />
        </Route>
      </Routes>
    </BrowserRouter>
  );
}
