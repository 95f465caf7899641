import { createContext, type ReactNode, useContext } from 'react';
import { BrowserRouter, Route, Routes, StaticRouter } from '../lib/router';
import { pathsOf } from './routes/app-route';
import { appRoutes } from './routes/app-routes';
import { UnknownPath } from './routes/unknown-path';
import { AppShell } from './shell/app-shell';
import { Screen } from './shell/lazy-screen';
import { SessionGate } from './shell/session-gate';

const serverLocation = createContext<string | null>(null);

/** The address a server render draws (issue 16); null in the browser. */
export const ServerLocation = serverLocation.Provider;

/**
 * Registers every route with a screen (app-routes, one list per feature) under the shell; the
 * shell reads each screen's facts from the route it matches, and the session gate enforces the
 * route's session need before the screen's code loads. (Declarative routing: the data
 * router's loaders would cost 16 KB of the first load, and lib/query already owns server state.)
 */
export function AppRouter() {
  const location = useContext(serverLocation);
  const routes = (
    <Routes>
      <Route element={<AppShell />}>
        {appRoutes.flatMap((route) => {
          const element = route.screen && (
            <SessionGate need={route.session}>
              <Screen component={route.screen} />
            </SessionGate>
          );
          return element ? pathsOf(route).map((path) => <Route key={path} path={path} element={element} />) : [];
        })}
        <Route path="*" element={<UnknownPath />} />
      </Route>
    </Routes>
  );
  return location === null ? <BrowserRouter>{routes}</BrowserRouter> : <Server location={location}>{routes}</Server>;
}

function Server({ location, children }: { location: string; children: ReactNode }) {
  return <StaticRouter location={location}>{children}</StaticRouter>;
}
