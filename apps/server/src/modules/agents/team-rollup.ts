import { type SQL, sql } from 'drizzle-orm';
import { rawRows } from '../../db/raw';
import type { Db, Executor } from '../../db/types';
import type { Ledger } from '../ledger/ledger.service';
import { periodBounds } from '../promotions/periods';
import type { MerchantConfig } from '../settings/settings.service';
import { MOVE_KINDS, movesOfKindSql } from './team-figures';

/*
 * The team reports' daily rollup (schema/team-rollup.ts): a closed merchant day is built once
 * by the job, rebuilt when a late change to its rounds is noted, and read by team-history.ts.
 */

export interface RollupDeps {
  db: Db;
  ledger: Ledger;
}

/** A merchant day as instants: [from, to) in the merchant's zone. */
export interface DayBounds {
  day: string;
  from: Date;
  to: Date;
}

/** The instants of a merchant day, from the database (periodBounds: the zone rules the settlements use). */
export async function dayBounds(db: Executor, day: string, timeZone: string): Promise<DayBounds> {
  const bounds = periodBounds('day', day, timeZone);
  const [row] = await rawRows<{ from: Date | string; to: Date | string }>(
    db,
    sql`select (${bounds.from})::timestamptz as "from", (${bounds.to})::timestamptz as "to"`,
  );
  if (!row) throw new Error('no day bounds');
  return { day, from: new Date(row.from), to: new Date(row.to) };
}

/** The month row a day's bit lives in, and the bit (day 1 = bit 0). */
export function monthBit(day: string): { month: string; bit: number } {
  return { month: `${day.slice(0, 7)}-01`, bit: 1 << (Number(day.slice(8, 10)) - 1) };
}

/** The settled rounds of the merchant's currency in a day: the rows teamPlay counts. */
const roundsOf = (merchant: MerchantConfig, d: DayBounds) => sql`
  select r.member_id, r.category, r.stake, r.payout from game_rounds r
  where r.merchant_id = ${merchant.id} and r.status = 'settled' and r.currency = ${merchant.currency.code}
    and r.settled_at >= ${d.from} and r.settled_at < ${d.to}`;

/**
 * Builds one closed day of one merchant, whole, in one transaction under the merchant's lock
 * (every instance may run the job; a day another built meanwhile is left alone: null). The late-change notes of the day are taken first: a change that
 * commits while the day is read keeps its note, so readers go on reading that day live and the
 * next run builds it again.
 */
export async function buildTeamDay(
  deps: RollupDeps,
  merchant: MerchantConfig,
  day: string,
  { closedBy }: { closedBy: Date },
): Promise<DayBounds | null> {
  const zone = merchant.settings.promotions.timeZone;
  const d = await dayBounds(deps.db, day, zone);
  // A day still running (or within the grace) is never built: rounds settled now write no note.
  if (d.to > closedBy) throw new Error(`team rollup: ${day} is not over before ${closedBy.toISOString()}`);
  const { month, bit } = monthBit(day);
  const moves = deps.ledger.memberTotalsIn({
    merchantId: merchant.id,
    currency: merchant.currency.code,
    kinds: MOVE_KINDS,
    from: d.from,
    to: d.to,
  });
  const firsts = deps.ledger.memberFirstsIn({
    merchantId: merchant.id,
    currency: merchant.currency.code,
    kind: 'deposit',
    from: d.from,
    to: d.to,
  });
  return deps.db.transaction(async (tx) => {
    // One build at a time per merchant: days of one month share member_active_days rows, and
    // builds on several instances in different orders would deadlock on them.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`team-rollup:${merchant.id}`}))`);
    // Another instance may have built it while this one waited.
    if ((await daysToBuild(tx, merchant.id, [day], zone)).length === 0) return null;
    await tx.execute(
      sql`delete from team_rollup_changes where merchant_id = ${merchant.id} and at >= ${d.from} and at < ${d.to}`,
    );
    await tx.execute(sql`delete from team_day_play where merchant_id = ${merchant.id} and day = ${day}`);
    await tx.execute(sql`delete from team_day_money where merchant_id = ${merchant.id} and day = ${day}`);
    // Every ancestor of each round's member (itself at depth 0: scope 0; its uplines: scope 1).
    await tx.execute(sql`
      insert into team_day_play (merchant_id, ancestor_id, scope, day, category, rounds, valid_bet, payout)
      select ${merchant.id}, t.ancestor_id, (t.depth > 0)::int, ${day}, r.category, count(*), sum(r.stake), sum(r.payout)
      from (${roundsOf(merchant, d)}) r
      join member_tree t on t.descendant_id = r.member_id
      group by t.ancestor_id, (t.depth > 0), r.category`);
    await tx.execute(sql`
      with moved as (
        select t.ancestor_id, (t.depth > 0)::int as scope, ${movesOfKindSql(sql`m`)}
        from (${moves}) m
        join member_tree t on t.descendant_id = m.member_id
        group by t.ancestor_id, (t.depth > 0)
      ), firsts as (
        select t.ancestor_id, (t.depth > 0)::int as scope, count(*) as first_deposits
        from (${firsts}) f
        join member_tree t on t.descendant_id = f.member_id
        group by t.ancestor_id, (t.depth > 0)
      )
      insert into team_day_money (merchant_id, ancestor_id, scope, day, deposits, withdrawals, bonuses, first_deposits)
      select ${merchant.id}, ancestor_id, scope, ${day}, coalesce(deposits, 0), coalesce(withdrawals, 0),
        coalesce(bonuses, 0), coalesce(first_deposits, 0)
      from moved full join firsts using (ancestor_id, scope)`);
    await markActiveDays(tx, merchant, d, { month, bit });
    await tx.execute(sql`
      insert into team_rollup_days (merchant_id, day, day_from, day_to, built_at)
      values (${merchant.id}, ${day}, ${d.from}, ${d.to}, now())
      on conflict (merchant_id, day) do update
        set day_from = excluded.day_from, day_to = excluded.day_to, built_at = excluded.built_at`);
    return d;
  });
}

