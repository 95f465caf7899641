import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { offerLottery } from '../../testing/lottery';
import { vendorCall } from '../../testing/vendor-api';
import { adminCommand, balance, type Player, player } from '../../testing/wallet';
import { scheduleDraws } from '../lottery/draws';

/*
 * Issue 15: each limit refuses the first movement past it, with a translated error naming the
 * limit and its reset, and frees again when its period ends (a fake clock: only Date moves); a
 * tighter limit holds at once, a looser one after 24 hours; the vendor API answers PLAYER_LIMIT
 * with the balance. Concurrency is in limits-race.test.ts (PostgreSQL).
 */

let t: TestApp;
let secret: string;
let diceNode: number;
beforeAll(async () => {
  // The fake clock moves days ahead: sessions may stay idle that long here.
  t = await createTestApp({ SESSION_IDLE_HOURS: '168' });
  secret = (await adminCommand(t, 'vendor:secret', 'AUR')).output;
  const games = (await t.request({ method: 'GET', url: '/wps/game/list?gameType=INHOUSE' })).json().value.games as {
    nodeId: number;
    roomId: string;
  }[];
  diceNode = games.find((g) => g.roomId === 'dice')?.nodeId as number;
}, 60_000);
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

const HOUR = 3_600_000;
const moveClockTo = (at: number) => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(at);
};

const setLimit = (p: Player, kind: string, period: string, amount: number | null) =>
  t.request({
    method: 'PUT',
    url: '/wps/responsibleGaming/limit',
    headers: p.headers,
    payload: { kind, period, amount },
  });
const status = async (p: Player) =>
  (await t.request({ method: 'GET', url: '/wps/responsibleGaming', headers: p.headers })).json().value as {
    limits: {
      kind: string;
      period: string;
      amount: number | null;
      own: number | null;
      operator: number | null;
      pending: { amount: number | null; from: string } | null;
      used: number | null;
      resetsAt: string | null;
    }[];
    session: { startedAt: string; staked: number; won: number; endsAt: string | null };
    realityCheckMinutes: number;
  };
const limitOf = async (p: Player, kind: string, period: string) =>
  (await status(p)).limits.find((l) => l.kind === kind && l.period === period);
const deposit = (p: Player, amount: number) =>
  t.request({
    method: 'POST',
    url: '/wps/wallets/deposit',
    headers: p.headers,
    payload: { requestId: randomUUID(), channelId: 'bank', amount, payerName: 'Juan Cruz' },
  });
const vendor = (action: string, body: object) => vendorCall(t, { secret, action, body });
const bet = (p: Player, amount: number, roundId = randomUUID()) =>
  vendor('bet', {
    playerId: `1.${p.memberId}`,
    roundId,
    transactionId: `bet-${roundId}`,
    amount,
    currency: 'PHP',
    gameCode: 'aur-001',
  });
const win = (p: Player, roundId: string, amount: number) =>
  vendor('win', {
    playerId: `1.${p.memberId}`,
    roundId,
    transactionId: `win-${roundId}`,
    amount,
    currency: 'PHP',
    gameCode: 'aur-001',
  });

/** The next midnight in the demo merchant's zone (Asia/Manila: UTC+8 all year). */
const MANILA = 8 * HOUR;
const nextMidnight = () => {
  const local = new Date(Date.now() + MANILA);
  return Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() + 1) - MANILA;
};

