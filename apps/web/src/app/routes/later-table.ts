import { type AppRoute, routeLookup } from './app-route';

interface LaterTable {
  routes: readonly AppRoute[];
  find(pathname: string): AppRoute | undefined;
}

let table: LaterTable | null = null;
let failed = false;
let loading: Promise<void> | undefined;

/**
 * Asks once for the later screens' routes (later-routes.ts, a chunk of its own); settles either
 * way, a failure (no network) being `laterRoutesFailed`. Asked for once the page has loaded
 * (lazy-screen.tsx), at once by a page the browser draws, or by a tap to a path not yet known.
 */
export function loadLaterRoutes(): Promise<void> {
  loading ??= import('./later-routes').then(
    ({ laterRoutes }) => {
      table = { routes: laterRoutes, find: routeLookup(laterRoutes) };
    },
    () => {
      failed = true;
    },
  );
  return loading;
}

/** The later screens' routes, once they have come. */
export const laterTable = (): LaterTable | null => table;

export const laterRoutesFailed = (): boolean => failed;
