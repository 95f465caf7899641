import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRows } from '../../db/raw';
import { keptDays, rollUpTeamDays } from '../../jobs/team-rollup';
import { GAME_OF, manilaDay, playRoundAt, seeded } from '../../testing/agent-pay';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { adminCommand, newRequestId, type Player, player } from '../../testing/wallet';
import type { MerchantConfig } from '../settings/settings.service';
import { splitSpan } from './team-history';
import { teamSpan } from './team-range';
import { teamBetting, teamKpi, teamOverview, teamPnl } from './team-reports';
import { buildTeamDay } from './team-rollup';

/*
 * The team rollup (issue 13): reports over built days answer exactly what the rounds and the
 * ledger answer, a late change is read live until its day is rebuilt, and a day built again or
 * at once by several callers is still one copy.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

const DAYS_BACK = 6;
type Category = keyof typeof GAME_OF;
const CATEGORIES = Object.keys(GAME_OF) as Category[];

let top: Player;
let a1: Player;
let a2: Player;
let p1: Player;
let p2: Player;
let p3: Player;

/** A round through the seamless wallet, settled, then dated `at` (or left at now). Answers its call. */
const playRound = (p: Player, category: Category, stake: number, payout: number, at?: Date) =>
  playRoundAt(t, p, { category, stake, payout, settledAt: at });

/** An approved deposit, dated `at`: its transfer and both lines (nothing else can put money in a past day). */
async function depositAt(p: Player, amount: number, at: Date) {
  const res = await t.request({
    method: 'POST',
    url: '/wps/wallets/deposit',
    headers: p.headers,
    payload: { requestId: newRequestId(), channelId: 'bank', amount, payerName: 'Juan' },
  });
  expect(res.statusCode, res.body).toBe(200);
  expect((await adminCommand(t, 'deposit:approve', 'DEMO', String(res.json().value.depositId))).ok).toBe(true);
  const db = t.services.database.db;
  const [last] = await rawRows<{ id: string }>(
    db,
    sql`select max(id) as id from ledger_transfers where kind = 'deposit' and merchant_id = 1`,
  );
  await db.execute(sql`update ledger_transfers set created_at = ${at} where id = ${last?.id}`);
  await db.execute(sql`update ledger_entries set created_at = ${at} where transfer_id = ${last?.id}`);
}

/** The test's range (the Manila days from DAYS_BACK ago to today) in the merchant's zone now. */
const spanNow = async () =>
  teamSpan(t.services.database.db, (await t.services.settings.get(1)) as MerchantConfig, {
    startDate: manilaDay(DAYS_BACK).day,
    endDate: manilaDay(0).day,
  });

/**
 * Every team screen of a head over the range (KPI without the online count, which is now), by
 * the report functions themselves: the routes' 30-second memo would answer a change late.
 */
async function reports(head: Player) {
  const db = t.services.database.db;
  const merchant = (await t.services.settings.get(1)) as MerchantConfig;
  const span = await spanNow();
  const deps = { db, ledger: t.services.ledger };
  const who = { id: head.memberId, username: head.username };
  const kpi = await teamKpi(deps, merchant, who, span);
  return {
    kpi: { ...kpi.footer, teamOnlineCount: undefined },
    overview: await teamOverview(deps, merchant, who, span),
    pnl: await teamPnl(deps, merchant, { callerId: head.memberId, head: who, span }),
    betting: await teamBetting(deps, merchant, who, span),
  };
}

/**
 * The brute-force recount of a head's play over the range from the rounds table and each member's
 * upline (not the tree, not the rollup): the team's bettors, stakes and payouts, by category.
 */
async function recount(head: Player) {
  const db = t.services.database.db;
  const people = await rawRows<{ id: string; upline_id: string | null }>(
    db,
    sql`select id, upline_id from members where merchant_id = 1`,
  );
  const upline = new Map(people.map((p) => [Number(p.id), p.upline_id === null ? null : Number(p.upline_id)]));
  const inTeam = (id: number) => {
    for (let above = upline.get(id) ?? null; above !== null; above = upline.get(above) ?? null)
      if (above === head.memberId) return true;
    return false;
  };
  const span = await spanNow();
  const rounds = await rawRows<{ member_id: string; category: string; stake: string; payout: string }>(
    db,
    sql`select member_id, category, stake, payout from game_rounds where merchant_id = 1 and status = 'settled'
      and currency = 'PHP' and settled_at >= ${span.from} and settled_at < ${span.to}`,
  );
  const team = rounds.filter((r) => inTeam(Number(r.member_id)));
  const sum = (rows: typeof team) => {
    const validBet = rows.reduce((s, r) => s + Number(r.stake), 0);
    const payout = rows.reduce((s, r) => s + Number(r.payout), 0);
    return {
      bettors: new Set(rows.map((r) => r.member_id)).size,
      rounds: rows.length,
      validBet,
      payout,
      winLoss: payout - validBet,
    };
  };
  const categories = [...new Set(team.map((r) => r.category))].sort();
  return {
    total: sum(team),
    rows: categories.map((category) => ({ category, ...sum(team.filter((r) => r.category === category)) })),
  };
}