/** The day's bit for each member who bet (overall and per category) or logged in that day; cleared for the rest. */
async function markActiveDays(
  tx: Executor,
  merchant: MerchantConfig,
  d: DayBounds,
  { month, bit }: { month: string; bit: number },
) {
  await tx.execute(sql`
    update member_active_days set days = days & ~${bit}::int
    where merchant_id = ${merchant.id} and month = ${month} and days <> 0 and days & ${bit}::int <> 0`);
  const active: SQL = sql`
    select distinct r.member_id, 'bet' as kind from (${roundsOf(merchant, d)}) r
    union
    select distinct r.member_id, 'bet:' || r.category from (${roundsOf(merchant, d)}) r
    union
    select distinct s.member_id, 'login' from sessions s
    where s.merchant_id = ${merchant.id} and s.created_at >= ${d.from} and s.created_at < ${d.to}`;
  await tx.execute(sql`
    insert into member_active_days (merchant_id, member_id, kind, month, days)
    select ${merchant.id}, a.member_id, a.kind, ${month}, ${bit}::int from (${active}) a
    on conflict (member_id, kind, month) do update set days = member_active_days.days | excluded.days`);
}

/**
 * The candidate days that need a build: never built, built with other bounds (the merchant's
 * zone has changed since), or with a late change noted inside.
 */
export async function daysToBuild(
  db: Executor,
  merchantId: number,
  candidates: string[],
  timeZone: string,
): Promise<string[]> {
  if (candidates.length === 0) return [];
  const clean = await rawRows<{ day: string }>(
    db,
    sql`select d.day::text as day from team_rollup_days d
      where d.merchant_id = ${merchantId} and d.day in (${sql.join(
        candidates.map((day) => sql`${day}::date`),
        sql`, `,
      )})
        and d.day_from = (d.day::timestamp at time zone ${timeZone})
        and d.day_to = ((d.day + 1)::timestamp at time zone ${timeZone})
        and not exists (
          select 1 from team_rollup_changes c
          where c.merchant_id = d.merchant_id and c.at >= d.day_from and c.at < d.day_to
        )`,
  );
  const built = new Set(clean.map((row) => row.day));
  return candidates.filter((day) => !built.has(day));
}

/**
 * Forgets the days before the oldest one the job keeps (their rows, markers and notes): a report
 * reaching that far back reads those days live, so a late change there needs no note.
 */
export async function dropDaysBefore(db: Executor, merchantId: number, oldest: DayBounds) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`delete from team_rollup_days where merchant_id = ${merchantId} and day < ${oldest.day}`);
    await tx.execute(sql`delete from team_day_play where merchant_id = ${merchantId} and day < ${oldest.day}`);
    await tx.execute(sql`delete from team_day_money where merchant_id = ${merchantId} and day < ${oldest.day}`);
    await tx.execute(sql`delete from team_rollup_changes where merchant_id = ${merchantId} and at < ${oldest.from}`);
    await tx.execute(
      sql`delete from member_active_days where merchant_id = ${merchantId} and month < ${monthBit(oldest.day).month}`,
    );
  });
}

/**
 * The merchants with a team to report on (any member with an upline), each with the moment its
 * first such member registered: no team played before it, so no earlier day needs a build.
 */
export async function merchantsWithTeams(db: Executor): Promise<{ merchantId: number; since: Date }[]> {
  const rows = await rawRows<{ merchant_id: number; since: Date | string }>(
    db,
    sql`select merchant_id, min(registered_at) as since from members where upline_id is not null group by merchant_id`,
  );
  return rows.map((row) => ({ merchantId: Number(row.merchant_id), since: new Date(row.since) }));
}
