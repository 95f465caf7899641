import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRows } from '../../db/raw';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { offerLottery } from '../../testing/lottery';
import { type Player, player } from '../../testing/wallet';
import { lineOutcome, settleDrawn } from './bets';
import { drawDue, scheduleDraws } from './draws';
import { vnDigitCount } from './rules/vietnam';
import { LOTTERY_GAME_CODES } from './schedule';

/*
 * The lottery calls of spec 7 (issue 14) through the API: the menu by prize mode, results with
 * revealed seeds, slips (members only, once per request id), my bets, the winner board.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

const visitor = { merchant: 'DEMO', language: 'EN' };
const get = (url: string, headers: Record<string, string> = visitor) => t.request({ method: 'GET', url, headers });
const post = (url: string, payload: object, headers: Record<string, string>) =>
  t.request({ method: 'POST', url, headers, payload });

let p: Player;

describe('lottery API (issue 14)', () => {
  it('a merchant without the lottery vendor lists no lotteries and has no results', async () => {
    await offerLottery(t, false);
    const menu = await get('/wps/lottery/menu');
    expect(menu.statusCode).toBe(200);
    expect(menu.json().value.list).toEqual([]);
    expect((await get('/wps/lottery/results?game=VN-north')).json().errorCode).toBe('resource.not.found');
    await offerLottery(t, true);
    await scheduleDraws(t.services.database.db);
  });

  it('the menu lists each game with its odds and the draw open now, the seed only as its hash', async () => {
    const menu = (await get('/wps/lottery/menu')).json().value;
    expect(Math.abs(Date.parse(menu.serverTime) - Date.now())).toBeLessThan(5_000);
    const all = menu.list;
    expect(all.map((g: { game: string }) => g.game)).toEqual([...LOTTERY_GAME_CODES]);
    const north = all.find((g: { game: string }) => g.game === 'VN-north');
    expect(north).toMatchObject({ playType: 'Tradition', prizeMode: 'Lott' });
    expect(north.betTypes).toContainEqual({ betType: 'de', oddsBp: 950_000 });
    const fast = all.find((g: { game: string }) => g.game === '5D-5');
    expect(fast).toMatchObject({ playType: 'Entertainment', prizeMode: 'Elott' });
    expect(fast.next).toMatchObject({ digits: null, seed: null, seedHash: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(new Date(fast.next.closesAt).getTime()).toBeGreaterThan(Date.now());
    const lott = (await get('/wps/lottery/menu?prizeMode=Lott')).json().value.list;
    expect(lott.map((g: { game: string }) => g.game)).toEqual(['VN-south', 'VN-central', 'VN-north']);
    expect((await get('/wps/lottery/menu?prizeMode=ZY')).statusCode).toBe(400);
  });

  it('a slip needs a real member; it is placed once per request id; bad input changes nothing', async () => {
    // The daily north draw: open for hours, so it cannot close between the menu and the slip.
    const menu = (await get('/wps/lottery/menu?prizeMode=Lott')).json().value.list;
    const draw = menu.find((g: { game: string }) => g.game === 'VN-north').next;
    const body = {
      game: 'VN-north',
      drawKey: draw.key,
      requestId: randomUUID(),
      lines: [{ betType: 'lo2', selection: ['07'], stake: 1_000 }],
    };
    expect((await post('/wps/lottery/slips', body, visitor)).json().errorCode).toBe('session.required');
    p = await player(t, 'lotapi_a', { funds: 50_000 });
    const placed = await post('/wps/lottery/slips', body, p.headers);
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placed.json().value).toMatchObject({
      balance: 49_000,
      lines: [{ game: 'VN-north', drawKey: draw.key, betType: 'lo2', stake: 1_000, oddsBp: 34_800, status: 'pending' }],
    });
    const again = await post('/wps/lottery/slips', body, p.headers);
    expect(again.json().value.lines[0].id).toBe(placed.json().value.lines[0].id);
    expect(again.json().value.balance).toBe(49_000);
    for (const bad of [
      { ...body, requestId: randomUUID(), drawKey: `${draw.key}\u0000` },
      { ...body, requestId: randomUUID(), lines: [] },
      { ...body, requestId: 'not-a-uuid' },
      { ...body, requestId: randomUUID(), game: 'NOPE' },
      {
        ...body,
        requestId: randomUUID(),
        lines: [{ betType: 'digit', selection: { target: 2, digit: 4 }, stake: 1_000 }],
      },
      { ...body, requestId: randomUUID(), lines: [{ betType: 'lo2', selection: ['0\u00007'], stake: 1_000 }] },
    ]) {
      const res = await post('/wps/lottery/slips', bad, p.headers);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().errorCode).toBe('validation.failed');
    }
    const closed = await post(
      '/wps/lottery/slips',
      { ...body, requestId: randomUUID(), drawKey: 'VN-north:2020-01-01' },
      p.headers,
    );
    expect(closed.statusCode).toBe(409);
    expect(closed.json().errorCode).toBe('lottery.draw.closed');
    expect(closed.json().message).toMatch(/closed/);
    const broke = await post(
      '/wps/lottery/slips',
      { ...body, requestId: randomUUID(), lines: [{ ...body.lines[0], stake: 60_000 }] },
      p.headers,
    );
    expect(broke.json().errorCode).toBe('insufficient.funds');
    const mine = (await get('/wps/lottery/bets', p.headers)).json().value;
    expect(mine.list).toHaveLength(1);
    expect(mine.hasMore).toBe(false);
    // A second slip, cancelled before the close: its stake comes back, once.
    const second = { ...body, requestId: randomUUID(), lines: [{ ...body.lines[0], stake: 5_000 }] };
    expect((await post('/wps/lottery/slips', second, p.headers)).json().value.balance).toBe(44_000);
    expect((await post('/wps/lottery/slips/cancel', { requestId: second.requestId }, visitor)).statusCode).toBe(401);
    const cancelled = await post('/wps/lottery/slips/cancel', { requestId: second.requestId }, p.headers);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().value).toMatchObject({ balance: 49_000, lines: [{ status: 'cancelled', payout: 0 }] });
    expect(
      (await post('/wps/lottery/slips/cancel', { requestId: second.requestId }, p.headers)).json().value.balance,
    ).toBe(49_000);
    expect((await post('/wps/lottery/slips/cancel', { requestId: randomUUID() }, p.headers)).json().errorCode).toBe(
      'resource.not.found',
    );
    // A trial account is sent to log in (spec 6), as for every money call.
    const trial = await t.request({
      method: 'GET',
      url: '/wps/session/trial',
      headers: { ...visitor, 'x-forwarded-for': '10.78.0.1' },
    });
    const token = trial.json().value.token as string;
    const res = await post(
      '/wps/lottery/slips',
      { ...body, requestId: randomUUID() },
      { ...visitor, authorization: token },
    );
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect((await get('/wps/lottery/bets', { ...visitor, authorization: token })).statusCode).toBeGreaterThanOrEqual(
      400,
    );
  });

  it('results show each drawn draw with its seed; winners are the day’s biggest wins, names masked', async () => {
    const db = t.services.database.db;
    const [line] = await rawRows<{ draw_id: string }>(
      db,
      sql`select draw_id from lottery_bets where status = 'pending' limit 1`,
    );
    await db.execute(
      sql`update lottery_draws set closes_at = now() - interval '2 second', draws_at = now() - interval '1 second' where id = ${line?.draw_id}`,
    );
    await drawDue(db);
    await settleDrawn({ db, seamless: t.services.seamless });
    const results = (await get('/wps/lottery/results?game=VN-north&limit=5')).json().value.list;
    expect(results[0]).toMatchObject({
      digits: expect.stringMatching(new RegExp(`^\\d{${vnDigitCount('north')}}$`)),
      seed: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    const digits = (results[0].digits as string).split('').map(Number);
    const owed = lineOutcome('VN-north', { betType: 'lo2', selection: ['07'], stake: 1_000, oddsBp: 34_800 }, digits);
    const bet = (await get('/wps/lottery/bets', p.headers))
      .json()
      .value.list.find((line: { status: string }) => line.status !== 'cancelled');
    expect(bet).toMatchObject({ status: owed.hits > 0 ? 'won' : 'lost', hits: owed.hits, payout: owed.payout });
    const winners = (await get('/wps/lottery/winners')).json().value.list;
    if (owed.hits > 0)
      expect(winners[0]).toMatchObject({ winAmount: owed.payout, name: expect.not.stringContaining('lotapi_a') });
    else expect(winners).toEqual([]);
  });

  it('a merchant’s own odds show in the menu and pay new lines; bad odds are refused and change nothing', async () => {
    const settings = t.services.settings;
    await expect(
      settings.set({ merchantId: 1, key: 'lotteryOdds', value: { north: { de: 5_000 } }, actor: 'test' }),
    ).rejects.toThrow(/lotteryOdds/);
    await expect(
      settings.set({ merchantId: 1, key: 'lotteryOdds', value: { north: { nope: 20_000 } }, actor: 'test' }),
    ).rejects.toThrow(/lotteryOdds/);
    await settings.set({
      merchantId: 1,
      key: 'lotteryOdds',
      value: { north: { lo2: 35_000 }, fast: { digit: 95_000 } },
      actor: 'test',
    });
    const menu = (await get('/wps/lottery/menu')).json().value.list;
    const north = menu.find((g: { game: string }) => g.game === 'VN-north');
    expect(north.betTypes).toContainEqual({ betType: 'lo2', oddsBp: 35_000 });
    expect(north.betTypes).toContainEqual({ betType: 'de', oddsBp: 950_000 });
    const south = menu.find((g: { game: string }) => g.game === 'VN-south');
    expect(south.betTypes).toContainEqual({ betType: 'lo2', oddsBp: 52_000 });
    expect(menu.find((g: { game: string }) => g.game === '5D-1').betTypes).toContainEqual({
      betType: 'digit',
      oddsBp: 95_000,
    });
    const placed = await post(
      '/wps/lottery/slips',
      {
        game: 'VN-north',
        drawKey: north.next.key,
        requestId: randomUUID(),
        lines: [{ betType: 'lo2', selection: ['42'], stake: 1_000 }],
      },
      p.headers,
    );
    expect(placed.json().value.lines[0].oddsBp).toBe(35_000);
    // A slip naming the odds it was shown: placed at those, or refused once they changed.
    const shown = {
      game: 'VN-north',
      drawKey: north.next.key,
      requestId: randomUUID(),
      lines: [{ betType: 'lo2', selection: ['43'], stake: 1_000, oddsBp: 34_800 }],
    };
    const stale = await post('/wps/lottery/slips', shown, p.headers);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ errorCode: 'lottery.odds.changed', message: expect.stringMatching(/odds/) });
    const fresh = await post(
      '/wps/lottery/slips',
      { ...shown, requestId: randomUUID(), lines: [{ ...shown.lines[0], oddsBp: 35_000 }] },
      p.headers,
    );
    expect(fresh.json().value.lines[0].oddsBp).toBe(35_000);
    await settings.set({ merchantId: 1, key: 'lotteryOdds', value: {}, actor: 'test' });
  });
});