describe('deposit limit', () => {
  it('refuses the first order past the daily limit, naming it and its reset, and frees again the next day', async () => {
    const p = await player(t, 'rg_dep');
    expect((await setLimit(p, 'deposit', 'day', 150_000)).json().value).toEqual({ applied: true, appliesAt: null });
    expect((await deposit(p, 60_000)).statusCode).toBe(200);
    const over = await deposit(p, 100_000);
    expect(over.statusCode).toBe(403);
    expect(over.json().errorCode).toBe('rg.limit.deposit.day');
    expect(over.json().message).toContain('₱1,500.00');
    expect(over.json().data.limit.resetsAt).toBe(new Date(nextMidnight()).toISOString());
    // Exactly to the limit is allowed; the refused order made nothing.
    const exact = await deposit(p, 90_000);
    expect(exact.statusCode, exact.body).toBe(200);
    const records = (await t.request({ method: 'GET', url: '/wps/wallets/deposit/records', headers: p.headers })).json()
      .value.content;
    expect(records).toHaveLength(2);
    expect(await limitOf(p, 'deposit', 'day')).toMatchObject({ amount: 150_000, used: 150_000 });
    expect((await deposit(p, 1)).json().errorCode).toBe('amount.out.of.range');
    moveClockTo(nextMidnight() + 1_000);
    expect((await deposit(p, 60_000)).statusCode).toBe(200);
    expect(await limitOf(p, 'deposit', 'day')).toMatchObject({ used: 60_000 });
  });

  it('a weekly and a monthly limit count together with the daily one; a Tagalog player reads it in Tagalog', async () => {
    const p = await player(t, 'rg_dep_week');
    await setLimit(p, 'deposit', 'day', 500_000);
    await setLimit(p, 'deposit', 'week', 150_000);
    expect((await deposit(p, 100_000)).statusCode).toBe(200);
    const over = await t.request({
      method: 'POST',
      url: '/wps/wallets/deposit',
      headers: { ...p.headers, language: 'TY' },
      payload: { requestId: randomUUID(), channelId: 'bank', amount: 60_000, payerName: 'Juan Cruz' },
    });
    expect(over.json().errorCode).toBe('rg.limit.deposit.week');
    expect(over.json().message).toContain('lingguhang limitasyon sa deposito na ₱1,500.00');
  });

  it('refuses a bad limit and a NUL byte, and changes nothing', async () => {
    const p = await player(t, 'rg_bad');
    for (const [kind, period, amount] of [
      ['deposit\u0000', 'day', 1_000],
      ['deposit', 'session', 1_000],
      ['session', 'day', 60],
      ['session', 'session', 5],
      ['loss', 'day', 0],
      ['loss', 'day', 1.5],
      ['wager', 'year', 1_000],
    ] as const) {
      const res = await setLimit(p, kind, period, amount);
      expect(res.statusCode).toBe(400);
      expect(res.json().errorCode).toBe('validation.failed');
    }
    expect((await status(p)).limits.every((l) => l.amount === null)).toBe(true);
  });
});

describe('tighter at once, looser after 24 hours', () => {
  it('a raise and a removal wait their 24 hours; a lower limit holds at once', async () => {
    const p = await player(t, 'rg_looser');
    await setLimit(p, 'wager', 'day', 50_000);
    const raise = (await setLimit(p, 'wager', 'day', 100_000)).json().value;
    expect(raise.applied).toBe(false);
    const appliesAt = new Date(raise.appliesAt).getTime();
    expect(Math.abs(appliesAt - (Date.now() + 24 * HOUR))).toBeLessThan(60_000);
    expect(await limitOf(p, 'wager', 'day')).toMatchObject({
      amount: 50_000,
      pending: { amount: 100_000, from: raise.appliesAt },
    });
    moveClockTo(appliesAt - 1_000);
    expect(await limitOf(p, 'wager', 'day')).toMatchObject({ amount: 50_000 });
    moveClockTo(appliesAt + 1_000);
    expect(await limitOf(p, 'wager', 'day')).toMatchObject({ amount: 100_000, pending: null });
    // Lower: at once. Removal: waits.
    expect((await setLimit(p, 'wager', 'day', 20_000)).json().value.applied).toBe(true);
    expect(await limitOf(p, 'wager', 'day')).toMatchObject({ amount: 20_000 });
    const removal = (await setLimit(p, 'wager', 'day', null)).json().value;
    expect(removal.applied).toBe(false);
    expect(await limitOf(p, 'wager', 'day')).toMatchObject({ amount: 20_000, pending: { amount: null } });
    moveClockTo(new Date(removal.appliesAt).getTime() + 1_000);
    expect(await limitOf(p, 'wager', 'day')).toMatchObject({ amount: null, pending: null });
    const history = (
      await t.request({ method: 'GET', url: '/wps/responsibleGaming/history', headers: p.headers })
    ).json().value;
    expect(history.changes.map((c: { action: string }) => c.action)).toEqual([
      'limit.requested',
      'limit.set',
      'limit.requested',
      'limit.set',
    ]);
  });
});

