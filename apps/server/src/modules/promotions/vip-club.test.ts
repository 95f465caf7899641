import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members, promotionEntries } from '../../db/schema';
import { withTransaction } from '../../db/transaction';
import { sweepVipClubs } from '../../jobs/housekeeping';
import { login } from '../../testing/accounts';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { adminCommand, newRequestId, PIN, type Player, player, setWithdrawalRules } from '../../testing/wallet';
import { dayIn } from './periods';
import { createVipClub } from './vip-club';

let t: TestApp;
let clubId: number;
const DAY = 86_400_000;
const ZONE = 'Asia/Manila';

const LEVELS = [
  { name: 'Member', deposits: 0, bets: 0 },
  {
    name: 'Bronze',
    deposits: 100_000,
    bets: 500_000,
    upgradeBonus: 1_000,
    birthdayBonus: 500,
    withdrawDailyMax: 30_000,
  },
  { name: 'Silver', deposits: 300_000, bets: 1_500_000, upgradeBonus: 3_000, birthdayBonus: 1_000 },
  { name: 'Gold', deposits: 1_000_000, bets: 5_000_000, upgradeBonus: 10_000, birthdayBonus: 2_000 },
  { name: 'Diamond', deposits: 3_000_000, bets: 20_000_000, upgradeBonus: 30_000 },
];

const club = (code: string, levels: unknown = LEVELS, extra: object = {}) =>
  JSON.stringify({
    code,
    kind: 'vip_club',
    claimMode: 'claim',
    title: { TY: 'VIP Club', EN: 'VIP Club' },
    startsAt: new Date(Date.now() - DAY).toISOString(),
    eligibility: { customerTypes: [0, 1, 2] },
    rule: { levels },
    wageringMultiplier: 1,
    ...extra,
  });

beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

const vip = (p: Player) => t.request({ method: 'GET', url: '/wps/member/vip', headers: p.headers });
const setBirth = (p: Player, birthDate: string) =>
  t.request({ method: 'PUT', url: '/wps/member/vip/birthDate', headers: p.headers, payload: { birthDate } });

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

/** A settled round of real money (a valid bet). */
async function bet(p: Player, n: string, stake: number) {
  const base = { playerId: `1.${p.memberId}`, roundId: `vip-r${n}`, currency: 'PHP', gameCode: 'aur-001' };
  expect((await t.services.seamless.bet('AUR', { ...base, transactionId: `vip-b${n}`, amount: stake })).status).toBe(
    200,
  );
  expect((await t.services.seamless.win('AUR', { ...base, transactionId: `vip-w${n}`, amount: 0 })).status).toBe(200);
}

const entries = (p: Player) =>
  t.services.database.db
    .select({ period: promotionEntries.period, state: promotionEntries.state, amount: promotionEntries.amount })
    .from(promotionEntries)
    .where(and(eq(promotionEntries.promotionId, clubId), eq(promotionEntries.memberId, p.memberId)))
    .orderBy(promotionEntries.period);

const claim = (p: Player) => t.request({ method: 'POST', url: `/wps/promotion/${clubId}/claim`, headers: p.headers });
const bonusWallet = (p: Player) =>
  t.services.ledger.balance({ merchantId: 1, currency: 'PHP', ref: { member: p.memberId, purpose: 'bonus' } });

/** The test's own club and rebate (the seeded ones ended). */
async function setUpClub() {
  expect((await adminCommand(t, 'promotion:status', 'DEMO', 'VIPCLUB', 'ended')).ok).toBe(true);
  expect((await adminCommand(t, 'promotion:status', 'DEMO', 'DAILYREBATE', 'ended')).ok).toBe(true);
  expect((await adminCommand(t, 'promotion:add', 'DEMO', club('VIPTEST'))).ok).toBe(true);
  expect((await adminCommand(t, 'promotion:status', 'DEMO', 'VIPTEST', 'live')).ok).toBe(true);
  const rebate = JSON.stringify({
    code: 'VIPREBATE',
    kind: 'rebate',
    claimMode: 'claim',
    title: { TY: 'Rebate' },
    startsAt: new Date(Date.now() - DAY).toISOString(),
    rule: { rates: { RNG: 50, LIVE: 30 }, vipExtra: { '2': 20 } },
  });
  expect((await adminCommand(t, 'promotion:add', 'DEMO', rebate)).ok).toBe(true);
  expect((await adminCommand(t, 'promotion:status', 'DEMO', 'VIPREBATE', 'live')).ok).toBe(true);
  clubId = (await t.services.promotions.byCode(1, 'VIPTEST'))?.id as number;
}
describe('the demo seed', () => {
  it('the demo player is Bronze by the seeded deposit, with the way to Silver', async () => {
    const signedIn = await login(
      t,
      { username: 'demo', password: 'playdeck-demo-2026' },
      { 'x-forwarded-for': '10.61.0.1' },
    );
    const headers = { authorization: signedIn.json().value.token as string };
    const view = (await t.request({ method: 'GET', url: '/wps/member/vip', headers })).json().value;
    expect(view).toMatchObject({ level: 1, reachedBy: 'deposits', totals: { deposits: 800_000 }, claimable: 1 });
    expect(view.levels.map((l: { name: string }) => l.name)).toEqual([
      'Member',
      'Bronze',
      'Silver',
      'Gold',
      'Platinum',
      'Diamond',
    ]);
    expect(view.next).toMatchObject({ name: 'Silver', depositsPercent: 40 });
  });
});

