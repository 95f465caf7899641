import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRows } from '../../../db/raw';
import { createTestApp, type TestApp } from '../../../testing/create-test-app';
import { usingPostgres } from '../../../testing/test-database';
import { adminCommand } from '../../../testing/wallet';
import { simulateVendorTraffic } from '../../../tools/vendor-simulator';
import { verifyLedger } from '../../ledger/verify';

/**
 * Issue 10: two server instances on one PostgreSQL, each batching its own vendor calls, 50
 * connections each, the same players: the batches meet only in the database's row and advisory
 * locks. Nothing may go below zero, nothing may post twice, and every player ends where the
 * rounds both instances answered say. (PGlite opens its data in one process only.)
 */
describe.runIf(usingPostgres)('two instances on one PostgreSQL', () => {
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    first = await createTestApp();
    second = await createTestApp({}, { sameDatabaseAs: first });
  }, 120_000);
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('50 connections each, the same players: no negative balance, no double posting', async () => {
    const secret = (await adminCommand(first, 'vendor:secret', 'AUR')).output;
    const funds = 3_000;
    const players = (await adminCommand(first, 'players:seed', 'DEMO', '40', '--funds', String(funds))).output
      .split('\n')
      .slice(1);
    const [urlA, urlB] = await Promise.all([first.listen(), second.listen()]);
    const traffic = (url: string) =>
      simulateVendorTraffic({
        url,
        vendor: 'AUR',
        secret,
        gameCode: 'aur-001',
        currency: 'PHP',
        players,
        rounds: 1_200,
        concurrency: 50,
        // Stakes big enough that players run dry and bets are refused on both sides at once.
        stake: 250,
        retryRate: 0.05,
        rollbackRate: 0.05,
      });
    const [a, b] = await Promise.all([traffic(urlA), traffic(urlB)]);
    expect(a.errors + b.errors).toBe(0);
    expect(a.refused + b.refused).toBeGreaterThan(0);

    const db = first.services.database.db;
    for (const player of players) {
      const net = (a.netByPlayer.get(player) ?? 0) + (b.netByPlayer.get(player) ?? 0);
      const [merchantId, memberId] = player.split('.').map(Number);
      const balance = await first.services.ledger.balance({
        merchantId: merchantId as number,
        currency: 'PHP',
        ref: { member: memberId as number, purpose: 'main' },
      });
      expect(balance).toBe(funds - net);
    }
    const [negative] = await rawRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from ledger_accounts where kind = 'member' and balance < 0`,
    );
    expect(negative?.n).toBe(0);
    // Every vendor transaction that moved money names its own ledger transfer, and no transfer twice.
    const [doubled] = await rawRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from (select ledger_transfer_id from vendor_transactions
          where ledger_transfer_id is not null group by ledger_transfer_id having count(*) > 1) as d`,
    );
    expect(doubled?.n).toBe(0);
    const [unrecorded] = await rawRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from ledger_transfers t where t.source = 'vendor:AUR'
          and not exists (select 1 from vendor_transactions v where v.ledger_transfer_id = t.id)`,
    );
    expect(unrecorded?.n).toBe(0);
    expect((await verifyLedger(db)).flatMap((check) => check.problems)).toEqual([]);
  }, 240_000);
});
