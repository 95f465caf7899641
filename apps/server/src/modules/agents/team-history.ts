import { type SQL, sql } from 'drizzle-orm';
import { rawRows } from '../../db/raw';
import type { Db, Executor } from '../../db/types';
import type { Ledger } from '../ledger/ledger.service';
import type { MerchantConfig } from '../settings/settings.service';
import { type MoneyMoves, moneyMovesByGroup, NO_PLAY } from './team-figures';
import { type TeamPlay, type TeamPlayQuery, teamPlay, teamPlayByBranch, teamPlayByCategory } from './team-play';
import type { TeamSpan } from './team-range';
import { type DayBounds, monthBit } from './team-rollup';
import { teamMembersAsOneGroup, teamMembersByBranch } from './team-scope';

/*
 * A team's history over a range of merchant days, for the team screens: the days the rollup
 * has built (team-rollup.ts) are read from its rows, a few per day; the rest of the range
 * (today, a day with a late change, a day the job has not reached) from the rounds and the
 * ledger, as before. Both halves count exactly the same rows, so the answer is the same either
 * way (team-history.test.ts recounts by brute force).
 */

/** A range split into built days and the spans between them to read live. */
export interface SpanParts {
  days: DayBounds[];
  live: TeamSpan[];
}

export interface HistoryQuery {
  merchant: MerchantConfig;
  headId: number;
  parts: SpanParts;
}

/** The built days inside the span without a late change noted, and the rest of the span. */
export async function splitSpan(db: Executor, merchantId: number, span: TeamSpan): Promise<SpanParts> {
  const rows = await rawRows<{ day: string; day_from: Date | string; day_to: Date | string }>(
    db,
    sql`select d.day::text as day, d.day_from, d.day_to from team_rollup_days d
      where d.merchant_id = ${merchantId} and d.day_from >= ${span.from} and d.day_to <= ${span.to}
        and not exists (
          select 1 from team_rollup_changes c
          where c.merchant_id = d.merchant_id and c.at >= d.day_from and c.at < d.day_to
        )
      order by d.day_from`,
  );
  const days: DayBounds[] = [];
  const live: TeamSpan[] = [];
  let cursor = span.from;
  for (const row of rows) {
    const d = { day: row.day, from: new Date(row.day_from), to: new Date(row.day_to) };
    // Days built in another zone may overlap (the merchant changed its zone): an overlapping
    // day is read live until the job builds it again in the new zone.
    if (d.from < cursor) continue;
    if (d.from > cursor) live.push({ from: cursor, to: d.from });
    days.push(d);
    cursor = d.to;
  }
  if (cursor < span.to) live.push({ from: cursor, to: span.to });
  return { days, live };
}

const dayList = (days: DayBounds[]) =>
  sql.join(
    days.map((d) => sql`${d.day}::date`),
    sql`, `,
  );

/** The built days as a condition on member_active_days a: the days' bits, month by month. */
function activeOn(days: DayBounds[]): SQL {
  const masks = new Map<string, number>();
  for (const d of days) {
    const { month, bit } = monthBit(d.day);
    masks.set(month, (masks.get(month) ?? 0) | bit);
  }
  return sql`(${sql.join(
    [...masks].map(([month, mask]) => sql`(a.month = ${month}::date and a.days & ${mask}::int <> 0)`),
    sql` or `,
  )})`;
}

/** The live spans as a condition on a time column. */
const within = (column: SQL, spans: TeamSpan[]) =>
  sql`(${sql.join(
    spans.map((s) => sql`(${column} >= ${s.from} and ${column} < ${s.to})`),
    sql` or `,
  )})`;

const teamOf = (headId: number, member: SQL) =>
  sql`join member_tree t on t.descendant_id = ${member} and t.ancestor_id = ${headId} and t.depth >= 1`;

/**
 * How many team members (depth >= 1) were active in the range, per key: the built days' bits
 * of each member, united with the live rows' members (a member active on both sides counts once).
 */
async function activeMembers(
  db: Executor,
  q: HistoryQuery,
  built: { kind: SQL; key: SQL } | null,
  live: { rows: SQL; at: SQL; key: SQL } | null,
): Promise<Map<string, number>> {
  const parts: SQL[] = [];
  if (built && q.parts.days.length > 0)
    parts.push(sql`select distinct a.member_id, ${built.key} as key from member_active_days a ${teamOf(q.headId, sql`a.member_id`)}
      where ${built.kind} and ${activeOn(q.parts.days)}`);
  if (live && q.parts.live.length > 0)
    parts.push(sql`select distinct x.member_id, ${live.key} as key from (${live.rows}) x ${teamOf(q.headId, sql`x.member_id`)}
      where ${within(live.at, q.parts.live)}`);
  if (parts.length === 0) return new Map();
  // Each part is distinct and union drops the pairs both have: every member counts once per key.
  const rows = await rawRows<{ key: string; n: string }>(
    db,
    sql`select u.key, count(*) as n from (${sql.join(parts, sql` union `)}) u group by u.key`,
  );
  return new Map(rows.map((r) => [r.key, Number(r.n)]));
}

