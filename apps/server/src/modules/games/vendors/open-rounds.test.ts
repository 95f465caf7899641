import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRows } from '../../../db/raw';
import { createTestApp, type TestApp } from '../../../testing/create-test-app';
import { usingPostgres } from '../../../testing/test-database';
import { vendorCall } from '../../../testing/vendor-api';
import { adminCommand, type Player, player } from '../../../testing/wallet';
import { verifyLedger } from '../../ledger/verify';
import { refundExpiredRounds } from './open-rounds.service';

/**
 * Issue 8 item 13: a round a vendor left open (bet, then neither win nor rollback) is refunded
 * once it is older than its vendor's timeout: once however often or however concurrently the
 * job runs; a late win is refused; the bet record says why the stake came back.
 */
let t: TestApp;
let secret: string;
beforeAll(async () => {
  t = await createTestApp();
  secret = (await adminCommand(t, 'vendor:secret', 'AUR')).output;
}, 60_000);
afterAll(() => t.close());

const db = () => t.services.database.db;
const idOf = (p: Player) => `1.${p.memberId}`;
const wallet = (p: Player) =>
  t.services.ledger.balance({ merchantId: 1, currency: 'PHP', ref: { member: p.memberId, purpose: 'main' } });
const bet = (p: Player, roundId: string, amount: number) =>
  vendorCall(t, {
    secret,
    action: 'bet',
    body: {
      playerId: idOf(p),
      roundId,
      gameCode: 'aur-001',
      currency: 'PHP',
      transactionId: `${roundId}-b`,
      amount,
    },
  });
const age = (roundId: string, minutes: number) =>
  db().execute(
    sql`update game_rounds set opened_at = now() - make_interval(mins => ${minutes}) where round_id = ${roundId}`,
  );
async function refunds(roundId: string): Promise<number> {
  const [row] = await rawRows<{ n: number }>(
    db(),
    sql`select count(*)::int as n from ledger_transfers where kind = 'refund' and metadata->>'roundId' = ${roundId}`,
  );
  return row?.n ?? 0;
}
async function roundOf(roundId: string) {
  const [row] = await rawRows<{ status: string; refund_reason: string | null; stake: number }>(
    db(),
    sql`select status, refund_reason, stake::int as stake from game_rounds where round_id = ${roundId}`,
  );
  return row;
}
const problems = async () => (await verifyLedger(db())).flatMap((c) => c.problems);

