import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deposits, rgUsage } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { usingPostgres } from '../../testing/test-database';
import { vendorCall } from '../../testing/vendor-api';
import { adminCommand, balance, type Player, player } from '../../testing/wallet';
import { playByDay } from '../ledger/play-sums';
import { verifyLedger } from '../ledger/verify';

/*
 * Issue 15 on PostgreSQL (PGlite runs one transaction at a time and proves nothing here): 50
 * deposits, vendor bets (the group-commit path) or in-house rounds (the one-at-a-time path) at
 * once never pass a limit; a limit set while bets run leaves the usage equal to the ledger.
 */

describe.runIf(usingPostgres)('limits under 50 requests at once (PostgreSQL)', () => {
  let t: TestApp;
  let secret: string;
  let diceNode: number;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: 'true' });
    secret = (await adminCommand(t, 'vendor:secret', 'AUR')).output;
    const games = (await t.request({ method: 'GET', url: '/wps/game/list?gameType=INHOUSE' })).json().value.games as {
      nodeId: number;
      roomId: string;
    }[];
    diceNode = games.find((g) => g.roomId === 'dice')?.nodeId as number;
  }, 60_000);
  afterAll(() => t.close());

  const setLimit = (p: Player, kind: string, period: string, amount: number | null) =>
    t.request({
      method: 'PUT',
      url: '/wps/responsibleGaming/limit',
      headers: p.headers,
      payload: { kind, period, amount },
    });
  const bet = (p: Player, amount: number) => {
    const roundId = randomUUID();
    return vendorCall(t, {
      secret,
      action: 'bet',
      body: {
        playerId: `1.${p.memberId}`,
        roundId,
        transactionId: `bet-${roundId}`,
        amount,
        currency: 'PHP',
        gameCode: 'aur-001',
      },
    });
  };
  const ledgerProblems = async () => (await verifyLedger(t.services.database.db)).flatMap((c) => c.problems);
  /** The member's usage rows against the ledger's own lines, day by day. */
  async function usageMatchesLedger(p: Player) {
    const wallet = await t.services.ledger.accountId({
      merchantId: 1,
      currency: 'PHP',
      ref: { member: p.memberId, purpose: 'main' },
    });
    const fromLedger = await playByDay(
      t.services.database.db,
      wallet,
      new Date(Date.now() - 40 * 86_400_000),
      'Asia/Manila',
    );
    const usage = await t.services.database.db.select().from(rgUsage).where(eq(rgUsage.memberId, p.memberId));
    const byDay = (rows: { day: string; wagered: number; won: number }[]) =>
      Object.fromEntries(rows.map((r) => [r.day, [Number(r.wagered), Number(r.won)]]));
    expect(byDay(usage)).toEqual(byDay(fromLedger));
  }

  it('50 deposit orders at once: exactly those that fit the daily limit are made', async () => {
    const p = await player(t, 'race_dep');
    await setLimit(p, 'deposit', 'day', 200_000);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        t.request({
          method: 'POST',
          url: '/wps/wallets/deposit',
          headers: { ...p.headers, 'x-forwarded-for': `10.77.0.${i + 1}` },
          payload: { requestId: randomUUID(), channelId: 'bank', amount: 60_000, payerName: 'Juan Cruz' },
        }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(3);
    // The member's hourly cap (20) answers some first; every other one is the limit's refusal.
    for (const answer of answers.filter((a) => a.statusCode !== 200))
      expect(['rg.limit.deposit.day', 'rate.limited']).toContain(answer.json().errorCode);
    const made = await t.services.database.db
      .select()
      .from(deposits)
      .where(and(eq(deposits.memberId, p.memberId), inArray(deposits.status, ['pending', 'completed'])));
    expect(made.reduce((sum, d) => sum + Number(d.amount), 0)).toBe(180_000);
  });

  it('50 vendor bets at once (group commit): the wager limit lets exactly 30 through', async () => {
    const p = await player(t, 'race_wager', { funds: 100_000 });
    await setLimit(p, 'wager', 'day', 30_000);
    const answers = await Promise.all(Array.from({ length: 50 }, () => bet(p, 1_000)));
    expect(answers.filter((a) => a.body.ok)).toHaveLength(30);
    expect(answers.filter((a) => a.body.error === 'PLAYER_LIMIT')).toHaveLength(20);
    expect(await balance(t, p)).toBe(70_000);
    await usageMatchesLedger(p);
    expect(await ledgerProblems()).toEqual([]);
  });

  it('50 in-house rounds at once (one transaction each): the loss limit is never passed', async () => {
    const p = await player(t, 'race_loss', { funds: 100_000 });
    await setLimit(p, 'loss', 'day', 10_000);
    const launched = await t.request({
      method: 'GET',
      url: `/wps/game/launchGame?vendor=INHOUSE&gameId=dice&nodeId=${diceNode}`,
      headers: p.headers,
    });
    const token = new URL(launched.json().value.url, 'http://x').searchParams.get('t') as string;
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        t.request({
          method: 'POST',
          url: '/inhouse/api/play',
          payload: { t: token, stake: 1_000, params: { target: 98, direction: 'over' } },
        }),
      ),
    );
    const played = answers.filter((a) => a.statusCode === 200).length;
    expect(played).toBeGreaterThan(0);
    for (const answer of answers.filter((a) => a.statusCode !== 200))
      expect(answer.json().errorCode).toBe('rg.limit.loss.day');
    // Whatever each round paid, the day's net loss stays within the limit.
    const lost = 100_000 - (await balance(t, p));
    expect(lost).toBeLessThanOrEqual(10_000);
    await usageMatchesLedger(p);
  });

  it('a first limit set while 50 bets run: the usage equals the ledger, and the limit holds from then on', async () => {
    const p = await player(t, 'race_set', { funds: 200_000 });
    const bets = Array.from({ length: 50 }, () => bet(p, 1_000));
    const limit = setLimit(p, 'wager', 'day', 40_000);
    const answers = await Promise.all(bets);
    expect((await limit).statusCode).toBe(200);
    await usageMatchesLedger(p);
    const placed = answers.filter((a) => a.body.ok).length;
    const more = await Promise.all(Array.from({ length: 50 }, () => bet(p, 1_000)));
    expect(placed + more.filter((a) => a.body.ok).length).toBeLessThanOrEqual(Math.max(placed, 40));
    await usageMatchesLedger(p);
    expect(await ledgerProblems()).toEqual([]);
  });
});
