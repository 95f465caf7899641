import { describe, expect, it } from 'vitest';
import { pathsOf } from './app-route';
import { appRoutes, awaitsLaterRoutes, findAppRoute } from './app-routes';
import { laterRoutes } from './later-routes';
import { laterTable, loadLaterRoutes } from './later-table';

/** Issue 16: the first load's routes are the server-drawn screens'; the rest come after the page. */
describe('the route tables', () => {
  const firstPaths = appRoutes.flatMap(pathsOf);
  const laterPaths = laterRoutes.flatMap(pathsOf);

  it('answer each path once, across both tables', () => {
    const all = [...firstPaths, ...laterPaths].map((path) => path.toLowerCase());
    expect(new Set(all).size).toBe(all.length);
  });

  it('keep every screen a server draws in the first table', () => {
    expect(laterRoutes.filter((route) => route.ssr).map((route) => route.path)).toEqual([]);
    expect(appRoutes.filter((route) => route.ssr).map((route) => route.path)).toEqual([
      '/m/home',
      '/m/login',
      '/m/register',
      '/m/notice',
      '/m/help',
      '/m/activity',
      '/m/gameList',
    ]);
  });

  it('find a later screen once its table has come, and wait for it until then', async () => {
    expect(laterTable()).toBeNull();
    expect(findAppRoute('/m/voucherCenter')).toBeUndefined();
    expect(awaitsLaterRoutes('/m/voucherCenter')).toBe(true);
    // A first-load path never waits, with or without a trailing slash.
    expect(awaitsLaterRoutes('/m/gameList/')).toBe(false);
    expect(findAppRoute('/m/gameList/')?.ssr).toBe(true);

    await loadLaterRoutes();
    expect(awaitsLaterRoutes('/m/voucherCenter')).toBe(false);
    expect(findAppRoute('/m/voucherCenter')?.session).toBe('member');
    // An unknown path (the merchant's extra routes, not found) no longer waits either.
    expect(awaitsLaterRoutes('/m/no-such-screen')).toBe(false);
    expect(findAppRoute('/m/no-such-screen')).toBeUndefined();
  });
});