describe('wager and loss limits in the vendor API', () => {
  it('a wager limit refuses the first bet past it with PLAYER_LIMIT and the balance; a refund frees its stake', async () => {
    const p = await player(t, 'rg_wager', { funds: 100_000 });
    await setLimit(p, 'wager', 'day', 30_000);
    expect((await bet(p, 20_000)).body.ok).toBe(true);
    const refused = await bet(p, 15_000);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      ok: false,
      error: 'PLAYER_LIMIT',
      balance: 80_000,
      limit: { kind: 'wager', period: 'day', amount: 30_000, resetsAt: new Date(nextMidnight()).toISOString() },
    });
    const last = randomUUID();
    expect((await bet(p, 10_000, last)).body.ok).toBe(true);
    expect((await bet(p, 1)).body.error).toBe('PLAYER_LIMIT');
    const rollback = await vendor('rollback', {
      playerId: `1.${p.memberId}`,
      roundId: last,
      transactionId: `rb-${last}`,
      betTransactionId: `bet-${last}`,
    });
    expect(rollback.body.ok).toBe(true);
    expect((await bet(p, 10_000)).body.ok).toBe(true);
    expect(await balance(t, p)).toBe(70_000);
    expect(await limitOf(p, 'wager', 'day')).toMatchObject({ used: 30_000 });
    // The next day the limit is free again.
    moveClockTo(nextMidnight() + 1_000);
    expect((await bet(p, 30_000)).body.ok).toBe(true);
  });

  it('a loss limit counts stakes net of wins, and a stake as lost until its round pays', async () => {
    const p = await player(t, 'rg_loss', { funds: 100_000 });
    await setLimit(p, 'loss', 'week', 20_000);
    const first = randomUUID();
    expect((await bet(p, 15_000, first)).body.ok).toBe(true);
    expect((await bet(p, 6_000)).body.error).toBe('PLAYER_LIMIT');
    expect((await win(p, first, 10_000)).body.ok).toBe(true);
    expect((await bet(p, 15_000)).body.ok).toBe(true);
    const refused = await bet(p, 1);
    expect(refused.body).toMatchObject({ error: 'PLAYER_LIMIT', limit: { kind: 'loss', period: 'week' } });
    expect(await limitOf(p, 'loss', 'week')).toMatchObject({ used: 20_000 });
    // Wins always pay, whatever the limits.
    expect(await balance(t, p)).toBe(80_000);
    // The week ends on Sunday at midnight: on Monday the limit is whole again.
    const { resetsAt } = (await limitOf(p, 'loss', 'week')) as { resetsAt: string };
    expect(new Date(new Date(resetsAt).getTime() + MANILA).getUTCDay()).toBe(1);
    moveClockTo(new Date(resetsAt).getTime() - 1_000);
    expect((await bet(p, 1)).body.error).toBe('PLAYER_LIMIT');
    moveClockTo(new Date(resetsAt).getTime() + 1_000);
    expect((await bet(p, 20_000)).body.ok).toBe(true);
    expect((await bet(p, 1)).body.error).toBe('PLAYER_LIMIT');
  });

  it('a first limit counts the play of its period before it was set', async () => {
    const p = await player(t, 'rg_before', { funds: 100_000 });
    expect((await bet(p, 20_000)).body.ok).toBe(true);
    await setLimit(p, 'wager', 'month', 25_000);
    expect(await limitOf(p, 'wager', 'month')).toMatchObject({ used: 20_000 });
    expect((await bet(p, 10_000)).body.error).toBe('PLAYER_LIMIT');
    expect((await bet(p, 5_000)).body.ok).toBe(true);
  });
});

