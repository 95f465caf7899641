import { createContext, type ReactNode, use, useContext, useMemo } from 'react';
import { BrowserRouter, Route, Routes, StaticRouter, useLocation } from '../lib/router';
import { pathsOf } from './routes/app-route';
import { appRoutes, awaitsLaterRoutes, findAppRoute } from './routes/app-routes';
import { laterRoutesFailed, laterTable, loadLaterRoutes } from './routes/later-table';
import { UnknownPath } from './routes/unknown-path';
import { AppShell } from './shell/app-shell';
import { ScreenError } from './shell/lazy-screen';
import { Screen } from './shell/screen';
import { SessionGate } from './shell/session-gate';

const serverLocation = createContext<string | null>(null);

/** The address a server render draws (issue 16); null in the browser. */
export const ServerLocation = serverLocation.Provider;

/**
 * The app's routes under the router of the page (the browser's, or a server render's address).
 * (Declarative routing: the data router's loaders would cost 16 KB of the first load, and
 * lib/query already owns server state.)
 */
export function AppRouter() {
  const location = useContext(serverLocation);
  return location === null ? (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  ) : (
    <Server location={location}>
      <AppRoutes />
    </Server>
  );
}

function Server({ location, children }: { location: string; children: ReactNode }) {
  return <StaticRouter location={location}>{children}</StaticRouter>;
}

/**
 * Registers every route with a screen (app-routes, one list per feature, and the later screens'
 * once they have come) under the shell; the shell reads each screen's facts from the route it
 * matches, and the session gate enforces the route's session need before the screen's code loads.
 */
function AppRoutes() {
  const { pathname } = useLocation();
  // A path the first load does not know may be a later screen's: their routes are asked for
  // now if they were not already, and a navigation (a transition) keeps the screen shown.
  if (awaitsLaterRoutes(pathname)) use(loadLaterRoutes());
  const later = laterTable();
  const screens = useMemo(
    () =>
      [...appRoutes, ...(later?.routes ?? [])].flatMap((route) => {
        const element = route.screen && (
          <SessionGate need={route.session}>
            <Screen component={route.screen} />
          </SessionGate>
        );
        return element ? pathsOf(route).map((path) => <Route key={path} path={path} element={element} />) : [];
      }),
    [later],
  );
  // Without the later routes (no network), an unknown path may be one of them: try again.
  const unknown =
    laterRoutesFailed() && !findAppRoute(pathname) ? (
      <ScreenError onRetry={() => window.location.reload()} />
    ) : (
      <UnknownPath />
    );
  return (
    <Routes>
      <Route element={<AppShell />}>
        {screens}
        <Route path="*" element={unknown} />
      </Route>
    </Routes>
  );
}