describe('open rounds past the vendor’s timeout', () => {
  it('are refunded once; a fresh one is left alone; a second run refunds nothing', async () => {
    const p = await player(t, 'or_once', { funds: 10_000 });
    expect((await bet(p, 'or-old', 2_000)).body).toMatchObject({ ok: true, balance: 8_000 });
    expect((await bet(p, 'or-new', 1_000)).body).toMatchObject({ ok: true, balance: 7_000 });
    await age('or-old', 61); // AUR's timeout is 60 minutes
    await age('or-new', 59);

    await refundExpiredRounds(t.services);
    expect(await wallet(p)).toBe(9_000);
    expect(await roundOf('or-old')).toEqual({ status: 'rolled_back', refund_reason: 'timeout', stake: 0 });
    expect((await roundOf('or-new'))?.status).toBe('open');

    expect((await refundExpiredRounds(t.services)).refunded).toBe(0);
    expect(await wallet(p)).toBe(9_000);
    expect(await refunds('or-old')).toBe(1);

    // The player sees it in the bet record.
    const records = (
      await t.request({ method: 'GET', url: '/wps/game/records?gameCategory=RNG', headers: p.headers })
    ).json().value.content as { roundId: string; status: string; refundReason: string | null }[];
    expect(records.find((r) => r.roundId === 'or-old')).toMatchObject({
      status: 'rolled_back',
      refundReason: 'timeout',
    });
    expect(records.find((r) => r.roundId === 'or-new')).toMatchObject({ status: 'open', refundReason: null });
    expect(await problems()).toEqual([]);
  });

  it('after the refund a late win and a late bet are refused, a late rollback refunds nothing', async () => {
    const p = await player(t, 'or_late', { funds: 10_000 });
    await bet(p, 'or-late', 3_000);
    await age('or-late', 120);
    await refundExpiredRounds(t.services);
    expect(await wallet(p)).toBe(10_000);
    const round = { playerId: idOf(p), roundId: 'or-late', gameCode: 'aur-001', currency: 'PHP' };
    const win = await vendorCall(t, {
      secret,
      action: 'win',
      body: { ...round, transactionId: 'or-late-w', amount: 9_000 },
    });
    expect(win.body).toEqual({ ok: false, error: 'BET_ROLLED_BACK' });
    const more = await vendorCall(t, {
      secret,
      action: 'bet',
      body: { ...round, transactionId: 'or-late-b2', amount: 500 },
    });
    expect(more.body.error).toBe('ROUND_CLOSED');
    const rollback = await vendorCall(t, {
      secret,
      action: 'rollback',
      body: {
        playerId: idOf(p),
        roundId: 'or-late',
        transactionId: 'or-late-r',
        betTransactionId: 'or-late-b',
      },
    });
    expect(rollback.body.ok).toBe(false);
    expect(await wallet(p)).toBe(10_000);
    expect(await refunds('or-late')).toBe(1);
    expect(await problems()).toEqual([]);
  });

  it('ten runs at once refund each round once', async () => {
    const p = await player(t, 'or_race', { funds: 10_000 });
    for (let i = 0; i < 5; i++) await bet(p, `or-race-${i}`, 1_000);
    for (let i = 0; i < 5; i++) await age(`or-race-${i}`, 90);
    expect(await wallet(p)).toBe(5_000);
    const runs = await Promise.all(Array.from({ length: 10 }, () => refundExpiredRounds(t.services)));
    expect(runs.reduce((sum, r) => sum + r.refunded, 0)).toBe(5);
    expect(await wallet(p)).toBe(10_000);
    for (let i = 0; i < 5; i++) expect(await refunds(`or-race-${i}`)).toBe(1);
    expect(await problems()).toEqual([]);
  });

  it('each vendor has its own timeout; in-house rounds are reconciled alike', async () => {
    const p = await player(t, 'or_cfg', { funds: 10_000 });
    expect((await adminCommand(t, 'vendor:round-timeout', 'AUR', '180')).ok).toBe(true);
    await bet(p, 'or-cfg', 1_000);
    await age('or-cfg', 120);
    // An in-house bet left open (as a crash between a two-step bet and win would leave it).
    const inhouse = await t.services.seamless.bet('INHOUSE', {
      playerId: idOf(p),
      roundId: 'or-inhouse',
      transactionId: 'or-inhouse-b',
      gameCode: 'dice',
      currency: 'PHP',
      amount: 2_000,
    });
    expect(inhouse.body).toMatchObject({ ok: true, balance: 7_000 });
    await age('or-inhouse', 61);
    await refundExpiredRounds(t.services);
    expect((await roundOf('or-cfg'))?.status).toBe('open');
    expect(await roundOf('or-inhouse')).toMatchObject({ status: 'rolled_back', refund_reason: 'timeout' });
    expect(await wallet(p)).toBe(9_000);
    expect((await adminCommand(t, 'vendor:round-timeout', 'AUR', '60')).ok).toBe(true);
    expect((await adminCommand(t, 'rounds:reconcile')).output).toBe('1 open round refunded.');
    expect(await wallet(p)).toBe(10_000);
    expect(await problems()).toEqual([]);
  });
});

describe.runIf(usingPostgres)('the job racing the vendor’s late wins (PostgreSQL)', () => {
  it('25 runs and 25 wins at once: each round is either won or refunded, never both', async () => {
    const p = await player(t, 'or_racewin', { funds: 100_000 });
    const rounds = Array.from({ length: 25 }, (_, i) => `or-rw-${i}`);
    for (const r of rounds) await bet(p, r, 1_000);
    for (const r of rounds) await age(r, 90);
    const wins = rounds.map((r) =>
      vendorCall(t, {
        secret,
        action: 'win',
        body: {
          playerId: idOf(p),
          roundId: r,
          gameCode: 'aur-001',
          currency: 'PHP',
          transactionId: `${r}-w`,
          amount: 3_000,
        },
      }),
    );
    const runs = Array.from({ length: 25 }, () => refundExpiredRounds(t.services));
    const [paid, jobs] = await Promise.all([Promise.all(wins), Promise.all(runs)]);
    const won = paid.filter((w) => w.body.ok).length;
    const refunded = jobs.reduce((sum, r) => sum + r.refunded, 0);
    expect(won + refunded).toBe(25);
    for (const w of paid) if (!w.body.ok) expect(w.body.error).toBe('BET_ROLLED_BACK');
    for (const r of rounds) expect((await roundOf(r))?.status).not.toBe('open');
    expect(await wallet(p)).toBe(100_000 - 25_000 + won * 3_000 + refunded * 1_000);
    expect(await problems()).toEqual([]);
  });
});
