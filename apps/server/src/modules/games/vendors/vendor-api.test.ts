import { createHmac } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRows } from '../../../db/raw';
import { createTestApp, type TestApp } from '../../../testing/create-test-app';
import { adminCommand } from '../../../testing/wallet';
import { simulateVendorTraffic } from '../../../tools/vendor-simulator';
import { verifyLedger } from '../../ledger/verify';

let t: TestApp;
let secret: string;
let players: string[];

beforeAll(async () => {
  t = await createTestApp();
  secret = (await adminCommand(t, 'vendor:secret', 'AUR')).output;
  players = (await adminCommand(t, 'players:seed', 'DEMO', '12', '--funds', '10000')).output.split('\n').slice(1);
}, 60_000);
afterAll(() => t.close());

const sign = (body: string, timestamp: string, key = secret) =>
  createHmac('sha256', key).update(`${timestamp}.${body}`).digest('hex');
const now = () => String(Math.floor(Date.now() / 1000));

async function call(action: string, body: object, options: { vendor?: string; key?: string; timestamp?: string } = {}) {
  const raw = JSON.stringify(body);
  const timestamp = options.timestamp ?? now();
  const res = await t.app.inject({
    method: 'POST',
    url: `/vendor-api/${options.vendor ?? 'AUR'}/${action}`,
    headers: {
      'content-type': 'application/json',
      'x-timestamp': timestamp,
      'x-signature': sign(raw, timestamp, options.key),
    },
    payload: raw,
  });
  return { status: res.statusCode, body: res.json() as { ok: boolean; error?: string; balance?: number } };
}

const balance = async (playerId: string) => (await call('balance', { playerId })).body.balance as number;
const round = (playerId: string, roundId: string) => ({ playerId, roundId, gameCode: 'aur-001', currency: 'PHP' });
const consistent = async () => (await verifyLedger(t.services.database.db)).flatMap((c) => c.problems);

describe('signatures', () => {
  it('refuses a wrong, stale or missing signature, an unknown vendor and a malformed body', async () => {
    const p = players[0] as string;
    expect((await call('balance', { playerId: p }, { key: 'not-the-secret' })).status).toBe(401);
    expect(
      (await call('balance', { playerId: p }, { timestamp: String(Math.floor(Date.now() / 1000) - 600) })).body.error,
    ).toBe('STALE_REQUEST');
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/vendor-api/AUR/balance',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(unsigned.statusCode).toBe(401);
    expect((await call('balance', { playerId: p }, { vendor: 'NOPE' })).status).toBe(404);
    expect((await call('bet', { ...round(p, 'r0'), transactionId: 'x', amount: -5 })).body.error).toBe('BAD_REQUEST');
    expect((await call('balance', { playerId: '1.999999' })).body.error).toBe('UNKNOWN_PLAYER');
    expect(
      (await call('bet', { ...round(p, 'r0'), gameCode: 'no-such-game', transactionId: 'x', amount: 5 })).body.error,
    ).toBe('UNKNOWN_GAME');
    // Another vendor's game cannot be bet through this vendor.
    expect(
      (await call('bet', { ...round(p, 'r0'), gameCode: 'jade-001', transactionId: 'x', amount: 5 })).body.error,
    ).toBe('UNKNOWN_GAME');
    expect(await balance(p)).toBe(10_000);
  });
});

