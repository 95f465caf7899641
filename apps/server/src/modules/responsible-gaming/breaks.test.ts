import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { members } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { login, registerPlayer } from '../../testing/accounts';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { vendorCall } from '../../testing/vendor-api';
import { adminCommand, balance, PIN, type Player, player } from '../../testing/wallet';
import { playInhouse } from '../games/inhouse/inhouse.service';
import { isEligible } from '../promotions/eligibility';
import type { MerchantConfig } from '../settings/settings.service';
import { createDeposit } from '../wallet/deposit-orders';
import { takeBreak } from './breaks.service';

/*
 * Issue 15: a cool-off or self-exclusion, confirmed with the password, ends every session; until
 * it ends, login, deposits, play and vendor bets are refused, registering again with the same
 * details is refused, promotions stop; it cannot be shortened.
 */

let t: TestApp;
let secret: string;
let merchant: MerchantConfig;
let diceNode: number;
beforeAll(async () => {
  // The fake clock moves past a day's break: a session may stay idle that long here.
  t = await createTestApp({ SESSION_IDLE_HOURS: '48' });
  secret = (await adminCommand(t, 'vendor:secret', 'AUR')).output;
  merchant = (await t.services.settings.get(1)) as MerchantConfig;
  const games = (await t.request({ method: 'GET', url: '/wps/game/list?gameType=INHOUSE' })).json().value.games as {
    nodeId: number;
    roomId: string;
  }[];
  diceNode = games.find((g) => g.roomId === 'dice')?.nodeId as number;
  await t.services.settings.setFlag({ merchantId: 1, flag: 'REGMOBVERF3', on: false, actor: 'test' });
}, 60_000);
afterAll(() => t.close());

const takeBreakOf = (p: Player, kind: string, duration: string, password = `${p.username}-login-password`) =>
  t.request({
    method: 'POST',
    url: '/wps/responsibleGaming/break',
    headers: p.headers,
    payload: { kind, duration, password },
  });
