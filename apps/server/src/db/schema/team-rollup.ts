import { sql } from 'drizzle-orm';
import { bigint, date, index, integer, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { identity } from '../columns';
import { merchantRef } from './merchants';

/*
 * The team reports' daily rollup (issue 13): what each team did on each closed day of its
 * merchant, written once per day by a job (jobs/team-rollup.ts), so a 30-day report reads 30
 * rows per team instead of the range's rounds and ledger lines. Ancestors and members are plain
 * ids, not foreign keys: the rows are derived, rebuilt whole, and a day's build writes
 * thousands of them at once.
 */

/**
 * The merchant days whose rollup is built: [dayFrom, dayTo) in the merchant's zone when it was
 * built. A report uses a day's rows only when its row is here and no late change (below) falls
 * inside it; every other part of a range is read from the rounds and the ledger.
 */
export const teamRollupDays = pgTable(
  'team_rollup_days',
  {
    merchantId: merchantRef(),
    day: date({ mode: 'string' }).notNull(),
    dayFrom: timestamp({ withTimezone: true }).notNull(),
    dayTo: timestamp({ withTimezone: true }).notNull(),
    builtAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.day] }), index('team_rollup_days_span').on(t.merchantId, t.dayFrom)],
);

/**
 * A change to a round of an earlier moment (a vendor's second settle or refund of a settled
 * round, a round written with a past settled_at), noted by a trigger on game_rounds (migration
 * 0014). The day it falls in is read live until the job rebuilds it and removes the note.
 */
export const teamRollupChanges = pgTable(
  'team_rollup_changes',
  {
    id: identity(),
    merchantId: merchantRef(),
    at: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('team_rollup_changes_at').on(t.merchantId, t.at)],
);

/**
 * Play of one day per ancestor: scope 0 its own rounds, 1 its team's (every depth below it),
 * per game category. Settled rounds of the merchant's currency, as teamPlay counts them.
 */
export const teamDayPlay = pgTable(
  'team_day_play',
  {
    merchantId: merchantRef(),
    ancestorId: bigint({ mode: 'number' }).notNull(),
    scope: smallint().notNull(),
    day: date({ mode: 'string' }).notNull(),
    category: text().notNull(),
    rounds: bigint({ mode: 'number' }).notNull(),
    validBet: bigint({ mode: 'number' }).notNull(),
    payout: bigint({ mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.ancestorId, t.scope, t.day, t.category] }),
    index('team_day_play_merchant_day').on(t.merchantId, t.day),
  ],
);

/** Money of one day per ancestor and scope, as moneyMovesByGroup and the first deposits count it. */
export const teamDayMoney = pgTable(
  'team_day_money',
  {
    merchantId: merchantRef(),
    ancestorId: bigint({ mode: 'number' }).notNull(),
    scope: smallint().notNull(),
    day: date({ mode: 'string' }).notNull(),
    deposits: bigint({ mode: 'number' }).notNull(),
    withdrawals: bigint({ mode: 'number' }).notNull(),
    bonuses: bigint({ mode: 'number' }).notNull(),
    firstDeposits: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.ancestorId, t.scope, t.day] }),
    index('team_day_money_merchant_day').on(t.merchantId, t.day),
  ],
);

/**
 * Which days of a month a member was active, as bits (day 1 = bit 0): `login`, `bet`, and
 * `bet:<category>`. Distinct members over a range (bettors, logins) cannot be summed from daily
 * counts; one row per member and month answers them for any set of days with one AND.
 */
export const memberActiveDays = pgTable(
  'member_active_days',
  {
    merchantId: merchantRef(),
    memberId: bigint({ mode: 'number' }).notNull(),
    kind: text().notNull(),
    month: date({ mode: 'string' }).notNull(),
    days: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.kind, t.month] }),
    index('member_active_days_merchant_month').on(t.merchantId, t.month).where(sql`${t.days} <> 0`),
  ],
);
