import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRows } from '../../db/raw';
import { AppError } from '../../lib/errors';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { usingPostgres } from '../../testing/test-database';
import { balance, type Player, player } from '../../testing/wallet';
import type { MerchantConfig } from '../settings/settings.service';
import { cancelSlip, LOTTERY_VENDOR, lineOutcome, placeSlip, type SlipLine, settleDrawn } from './bets';
import { drawDue, seedHashOf } from './draws';
import type { LotteryGameCode } from './schedule';

/*
 * Lottery bets (issue 14): a slip is placed whole or not at all, before the draw's close only,
 * once per request id; each line is paid once at its odds when the draw settles, through the
 * same seamless wallet as any vendor's rounds.
 */

let t: TestApp;
let merchant: MerchantConfig;
const deps = () => ({ db: t.services.database.db, seamless: t.services.seamless });

beforeAll(async () => {
  t = await createTestApp();
  merchant = (await t.services.settings.get(1)) as MerchantConfig;
}, 60_000);
afterAll(() => t.close());

let drawNo = 0;
/** A draw of `game` open for betting for an hour (or closed a second ago), drawn at its close. */
async function openDraw(game: LotteryGameCode, { closed = false } = {}) {
  const key = `${game}:test-${++drawNo}`;
  const seed = randomUUID().replaceAll('-', '');
  const [row] = await rawRows<{ id: string }>(
    t.services.database.db,
    sql`insert into lottery_draws (game, draw_key, opens_at, closes_at, draws_at, seed, seed_hash)
      values (${game}, ${key}, now() - interval '1 hour', now() + ${closed ? sql`interval '-1 second'` : sql`interval '1 hour'`},
        now() + interval '1 hour', ${seed}, ${seedHashOf(seed)})
      returning id`,
  );
  return { id: Number(row?.id), key };
}

const slip = (p: Player, game: LotteryGameCode, drawKey: string, lines: SlipLine[], requestId = randomUUID()) =>
  placeSlip(deps(), merchant, p.memberId, { game, drawKey, requestId, lines });

async function refusal(work: Promise<unknown>): Promise<string> {
  try {
    await work;
  } catch (error) {
    if (error instanceof AppError) return error.code;
    throw error;
  }
  throw new Error('placed');
}

const linesOf = (drawId: number) =>
  rawRows<{ id: string; status: string; payout: string | null; stake: string }>(
    t.services.database.db,
    sql`select id, status, payout, stake from lottery_bets where draw_id = ${drawId} order by id`,
  );

