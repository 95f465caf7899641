import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameRounds } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { adminCommand, newRequestId, type Player, player } from '../../testing/wallet';
import { weekIn } from './periods';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 86_400_000;
const iso = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

async function promotion(fields: Record<string, unknown>) {
  const input = { claimMode: 'claim', title: { TY: `Promo ${fields.code}` }, startsAt: iso(-30 * DAY), ...fields };
  const added = await adminCommand(t, 'promotion:add', 'DEMO', JSON.stringify(input));
  expect(added.ok, added.output).toBe(true);
  expect((await adminCommand(t, 'promotion:status', 'DEMO', String(fields.code), 'live')).ok).toBe(true);
  const listed = await t.request({ method: 'GET', url: '/wps/promotion/list' });
  return listed.json().value.find((p: { code: string }) => p.code === fields.code)?.id as number;
}

const get = (p: Player, url: string) => t.request({ method: 'GET', url, headers: p.headers });
const post = (p: Player, url: string) => t.request({ method: 'POST', url, headers: p.headers });

let roundNo = 0;
/** A settled round of the member through the seamless wallet: stake, then the payout. */
async function round(p: Player, stake: number, payout: number) {
  roundNo += 1;
  const base = { playerId: `1.${p.memberId}`, roundId: `m-r${roundNo}`, currency: 'PHP', gameCode: 'aur-001' };
  expect(
    (await t.services.seamless.bet('AUR', { ...base, transactionId: `m-b${roundNo}`, amount: stake })).status,
  ).toBe(200);
  expect(
    (await t.services.seamless.win('AUR', { ...base, transactionId: `m-w${roundNo}`, amount: payout })).status,
  ).toBe(200);
}

async function deposit(p: Player, amount: number) {
  const res = await t.request({
    method: 'POST',
    url: '/wps/wallets/deposit',
    headers: p.headers,
    payload: { requestId: newRequestId(), channelId: 'bank', amount, payerName: 'Juan' },
  });
  expect(res.statusCode, res.body).toBe(200);
  expect((await adminCommand(t, 'deposit:approve', 'DEMO', String(res.json().value.depositId))).ok).toBe(true);
}

const bonusWallet = (p: Player) =>
  t.services.ledger.balance({ merchantId: 1, currency: 'PHP', ref: { member: p.memberId, purpose: 'bonus' } });

describe('missions (MISSION)', () => {
  it('tasks count the day’s bets and deposits; a finished task pays once, an unfinished one is refused', async () => {
    const id = await promotion({
      code: 'MISSION1',
      kind: 'mission',
      rule: {
        period: 'day',
        tasks: [
          { metric: 'bet', target: 30_000, reward: 1_000 },
          { metric: 'deposit', target: 100_000, reward: 2_500 },
        ],
      },
      wageringMultiplier: 1,
    });
    const nia = await player(t, 'mis_nia', { funds: 100_000 });
    let missions = (await get(nia, '/wps/promotion/missions')).json().value;
    const mine = missions.find((m: { promotionId: number }) => m.promotionId === id);
    expect(mine.tasks.map((task: { state: string; progress: number }) => [task.state, task.progress])).toEqual([
      ['process', 0],
      ['process', 0],
    ]);
    expect(new Date(mine.periodEndsAt).getTime()).toBeGreaterThan(Date.now());
    expect(new Date(mine.periodEndsAt).getTime()).toBeLessThanOrEqual(Date.now() + DAY);

    const early = await post(nia, `/wps/promotion/${id}/mission/0/claim`);
    expect(early.statusCode).toBe(409);
    expect(early.json().errorCode).toBe('promotion.mission.unfinished');

    await round(nia, 20_000, 5_000);
    await round(nia, 15_000, 0);
    await deposit(nia, 60_000);
    missions = (await get(nia, '/wps/promotion/missions')).json().value;
    expect(
      missions
        .find((m: { promotionId: number }) => m.promotionId === id)
        .tasks.map((task: { state: string; progress: number }) => [task.state, task.progress]),
    ).toEqual([
      ['claim', 30_000],
      ['process', 60_000],
    ]);

    const presses = await Promise.all(
      Array.from({ length: 50 }, () => post(nia, `/wps/promotion/${id}/mission/0/claim`)),
    );
    const paid = presses.filter((r) => r.statusCode === 200);
    expect(paid.length, presses.map((r) => r.body).join('\n')).toBe(1);
    expect(paid[0]?.json().value).toMatchObject({ index: 0, state: 'claimed', reward: 1_000 });
    for (const refused of presses.filter((r) => r.statusCode !== 200))
      expect(['promotion.nothing.to.claim', 'rate.limited']).toContain(refused.json().errorCode);
    expect(await bonusWallet(nia)).toBe(1_000);
  });

  it('bad task numbers, other kinds and sessions are refused', async () => {
    const oli = await player(t, 'mis_oli');
    const list = (await t.request({ method: 'GET', url: '/wps/promotion/list' })).json().value;
    const mission = list.find((p: { code: string }) => p.code === 'MISSION1');
    expect((await post(oli, `/wps/promotion/${mission.id}/mission/7/claim`)).json().errorCode).toBe(
      'resource.not.found',
    );
    expect((await post(oli, `/wps/promotion/${mission.id}/mission/x/claim`)).statusCode).toBe(400);
    expect((await post(oli, `/wps/promotion/${mission.id}/mission/0%00/claim`)).statusCode).toBe(400);
    expect((await post(oli, '/wps/promotion/999999/mission/0/claim')).json().errorCode).toBe('resource.not.found');
    expect((await t.request({ method: 'POST', url: `/wps/promotion/${mission.id}/mission/0/claim` })).statusCode).toBe(
      401,
    );
  });
});

