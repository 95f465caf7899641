import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRows } from '../db/raw';
import { lineOutcome } from '../modules/lottery/bets';
import { drawDue, scheduleDraws } from '../modules/lottery/draws';
import type { LotteryGameCode } from '../modules/lottery/schedule';
import { createTestApp, type TestApp } from '../testing/create-test-app';
import { LOTTERY_REGULARS, pastSlots, seedDemoLottery } from './demo-lottery';

/*
 * The demo's lottery history (issue 14): a new visitor of `npm start` sees results, trends and
 * winners at once. Seeded here on its own app (the other API tests run without it).
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

const get = (url: string) => t.request({ method: 'GET', url, headers: { merchant: 'DEMO', language: 'EN' } });

describe('demo lottery history', () => {
  it('draws the past draws of every game and pays the regulars exactly what the odds say, once', async () => {
    const db = t.services.database.db;
    // The scheduler drew one of these past draws already (a data folder started before): left alone.
    const [drawnBefore] = pastSlots('5D-1', 1, new Date(Date.now() - 5 * 60_000));
    await scheduleDraws(db, new Date(), drawnBefore ? [drawnBefore] : []);
    expect(await drawDue(db)).toHaveLength(1);
    await seedDemoLottery(t.services);
    await seedDemoLottery(t.services);

    for (const game of ['5D-1', 'VN-north']) {
      const results = (await get(`/wps/lottery/results?game=${game}&limit=50`)).json().value.list;
      expect(results.length).toBe(game === '5D-1' ? 30 : 7);
      expect(new Date(results[0].drawsAt).getTime()).toBeLessThan(Date.now());
      expect(results[0].digits).toMatch(/^\d+$/);
    }
    const north = (await get('/wps/lottery/results?game=VN-north&limit=1')).json().value.list[0];
    expect(north.prizes.map((p: { prize: string }) => p.prize)[0]).toBe('special');
    expect(north.prizes.flatMap((p: { numbers: string[] }) => p.numbers)).toHaveLength(27);

    const winners = (await get('/wps/lottery/winners')).json().value.list;
    expect(winners.length).toBeGreaterThan(3);
    const amounts = winners.map((w: { winAmount: number }) => w.winAmount);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));

    // Every line settled at its odds against its draw's digits, and its round paid that much.
    const lines = await rawRows<{
      game: string;
      bet_type: string;
      selection: unknown;
      stake: string;
      odds_bp: number;
      payout: string;
      digits: string;
      round_payout: string;
      status: string;
    }>(
      db,
      sql`select b.game, b.bet_type, b.selection, b.stake, b.odds_bp, b.payout, d.digits, b.status,
            r.payout as round_payout
          from lottery_bets b join lottery_draws d on d.id = b.draw_id
          join game_rounds r on r.vendor_code = 'PDLOT' and r.round_id = 'lottery-' || b.id`,
    );
    expect(lines.length).toBeGreaterThan(80);
    for (const line of lines) {
      const expected = lineOutcome(
        line.game as LotteryGameCode,
        { betType: line.bet_type, selection: line.selection, stake: Number(line.stake), oddsBp: line.odds_bp },
        [...line.digits].map(Number),
      );
      expect(Number(line.payout)).toBe(expected.payout);
      expect(Number(line.round_payout)).toBe(expected.payout);
      expect(line.status).toBe(expected.payout > 0 ? 'won' : 'lost');
    }
    // Nothing was bet on the draw the scheduler had drawn; every seeded draw is settled.
    const [untouched] = await rawRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from lottery_bets b join lottery_draws d on d.id = b.draw_id
          where d.draw_key = ${drawnBefore?.key}`,
    );
    expect(Number(untouched?.n)).toBe(0);
    const [open] = await rawRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from lottery_draws where draws_at < now() and status <> 'settled'`,
    );
    expect(Number(open?.n)).toBe(0);
    const members = await rawRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from members where username in ${LOTTERY_REGULARS}`,
    );
    expect(Number(members[0]?.n)).toBe(LOTTERY_REGULARS.length);
    // About 200 slips through the real wallet: seconds alone, longer beside other test files.
  }, 180_000);
});