const bet = (p: Player, amount: number, roundId = randomUUID()) =>
  vendorCall(t, {
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
const logIn = (p: Player) =>
  login(
    t,
    { username: p.username, password: `${p.username}-login-password` },
    { 'x-forwarded-for': '10.99.0.1', language: 'EN' },
  );

describe('a cool-off', () => {
  it('needs the password, then ends every session and refuses login, deposits and bets until it ends', async () => {
    const p = await player(t, 'rg_cool', { funds: 50_000 });
    // A game launched before the break: its page would go on playing without the session.
    const launched = await t.request({
      method: 'GET',
      url: `/wps/game/launchGame?vendor=INHOUSE&gameId=dice&nodeId=${diceNode}`,
      headers: p.headers,
    });
    const gameToken = new URL(launched.json().value.url, 'http://x').searchParams.get('t') as string;
    const openRound = randomUUID();
    expect((await bet(p, 10_000, openRound)).body.ok).toBe(true);
    const wrong = await takeBreakOf(p, 'cool_off', '1w', 'not-my-password');
    expect(wrong.json().errorCode).toBe('password.old.incorrect');
    expect((await takeBreakOf(p, 'cool_off', '1y')).json().errorCode).toBe('validation.failed');
    expect((await takeBreakOf(p, 'cool_off', '1w\u0000')).json().errorCode).toBe('validation.failed');
    const started = Date.now();
    const taken = await takeBreakOf(p, 'cool_off', '1w');
    expect(taken.statusCode).toBe(200);
    const endsAt = new Date(taken.json().value.endsAt).getTime();
    expect(Math.abs(endsAt - (started + 7 * 86_400_000))).toBeLessThan(60_000);

    // This session is over; logging in again is refused with the end, once the password is right.
    expect((await t.request({ method: 'GET', url: '/wps/member/info', headers: p.headers })).statusCode).toBe(401);
    const again = await logIn(p);
    expect(again.statusCode).toBe(403);
    expect(again.json().errorCode).toBe('rg.excluded');
    expect(again.json().data.until).toBe(new Date(endsAt).toISOString());
    const wrongPassword = await login(
      t,
      { username: p.username, password: 'wrong-password-1' },
      { 'x-forwarded-for': '10.99.0.2' },
    );
    expect(wrongPassword.json().errorCode).toBe('login.failed');

    // A vendor's bet is refused with the balance; the win of a round bet before still pays.
    const refused = await bet(p, 1_000);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ error: 'PLAYER_EXCLUDED', balance: 40_000, limit: { kind: 'excluded' } });
    const paid = await vendorCall(t, {
      secret,
      action: 'win',
      body: {
        playerId: `1.${p.memberId}`,
        roundId: openRound,
        transactionId: `win-${openRound}`,
        amount: 5_000,
        currency: 'PHP',
        gameCode: 'aur-001',
      },
    });
    expect(paid.body).toMatchObject({ ok: true, balance: 45_000 });

    // Playdeck's own game: the page launched before died with the session, and a round that
    // reached the wallet anyway (an instance that still trusted it) is refused there.
    const dice = await t.request({
      method: 'POST',
      url: '/inhouse/api/play',
      headers: { language: 'EN' },
      payload: { t: gameToken, stake: 1_000, params: { target: 50, direction: 'under' } },
    });
    expect(dice.json().errorCode).toBe('session.expired');
    const round = playInhouse(t.services, {
      merchantId: 1,
      memberId: p.memberId,
      currency: 'PHP',
      gameCode: 'dice',
      minBet: 100,
      stake: 1_000,
      params: { target: 50, direction: 'under' },
    });
    await expect(round).rejects.toMatchObject({ code: 'rg.excluded' });
    const wallet = { merchantId: 1, currency: 'PHP', ref: { member: p.memberId, purpose: 'main' as const } };
    expect(await t.services.ledger.balance(wallet)).toBe(45_000);

    // A deposit order (as from a session another instance still trusted) is refused.
    const deposit = createDeposit(t.services, {
      merchant,
      memberId: p.memberId,
      requestId: randomUUID(),
      channelId: 'bank',
      amount: 60_000,
      payerName: 'Juan Cruz',
      ip: '10.0.0.1',
      origin: null,
    });
    await expect(deposit).rejects.toMatchObject({ code: 'rg.excluded' });

    // Promotions stop.
    const [row] = await t.services.database.db.select().from(members).where(eq(members.id, p.memberId));
    expect(isEligible({}, row as NonNullable<typeof row>)).toBe(false);
  });

  it('cannot be shortened: a shorter break later leaves the end where it was', async () => {
    const p = await player(t, 'rg_noshort');
    await takeBreakOf(p, 'cool_off', '6w');
    const endOf = async () =>
      (await t.services.database.db.select().from(members).where(eq(members.id, p.memberId)))[0]?.excludedUntil;
    const end = await endOf();
    await takeBreak(t.services, {
      merchant,
      memberId: p.memberId,
      request: { kind: 'cool_off', duration: '24h', password: `${p.username}-login-password` },
    });
    expect(await endOf()).toEqual(end);
  });

  it('counts password guesses before comparing them', async () => {
    const p = await player(t, 'rg_guess');
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => takeBreakOf(p, 'cool_off', '24h', 'wrong-guess-123')),
    );
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(3);
    expect((await takeBreakOf(p, 'cool_off', '24h')).statusCode).toBe(429);
  });
});

describe('a self-exclusion', () => {
  it('for good: login says so, and the same e-mail, mobile or payout account cannot open another account', async () => {
    const p = await player(t, 'rg_self');
    const email = 'self.excluded@example.com';
    await t.services.database.db
      .update(members)
      .set({ email, mobile: '+639171110001', idNumber: 'ID-7781' })
      .where(eq(members.id, p.memberId));
    const card = await t.request({
      method: 'POST',
      url: '/wps/wallets/cards',
      headers: p.headers,
      payload: { bankCode: 'BDO', accountNumber: '5550001112', paymentPassword: PIN, payeeName: 'Self Player' },
    });
    expect(card.statusCode).toBe(200);
    expect((await takeBreakOf(p, 'self_exclusion', 'permanent')).json().value).toEqual({ endsAt: null });
    const again = await logIn(p);
    expect(again.json().errorCode).toBe('rg.excluded.permanent');
    expect(again.json().message).toContain('for good');

    await expect(registerPlayer(t, { username: 'rg_self_two', email: 'Self.Excluded@example.com' })).rejects.toThrow(
      /rg.identity.excluded/,
    );
    await expect(
      registerPlayer(t, { username: 'rg_self_three', mobileNum: '9171110001', verificationCode: '000000' }),
    ).rejects.toThrow(/rg.identity.excluded/);
    const other = await player(t, 'rg_self_other');
    const sameCard = await t.request({
      method: 'POST',
      url: '/wps/wallets/cards',
      headers: other.headers,
      payload: { bankCode: 'BDO', accountNumber: '555-000-1112', paymentPassword: PIN, payeeName: 'Other Player' },
    });
    expect(sameCard.statusCode).toBe(403);
    expect(sameCard.json().errorCode).toBe('rg.identity.excluded');
    // The operator sees it (and has no command to shorten it).
    const shown = JSON.parse((await adminCommand(t, 'rg', 'DEMO', 'rg_self')).output);
    expect(shown.breaks).toEqual([
      expect.objectContaining({ kind: 'self_exclusion', duration: 'permanent', endsAt: null }),
    ]);
    expect(shown.excludedUntil.startsWith('9999-12-31')).toBe(true);
    expect(await balance(t, other)).toBe(0);
  });
});