type Reports = Awaited<ReturnType<typeof reports>>;
const before = new Map<string, Reports>();
const reportsBefore = (head: Player) => before.get(head.username) as Reports;
let lateRound: Awaited<ReturnType<typeof playRound>>;
let secondRound: Awaited<ReturnType<typeof playRound>>;

describe('team rollup (issue 13)', () => {
  beforeAll(async () => {
    const funds = 5_000_000;
    top = await player(t, 'rh_top', { type: 2, funds });
    a1 = await player(t, 'rh_a1', { type: 1, upline: 'rh_top', funds });
    a2 = await player(t, 'rh_a2', { type: 1, upline: 'rh_a1', funds });
    p1 = await player(t, 'rh_p1', { upline: 'rh_top', funds });
    p2 = await player(t, 'rh_p2', { upline: 'rh_a1', funds });
    p3 = await player(t, 'rh_p3', { upline: 'rh_a2', funds });
    // The team joined before the history below (the job builds no day before its first member).
    await t.services.database.db.execute(
      sql`update members set registered_at = ${manilaDay(DAYS_BACK + 2).at(9)} where username like 'rh\_%'`,
    );
    const random = seeded(29);
    const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)] as T;
    // Rounds on each of the past days and today, by everyone, in every category.
    for (let daysAgo = DAYS_BACK; daysAgo >= 0; daysAgo--) {
      const { at } = manilaDay(daysAgo);
      for (let i = 0; i < 6; i++) {
        const stake = 100 + Math.floor(random() * 30_000);
        const when = daysAgo === 0 ? undefined : at(Math.floor(random() * 24), Math.floor(random() * 60));
        await playRound(
          pick([top, a1, a2, p1, p2, p3]),
          pick(CATEGORIES),
          stake,
          Math.floor(random() * 2 * stake),
          when,
        );
      }
    }
    lateRound = await playRound(p3, 'LIVE', 9_000, 1_000, manilaDay(3).at(12));
    secondRound = await playRound(p2, 'FISH', 12_000, 0, manilaDay(4).at(15));
    // First deposits on past days and a second deposit; logins dated on past days.
    await depositAt(p2, 60_000, manilaDay(4).at(9));
    await depositAt(p2, 55_000, manilaDay(2).at(9));
    await depositAt(p3, 70_000, manilaDay(1).at(23, 59));
    await t.services.database.db.execute(
      sql`update sessions set created_at = ${manilaDay(5).at(8)} where member_id in (${p1.memberId}, ${a2.memberId})`,
    );
    for (const head of [top, a1, a2]) before.set(head.username, await reports(head));
  }, 180_000);

  it('builds each closed day once; reports over built days answer what the rounds and the ledger answer', async () => {
    expect(await rollUpTeamDays(t.services)).toBeGreaterThanOrEqual(DAYS_BACK);
    // Nothing left to build: a second run builds nothing.
    expect(await rollUpTeamDays(t.services)).toBe(0);
    const span = await spanNow();
    const parts = await splitSpan(t.services.database.db, 1, span);
    // Every past day of the range is read from the rollup; only today is read live (the job
    // runs 3 minutes after midnight: right after, yesterday is still live).
    expect(parts.days.length).toBeGreaterThanOrEqual(DAYS_BACK - 1);
    expect(parts.live.length).toBe(1);
    expect(parts.live[0]?.to).toEqual(span.to);
    for (const head of [top, a1, a2]) {
      const after = await reports(head);
      expect(after).toEqual(reportsBefore(head));
      const recounted = await recount(head);
      expect(after.betting.total).toEqual(recounted.total);
      expect(after.betting.rows).toEqual(recounted.rows);
      expect(after.kpi.teamBetMemberCount).toBe(recounted.total.bettors);
    }
    // The figures are not trivially empty: the top agent's team deposited and logged in on past days.
    const topOverview = reportsBefore(top).overview;
    expect(topOverview.firstDeposits).toBe(2);
    expect(topOverview.figures.deposits).toBe(185_000);
    expect(reportsBefore(top).kpi.teamLoginMemberCount).toBe(5);
  });

  it('a late change to a built day is read live until the day is built again', async () => {
    // The vendor pays the settled round of 3 days ago once more: its day's rollup is stale.
    const win = await t.services.seamless.win(lateRound.vendor, {
      ...lateRound.call,
      transactionId: `${lateRound.call.roundId}-w2`,
      amount: 70_000,
    });
    expect(win.status).toBe(200);
    // And a second win on p2's round of 4 days ago (in top's and a1's teams, not a2's).
    const second = await t.services.seamless.win(secondRound.vendor, {
      ...secondRound.call,
      transactionId: `${secondRound.call.roundId}-w2`,
      amount: 5_000,
    });
    expect(second.status).toBe(200);
    const expectChanged = async () => {
      for (const head of [top, a1, a2]) {
        const now = await reports(head);
        expect(now.betting.total).toEqual((await recount(head)).total);
        const was = reportsBefore(head);
        const added = 70_000 + (head === a2 ? 0 : 5_000);
        expect(now.overview.figures.payout).toBe(was.overview.figures.payout + added);
        expect(now.pnl.total.payout).toBe(was.pnl.total.payout + added);
        expect(now.pnl.total.validBet).toBe(was.pnl.total.validBet);
      }
    };
    await expectChanged();
    expect(await rollUpTeamDays(t.services)).toBe(2);
    await expectChanged();
  });

  it('a day built again, or by several callers at once, is one copy', async () => {
    const merchant = (await t.services.settings.get(1)) as MerchantConfig;
    const deps = { db: t.services.database.db, ledger: t.services.ledger };
    const copies = async () =>
      (
        await rawRows<{ n: string }>(
          t.services.database.db,
          sql`select (select count(*) from team_day_play) + (select count(*) from team_day_money) as n`,
        )
      )[0]?.n;
    const rowsBefore = await copies();
    const unchanged = await reports(top);
    const day = manilaDay(2).day;
    const closedBy = new Date();
    // Nothing to do for a day built and unchanged.
    expect(await buildTeamDay(deps, merchant, day, { closedBy })).toBeNull();
    // A change noted inside it: three builders at once, one builds, the others find it built.
    await t.services.database.db.execute(
      sql`insert into team_rollup_changes (merchant_id, at) values (1, ${manilaDay(2).at(12)})`,
    );
    const builds = await Promise.all([
      buildTeamDay(deps, merchant, day, { closedBy }),
      buildTeamDay(deps, merchant, day, { closedBy }),
      buildTeamDay(deps, merchant, day, { closedBy }),
    ]);
    expect(builds.filter((b) => b !== null)).toHaveLength(1);
    // Today is never built: it has not ended.
    await expect(buildTeamDay(deps, merchant, manilaDay(0).day, { closedBy })).rejects.toThrow(/not over/);
    expect(await copies()).toBe(rowsBefore);
    expect(await reports(top)).toEqual(unchanged);
  });

  it('keeps the 92 closed days a team screen can ask for, never today', () => {
    const now = new Date('2026-11-24T16:10:00Z'); // 00:10 on 25 November in Manila
    const days = keptDays(now, 'Asia/Manila');
    expect(days).toHaveLength(92);
    expect(days[0]).toBe('2026-11-24');
    expect(days.at(-1)).toBe('2026-08-25');
    // Within the grace after midnight the day just ended is not closed yet.
    expect(keptDays(new Date('2026-11-24T16:01:00Z'), 'Asia/Manila')[0]).toBe('2026-11-23');
    // New York's 25-hour day (1 November 2026) ends at 05:00Z: in its last hour it is still running.
    expect(keptDays(new Date('2026-11-02T04:40:00Z'), 'America/New_York')[0]).toBe('2026-10-31');
    expect(keptDays(new Date('2026-11-02T05:04:00Z'), 'America/New_York')[0]).toBe('2026-11-01');
  });

  it('after the merchant changes its zone, reports stay exact, and the job builds the days again', async () => {
    const set = (zone: string) => adminCommand(t, 'set', 'DEMO', 'promotions', JSON.stringify({ timeZone: zone }));
    try {
      expect((await set('UTC')).ok).toBe(true);
      for (const head of [top, a1]) expect((await reports(head)).betting.total).toEqual((await recount(head)).total);
      // One day built again in UTC overlaps the next day still built in Manila's zone: the
      // overlapping one is read live, never added twice.
      const merchant = (await t.services.settings.get(1)) as MerchantConfig;
      const deps = { db: t.services.database.db, ledger: t.services.ledger };
      expect(await buildTeamDay(deps, merchant, manilaDay(3).day, { closedBy: new Date() })).not.toBeNull();
      for (const head of [top, a1]) expect((await reports(head)).betting.total).toEqual((await recount(head)).total);
      expect(await rollUpTeamDays(t.services)).toBeGreaterThanOrEqual(DAYS_BACK);
      for (const head of [top, a1]) expect((await reports(head)).betting.total).toEqual((await recount(head)).total);
      const parts = await splitSpan(t.services.database.db, 1, await spanNow());
      expect(parts.days.length).toBeGreaterThanOrEqual(DAYS_BACK - 1);
    } finally {
      expect((await set('Asia/Manila')).ok).toBe(true);
    }
  });
});
