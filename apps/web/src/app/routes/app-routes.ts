import { type AppRoute, routeLookup } from './app-route';
import { authRoutes } from './auth-routes';
import { contentRoutes } from './content-routes';
import { gameRoutes } from './game-routes';
import { laterRoutesFailed, laterTable } from './later-table';
import { promotionsRoutes } from './promotions-routes';
import { siteRoutes } from './site-routes';

/**
 * The route table (spec 2), one list per feature. Every screen is a lazy chunk. These are the
 * screens a page from the server draws (and the app's own), in the first load; the others'
 * routes come after the page (later-routes.ts). An unknown path tries the merchant's extra
 * routes, then shows not-found.
 */
export const appRoutes: readonly AppRoute[] = [
  ...siteRoutes,
  ...authRoutes,
  ...contentRoutes,
  ...promotionsRoutes,
  ...gameRoutes,
];

const findFirstRoute = routeLookup(appRoutes);

/** The route (and so the shell facts) of a location, among those known so far. */
export const findAppRoute = (pathname: string): AppRoute | undefined =>
  findFirstRoute(pathname) ?? laterTable()?.find(pathname);

/** Whether a location may be a later screen's, whose routes have not come yet. */
export const awaitsLaterRoutes = (pathname: string): boolean =>
  !findFirstRoute(pathname) && laterTable() === null && !laterRoutesFailed();
