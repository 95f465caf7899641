import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bootstrap, closeServices } from '../../../apps/server/src/bootstrap';
import { loadEnv } from '../../../apps/server/src/env';
import { commands } from '../../../apps/server/src/modules/admin/commands';
import { loadAsPlayers } from '../load';
import { loginAll, seedPlayers } from '../players';
import { createScratchDatabase } from '../scratch-database';
import type { Suite } from '../suite';

/** Issues 4 and 10: the balance call at 200 connections (one row read behind a session check). */
export const balanceSuite: Suite = {
  name: 'balance',
  modes: ['pglite', 'postgres'],
  async run({ server }) {
    const { usernames } = await seedPlayers(server, { count: 200, funds: 100_000 });
    const tokens = await loginAll(server, usernames);
    const balance = await loadAsPlayers(`${server.url}/wps/wallets/balance`, tokens, 200);
    return [
      { metric: 'balance req/s (200 conn)', value: String(balance.rps) },
      { metric: 'balance p50 / p99 (ms)', value: `${balance.p50} / ${balance.p99}`, budget: 'p99 < 20' },
    ];
  },
};

/**
 * Issue 4: transfers per second and p99 between 1,000 member wallets and the house, the ledger
 * itself (in this process: the embedded database can be open in one process only).
 */
export const ledgerSuite: Suite = {
  name: 'ledger',
  modes: ['pglite', 'postgres'],
  server: false,
  async run({ mode }) {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'playdeck-bench-ledger-'));
    const scratch = mode === 'postgres' ? await createScratchDatabase() : undefined;
    const databaseUrl = scratch?.url;
    const env = loadEnv({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl, DATABASE_POOL_SIZE: '30' } : {}),
    });
    const services = await bootstrap({ env });
    try {
      const seed = commands['players:seed'];
      const output = await seed?.run(
        {
          services,
          database: services.database,
          settings: services.settings,
          merchants: services.merchants,
          actor: 'bench',
        },
        ['DEMO', '1000', '--funds', '1000000'],
      );
      const members = (output ?? '')
        .split('\n')
        .slice(1)
        .map((id) => Number(id.split('.')[1]));
      const latencies: number[] = [];
      let refused = 0;
      const until = performance.now() + 10_000;
      const worker = async () => {
        while (performance.now() < until) {
          const member = members[Math.floor(Math.random() * members.length)] as number;
          const toHouse = Math.random() < 0.5;
          const t0 = performance.now();
          try {
            await services.ledger.transfer({
              merchantId: 1,
              currency: 'PHP',
              from: toHouse ? { member, purpose: 'main' } : { house: 'vendor:BENCH' },
              to: toHouse ? { house: 'vendor:BENCH' } : { member, purpose: 'main' },
              amount: 100 + Math.floor(Math.random() * 900),
              kind: toHouse ? 'bet' : 'win',
              source: 'bench',
              externalId: randomUUID(),
              actor: 'bench',
            });
            latencies.push(performance.now() - t0);
          } catch {
            refused++;
          }
        }
      };
      const started = performance.now();
      await Promise.all(Array.from({ length: 50 }, worker));
      const seconds = (performance.now() - started) / 1000;
      latencies.sort((a, b) => a - b);
      const at = (q: number) => (latencies[Math.floor(q * (latencies.length - 1))] ?? 0).toFixed(1);
      return [
        {
          metric: 'ledger transfers/s (50 concurrent, 1000 wallets)',
          value: String(Math.round(latencies.length / seconds)),
        },
        { metric: '  transfer p50 / p99 (ms)', value: `${at(0.5)} / ${at(0.99)}` },
        { metric: '  refused (insufficient funds)', value: String(refused) },
      ];
    } finally {
      await closeServices(services);
      rmSync(dataDir, { recursive: true, force: true });
      await scratch?.drop();
    }
  },
};