const settledRounds = (merchant: MerchantConfig) => sql`
  select r.member_id, r.category, r.settled_at from game_rounds r
  where r.merchant_id = ${merchant.id} and r.status = 'settled' and r.currency = ${merchant.currency.code}`;

const liveQuery = (q: HistoryQuery, span: TeamSpan, minDepth: 0 | 1): TeamPlayQuery => ({
  merchantId: q.merchant.id,
  currency: q.merchant.currency.code,
  ancestorId: q.headId,
  minDepth,
  ...span,
});

function addPlay(into: TeamPlay, more: { rounds: number; validBet: number; payout: number }): TeamPlay {
  return {
    bettors: into.bettors,
    rounds: into.rounds + more.rounds,
    validBet: into.validBet + more.validBet,
    payout: into.payout + more.payout,
  };
}

type PlaySums = { key: string; rounds: string; valid_bet: string; payout: string };
const sumsOf = (r: PlaySums) => ({ rounds: Number(r.rounds), validBet: Number(r.valid_bet), payout: Number(r.payout) });

/** The team's (depth >= 1) play over the range; bettors counted once each. */
export async function teamPlayOver(db: Db, q: HistoryQuery): Promise<TeamPlay> {
  let play = { ...NO_PLAY };
  if (q.parts.days.length > 0) {
    const [row] = await rawRows<PlaySums>(
      db,
      sql`select '' as key, coalesce(sum(rounds), 0) as rounds, coalesce(sum(valid_bet), 0) as valid_bet,
          coalesce(sum(payout), 0) as payout
        from team_day_play where ancestor_id = ${q.headId} and scope = 1 and merchant_id = ${q.merchant.id}
          and day in (${dayList(q.parts.days)})`,
    );
    if (row) play = addPlay(play, sumsOf(row));
  }
  for (const span of q.parts.live) play = addPlay(play, await teamPlay(db, liveQuery(q, span, 1)));
  const bettors = await activeMembers(
    db,
    q,
    { kind: sql`a.kind = 'bet'`, key: sql`''` },
    { rows: settledRounds(q.merchant), at: sql`x.settled_at`, key: sql`''` },
  );
  return { ...play, bettors: bettors.get('') ?? 0 };
}

/** The team's (depth >= 1) play over the range by game category; bettors counted once per category. */
export async function teamPlayByCategoryOver(db: Db, q: HistoryQuery): Promise<Map<string, TeamPlay>> {
  const out = new Map<string, TeamPlay>();
  const add = (category: string, more: { rounds: number; validBet: number; payout: number }) =>
    out.set(category, addPlay(out.get(category) ?? { ...NO_PLAY }, more));
  if (q.parts.days.length > 0) {
    const rows = await rawRows<PlaySums>(
      db,
      sql`select category as key, sum(rounds) as rounds, sum(valid_bet) as valid_bet, sum(payout) as payout
        from team_day_play where ancestor_id = ${q.headId} and scope = 1 and merchant_id = ${q.merchant.id}
          and day in (${dayList(q.parts.days)})
        group by category`,
    );
    for (const row of rows) add(row.key, sumsOf(row));
  }
  for (const span of q.parts.live)
    for (const [category, play] of await teamPlayByCategory(db, liveQuery(q, span, 1))) add(category, play);
  const bettors = await activeMembers(
    db,
    q,
    { kind: sql`a.kind like 'bet:%'`, key: sql`substr(a.kind, 5)` },
    { rows: settledRounds(q.merchant), at: sql`x.settled_at`, key: sql`x.category` },
  );
  for (const [category, play] of out) out.set(category, { ...play, bettors: bettors.get(category) ?? 0 });
  return out;
}

/**
 * The P&L's play over the range: each direct downline's own and team play together, keyed by
 * its id, and the head's own under the head's id. Sums only: bettors are 0 (the P&L shows none).
 */
export async function teamPlayByBranchOver(db: Db, q: HistoryQuery): Promise<Map<number, TeamPlay>> {
  const out = new Map<number, TeamPlay>();
  const add = (branch: number, more: { rounds: number; validBet: number; payout: number }) =>
    out.set(branch, addPlay(out.get(branch) ?? { ...NO_PLAY }, more));
  if (q.parts.days.length > 0) {
    const days = dayList(q.parts.days);
    const rows = await rawRows<PlaySums>(
      db,
      sql`select p.ancestor_id as key, sum(p.rounds) as rounds, sum(p.valid_bet) as valid_bet, sum(p.payout) as payout
        from team_day_play p
        join member_tree t on t.descendant_id = p.ancestor_id and t.ancestor_id = ${q.headId} and t.depth = 1
        where p.merchant_id = ${q.merchant.id} and p.day in (${days})
        group by p.ancestor_id
        union all
        select ${q.headId}, coalesce(sum(rounds), 0), coalesce(sum(valid_bet), 0), coalesce(sum(payout), 0)
        from team_day_play where ancestor_id = ${q.headId} and scope = 0 and merchant_id = ${q.merchant.id}
          and day in (${days})`,
    );
    for (const row of rows) add(Number(row.key), sumsOf(row));
  }
  for (const span of q.parts.live)
    for (const [branch, play] of await teamPlayByBranch(db, liveQuery(q, span, 0))) add(branch, play);
  return out;
}