describe('the balance of a member on a break', () => {
  it('goes back through customer service, whatever turnover is left, once per request', async () => {
    const p = await player(t, 'rg_payout', { card: true });
    const order = await t.request({
      method: 'POST',
      url: '/wps/wallets/deposit',
      headers: p.headers,
      payload: { requestId: randomUUID(), channelId: 'bank', amount: 80_000, payerName: 'Juan Cruz' },
    });
    expect((await adminCommand(t, 'deposit:approve', 'DEMO', String(order.json().value.depositId))).ok).toBe(true);
    // Not played through: the player could not withdraw it themself yet.
    const early = await adminCommand(t, 'rg:withdraw', 'DEMO', 'rg_payout', 'all', '--reason', 'asked by phone');
    expect(early.output).toContain('not on a break');
    await takeBreakOf(p, 'self_exclusion', '1y');
    const id = randomUUID();
    for (const bad of [
      ['rg:withdraw', 'DEMO', 'rg_payout', 'all'],
      ['rg:withdraw', 'DEMO', 'rg_payout', '0', '--reason', 'x'],
      ['rg:withdraw', 'DEMO', 'rg_payout', '100\u0000', '--reason', 'x'],
      ['rg:withdraw', 'DEMO', 'rg_payout', 'all', '--reason', 'x', '--card', '999999'],
      ['rg:withdraw', 'DEMO', 'rg_payout', 'all', '--reason', 'x', '--id', 'not-a-uuid'],
    ])
      expect((await adminCommand(t, ...bad)).ok, bad.join(' ')).not.toBe(true);
    const asked = ['rg:withdraw', 'DEMO', 'rg_payout', 'all', '--reason', 'asked by phone', '--id', id];
    const placed = await adminCommand(t, ...asked);
    expect(placed.ok, placed.output).toBe(true);
    expect(placed.output).toContain('₱800.00');
    const again = await adminCommand(t, ...asked);
    expect(again.output).toBe(placed.output);
    const withdrawalId = /#(\d+)/.exec(placed.output)?.[1] as string;
    expect((await adminCommand(t, 'withdrawal:approve', 'DEMO', withdrawalId)).ok).toBe(true);
    const wallet = { merchantId: 1, currency: 'PHP', ref: { member: p.memberId, purpose: 'main' as const } };
    expect(await t.services.ledger.balance(wallet)).toBe(0);
  });
});

describe('marketing during a break', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('stops: what was sent to a group meanwhile is never shown, what was sent by name is', async () => {
    const p = await player(t, 'rg_quiet');
    const send = async (to: string, title: string) =>
      expect(
        (await adminCommand(t, 'message:send', 'DEMO', to, JSON.stringify({ title, content: `<p>${title}</p>` }))).ok,
      ).toBe(true);
    await send('all', 'Before the break');
    const taken = await takeBreakOf(p, 'cool_off', '24h');
    const endsAt = new Date(taken.json().value.endsAt).getTime();
    await send('all', 'Weekend bonus');
    await send('players', 'Free spins');
    await send('member:rg_quiet', 'About your account');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(endsAt + 60_000);
    const back = await logIn(p);
    expect(back.statusCode).toBe(200);
    const headers = { ...p.headers, authorization: back.json().value.token as string };
    const inbox = await t.request({ method: 'GET', url: '/wps/member/messages', headers });
    expect(inbox.statusCode, inbox.body).toBe(200);
    expect(inbox.json().value.content.map((m: { title: string }) => m.title)).toEqual([
      'About your account',
      'Before the break',
    ]);
    // The unread count is of the same messages.
    const unread = await t.request({ method: 'GET', url: '/wps/member/messages/unreadCount', headers });
    expect(unread.json().value).toBe(2);
  });
});

describe('the error of a refusal', () => {
  it('is an AppError with the code of the break', async () => {
    const p = await player(t, 'rg_error');
    await takeBreakOf(p, 'self_exclusion', '6m');
    const error = await createDeposit(t.services, {
      merchant,
      memberId: p.memberId,
      requestId: randomUUID(),
      channelId: 'bank',
      amount: 60_000,
      payerName: 'Juan Cruz',
      ip: '10.0.0.2',
      origin: null,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).options.params?.until).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  });
});