describe("Playdeck's own games refuse with the translated limit", () => {
  it('an in-house round past a wager limit is refused with rg.limit.wager.day and moves nothing', async () => {
    const p = await player(t, 'rg_inhouse', { funds: 100_000 });
    await setLimit(p, 'wager', 'day', 2_500);
    const launched = await t.request({
      method: 'GET',
      url: `/wps/game/launchGame?vendor=INHOUSE&gameId=dice&nodeId=${diceNode}`,
      headers: p.headers,
    });
    const token = new URL(launched.json().value.url, 'http://x').searchParams.get('t') as string;
    const play = () =>
      t.request({
        method: 'POST',
        url: '/inhouse/api/play',
        headers: { language: 'EN' },
        payload: { t: token, stake: 1_000, params: { target: 50, direction: 'under' } },
      });
    expect((await play()).statusCode).toBe(200);
    expect((await play()).statusCode).toBe(200);
    const before = await balance(t, p);
    const refused = await play();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errorCode).toBe('rg.limit.wager.day');
    expect(refused.json().message).toContain('daily wager limit of ₱25.00');
    expect(await balance(t, p)).toBe(before);
  });
});

describe('a lottery slip', () => {
  it('past a wager limit is refused whole, naming the limit, and takes nothing', async () => {
    await offerLottery(t, true);
    await scheduleDraws(t.services.database.db);
    const p = await player(t, 'rg_lottery', { funds: 100_000 });
    await setLimit(p, 'wager', 'week', 5_000);
    const menu = (
      await t.request({ method: 'GET', url: '/wps/lottery/menu?prizeMode=Lott', headers: p.headers })
    ).json().value.list as { game: string; next: { key: string } }[];
    // The daily north draw is open for hours: it cannot close during the test.
    const draw = menu.find((g) => g.game === 'VN-north')?.next.key as string;
    const slip = (stakes: number[]) =>
      t.request({
        method: 'POST',
        url: '/wps/lottery/slips',
        headers: p.headers,
        payload: {
          game: 'VN-north',
          drawKey: draw,
          requestId: randomUUID(),
          lines: stakes.map((stake, i) => ({ betType: 'lo2', selection: [String(10 + i)], stake })),
        },
      });
    expect((await slip([2_000, 2_000])).statusCode).toBe(200);
    // Two more lines of ₱10.00 would pass ₱50.00 with the second: the slip is refused whole.
    const refused = await slip([1_000, 1_000]);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errorCode).toBe('rg.limit.wager.week');
    expect(refused.json().message).toContain('weekly wager limit of ₱50.00');
    expect(await balance(t, p)).toBe(96_000);
    expect((await slip([1_000])).statusCode).toBe(200);
    expect(await limitOf(p, 'wager', 'week')).toMatchObject({ used: 5_000 });
  });
});

describe('session time limit', () => {
  it('ends the session that ran past it, and each later session after that many minutes', async () => {
    const p = await player(t, 'rg_session');
    await setLimit(p, 'session', 'session', 30);
    const info = () => t.request({ method: 'GET', url: '/wps/member/info', headers: p.headers });
    const started = new Date((await status(p)).session.startedAt).getTime();
    expect((await status(p)).session.endsAt).toBe(new Date(started + 30 * 60_000).toISOString());
    expect((await info()).statusCode).toBe(200);
    moveClockTo(started + 31 * 60_000);
    expect((await info()).statusCode).toBe(401);
  });
});

describe('operator limits', () => {
  it('an operator limit holds over a looser one of the player, who sees it and cannot lift it', async () => {
    const p = await player(t, 'rg_operator');
    expect((await adminCommand(t, 'rg:limit', 'DEMO', 'rg_operator', 'deposit', 'day', '50000')).ok).toBe(true);
    await setLimit(p, 'deposit', 'day', 200_000);
    expect(await limitOf(p, 'deposit', 'day')).toMatchObject({ amount: 50_000, own: 200_000, operator: 50_000 });
    expect((await deposit(p, 60_000)).json().errorCode).toBe('rg.limit.deposit.day');
    const shown = await adminCommand(t, 'rg', 'DEMO', 'rg_operator');
    expect(JSON.parse(shown.output).limits).toEqual([
      expect.objectContaining({ kind: 'deposit', period: 'day', amount: 50_000, operator: 50_000 }),
    ]);
    expect((await adminCommand(t, 'rg:limit', 'DEMO', 'rg_operator', 'deposit', 'year', '1')).ok).toBe(false);
    expect((await adminCommand(t, 'rg:limit', 'DEMO', 'rg_operator', 'deposit', 'day', 'none')).ok).toBe(true);
    expect((await deposit(p, 60_000)).statusCode).toBe(200);
  });
});