describe('lottery slips (issue 14)', () => {
  it('takes every line’s stake at once, once per request id', async () => {
    const p = await player(t, 'lot_a', { funds: 100_000 });
    const draw = await openDraw('VN-north');
    const lines: SlipLine[] = [
      { betType: 'lo2', selection: ['07'], stake: 10_000 },
      { betType: 'de', selection: ['42'], stake: 5_000 },
      { betType: 'xien2', selection: ['11', '22'], stake: 2_000 },
    ];
    const requestId = randomUUID();
    const placed = await slip(p, 'VN-north', draw.key, lines, requestId);
    expect(placed.map((l) => [l.betType, l.oddsBp, l.status])).toEqual([
      ['lo2', 34_800, 'pending'],
      ['de', 950_000, 'pending'],
      ['xien2', 170_000, 'pending'],
    ]);
    expect(await balance(t, p)).toBe(100_000 - 17_000);
    // The same slip again (a retried tap): the same lines, nothing taken twice.
    const again = await slip(p, 'VN-north', draw.key, lines, requestId);
    expect(again.map((l) => l.id)).toEqual(placed.map((l) => l.id));
    expect(await balance(t, p)).toBe(83_000);
    // Another slip under the same id is a conflict, never the first slip's answer; nothing moves.
    for (const other of [
      [{ ...lines[0], stake: 20_000 }, lines[1], lines[2]],
      [lines[0], lines[1]],
      [lines[0], lines[1], { ...lines[2], selection: ['11', '23'] }],
    ] as SlipLine[][])
      expect(await refusal(slip(p, 'VN-north', draw.key, other, requestId))).toBe('conflict');
    const other = await openDraw('VN-north');
    expect(await refusal(slip(p, 'VN-north', other.key, lines, requestId))).toBe('conflict');
    expect(await balance(t, p)).toBe(83_000);
    // Each line is an open round of the lottery vendor, so records and reports see it.
    const rounds = await rawRows<{ status: string; stake: string }>(
      t.services.database.db,
      sql`select status, stake from game_rounds where vendor_code = ${LOTTERY_VENDOR} and member_id = ${p.memberId} order by id`,
    );
    expect(rounds.map((r) => [r.status, Number(r.stake)])).toEqual([
      ['open', 10_000],
      ['open', 5_000],
      ['open', 2_000],
    ]);
  });

  it('refuses a closed draw, a shortfall on any line, and a bad line, and takes nothing', async () => {
    const p = await player(t, 'lot_b', { funds: 20_000 });
    const closed = await openDraw('5D-5', { closed: true });
    const ok: SlipLine = { betType: 'digit', selection: { target: 1, digit: 3 }, stake: 1_000 };
    expect(await refusal(slip(p, '5D-5', closed.key, [ok]))).toBe('lottery.draw.closed');
    expect(await refusal(slip(p, '5D-5', 'no-such-draw', [ok]))).toBe('lottery.draw.closed');
    const open = await openDraw('5D-5');
    // The third line is more than what is left: the whole slip is refused.
    expect(
      await refusal(
        slip(p, '5D-5', open.key, [
          ok,
          { ...ok, stake: 9_000 },
          { betType: 'bigSmall', selection: { target: 'sum', pick: 'big' }, stake: 15_000 },
        ]),
      ),
    ).toBe('insufficient.funds');
    for (const bad of [
      { betType: 'digit', selection: { target: 'sum', digit: 3 }, stake: 1_000 },
      { betType: 'digit', selection: { target: 1, digit: 3 }, stake: 99 },
      { betType: 'digit', selection: { target: 1, digit: 3 }, stake: 1.5 },
      { betType: 'lo2', selection: ['07'], stake: 1_000 },
      { betType: 'oddEven', selection: { target: 2, pick: 'odd\u0000' }, stake: 1_000 },
    ])
      expect(await refusal(slip(p, '5D-5', open.key, [bad]))).toBe('validation.failed');
    const vnDraw = await openDraw('VN-south');
    for (const selection of [['7'], ['07', '07'], ['0\u00007'], '07', [7]])
      expect(await refusal(slip(p, 'VN-south', vnDraw.key, [{ betType: 'lo2', selection, stake: 1_000 }]))).toBe(
        'validation.failed',
      );
    expect(await refusal(slip(p, 'NOPE' as LotteryGameCode, open.key, [ok]))).toBe('resource.not.found');
    expect(await balance(t, p)).toBe(20_000);
    expect(await linesOf(open.id)).toEqual([]);
  });

  it('cancels a slip before the close: every stake back once, its lines never paid; after the close, refused', async () => {
    const p = await player(t, 'lot_d', { funds: 30_000 });
    const other = await player(t, 'lot_e', { funds: 30_000 });
    const draw = await openDraw('VN-central');
    const requestId = randomUUID();
    await slip(
      p,
      'VN-central',
      draw.key,
      [
        { betType: 'lo2', selection: ['33'], stake: 4_000 },
        { betType: 'de3', selection: ['123'], stake: 6_000 },
      ],
      requestId,
    );
    expect(await balance(t, p)).toBe(20_000);
    // Another member cannot cancel it (nor learn that it exists).
    expect(await refusal(cancelSlip(deps(), merchant, other.memberId, requestId))).toBe('resource.not.found');
    const cancelled = await cancelSlip(deps(), merchant, p.memberId, requestId);
    expect(cancelled.map((l) => [l.status, l.payout])).toEqual([
      ['cancelled', 0],
      ['cancelled', 0],
    ]);
    expect(await balance(t, p)).toBe(30_000);
    // Again: the same answer, nothing returned twice.
    expect((await cancelSlip(deps(), merchant, p.memberId, requestId)).map((l) => l.status)).toEqual([
      'cancelled',
      'cancelled',
    ]);
    expect(await balance(t, p)).toBe(30_000);
    const rounds = await rawRows<{ status: string }>(
      t.services.database.db,
      sql`select status from game_rounds where vendor_code = ${LOTTERY_VENDOR} and member_id = ${p.memberId}`,
    );
    expect(rounds.map((r) => r.status)).toEqual(['rolled_back', 'rolled_back']);
    // A slip on a draw that has closed stays.
    const later = randomUUID();
    await slip(p, 'VN-central', draw.key, [{ betType: 'de', selection: ['45'], stake: 1_000 }], later);
    await t.services.database.db.execute(
      sql`update lottery_draws set closes_at = now() - interval '1 second', draws_at = now() where id = ${draw.id}`,
    );
    expect(await refusal(cancelSlip(deps(), merchant, p.memberId, later))).toBe('lottery.draw.closed');
    expect(await balance(t, p)).toBe(29_000);
    // The draw settles the standing line only.
    await drawDue(t.services.database.db, new Date(Date.now() + 1_000));
    await settleDrawn(deps());
    const lines = await linesOf(draw.id);
    expect(lines.filter((l) => l.status === 'cancelled')).toHaveLength(2);
    expect(lines.filter((l) => l.status === 'won' || l.status === 'lost')).toHaveLength(1);
  });

  it('pays each line once at its odds when the draw settles, however often settlement runs', async () => {
    const p = await player(t, 'lot_c', { funds: 500_000 });
    const draw = await openDraw('5D-1');
    const lines: SlipLine[] = [];
    // Every digit of the first position, and both sides of big/small and odd/even of the sum:
    // some lines must win whatever the digits.
    for (let digit = 0; digit <= 9; digit++)
      lines.push({ betType: 'digit', selection: { target: 1, digit }, stake: 1_000 });
    for (const pick of ['big', 'small'])
      lines.push({ betType: 'bigSmall', selection: { target: 'sum', pick }, stake: 3_000 });
    for (const pick of ['odd', 'even'])
      lines.push({ betType: 'oddEven', selection: { target: 5, pick }, stake: 2_000 });
    await slip(p, '5D-1', draw.key, lines);
    const afterBets = await balance(t, p);
    expect(afterBets).toBe(500_000 - 10 * 1_000 - 2 * 3_000 - 2 * 2_000);
    // The draw's time comes.
    await t.services.database.db.execute(
      sql`update lottery_draws set closes_at = now() - interval '1 second', draws_at = now() where id = ${draw.id}`,
    );
    expect((await drawDue(t.services.database.db, new Date(Date.now() + 1_000))).map((d) => d.id)).toContain(draw.id);
    const [drawn] = await rawRows<{ digits: string }>(
      t.services.database.db,
      sql`select digits from lottery_draws where id = ${draw.id}`,
    );
    const digits = (drawn?.digits ?? '').split('').map(Number);
    const expected = lines.map((line) => lineOutcome('5D-1', { ...line, oddsBp: oddsOf(line.betType) }, digits).payout);
    // Exactly one digit line wins 9.7x, one big/small line and one odd/even line win 1.94x.
    const byNumber = (a: number, b: number) => a - b;
    expect(expected.slice(0, 10)).toEqual(Array.from({ length: 10 }, (_, d) => (d === digits[0] ? 9_700 : 0)));
    expect(expected.slice(10, 12).sort(byNumber)).toEqual([0, 5_820]);
    expect(expected.slice(12, 14).sort(byNumber)).toEqual([0, 3_880]);
    const [first, second] = [await settleDrawn(deps()), await settleDrawn(deps())];
    expect(first).toBeGreaterThanOrEqual(lines.length);
    expect(second).toBe(0);
    expect(await balance(t, p)).toBe(afterBets + 9_700 + 5_820 + 3_880);
    const settled = await linesOf(draw.id);
    expect(settled.map((l) => Number(l.payout))).toEqual(expected);
    expect(settled.every((l) => l.status === (Number(l.payout) > 0 ? 'won' : 'lost'))).toBe(true);
    const [state] = await rawRows<{ status: string }>(
      t.services.database.db,
      sql`select status from lottery_draws where id = ${draw.id}`,
    );
    expect(state?.status).toBe('settled');
    const rounds = await rawRows<{ status: string; payout: string }>(
      t.services.database.db,
      sql`select status, payout from game_rounds where vendor_code = ${LOTTERY_VENDOR} and member_id = ${p.memberId} order by id`,
    );
    expect(rounds.map((r) => Number(r.payout))).toEqual(expected);
    expect(rounds.every((r) => r.status === 'settled')).toBe(true);
  });

  it('a line whose round was rolled back before the draw is void (its stake came back); the others are paid', async () => {
    const db = t.services.database.db;
    const p = await player(t, 'lot_r', { funds: 50_000 });
    const draw = await openDraw('5D-3');
    const lines: SlipLine[] = [
      { betType: 'bigSmall', selection: { target: 'sum', pick: 'big' }, stake: 1_000 },
      { betType: 'bigSmall', selection: { target: 'sum', pick: 'small' }, stake: 1_000 },
    ];
    const [voided] = await slip(p, '5D-3', draw.key, lines);
    // The platform's round timeout (or an operator) rolls the first line's round back: its stake returns.
    const rolledBack = await t.services.seamless.rollback(LOTTERY_VENDOR, {
      playerId: `1.${p.memberId}`,
      roundId: `lottery-${voided?.id}`,
      transactionId: `timeout-lottery-${voided?.id}`,
      betTransactionId: `bet-lottery-${voided?.id}`,
    });
    expect(rolledBack.body.ok).toBe(true);
    expect(await balance(t, p)).toBe(50_000 - 1_000);
    await db.execute(
      sql`update lottery_draws set closes_at = now() - interval '1 second', draws_at = now() where id = ${draw.id}`,
    );
    await drawDue(db, new Date(Date.now() + 1_000));
    expect(await settleDrawn(deps())).toBeGreaterThanOrEqual(2);
    expect(await settleDrawn(deps())).toBe(0);
    const settled = await linesOf(draw.id);
    expect(settled.map((l) => l.status)).toEqual(['cancelled', expect.stringMatching(/won|lost/)]);
    const paid = Number(settled[1]?.payout);
    expect([0, 1_940]).toContain(paid);
    expect(await balance(t, p)).toBe(50_000 - 1_000 + paid);
  });
});