describe('leaderboard and winner board', () => {
  it('ranks the period’s winnings, shows the member’s place, pays the first places once when it ends', async () => {
    const id = await promotion({
      code: 'BOARD1',
      kind: 'leaderboard',
      rule: { metric: 'win', prizes: [50_000, 20_000], period: 'week' },
      wageringMultiplier: 1,
    });
    const pia = await player(t, 'lb_pia', { funds: 200_000 });
    const quin = await player(t, 'lb_quin', { funds: 200_000 });
    const rex = await player(t, 'lb_rex', { funds: 200_000 });
    // Above the demo's own players' week, so these three are the first places.
    await round(pia, 10_000, 8_000_000);
    await round(quin, 10_000, 12_000_000);
    await round(rex, 10_000, 3_000_000);
    await round(rex, 10_000, 0);

    const boards = (await get(rex, '/wps/promotion/leaderboards')).json().value;
    const board = boards.find((b: { promotionId: number }) => b.promotionId === id);
    expect(board.places.slice(0, 3)).toEqual([
      { rank: 1, name: 'lb****n', amount: 12_000_000, prize: 50_000, me: false },
      { rank: 2, name: 'lb***a', amount: 8_000_000, prize: 20_000, me: false },
      { rank: 3, name: 'lb***x', amount: 3_000_000, prize: null, me: true },
    ]);
    expect(board.me).toEqual({ rank: 3, amount: 3_000_000 });
    expect(board.period).toBe(weekIn(new Date(), 'Asia/Manila'));

    const running = await adminCommand(t, 'leaderboard:settle', 'DEMO', 'BOARD1', board.period);
    expect(running.ok).toBe(false);
    expect(running.output).toContain('has not ended yet');
    // As if it all happened last week: then last week is paid, twice asked, once paid.
    const lastWeekAt = new Date(Date.now() - 7 * DAY);
    await t.services.database.db
      .update(gameRounds)
      .set({ settledAt: lastWeekAt })
      .where(
        and(
          eq(gameRounds.status, 'settled'),
          eq(gameRounds.vendorCode, 'AUR'),
          inArray(gameRounds.memberId, [pia.memberId, quin.memberId, rex.memberId]),
        ),
      );
    const lastWeek = weekIn(lastWeekAt, 'Asia/Manila');
    const first = await adminCommand(t, 'leaderboard:settle', 'DEMO', 'BOARD1', lastWeek);
    expect(first.output).toContain('2 prizes paid');
    const again = await adminCommand(t, 'leaderboard:settle', 'DEMO', 'BOARD1', lastWeek);
    expect(again.output).toContain('0 prizes paid');
    expect((await get(quin, '/wps/promotion/unclaimedCount')).json().value).toBe(1);
    expect((await post(quin, `/wps/promotion/${id}/claim`)).statusCode).toBe(200);
    expect(await bonusWallet(quin)).toBe(50_000);
    expect((await post(rex, `/wps/promotion/${id}/claim`)).json().errorCode).toBe('promotion.nothing.to.claim');
  });

  it('the winner board lists the day’s biggest single wins, highest first, names masked', async () => {
    const sal = await player(t, 'wb_sally', { funds: 100_000 });
    await round(sal, 1_000, 99_000_000);
    const res = await t.request({ method: 'GET', url: '/wps/promotion/winners', headers: { language: 'EN' } });
    expect(res.statusCode).toBe(200);
    const list = res.json().value as { name: string; winAmount: number; gameName: string }[];
    expect(list[0]).toMatchObject({ name: 'wb****y', winAmount: 99_000_000 });
    expect(list[0]?.gameName).toBeTruthy();
    const amounts = list.map((w) => w.winAmount);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    expect(JSON.stringify(list)).not.toContain('wb_sally');
  });
});
