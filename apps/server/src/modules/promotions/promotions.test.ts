import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameRounds } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { adminCommand, newRequestId, PIN, type Player, player, setWithdrawalRules } from '../../testing/wallet';
import { dayIn } from './periods';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 86_400_000;
const iso = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

/** Adds a promotion to the demo merchant and puts it live (unless told otherwise). */
async function promotion(fields: Record<string, unknown>, status = 'live') {
  const input = {
    claimMode: 'claim',
    title: { TY: `Promo ${fields.code}`, EN: `Promo ${fields.code} EN` },
    summary: { TY: 'Buod' },
    content: { TY: '<p>Detalye<script>alert(1)</script></p>' },
    startsAt: iso(-DAY),
    ...fields,
  };
  const added = await adminCommand(t, 'promotion:add', 'DEMO', JSON.stringify(input));
  expect(added.ok, added.output).toBe(true);
  if (status !== 'draft')
    expect((await adminCommand(t, 'promotion:status', 'DEMO', String(fields.code), status)).ok).toBe(true);
  const listed = await t.request({ method: 'GET', url: '/wps/promotion/list', headers: { language: 'TY' } });
  return listed.json().value.find((p: { code: string }) => p.code === fields.code)?.id as number;
}

const call = (p: Player | undefined, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.request({ method, url, headers: p?.headers ?? {}, ...(payload ? { payload } : {}) });

const bonusWallet = (p: Player) =>
  t.services.ledger.balance({ merchantId: 1, currency: 'PHP', ref: { member: p.memberId, purpose: 'bonus' } });

describe('activity centre (spec 2 /m/activity, spec 4 states)', () => {
  it('lists live, coming and closed promotions in the reader’s language, drafts hidden, HTML sanitised', async () => {
    await promotion({ code: 'LISTLIVE', kind: 'daily_bonus', rule: { amount: 1_000 }, sortOrder: 1 });
    await promotion({ code: 'LISTSOON', kind: 'daily_bonus', rule: { amount: 1_000 }, startsAt: iso(3 * DAY) });
    await promotion({ code: 'LISTPAUSED', kind: 'daily_bonus', rule: { amount: 1_000 } }, 'paused');
    await promotion({ code: 'LISTDRAFT', kind: 'daily_bonus', rule: { amount: 1_000 } }, 'draft');
    const res = await t.request({ method: 'GET', url: '/wps/promotion/list', headers: { language: 'EN' } });
    expect(res.statusCode).toBe(200);
    const byCode = Object.fromEntries(res.json().value.map((p: { code: string }) => [p.code, p]));
    expect(byCode.LISTLIVE).toMatchObject({ state: 'join', title: 'Promo LISTLIVE EN', summary: 'Buod' });
    expect(byCode.LISTLIVE.content).toBe('<p>Detalye</p>');
    expect(byCode.LISTSOON.state).toBe('coming_soon');
    expect(byCode.LISTPAUSED.state).toBe('close');
    expect(byCode.LISTDRAFT).toBeUndefined();
  });

  it('a daily bonus: join, claim once (locked with its wagering), not twice the same day', async () => {
    const id = await promotion({
      code: 'DAILY1',
      kind: 'daily_bonus',
      rule: { amount: 2_500 },
      wageringMultiplier: 3,
    });
    const ana = await player(t, 'promo_ana');
    expect((await call(ana, 'GET', '/wps/promotion/mine')).json().value).toEqual([]);
    const joined = await call(ana, 'POST', `/wps/promotion/${id}/join`);
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json().value).toMatchObject({ promotionId: id, state: 'claim', amount: 2_500 });
    expect((await call(ana, 'GET', '/wps/promotion/unclaimedCount')).json().value).toBe(1);
    const again = await call(ana, 'POST', `/wps/promotion/${id}/join`);
    expect(again.statusCode).toBe(409);
    expect(again.json().errorCode).toBe('promotion.already.joined');

    const claimed = await call(ana, 'POST', `/wps/promotion/${id}/claim`);
    expect(claimed.json().value).toMatchObject({ state: 'claimed', amount: 2_500 });
    expect(await bonusWallet(ana)).toBe(2_500);
    expect((await call(ana, 'GET', '/wps/promotion/bonus')).json().value).toMatchObject({
      amount: 2_500,
      remaining: 7_500,
    });
    // Own money untouched.
    expect((await call(ana, 'GET', '/wps/wallets/balance')).json().value.sumBalance).toBe(0);
    const twice = await call(ana, 'POST', `/wps/promotion/${id}/claim`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().errorCode).toBe('promotion.nothing.to.claim');
    expect((await call(ana, 'GET', '/wps/promotion/mine')).json().value).toEqual([
      { promotionId: id, state: 'claimed', amount: 2_500, reason: null },
    ]);
  });

  it('50 claims pressed at once pay once', async () => {
    const id = await promotion({
      code: 'DAILY50',
      kind: 'daily_bonus',
      rule: { amount: 1_234 },
      wageringMultiplier: 1,
    });
    const ben = await player(t, 'promo_ben');
    await call(ben, 'POST', `/wps/promotion/${id}/join`);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => call(ben, 'POST', `/wps/promotion/${id}/claim`)),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    // The join took one of the member's 30 a minute: 29 claims reach the claim, 21 are refused before it.
    expect(answers.filter((a) => a.json().errorCode === 'promotion.nothing.to.claim')).toHaveLength(28);
    expect(answers.filter((a) => a.json().errorCode === 'rate.limited')).toHaveLength(21);
    expect(await bonusWallet(ben)).toBe(1_234);
  });

  it('auto mode credits on joining (issued); without wagering the money is the player’s at once', async () => {
    const id = await promotion({ code: 'AUTO1', kind: 'daily_bonus', claimMode: 'auto', rule: { amount: 500 } });
    const cy = await player(t, 'promo_cy');
    const joined = await call(cy, 'POST', `/wps/promotion/${id}/join`);
    expect(joined.json().value).toMatchObject({ state: 'issued', amount: 500 });
    expect((await call(cy, 'GET', '/wps/wallets/balance')).json().value.sumBalance).toBe(500);
    expect(await bonusWallet(cy)).toBe(0);
  });

  it('apply mode: applying, then the operator approves (claim) or rejects (with the reason)', async () => {
    const id = await promotion({
      code: 'APPLY1',
      kind: 'deposit_bonus',
      claimMode: 'apply',
      rule: { percent: 100, cap: 500_000, minDeposit: 10_000 },
    });
    const dee = await player(t, 'promo_dee');
    const eli = await player(t, 'promo_eli');
    expect((await call(dee, 'POST', `/wps/promotion/${id}/join`)).json().value.state).toBe('applying');
    expect((await call(eli, 'POST', `/wps/promotion/${id}/join`)).json().value.state).toBe('applying');
    const waiting = (await adminCommand(t, 'promotion:applications', 'DEMO')).output;
    const [deeEntry, eliEntry] = [...waiting.matchAll(/^#(\d+) /gm)].map((m) => m[1] as string).slice(-2);
    expect((await adminCommand(t, 'promotion:approve', 'DEMO', deeEntry as string, '20000')).ok).toBe(true);
    expect((await adminCommand(t, 'promotion:reject', 'DEMO', eliEntry as string, 'Deposit not found')).ok).toBe(true);
    // Decided once: a second decision finds nothing waiting.
    expect((await adminCommand(t, 'promotion:approve', 'DEMO', eliEntry as string, '1')).ok).toBe(false);
    expect((await call(dee, 'GET', '/wps/promotion/mine')).json().value[0]).toMatchObject({
      state: 'claim',
      amount: 20_000,
    });
    expect((await call(eli, 'GET', '/wps/promotion/mine')).json().value[0]).toMatchObject({
      state: 'rejected',
      reason: 'Deposit not found',
    });
    expect((await call(dee, 'POST', `/wps/promotion/${id}/claim`)).json().value.state).toBe('claimed');
    // No wagering asked (multiplier 0): the bonus is released to the player's own wallet at once.
    expect((await call(dee, 'GET', '/wps/wallets/balance')).json().value.sumBalance).toBe(20_000);
  });

  it('refuses the ineligible, the closed, another merchant’s, visitors and trial accounts', async () => {
    const vip = await promotion({
      code: 'VIPONLY',
      kind: 'daily_bonus',
      rule: { amount: 100 },
      eligibility: { minVip: 3 },
    });
    const paused = await promotion({ code: 'PAUSED1', kind: 'daily_bonus', rule: { amount: 100 } }, 'paused');
    const fay = await player(t, 'promo_fay');
    const refused = await call(fay, 'POST', `/wps/promotion/${vip}/join`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ errorCode: 'promotion.not.eligible' });
    expect(refused.json().message).toBeTruthy();
    expect((await call(fay, 'POST', `/wps/promotion/${paused}/join`)).json().errorCode).toBe('promotion.closed');
    expect((await call(fay, 'POST', '/wps/promotion/999999999/join')).statusCode).toBe(404);
    expect((await call(undefined, 'POST', `/wps/promotion/${vip}/join`)).statusCode).toBe(401);
    const trial = await t.request({
      method: 'GET',
      url: '/wps/session/trial',
      headers: { 'x-forwarded-for': '10.50.0.9' },
    });
    const trialJoin = await t.request({
      method: 'POST',
      url: `/wps/promotion/${vip}/join`,
      headers: { authorization: trial.json().value.token },
    });
    expect(trialJoin.json().errorCode).toBe('trial.forbidden');

    // Another merchant's member cannot see or join the demo merchant's promotion.
    expect((await adminCommand(t, 'merchant:add', 'PRX', 'Promo X', 'PHP')).ok).toBe(true);
    const other = await t.request({ method: 'GET', url: '/wps/promotion/list', headers: { merchant: 'PRX' } });
    expect(other.json().value).toEqual([]);
  });

  it('one per person: a second account with the same payout card is refused', async () => {
    const id = await promotion({ code: 'ONCEPP', kind: 'daily_bonus', rule: { amount: 300 }, onePerPerson: true });
    const gus = await player(t, 'promo_gus', { card: true });
    const hal = await player(t, 'promo_hal', { card: true });
    await call(gus, 'POST', `/wps/promotion/${id}/join`);
    expect((await call(gus, 'POST', `/wps/promotion/${id}/claim`)).statusCode).toBe(200);
    await call(hal, 'POST', `/wps/promotion/${id}/join`);
    const dup = await call(hal, 'POST', `/wps/promotion/${id}/claim`);
    expect(dup.statusCode).toBe(409);
    expect(dup.json().errorCode).toBe('promotion.duplicate.person');
    expect(await bonusWallet(hal)).toBe(0);
    // The entry is refused (the player reads why) and the operator sees the flag.
    const mine = (await call(hal, 'GET', '/wps/promotion/mine')).json().value;
    expect(mine.find((m: { promotionId: number }) => m.promotionId === id)).toMatchObject({
      state: 'rejected',
      reason: 'promotion.duplicate.person',
    });
    expect((await call(hal, 'POST', `/wps/promotion/${id}/claim`)).json().errorCode).toBe('promotion.nothing.to.claim');
    const flags = await adminCommand(t, 'promotion:flags', 'DEMO');
    expect(flags.output).toMatch(new RegExp(`ONCEPP promo_hal same card as member ${gus.memberId}`));
  });

  it('one per person: a second account on the same device (Device-Id) is refused; a malformed id is ignored', async () => {
    const id = await promotion({ code: 'ONCEDEV', kind: 'daily_bonus', rule: { amount: 300 }, onePerPerson: true });
    const device = 'a1b2c3d4-e5f6-4711-8899-aabbccddeeff';
    const ivy = await player(t, 'promo_ivo', { deviceId: device });
    const jon = await player(t, 'promo_jon', { deviceId: device });
    const kit = await player(t, 'promo_kit', { deviceId: `${device.slice(0, 20)}\u0000x` });
    for (const p of [ivy, jon, kit]) await call(p, 'POST', `/wps/promotion/${id}/join`);
    expect((await call(ivy, 'POST', `/wps/promotion/${id}/claim`)).statusCode).toBe(200);
    expect((await call(jon, 'POST', `/wps/promotion/${id}/claim`)).json().errorCode).toBe('promotion.duplicate.person');
    expect((await call(kit, 'POST', `/wps/promotion/${id}/claim`)).statusCode).toBe(200);
    const flags = await adminCommand(t, 'promotion:flags', 'DEMO');
    expect(flags.output).toMatch(new RegExp(`ONCEDEV promo_jon same device as member ${ivy.memberId}`));
  });

  it('the operator’s bad input is named and changes nothing', async () => {
    const bad = [
      { code: 'BAD1', kind: 'daily_bonus', claimMode: 'claim', title: { TY: 'x' }, startsAt: iso(0), rule: {} },
      {
        code: 'BAD2',
        kind: 'deposit_bonus',
        claimMode: 'claim',
        title: { TY: 'x' },
        startsAt: iso(0),
        rule: { percent: 0, cap: 1, minDeposit: 1 },
      },
      {
        code: 'bad lower',
        kind: 'daily_bonus',
        claimMode: 'claim',
        title: { TY: 'x' },
        startsAt: iso(0),
        rule: { amount: 1 },
      },
      { code: 'BAD3', kind: 'daily_bonus', claimMode: 'claim', title: {}, startsAt: iso(0), rule: { amount: 1 } },
      {
        code: 'BAD4',
        kind: 'daily_bonus',
        claimMode: 'claim',
        title: { TY: 'x' },
        startsAt: iso(0),
        endsAt: iso(-DAY),
        rule: { amount: 1 },
      },
    ];
    for (const input of bad) {
      const res = await adminCommand(t, 'promotion:add', 'DEMO', JSON.stringify(input));
      expect(res.ok, input.code).toBe(false);
    }
    expect((await adminCommand(t, 'promotion:add', 'DEMO', '{not json')).ok).toBe(false);
    // A NUL byte is refused before the command runs (the operator API's validation).
    expect((await adminCommand(t, 'promotion:reject', 'DEMO', '1', 'bad\u0000reason')).ok).not.toBe(true);
    const listed = (await adminCommand(t, 'promotion:list', 'DEMO')).output;
    expect(listed).not.toMatch(/BAD\d/);
  });

  it('bets of own money through the game engine count toward the wagering, then release the bonus', async () => {
    const id = await promotion({
      code: 'WAGER1',
      kind: 'daily_bonus',
      rule: { amount: 1_000 },
      wageringMultiplier: 2,
      wageringWeights: { LIVE: 0 },
    });
    const ivy = await player(t, 'promo_ivy', { funds: 10_000 });
    await call(ivy, 'POST', `/wps/promotion/${id}/join`);
    await call(ivy, 'POST', `/wps/promotion/${id}/claim`);
    const base = (n: number) => ({
      playerId: `1.${ivy.memberId}`,
      roundId: `wager-r${n}`,
      currency: 'PHP',
      gameCode: 'aur-001',
    });
    const bet = (n: number, amount: number) =>
      t.services.seamless.bet('AUR', { ...base(n), transactionId: `wager-t${n}`, amount });
    const settle = (n: number) =>
      t.services.seamless.win('AUR', { ...base(n), transactionId: `wager-w${n}`, amount: 0 });
    // A bet the vendor rolls back never counts.
    expect((await bet(9, 5_000)).status).toBe(200);
    const rolledBack = await t.services.seamless.rollback('AUR', {
      playerId: `1.${ivy.memberId}`,
      roundId: 'wager-r9',
      transactionId: 'wager-rb9',
      betTransactionId: 'wager-t9',
    });
    expect(rolledBack.status).toBe(200);
    expect((await bet(1, 1_500)).status).toBe(200);
    // A bet counts once its round is settled.
    expect((await call(ivy, 'GET', '/wps/promotion/bonus')).json().value).toMatchObject({ remaining: 2_000 });
    expect((await settle(1)).status).toBe(200);
    expect((await call(ivy, 'GET', '/wps/promotion/bonus')).json().value).toMatchObject({
      amount: 1_000,
      remaining: 500,
    });
    expect((await bet(2, 500)).status).toBe(200);
    expect((await settle(2)).status).toBe(200);
    // Met: the next look (or the 30 s sweep) releases it to the player's own wallet.
    expect((await call(ivy, 'GET', '/wps/promotion/bonus')).json().value).toMatchObject({ amount: 0, remaining: 0 });
    expect(await bonusWallet(ivy)).toBe(0);
    expect((await call(ivy, 'GET', '/wps/wallets/balance')).json().value.sumBalance).toBe(10_000 - 2_000 + 1_000);
  });

  it('a withdrawal with bonus money locked needs the player’s yes, then forfeits only the bonus', async () => {
    await setWithdrawalRules(t, { turnoverPercent: 0, dailyCount: 100 });
    const id = await promotion({
      code: 'FORFEIT1',
      kind: 'daily_bonus',
      rule: { amount: 4_000 },
      wageringMultiplier: 10,
    });
    const jo = await player(t, 'promo_jo', { funds: 50_000, card: true });
    await call(jo, 'POST', `/wps/promotion/${id}/join`);
    await call(jo, 'POST', `/wps/promotion/${id}/claim`);
    const info = await call(jo, 'GET', '/wps/transaction/withdraw/info');
    expect(info.json().value.lockedBonus).toEqual({ amount: 4_000, remaining: 40_000 });
    const cardId = info.json().value.cards[0].id;
    const withdraw = (extra: object) =>
      t.request({
        method: 'POST',
        url: '/wps/transaction/withdraw',
        headers: jo.headers,
        payload: { requestId: newRequestId(), amount: 20_000, cardId, paymentPassword: PIN, ...extra },
      });
    const refused = await withdraw({});
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ errorCode: 'withdraw.bonus.locked' });
    expect(await bonusWallet(jo)).toBe(4_000);
    expect((await call(jo, 'GET', '/wps/wallets/balance')).json().value.sumBalance).toBe(50_000);

    // Agreeing to less than is locked is refused too.
    expect((await withdraw({ forfeitBonus: 3_999 })).json().errorCode).toBe('withdraw.bonus.locked');
    const done = await withdraw({ forfeitBonus: 4_000 });
    expect(done.statusCode, done.body).toBe(200);
    expect(await bonusWallet(jo)).toBe(0);
    // Only the withdrawal left the player's own money.
    expect((await call(jo, 'GET', '/wps/wallets/balance')).json().value.sumBalance).toBe(30_000);
    expect((await call(jo, 'GET', '/wps/promotion/bonus')).json().value.amount).toBe(0);
  });

  it('a deposit bonus: joined, then the approved deposit makes it claimable (first deposit, minimum, cap)', async () => {
    const id = await promotion({
      code: 'DEPO50',
      kind: 'deposit_bonus',
      rule: { percent: 50, cap: 40_000, minDeposit: 60_000, firstDepositOnly: true },
      wageringMultiplier: 4,
    });
    const deposit = async (p: Player, amount: number) => {
      const res = await t.request({
        method: 'POST',
        url: '/wps/wallets/deposit',
        headers: p.headers,
        payload: { requestId: newRequestId(), channelId: 'bank', amount, payerName: 'Juan' },
      });
      expect(res.statusCode, res.body).toBe(200);
      const depositId = String(res.json().value.depositId);
      expect((await adminCommand(t, 'deposit:approve', 'DEMO', depositId)).ok).toBe(true);
    };
    const kim = await player(t, 'promo_kim');
    expect((await call(kim, 'POST', `/wps/promotion/${id}/join`)).json().value.state).toBe('joined');
    // 100,000 x 50 % = 50,000, capped at 40,000.
    await deposit(kim, 100_000);
    expect(
      (await call(kim, 'GET', '/wps/promotion/mine'))
        .json()
        .value.find((m: { promotionId: number }) => m.promotionId === id),
    ).toMatchObject({
      state: 'claim',
      amount: 40_000,
    });
    expect((await call(kim, 'POST', `/wps/promotion/${id}/claim`)).statusCode).toBe(200);
    expect(await bonusWallet(kim)).toBe(40_000);

    // Not the first deposit: joining after one leaves the bonus unearned.
    const lee = await player(t, 'promo_lee');
    await deposit(lee, 80_000);
    await call(lee, 'POST', `/wps/promotion/${id}/join`);
    await deposit(lee, 80_000);
    expect(
      (await call(lee, 'GET', '/wps/promotion/mine'))
        .json()
        .value.find((m: { promotionId: number }) => m.promotionId === id),
    ).toMatchObject({
      state: 'joined',
    });
    // Below the minimum: nothing either.
    const max = await player(t, 'promo_max');
    await call(max, 'POST', `/wps/promotion/${id}/join`);
    await deposit(max, 55_000);
    expect((await call(max, 'GET', '/wps/promotion/unclaimedCount')).json().value).toBe(0);
  });

  it('player rebate: a period’s settled bets pay their rate once, however often it is settled', async () => {
    const id = await promotion({
      code: 'REBATE1',
      kind: 'rebate',
      rule: { rates: { RNG: 100 }, vipExtra: { '5': 50 }, period: 'day' },
    });
    const mo = await player(t, 'promo_mo', { funds: 50_000 });
    // Another player who played as much, then took a break: a break stops promotions (issue 15).
    const away = await player(t, 'promo_away', { funds: 50_000 });
    const round = async (n: number, stake: number, settle: boolean, who = mo) => {
      const base = { playerId: `1.${who.memberId}`, roundId: `rebate-r${n}`, currency: 'PHP', gameCode: 'aur-001' };
      expect(
        (await t.services.seamless.bet('AUR', { ...base, transactionId: `rebate-b${n}`, amount: stake })).status,
      ).toBe(200);
      if (settle)
        expect(
          (await t.services.seamless.win('AUR', { ...base, transactionId: `rebate-w${n}`, amount: 0 })).status,
        ).toBe(200);
    };
    await round(1, 10_000, true);
    await round(2, 20_000, true);
    // An open round is not a valid bet yet.
    await round(3, 5_000, false);
    await round(4, 30_000, true, away);
    const onBreak = await call(away, 'POST', '/wps/responsibleGaming/break', {
      kind: 'cool_off',
      duration: '24h',
      password: 'promo_away-login-password',
    });
    expect(onBreak.statusCode).toBe(200);
    // Nothing to join: it runs by itself (spec 4 "process").
    const listed = (await t.request({ method: 'GET', url: '/wps/promotion/list' })).json().value;
    expect(listed.find((p: { id: number }) => p.id === id).state).toBe('process');
    expect((await call(mo, 'POST', `/wps/promotion/${id}/join`)).json().errorCode).toBe('promotion.closed');

    // Today is not over: refused (it would be paid in part, and never again).
    const today = dayIn(new Date(), 'Asia/Manila');
    const early = await adminCommand(t, 'rebate:settle', 'DEMO', 'REBATE1', today);
    expect(early.ok).toBe(false);
    expect(early.output).toContain('has not ended yet');
    // The rounds as if settled yesterday (in Manila), then yesterday settled, twice.
    const yesterdayAt = new Date(Date.now() - 86_400_000);
    await t.services.database.db
      .update(gameRounds)
      .set({ settledAt: yesterdayAt })
      .where(and(inArray(gameRounds.memberId, [mo.memberId, away.memberId]), eq(gameRounds.status, 'settled')));
    const yesterday = dayIn(yesterdayAt, 'Asia/Manila');
    const first = await adminCommand(t, 'rebate:settle', 'DEMO', 'REBATE1', yesterday);
    expect(first.ok, first.output).toBe(true);
    expect(first.output).toContain('1 members, 300 paid');
    const again = await adminCommand(t, 'rebate:settle', 'DEMO', 'REBATE1', yesterday);
    expect(again.output).toContain('0 members, 0 paid');
    const rebates = (await call(mo, 'GET', '/wps/promotion/rebates')).json().value;
    expect(rebates).toEqual([
      { promotionId: id, title: 'Promo REBATE1 EN', period: yesterday, amount: 300, state: 'claim' },
    ]);
    expect((await call(mo, 'POST', `/wps/promotion/${id}/claim`)).statusCode).toBe(200);
    expect((await call(mo, 'GET', '/wps/promotion/rebates')).json().value[0].state).toBe('claimed');
    // No wagering on this rebate: it is the player's own money at once.
    expect((await call(mo, 'GET', '/wps/wallets/balance')).json().value.sumBalance).toBe(50_000 - 35_000 + 300);
    expect((await adminCommand(t, 'rebate:settle', 'DEMO', 'REBATE1', 'yesterday')).ok).toBe(false);
  });
});
