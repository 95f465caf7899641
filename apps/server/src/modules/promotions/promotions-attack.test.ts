import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameRounds, members, promotionEntries } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { adminCommand, newRequestId, type Player, player } from '../../testing/wallet';
import { createBonusGrants } from './bonus-grants';
import { createLeaderboards } from './leaderboard';
import { dayIn, isPeriodKey, weekIn } from './periods';

/** Review of issue 12 (promotions): attacks that once paid, kept as proofs. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 86_400_000;
const MINUTE = 60_000;
const iso = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

async function promotion(fields: Record<string, unknown>) {
  const input = { claimMode: 'claim', title: { TY: `Promo ${fields.code}` }, startsAt: iso(-30 * DAY), ...fields };
  const added = await adminCommand(t, 'promotion:add', 'DEMO', JSON.stringify(input));
  expect(added.ok, added.output).toBe(true);
  expect((await adminCommand(t, 'promotion:status', 'DEMO', String(fields.code), 'live')).ok).toBe(true);
  return (await t.services.promotions.byCode(1, String(fields.code)))?.id as number;
}

let roundNo = 0;
async function round(p: Player, stake: number, payout: number) {
  roundNo += 1;
  const base = { playerId: `1.${p.memberId}`, roundId: `atk-r${roundNo}`, currency: 'PHP', gameCode: 'aur-001' };
  expect(
    (await t.services.seamless.bet('AUR', { ...base, transactionId: `atk-b${roundNo}`, amount: stake })).status,
  ).toBe(200);
  expect(
    (await t.services.seamless.win('AUR', { ...base, transactionId: `atk-w${roundNo}`, amount: payout })).status,
  ).toBe(200);
}

const setCustomerType = (p: Player, customerType: number) =>
  t.services.database.db.update(members).set({ customerType }).where(eq(members.id, p.memberId));

describe('leaderboard settlement', () => {
  it('pays an ended period’s prizes once: standings that change later (a winner restricted) pay nobody more', async () => {
    const id = await promotion({
      code: 'ATKBOARD',
      kind: 'leaderboard',
      rule: { metric: 'win', prizes: [50_000, 20_000], period: 'week' },
      wageringMultiplier: 1,
    });
    const ann = await player(t, 'atk_ann', { funds: 200_000 });
    const ben = await player(t, 'atk_ben', { funds: 200_000 });
    const cid = await player(t, 'atk_cid', { funds: 200_000 });
    await round(ann, 10_000, 90_000_000);
    await round(ben, 10_000, 80_000_000);
    await round(cid, 10_000, 70_000_000);
    const lastWeekAt = new Date(Date.now() - 7 * DAY);
    await t.services.database.db
      .update(gameRounds)
      .set({ settledAt: lastWeekAt })
      .where(
        and(eq(gameRounds.vendorCode, 'AUR'), inArray(gameRounds.memberId, [ann.memberId, ben.memberId, cid.memberId])),
      );
    const lastWeek = weekIn(lastWeekAt, 'Asia/Manila');

    expect((await adminCommand(t, 'leaderboard:settle', 'DEMO', 'ATKBOARD', lastWeek)).output).toContain(
      '2 prizes paid',
    );
    // The operator restricts the first winner afterwards; the job runs again every 15 minutes.
    await setCustomerType(ann, 40);
    const again = await adminCommand(t, 'leaderboard:settle', 'DEMO', 'ATKBOARD', lastWeek);
    expect(again.output).toContain('0 prizes paid');
    const paid = await t.services.database.db
      .select({ memberId: promotionEntries.memberId, amount: promotionEntries.amount })
      .from(promotionEntries)
      .where(and(eq(promotionEntries.promotionId, id), eq(promotionEntries.period, lastWeek)));
    expect(paid.map((p) => p.memberId).sort()).toEqual([ann.memberId, ben.memberId].sort());
    expect(paid.reduce((sum, p) => sum + (p.amount ?? 0), 0)).toBe(70_000);
  });
});

describe('restricted accounts (customer types 40, 41, 42: treated like trials)', () => {
  it('open no red envelope and join no daily bonus', async () => {
    const rainId = await promotion({
      code: 'ATKRAIN',
      kind: 'red_rain',
      claimMode: 'auto',
      startsAt: iso(-60 * MINUTE),
      wageringMultiplier: 1,
      rule: { budget: 100_000, min: 100, max: 1_000, sessions: [{ startsAt: iso(-MINUTE), minutes: 10 }] },
    });
    const dailyId = await promotion({
      code: 'ATKDAILY',
      kind: 'daily_bonus',
      claimMode: 'claim',
      wageringMultiplier: 1,
      rule: { amount: 1_000 },
    });
    const dee = await player(t, 'atk_dee');
    await setCustomerType(dee, 41);
    const opened = await t.request({
      method: 'POST',
      url: `/wps/promotion/redRain/${rainId}/open`,
      headers: dee.headers,
    });
    expect(opened.json().errorCode, opened.body).toBe('promotion.not.eligible');
    const joined = await t.request({ method: 'POST', url: `/wps/promotion/${dailyId}/join`, headers: dee.headers });
    expect(joined.json().errorCode, joined.body).toBe('promotion.not.eligible');
  });
});

describe('one per person', () => {
  it('a red rain marked one per person pays one envelope a session to one person, not to each of their accounts', async () => {
    const rainId = await promotion({
      code: 'ATKRAIN1PP',
      kind: 'red_rain',
      claimMode: 'auto',
      startsAt: iso(-60 * MINUTE),
      wageringMultiplier: 1,
      onePerPerson: true,
      rule: { budget: 100_000, min: 100, max: 1_000, sessions: [{ startsAt: iso(-MINUTE), minutes: 10 }] },
    });
    const deviceId = 'atk-same-device-0001';
    const eve = await player(t, 'atk_eve', { deviceId });
    const eve2 = await player(t, 'atk_eve2', { deviceId });
    const open = (p: Player) =>
      t.request({ method: 'POST', url: `/wps/promotion/redRain/${rainId}/open`, headers: p.headers });
    expect((await open(eve)).statusCode).toBe(200);
    const second = await open(eve2);
    expect(second.json().errorCode, second.body).toBe('promotion.duplicate.person');
    const flags = await adminCommand(t, 'promotion:flags', 'DEMO');
    expect(flags.output).toContain('atk_eve2');
    // The refusal is kept: the second account's entry of the session is rejected, nothing paid.
    const entries = await t.services.database.db
      .select({ memberId: promotionEntries.memberId, state: promotionEntries.state })
      .from(promotionEntries)
      .where(eq(promotionEntries.promotionId, rainId));
    expect(entries.find((e) => e.memberId === eve2.memberId)?.state).toBe('rejected');
  });
});

describe('referral', () => {
  it('a restricted friend’s deposit earns the referrer nothing (restricted accounts are no real players)', async () => {
    await promotion({
      code: 'ATKINVITE',
      kind: 'referral',
      claimMode: 'auto',
      startsAt: iso(-DAY),
      rule: { reward: 3_000, minDeposit: 50_000 },
      wageringMultiplier: 1,
    });
    const gus = await player(t, 'atk_gus');
    const hal = await player(t, 'atk_hal', { upline: 'atk_gus' });
    await setCustomerType(hal, 42);
    const res = await t.request({
      method: 'POST',
      url: '/wps/wallets/deposit',
      headers: hal.headers,
      payload: { requestId: newRequestId(), channelId: 'bank', amount: 500_000, payerName: 'Hal' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await adminCommand(t, 'deposit:approve', 'DEMO', String(res.json().value.depositId))).ok).toBe(true);
    const earned = await t.services.database.db
      .select()
      .from(promotionEntries)
      .where(eq(promotionEntries.memberId, gus.memberId));
    expect(earned).toEqual([]);
  });
});

describe('missions one per person', () => {
  it('a mission marked one per person pays a task a period to one person, not to each of their accounts', async () => {
    const id = await promotion({
      code: 'ATKMISSION',
      kind: 'mission',
      onePerPerson: true,
      rule: { period: 'day', tasks: [{ metric: 'bet', target: 1_000, reward: 500 }] },
      wageringMultiplier: 1,
    });
    const deviceId = 'atk-mission-device-01';
    const ivy = await player(t, 'atk_ivy', { funds: 100_000, deviceId });
    const ivy2 = await player(t, 'atk_ivy2', { funds: 100_000, deviceId });
    await round(ivy, 1_000, 0);
    await round(ivy2, 1_000, 0);
    const claim = (p: Player) =>
      t.request({ method: 'POST', url: `/wps/promotion/${id}/mission/0/claim`, headers: p.headers });
    expect((await claim(ivy)).statusCode).toBe(200);
    const second = await claim(ivy2);
    expect(second.json().errorCode, second.body).toBe('promotion.duplicate.person');
    expect((await claim(ivy2)).json().errorCode).toBe('promotion.nothing.to.claim');
    const bonus = await t.services.ledger.balance({
      merchantId: 1,
      currency: 'PHP',
      ref: { member: ivy2.memberId, purpose: 'bonus' },
    });
    expect(bonus).toBe(0);
  });
});

describe('one per person, at once', () => {
  it('three accounts of one person opening a one-per-person rain at once: one envelope paid', async () => {
    const rainId = await promotion({
      code: 'ATKRAINRACE',
      kind: 'red_rain',
      claimMode: 'auto',
      startsAt: iso(-60 * MINUTE),
      wageringMultiplier: 1,
      onePerPerson: true,
      rule: { budget: 100_000, min: 100, max: 1_000, sessions: [{ startsAt: iso(-MINUTE), minutes: 10 }] },
    });
    const deviceId = 'atk-race-device-0001';
    const accounts = [
      await player(t, 'atk_race1', { deviceId }),
      await player(t, 'atk_race2', { deviceId }),
      await player(t, 'atk_race3', { deviceId }),
    ];
    const answers = await Promise.all(
      accounts.flatMap((p) =>
        Array.from({ length: 5 }, () =>
          t.request({ method: 'POST', url: `/wps/promotion/redRain/${rainId}/open`, headers: p.headers }),
        ),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    const credited = await t.services.database.db
      .select({ memberId: promotionEntries.memberId })
      .from(promotionEntries)
      .where(and(eq(promotionEntries.promotionId, rainId), eq(promotionEntries.state, 'credited')));
    expect(credited).toHaveLength(1);
  });
});

describe('period keys', () => {
  it('a week written another way (2025-W99 is 2026-W47 to PostgreSQL) is refused, not settled a second time', async () => {
    await promotion({
      code: 'ATKBOARD2',
      kind: 'leaderboard',
      rule: { metric: 'win', prizes: [10_000], period: 'week' },
      wageringMultiplier: 1,
    });
    const kim = await player(t, 'atk_kim', { funds: 200_000 });
    await round(kim, 10_000, 990_000_000);
    const lastWeekAt = new Date(Date.now() - 7 * DAY);
    await t.services.database.db
      .update(gameRounds)
      .set({ settledAt: lastWeekAt })
      .where(and(eq(gameRounds.vendorCode, 'AUR'), eq(gameRounds.memberId, kim.memberId)));
    const lastWeek = weekIn(lastWeekAt, 'Asia/Manila');
    expect((await adminCommand(t, 'leaderboard:settle', 'DEMO', 'ATKBOARD2', lastWeek)).output).toContain(
      '1 prizes paid',
    );
    // The same week as the previous year's week 52 or 53 + n.
    const year = Number(lastWeek.slice(0, 4));
    const weeksBefore = Number(weekIn(new Date(Date.UTC(year - 1, 11, 28)), 'UTC').slice(6));
    const alias = `${year - 1}-W${Number(lastWeek.slice(6)) + weeksBefore}`;
    if (alias.length === 8) {
      const again = await adminCommand(t, 'leaderboard:settle', 'DEMO', 'ATKBOARD2', alias);
      expect(again.ok, again.output).toBe(false);
      const paid = await t.services.database.db
        .select()
        .from(promotionEntries)
        .where(eq(promotionEntries.memberId, kim.memberId));
      expect(paid.map((e) => e.period)).toEqual([lastWeek]);
    }
  });

  it('only the canonical key of a day or an ISO week', () => {
    expect(['2026-11-24', '2024-02-29'].every((p) => isPeriodKey('day', p))).toBe(true);
    expect(['2026-02-30', '2025-02-29', '2026-13-01', '2026-11-24 '].some((p) => isPeriodKey('day', p))).toBe(false);
    expect(['2026-W01', '2026-W48', '2026-W53', '2020-W53'].map((p) => isPeriodKey('week', p))).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(['2025-W53', '2025-W99', '2026-W00', '2027-W53'].some((p) => isPeriodKey('week', p))).toBe(false);
  });
});

describe('leaderboard settlement at once', () => {
  it('five runs of the same ended period at the same moment pay its prizes once', async () => {
    const id = await promotion({
      code: 'ATKBOARD3',
      kind: 'leaderboard',
      claimMode: 'auto',
      rule: { metric: 'bet', prizes: [3_000, 2_000, 1_000], period: 'day' },
      wageringMultiplier: 1,
    });
    const yesterdayAt = new Date(Date.now() - DAY);
    const racers = [
      await player(t, 'atk_lb1', { funds: 9_000_000 }),
      await player(t, 'atk_lb2', { funds: 9_000_000 }),
      await player(t, 'atk_lb3', { funds: 9_000_000 }),
    ];
    for (const [i, p] of racers.entries()) await round(p, 5_000_000 - i * 100_000, 0);
    await t.services.database.db
      .update(gameRounds)
      .set({ settledAt: yesterdayAt })
      .where(
        and(
          eq(gameRounds.vendorCode, 'AUR'),
          inArray(
            gameRounds.memberId,
            racers.map((p) => p.memberId),
          ),
        ),
      );
    const merchant = await t.services.settings.get(1);
    const promo = await t.services.promotions.byCode(1, 'ATKBOARD3');
    if (!merchant || !promo) throw new Error('no demo merchant');
    const db = t.services.database.db;
    const boards = createLeaderboards({ db, grants: createBonusGrants({ db, ledger: t.services.ledger }) });
    const runs = await Promise.all(Array.from({ length: 5 }, () => boards.settle(merchant, promo)));
    expect(runs.reduce((sum, r) => sum + (r.winners ?? 0), 0)).toBe(3);
    const entries = await db.select().from(promotionEntries).where(eq(promotionEntries.promotionId, id));
    expect(entries.reduce((sum, e) => sum + (e.amount ?? 0), 0)).toBe(6_000);
    // Half a minute after midnight (Manila), rounds of yesterday's last moment may still commit:
    // the job waits, and settles the day before (already paid) instead.
    const today = dayIn(new Date(), 'Asia/Manila');
    const midnight = Date.parse(`${today}T00:00:00+08:00`);
    const early = await boards.settle(merchant, promo, undefined, new Date(midnight + 30_000));
    expect(early).toMatchObject({ period: dayIn(new Date(midnight - 36 * 3_600_000), 'Asia/Manila') });
    const later = await boards.settle(merchant, promo, undefined, new Date(midnight + 3 * 60_000));
    expect(later).toEqual({ period: dayIn(new Date(midnight - 12 * 3_600_000), 'Asia/Manila'), winners: 0 });
  });
});

describe('rate limits', () => {
  it('reading the VIP club (it recomputes the level and writes what it reaches) is counted: 60 a minute', async () => {
    const lee = await player(t, 'atk_lee');
    const codes = [];
    for (let i = 0; i < 61; i++) {
      const res = await t.request({ method: 'GET', url: '/wps/member/vip', headers: lee.headers });
      codes.push(res.json().errorCode ?? 'ok');
    }
    expect(codes.slice(0, 60).every((c) => c === 'ok')).toBe(true);
    expect(codes[60]).toBe('rate.limited');
  });
});

describe('leaderboard one per person', () => {
  it('a one-per-person board pays one prize to one person: their second account’s place goes to the next', async () => {
    const id = await promotion({
      code: 'ATKBOARD4',
      kind: 'leaderboard',
      onePerPerson: true,
      rule: { metric: 'win', prizes: [5_000, 4_000], period: 'day' },
      wageringMultiplier: 1,
    });
    const deviceId = 'atk-board-device-0001';
    const max = await player(t, 'atk_max', { funds: 100_000, deviceId });
    const max2 = await player(t, 'atk_max2', { funds: 100_000, deviceId });
    const ned = await player(t, 'atk_ned', { funds: 100_000 });
    await round(max, 1_000, 500_000_000);
    await round(max2, 1_000, 400_000_000);
    await round(ned, 1_000, 300_000_000);
    const yesterdayAt = new Date(Date.now() - DAY);
    await t.services.database.db
      .update(gameRounds)
      .set({ settledAt: yesterdayAt })
      .where(
        and(
          eq(gameRounds.vendorCode, 'AUR'),
          inArray(gameRounds.memberId, [max.memberId, max2.memberId, ned.memberId]),
        ),
      );
    const yesterday = dayIn(yesterdayAt, 'Asia/Manila');
    const settled = await adminCommand(t, 'leaderboard:settle', 'DEMO', 'ATKBOARD4', yesterday);
    expect(settled.output).toContain('2 prizes paid');
    const paid = await t.services.database.db
      .select({ memberId: promotionEntries.memberId, amount: promotionEntries.amount })
      .from(promotionEntries)
      .where(eq(promotionEntries.promotionId, id));
    expect(paid.sort((a, b) => (b.amount ?? 0) - (a.amount ?? 0))).toEqual([
      { memberId: max.memberId, amount: 5_000 },
      { memberId: ned.memberId, amount: 4_000 },
    ]);
    expect((await adminCommand(t, 'promotion:flags', 'DEMO')).output).toContain('atk_max2');
  });
});