const oddsOf = (betType: string) => ({ digit: 97_000, bigSmall: 19_400, oddEven: 19_400 })[betType] as number;

describe.runIf(usingPostgres)('50 slips at once (PostgreSQL)', () => {
  it('never overdraw: as many pass as the balance pays for, each once', async () => {
    const p = await player(t, 'lot_race', { funds: 10_000 });
    const draw = await openDraw('5D-3');
    const line: SlipLine = { betType: 'oddEven', selection: { target: 'sum', pick: 'odd' }, stake: 1_000 };
    const results = await Promise.allSettled(Array.from({ length: 50 }, () => slip(p, '5D-3', draw.key, [line])));
    const placed = results.filter((r) => r.status === 'fulfilled').length;
    expect(placed).toBe(10);
    for (const r of results)
      if (r.status === 'rejected') expect((r.reason as AppError).code).toBe('insufficient.funds');
    expect(await balance(t, p)).toBe(0);
    expect(await linesOf(draw.id)).toHaveLength(10);
  });

  it('the same slip sent 5 times at once is placed once; the others answer its lines', async () => {
    const p = await player(t, 'lot_twice', { funds: 10_000 });
    const draw = await openDraw('VN-south');
    const requestId = randomUUID();
    const line: SlipLine = { betType: 'de', selection: ['09'], stake: 2_000 };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => slip(p, 'VN-south', draw.key, [line], requestId)),
    );
    expect(new Set(answers.map((lines) => lines[0]?.id)).size).toBe(1);
    expect(await balance(t, p)).toBe(8_000);
  });
});
