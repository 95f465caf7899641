import { simulateVendorTraffic } from '../../../apps/server/src/tools/vendor-simulator';
import { load } from '../load';
import { seedPlayers } from '../players';
import type { Suite } from '../suite';
import { firstLoad } from '../web';

/** Issue 5: the first load of /m/gameList (the web app's weight does not depend on the database). */
export const gamesWebSuite: Suite = {
  name: 'games-web',
  modes: ['pglite'],
  async run({ server }) {
    const list = await firstLoad(`${server.url}/m/gameList?gameType=RNG`);
    return [{ metric: '/m/gameList first-load JS (KB gzip)', value: String(list.jsKb) }];
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