describe('bets, wins, rollbacks', () => {
  it('a bet takes the stake, a win pays, and the round is recorded', async () => {
    const p = players[1] as string;
    expect((await call('bet', { ...round(p, 'r1'), transactionId: 'b1', amount: 300 })).body).toMatchObject({
      ok: true,
      balance: 9_700,
    });
    expect((await call('win', { ...round(p, 'r1'), transactionId: 'w1', amount: 900 })).body).toMatchObject({
      ok: true,
      balance: 10_600,
    });
    const [r] = await rawRows<{ stake: number; payout: number; status: string }>(
      t.services.database.db,
      sql`select stake, payout, status from game_rounds where round_id = 'r1'`,
    );
    expect(r).toEqual({ stake: 300, payout: 900, status: 'settled' });
  });

  it('a second win on a settled round adds to its payout but keeps the day it was settled in', async () => {
    const p = players[1] as string;
    await call('bet', { ...round(p, 'r1b'), transactionId: 'b1b', amount: 200 });
    await call('win', { ...round(p, 'r1b'), transactionId: 'w1b', amount: 100 });
    // Settled two days ago (a rebate or salary period that has read its stake since).
    await t.services.database.db.execute(
      sql`update game_rounds set settled_at = now() - interval '2 days' where round_id = 'r1b' returning id`,
    );
    expect((await call('win', { ...round(p, 'r1b'), transactionId: 'w1b-2', amount: 50 })).body.ok).toBe(true);
    const [r] = await rawRows<{ payout: number; days: number }>(
      t.services.database.db,
      sql`select payout, round(extract(epoch from now() - settled_at) / 86400)::int as days
          from game_rounds where round_id = 'r1b'`,
    );
    expect(r).toEqual({ payout: 150, days: 2 });
  });

  it('each bet, win and rollback replayed three times in shuffled order posts once', async () => {
    const p = players[2] as string;
    const calls: [string, object][] = [];
    for (let i = 0; i < 10; i++) {
      const r = `rp${i}`;
      calls.push(['bet', { ...round(p, r), transactionId: `rp${i}-b`, amount: 100 }]);
      if (i % 3 === 0)
        calls.push(['rollback', { playerId: p, roundId: r, transactionId: `rp${i}-r`, betTransactionId: `rp${i}-b` }]);
      else calls.push(['win', { ...round(p, r), transactionId: `rp${i}-w`, amount: i % 2 ? 250 : 0 }]);
    }
    // First pass in order (so each round has its bet first), then every call twice more, shuffled.
    const first = [];
    for (const [action, body] of calls) first.push(await call(action, body));
    const replays = [...calls, ...calls].sort(() => Math.random() - 0.5);
    const again = await Promise.all(replays.map(([action, body]) => call(action, body)));
    for (const [i, [action, body]] of replays.entries()) {
      const original = first[calls.findIndex(([a, b]) => a === action && b === body)];
      expect(again[i]?.body.ok).toBe(original?.body.ok);
    }
    // 10 bets of 100, 4 refunded; wins: rounds 1,5,7 pay 250 (odd, not multiple of 3).
    expect(await balance(p)).toBe(10_000 - 600 + 3 * 250);
    const [posted] = await rawRows<{ n: number }>(
      t.services.database.db,
      sql`select count(*)::int as n from ledger_transfers where source = 'vendor:AUR' and external_id like 'rp%'`,
    );
    expect(posted?.n).toBe(10 + 4 + 3);
    expect(await consistent()).toEqual([]);
  });

  it('a rollback of a bet never seen is remembered; the late bet is refused', async () => {
    const p = players[3] as string;
    expect(
      (await call('rollback', { playerId: p, roundId: 'late', transactionId: 'late-r', betTransactionId: 'late-b' }))
        .body.ok,
    ).toBe(true);
    const late = await call('bet', { ...round(p, 'late'), transactionId: 'late-b', amount: 500 });
    expect(late.body.error).toBe('BET_ROLLED_BACK');
    expect(await balance(p)).toBe(10_000);
  });

  it('a win after a rollback is refused; a rollback after a settled round too', async () => {
    const p = players[4] as string;
    await call('bet', { ...round(p, 'rb'), transactionId: 'rb-b', amount: 400 });
    await call('rollback', { playerId: p, roundId: 'rb', transactionId: 'rb-r', betTransactionId: 'rb-b' });
    expect((await call('win', { ...round(p, 'rb'), transactionId: 'rb-w', amount: 800 })).body.error).toBe(
      'BET_ROLLED_BACK',
    );
    expect(await balance(p)).toBe(10_000);

    await call('bet', { ...round(p, 'st'), transactionId: 'st-b', amount: 400 });
    await call('win', { ...round(p, 'st'), transactionId: 'st-w', amount: 0 });
    expect(
      (await call('rollback', { playerId: p, roundId: 'st', transactionId: 'st-r', betTransactionId: 'st-b' })).body
        .error,
    ).toBe('ROUND_CLOSED');
    expect(await balance(p)).toBe(9_600);
  });

  it('the same transaction id with another amount is a duplicate, not a second bet', async () => {
    const p = players[5] as string;
    await call('bet', { ...round(p, 'dup'), transactionId: 'dup-b', amount: 100 });
    expect((await call('bet', { ...round(p, 'dup'), transactionId: 'dup-b', amount: 999 })).body.error).toBe(
      'DUPLICATE_TRANSACTION',
    );
    expect(await balance(p)).toBe(9_900);
  });

  it('a bet over the balance is refused with the balance; simultaneous bets never go below zero', async () => {
    const p = players[6] as string;
    const over = await call('bet', { ...round(p, 'big'), transactionId: 'big-b', amount: 10_001 });
    expect(over).toEqual({ status: 402, body: { ok: false, error: 'INSUFFICIENT_FUNDS', balance: 10_000 } });
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        call('bet', { ...round(p, `c${i}`), transactionId: `c${i}-b`, amount: 1_000 }),
      ),
    );
    expect(results.filter((r) => r.body.ok)).toHaveLength(10);
    expect(results.filter((r) => r.body.error === 'INSUFFICIENT_FUNDS')).toHaveLength(20);
    expect(await balance(p)).toBe(0);
    expect(await consistent()).toEqual([]);
  });

  it('a NUL byte in any text of a money call is a bad request, and nothing moves', async () => {
    const p = players[7] as string;
    const before = await balance(p);
    const bet = { ...round(p, 'nul-r'), transactionId: 'nul-b', amount: 100 };
    for (const field of ['playerId', 'roundId', 'transactionId', 'gameCode', 'currency'] as const) {
      const poisoned = { ...bet, [field]: `${bet[field]}\u0000` };
      const answer = await call('bet', poisoned);
      expect([answer.status, answer.body.error]).toEqual([400, 'BAD_REQUEST']);
    }
    const win = await call('win', { ...round(p, 'nul-r'), transactionId: 'nul\u0000w', amount: 100 });
    expect([win.status, win.body.error]).toEqual([400, 'BAD_REQUEST']);
    const back = await call('rollback', {
      playerId: p,
      roundId: 'nul-r',
      transactionId: 'r',
      betTransactionId: 'b\u0000',
    });
    expect([back.status, back.body.error]).toEqual([400, 'BAD_REQUEST']);
    expect(await balance(p)).toBe(before);
  });

  it('trial (play) money and real money never mix', async () => {
    const p = players[7] as string;
    expect(
      (await call('bet', { ...round(p, 'x1'), currency: 'USD', transactionId: 'x1-b', amount: 10 })).body.error,
    ).toBe('CURRENCY_MISMATCH');
    expect(
      (await call('bet', { ...round(p, 'x2'), currency: 'XTR', transactionId: 'x2-b', amount: 10 })).body.error,
    ).toBe('INSUFFICIENT_FUNDS');
  });
});

describe('simulated vendor traffic', () => {
  it('settles every call exactly once, retries included', async () => {
    const url = await t.listen();
    const result = await simulateVendorTraffic({
      url,
      vendor: 'AUR',
      secret,
      gameCode: 'aur-002',
      currency: 'PHP',
      players: players.slice(8),
      rounds: 400,
      concurrency: 16,
      retryRate: 0.3,
      rollbackRate: 0.1,
    });
    expect(result.errors).toBe(0);
    expect(result.settled + result.rolledBack + result.refused).toBe(400);
    for (const [player, net] of result.netByPlayer) expect(await balance(player)).toBe(10_000 - net);
    expect(await consistent()).toEqual([]);
  }, 120_000);
});
