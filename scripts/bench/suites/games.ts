import { simulateVendorTraffic } from '../../../apps/server/src/tools/vendor-simulator';
import { load } from '../load';
import { seedPlayers } from '../players';
import type { Suite } from '../suite';
import { firstLoad, lighthouseMobile } from '../web';

/** Issues 5 and 16: the game list's first load and Lighthouse mobile (the web app's weight does not depend on the database). */
export const gamesWebSuite: Suite = {
  name: 'games-web',
  modes: ['pglite'],
  async run({ server }) {
    const url = `${server.url}/m/gameList?gameType=RNG`;
    const list = await firstLoad(url);
    const lh = await lighthouseMobile(url, 5);
    return [
      {
        metric: '/m/gameList first-load JS + CSS (KB gzip)',
        value: `${Math.round((list.jsKb + list.cssKb) * 10) / 10} (${list.jsKb} + ${list.cssKb})`,
        budget: '<= 100',
      },
      { metric: '/m/gameList HTML (KB gzip)', value: String(list.htmlKb), budget: '<= 30' },
      { metric: 'Lighthouse mobile /m/gameList (median of 5)', value: `${lh.score} (${lh.scores})`, budget: '>= 98' },
      { metric: '  /m/gameList FCP / LCP (ms)', value: `${lh.fcpMs} / ${lh.lcpMs}`, budget: 'LCP <= 1800' },
      { metric: '  /m/gameList TBT (ms) / CLS', value: `${lh.tbtMs} / ${lh.cls}`, budget: '<= 100 / <= 0.02' },
    ];
  },
};

/** Issue 5: the game list at 200 connections; seamless-wallet bet+win pairs from the vendor simulator. */
export const gamesSuite: Suite = {
  name: 'games',
  modes: ['pglite', 'postgres'],
  async run({ server }) {
    const categories = ['RNG', 'FISH', 'LIVE', 'PVP', 'INHOUSE', 'HOT'];
    const list = await load({
      url: `${server.url}/wps/game/list`,
      connections: 200,
      headers: { merchant: 'DEMO', language: 'EN' },
      requests: categories.flatMap((category) =>
        [1, 2, 3, 4, 5].map((page) => ({ path: `/wps/game/list?gameType=${category}&pageNo=${page}` })),
      ),
    });

    const { playerIds } = await seedPlayers(server, { count: 1000, funds: 10_000_000, password: false });
    const secret = await server.admin('vendor:secret', 'AUR');
    const aurora = { url: server.url, vendor: 'AUR', secret, gameCode: 'aur-001', currency: 'PHP', players: playerIds };
    // Warm up, then measure.
    await simulateVendorTraffic({ ...aurora, rounds: 300, concurrency: 20 });
    const traffic = await simulateVendorTraffic({
      ...aurora,
      rounds: 5000,
      concurrency: 50,
      retryRate: 0.02,
      rollbackRate: 0.02,
    });
    return [
      { metric: 'game list req/s (200 conn)', value: String(list.rps) },
      { metric: 'game list p50 / p99 (ms)', value: `${list.p50} / ${list.p99}`, budget: 'p99 < 20' },
      { metric: 'seamless bet+win pairs/s (1000 players)', value: String(traffic.pairsPerSecond) },
      { metric: '  pair p50 / p99 (ms)', value: `${traffic.p50} / ${traffic.p99}` },
      { metric: '  simulator errors', value: String(traffic.errors), budget: '0' },
    ];
  },
};