describe('VIP club (issue 12, spec 2 /m/member/benefits)', () => {
  beforeAll(setUpClub);

  it('level 0 for everyone, with the levels, their benefits and the way to the next', async () => {
    const ana = await player(t, 'vip_ana');
    const res = await vip(ana);
    expect(res.statusCode, res.body).toBe(200);
    const view = res.json().value;
    expect(view).toMatchObject({
      promotionId: clubId,
      title: 'VIP Club',
      level: 0,
      totals: { deposits: 0, bets: 0 },
      reachedBy: null,
      birthDate: null,
      claimable: 0,
      next: { level: 1, name: 'Bronze', depositsLeft: 100_000, betsLeft: 500_000, depositsPercent: 0, betsPercent: 0 },
    });
    expect(view.levels).toHaveLength(5);
    expect(view.levels[1]).toMatchObject({ name: 'Bronze', upgradeBonus: 1_000, withdrawDailyMax: 30_000 });
    // The live rebate's rates, with the VIP extra from level 2 up.
    expect(view.levels[0].rebates).toEqual([
      { category: 'RNG', basisPoints: 50 },
      { category: 'LIVE', basisPoints: 30 },
    ]);
    expect(view.levels[2].rebates).toEqual([
      { category: 'RNG', basisPoints: 70 },
      { category: 'LIVE', basisPoints: 50 },
    ]);
    expect(view.levels[4].withdrawDailyMax).toBeNull();
  });

  it('a deposit reaches a level in its own transaction; the upgrade bonus is claimed once', async () => {
    const ben = await player(t, 'vip_ben');
    await deposit(ben, 120_000);
    // Raised with the deposit, before anything reads the club.
    expect(
      (await t.request({ method: 'GET', url: '/wps/member/info', headers: ben.headers })).json().value.vipLevel,
    ).toBe(1);
    const view = (await vip(ben)).json().value;
    expect(view).toMatchObject({
      level: 1,
      reachedBy: 'deposits',
      totals: { deposits: 120_000, bets: 0 },
      claimable: 1,
      claimableAmount: 1_000,
      next: { level: 2, depositsLeft: 180_000, depositsPercent: 40, betsPercent: 0 },
    });
    expect(
      (await t.request({ method: 'GET', url: '/wps/promotion/unclaimedCount', headers: ben.headers })).json().value,
    ).toBe(1);
    const claimed = await claim(ben);
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect(claimed.json().value).toMatchObject({ state: 'claimed', amount: 1_000 });
    expect(await bonusWallet(ben)).toBe(1_000);
    expect((await claim(ben)).json().errorCode).toBe('promotion.nothing.to.claim');
    // Read again and deposited again below the next level: nothing more.
    await deposit(ben, 60_000);
    expect((await vip(ben)).json().value).toMatchObject({ level: 1, claimable: 0 });
    expect(await entries(ben)).toEqual([{ period: 'level-1', state: 'credited', amount: 1_000 }]);
  });

  it('valid bets reach a level too (settled rounds only); levels never go down', async () => {
    const cy = await player(t, 'vip_cy', { funds: 700_000 });
    await bet(cy, 'cy1', 300_000);
    await bet(cy, 'cy2', 250_000);
    // An open round is not a valid bet.
    const open = { playerId: `1.${cy.memberId}`, roundId: 'vip-rcy3', currency: 'PHP', gameCode: 'aur-001' };
    expect((await t.services.seamless.bet('AUR', { ...open, transactionId: 'vip-bcy3', amount: 100_000 })).status).toBe(
      200,
    );
    const view = (await vip(cy)).json().value;
    expect(view).toMatchObject({ level: 1, reachedBy: 'bets', totals: { deposits: 0, bets: 550_000 } });
    expect(view.next).toMatchObject({ level: 2, betsLeft: 950_000, betsPercent: 36 });
    // An operator's higher level is kept: the totals never lower it.
    await t.services.database.db.update(members).set({ vipLevel: 3 }).where(eq(members.id, cy.memberId));
    expect((await vip(cy)).json().value).toMatchObject({ level: 3, reachedBy: null, claimable: 1 });
  });

  it('several levels passed at once pay each upgrade bonus', async () => {
    const dee = await player(t, 'vip_dee');
    await deposit(dee, 1_200_000);
    expect((await vip(dee)).json().value).toMatchObject({ level: 3, claimable: 3, claimableAmount: 14_000 });
    for (let i = 0; i < 3; i++) expect((await claim(dee)).statusCode).toBe(200);
    expect(await bonusWallet(dee)).toBe(14_000);
    expect((await entries(dee)).map((e) => e.period)).toEqual(['level-1', 'level-2', 'level-3']);
  });

  it('recomputed 50 times at once (reads and the job): each upgrade bonus once', async () => {
    const eli = await player(t, 'vip_eli', { funds: 2_000_000 });
    // Bets raise no level by themselves: the next read or the job does.
    await bet(eli, 'eli1', 1_600_000);
    const answers = await Promise.all([
      ...Array.from({ length: 48 }, () => vip(eli)),
      sweepVipClubs(t.services),
      sweepVipClubs(t.services),
    ]);
    for (const answer of answers.slice(0, 48)) expect((answer as { statusCode: number }).statusCode).toBe(200);
    expect(await entries(eli)).toEqual([
      { period: 'level-1', state: 'claimable', amount: 1_000 },
      { period: 'level-2', state: 'claimable', amount: 3_000 },
    ]);
    expect((await vip(eli)).json().value).toMatchObject({ level: 2, claimable: 2, claimableAmount: 4_000 });
  });

  it('the job raises members with rounds settled since its last pass', async () => {
    const fay = await player(t, 'vip_fay', { funds: 600_000 });
    await bet(fay, 'fay1', 500_000);
    expect(await sweepVipClubs(t.services)).toBeGreaterThan(0);
    const [row] = await t.services.database.db.select().from(members).where(eq(members.id, fay.memberId));
    expect(row?.vipLevel).toBe(1);
    expect(await entries(fay)).toEqual([{ period: 'level-1', state: 'claimable', amount: 1_000 }]);
  });

  it('the birth date: validated, NUL refused, given once; the birthday bonus once a year', async () => {
    const gus = await player(t, 'vip_gus');
    const today = dayIn(new Date(), ZONE);
    const young = `${Number(today.slice(0, 4)) - 17}${today.slice(4)}`;
    for (const bad of [
      '2000-02-30',
      '1990-13-01',
      'yesterday',
      '',
      young,
      '1850-01-01',
      '1990-01-01\u0000',
      '1990-1-1',
    ]) {
      const res = await setBirth(gus, bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().errorCode).toBe('validation.failed');
    }
    // Level 0 has no birthday bonus: nothing to claim on the day yet.
    const born = `1990${today.slice(4)}`;
    const set = await setBirth(gus, born);
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().value).toEqual({ birthDate: born });
    const again = await setBirth(gus, '1991-01-01');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ errorCode: 'vip.birth.date.set' });
    expect(again.json().message).toBeTruthy();
    expect((await vip(gus)).json().value).toMatchObject({ birthDate: born, claimable: 0 });

    // At Bronze, a birth date given today pays nothing yet: it counts 30 days after it was given.
    await deposit(gus, 100_000);
    await vip(gus);
    expect(await entries(gus)).toEqual([{ period: 'level-1', state: 'claimable', amount: 1_000 }]);
    // Given long ago: the birthday pays the level's bonus, once this year, however often it is read.
    await t.services.database.db
      .update(members)
      .set({ birthDateSetAt: new Date(Date.now() - 31 * DAY) })
      .where(eq(members.id, gus.memberId));
    await vip(gus);
    await sweepVipClubs(t.services);
    const year = today.slice(0, 4);
    expect(await entries(gus)).toEqual([
      { period: `birthday-${year}`, state: 'claimable', amount: 500 },
      { period: 'level-1', state: 'claimable', amount: 1_000 },
    ]);
    // Next year's birthday pays again, once.
    const merchant = await t.services.settings.get(1);
    const club = createVipClub({ db: t.services.database.db, ledger: t.services.ledger });
    const nextYear = new Date(Date.now() + 365 * DAY + (Number(year) % 4 === 3 ? DAY : 0));
    if (merchant && dayIn(nextYear, ZONE).slice(5) === today.slice(5)) {
      for (let i = 0; i < 2; i++)
        await withTransaction(t.services.database.db, (tx) => club.recompute(tx, merchant, gus.memberId, nextYear));
      const birthdays = await t.services.database.db
        .select()
        .from(promotionEntries)
        .where(and(eq(promotionEntries.memberId, gus.memberId), like(promotionEntries.period, 'birthday-%')));
      expect(birthdays.map((b) => b.period).sort()).toEqual([`birthday-${year}`, `birthday-${Number(year) + 1}`]);
    }
  });

  it('the level’s daily withdrawal maximum: today’s withdrawals and this one, refused above it', async () => {
    await setWithdrawalRules(t, { turnoverPercent: 0, dailyCount: 100 });
    const hal = await player(t, 'vip_hal', { funds: 200_000, card: true });
    await deposit(hal, 100_000);
    expect((await vip(hal)).json().value.level).toBe(1);
    const info = await t.request({ method: 'GET', url: '/wps/transaction/withdraw/info', headers: hal.headers });
    const cardId = info.json().value.cards[0].id;
    const withdraw = (amount: number) =>
      t.request({
        method: 'POST',
        url: '/wps/transaction/withdraw',
        headers: hal.headers,
        payload: { requestId: newRequestId(), amount, cardId, paymentPassword: PIN },
      });
    expect((await withdraw(20_000)).statusCode).toBe(200);
    const over = await withdraw(15_000);
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({ errorCode: 'withdraw.vip.daily.max' });
    expect(over.json().message).toBeTruthy();
    expect((await withdraw(10_000)).statusCode).toBe(200);
    expect((await withdraw(10_000)).json().errorCode).toBe('withdraw.vip.daily.max');
    // Silver sets no maximum: the wallet's own limits only.
    await deposit(hal, 200_000);
    expect((await vip(hal)).json().value.level).toBe(2);
    expect((await withdraw(50_000)).statusCode).toBe(200);
  });

  it('withdrawals at once never pass the daily maximum together', async () => {
    await setWithdrawalRules(t, { turnoverPercent: 0, dailyCount: 100 });
    const ivy = await player(t, 'vip_ivy', { funds: 200_000, card: true });
    await deposit(ivy, 100_000);
    const info = await t.request({ method: 'GET', url: '/wps/transaction/withdraw/info', headers: ivy.headers });
    const cardId = info.json().value.cards[0].id;
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        t.request({
          method: 'POST',
          url: '/wps/transaction/withdraw',
          headers: ivy.headers,
          payload: { requestId: newRequestId(), amount: 10_000, cardId, paymentPassword: PIN },
        }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(3);
    expect(answers.filter((a) => a.json().errorCode === 'withdraw.vip.daily.max').length).toBeGreaterThan(0);
  });

  it('not for visitors, trial accounts or members the club does not take', async () => {
    expect((await t.request({ method: 'GET', url: '/wps/member/vip' })).statusCode).toBe(401);
    const trial = await t.request({
      method: 'GET',
      url: '/wps/session/trial',
      headers: { 'x-forwarded-for': '10.60.0.9' },
    });
    const asTrial = await t.request({
      method: 'GET',
      url: '/wps/member/vip',
      headers: { authorization: trial.json().value.token },
    });
    expect(asTrial.json().errorCode).toBe('trial.forbidden');
    // A customer type the club's eligibility leaves out keeps level 0 and earns nothing.
    const jo = await player(t, 'vip_jo');
    await t.services.database.db.update(members).set({ customerType: 40 }).where(eq(members.id, jo.memberId));
    await deposit(jo, 150_000);
    expect((await vip(jo)).json().value).toMatchObject({ level: 0, claimable: 0 });
    expect(await entries(jo)).toEqual([]);
  });

  it('the operator: one live club, its levels checked', async () => {
    expect((await adminCommand(t, 'promotion:add', 'DEMO', club('VIPTWO'))).ok).toBe(true);
    const second = await adminCommand(t, 'promotion:status', 'DEMO', 'VIPTWO', 'live');
    expect(second.ok).toBe(false);
    expect(second.output).toContain('already has a live VIP club');
    const falling = [LEVELS[0], LEVELS[2], LEVELS[1]];
    expect((await adminCommand(t, 'promotion:add', 'DEMO', club('VIPBAD', falling))).ok).toBe(false);
    expect(
      (await adminCommand(t, 'promotion:add', 'DEMO', club('VIPNUL', [LEVELS[0], { ...LEVELS[1], name: 'B\u0000' }])))
        .ok,
    ).not.toBe(true);
  });
});