type MoneySums = { key: string; deposits: string; withdrawals: string; bonuses: string };

function addMoves(into: Map<number, MoneyMoves>, key: number, more: MoneyMoves) {
  const moves = into.get(key) ?? { deposits: 0, withdrawals: 0, bonuses: 0 };
  into.set(key, {
    deposits: moves.deposits + more.deposits,
    withdrawals: moves.withdrawals + more.withdrawals,
    bonuses: moves.bonuses + more.bonuses,
  });
}

/**
 * Deposits, withdrawals and bonuses over the range: the whole team (depth >= 1) under the
 * head's id, or (byBranch) as the P&L groups them, like teamPlayByBranchOver.
 */
export async function teamMovesOver(
  deps: { db: Db; ledger: Ledger },
  q: HistoryQuery,
  { byBranch }: { byBranch: boolean },
): Promise<Map<number, MoneyMoves>> {
  const out = new Map<number, MoneyMoves>();
  if (q.parts.days.length > 0) {
    const days = dayList(q.parts.days);
    const sums = sql`sum(deposits) as deposits, sum(withdrawals) as withdrawals, sum(bonuses) as bonuses`;
    const rows = await rawRows<MoneySums>(
      deps.db,
      byBranch
        ? sql`select m.ancestor_id as key, ${sums} from team_day_money m
            join member_tree t on t.descendant_id = m.ancestor_id and t.ancestor_id = ${q.headId} and t.depth = 1
            where m.merchant_id = ${q.merchant.id} and m.day in (${days})
            group by m.ancestor_id
            union all
            select ${q.headId}, ${sums} from team_day_money
            where ancestor_id = ${q.headId} and scope = 0 and merchant_id = ${q.merchant.id} and day in (${days})`
        : sql`select ${q.headId} as key, ${sums} from team_day_money
            where ancestor_id = ${q.headId} and scope = 1 and merchant_id = ${q.merchant.id} and day in (${days})`,
    );
    for (const row of rows)
      if (row.deposits !== null)
        addMoves(out, Number(row.key), {
          deposits: Number(row.deposits),
          withdrawals: Number(row.withdrawals),
          bonuses: Number(row.bonuses),
        });
  }
  const members = byBranch ? teamMembersByBranch(q.headId) : teamMembersAsOneGroup(q.headId, 1);
  for (const span of q.parts.live) {
    const moves = await moneyMovesByGroup(deps.ledger, {
      merchantId: q.merchant.id,
      currency: q.merchant.currency.code,
      members,
      span,
    });
    for (const [key, more] of moves) addMoves(out, key, more);
  }
  return out;
}

/** How many team members (depth >= 1) made their first deposit ever within the range. */
export async function teamFirstDepositsOver(deps: { db: Db; ledger: Ledger }, q: HistoryQuery): Promise<number> {
  let firsts = 0;
  if (q.parts.days.length > 0) {
    const [row] = await rawRows<{ n: string }>(
      deps.db,
      sql`select coalesce(sum(first_deposits), 0) as n from team_day_money
        where ancestor_id = ${q.headId} and scope = 1 and merchant_id = ${q.merchant.id}
          and day in (${dayList(q.parts.days)})`,
    );
    firsts += Number(row?.n ?? 0);
  }
  for (const span of q.parts.live) {
    const rows = await deps.ledger.groupFirstsIn({
      merchantId: q.merchant.id,
      currency: q.merchant.currency.code,
      members: teamMembersAsOneGroup(q.headId, 1),
      kind: 'deposit',
      ...span,
    });
    firsts += rows.reduce((n, row) => n + row.firsts, 0);
  }
  return firsts;
}

/** How many team members (depth >= 1) logged in within the range, each once. */
export async function teamLoginsOver(db: Db, q: HistoryQuery): Promise<number> {
  const logins = await activeMembers(
    db,
    q,
    { kind: sql`a.kind = 'login'`, key: sql`''` },
    {
      rows: sql`select s.member_id, s.created_at from sessions s where s.merchant_id = ${q.merchant.id}`,
      at: sql`x.created_at`,
      key: sql`''`,
    },
  );
  return logins.get('') ?? 0;
}
