import { simulateVendorTraffic } from '../../../apps/server/src/tools/vendor-simulator';
import { loadAsPlayers } from '../load';
import { loginAll, seedPlayers } from '../players';
import { type BenchServer, startServer } from '../server';
import type { Suite } from '../suite';

/**
 * Issue 10: the engine's figures with two server instances on one PostgreSQL and one Redis (the
 * sum of both), each loaded as the single instance is: the design is shown to scale out, with the
 * instances meeting only in the database's locks and the invalidation bus.
 */
export const twoInstancesSuite: Suite = {
  name: 'two-instances',
  modes: ['postgres'],
  server: false,
  async run() {
    const first = await startServer('postgres', 18_950, { TRUST_PROXY: 'true' });
    let second: BenchServer | undefined;
    try {
      second = await startServer(
        'postgres',
        18_951,
        { TRUST_PROXY: 'true' },
        { joining: { databaseUrl: first.databaseUrl as string, redisPrefix: first.redisPrefix } },
      );
      const servers = [first, second];
      const { usernames, playerIds } = await seedPlayers(first, { count: 1000, funds: 10_000_000 });
      // Sessions live in the database: a token from one instance is good on the other.
      const tokens = await loginAll(first, usernames.slice(0, 200));
      const balance = await Promise.all(servers.map((s) => loadAsPlayers(`${s.url}/wps/wallets/balance`, tokens, 200)));

      const secret = await first.admin('vendor:secret', 'AUR');
      const traffic = (s: BenchServer, rounds: number, concurrency: number, rates = {}) =>
        simulateVendorTraffic({
          url: s.url,
          vendor: 'AUR',
          secret,
          gameCode: 'aur-001',
          currency: 'PHP',
          players: playerIds,
          rounds,
          concurrency,
          ...rates,
        });
      await Promise.all(servers.map((s) => traffic(s, 300, 20)));
      const pairs = await Promise.all(
        servers.map((s) => traffic(s, 5000, 50, { retryRate: 0.02, rollbackRate: 0.02 })),
      );
      const sum = (values: number[]) => String(values.reduce((a, b) => a + b, 0));
      return [
        { metric: '2 instances: pairs/s (sum, 50 conn each)', value: sum(pairs.map((p) => p.pairsPerSecond)) },
        {
          metric: '  2 instances: pair p99 (ms, worst)',
          value: String(Math.max(...pairs.map((p) => p.p99))),
        },
        { metric: '  2 instances: simulator errors', value: sum(pairs.map((p) => p.errors)), budget: '0' },
        { metric: '2 instances: balance req/s (sum)', value: sum(balance.map((b) => b.rps)) },
      ];
    } finally {
      await second?.stop();
      await first.stop();
    }
  },
};
