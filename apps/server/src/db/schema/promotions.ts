import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, identity } from '../columns';
import { memberRef } from './members';
import { merchantRef } from './merchants';

/**
 * A merchant's promotions (issue 12, docs/promotions-design.md): what kind, when, for whom, the
 * rule of its money and the wagering that money carries. Titles and HTML are per language
 * (`{ "TY": "...", "EN": "..." }`); the HTML was sanitised with the allow-list when stored.
 */
export const promotions = pgTable(
  'promotions',
  {
    id: identity(),
    merchantId: merchantRef(),
    /** The operator's handle for it (WELCOME100), unique per merchant. */
    code: text().notNull(),
    kind: text({
      enum: ['deposit_bonus', 'daily_bonus', 'rebate', 'referral', 'mission', 'leaderboard', 'red_rain', 'vip_club'],
    }).notNull(),
    status: text({ enum: ['draft', 'live', 'paused', 'ended'] })
      .notNull()
      .default('draft'),
    /** auto: credited when earned; claim: the player presses claim; apply: an operator approves. */
    claimMode: text({ enum: ['auto', 'claim', 'apply'] }).notNull(),
    title: jsonb().$type<Record<string, string>>().notNull(),
    summary: jsonb().$type<Record<string, string>>().notNull(),
    content: jsonb().$type<Record<string, string>>().notNull(),
    imageUrl: text(),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }),
    /** Who may take part: customer types, a VIP range, members registered within N days. */
    eligibility: jsonb().$type<Record<string, unknown>>().notNull(),
    /** The kind's rule (percent, cap, tiers, amount...), validated by the contracts' union. */
    rule: jsonb().$type<Record<string, unknown>>().notNull(),
    /** The bonus must be wagered this many times before it is released. */
    wageringMultiplier: integer().notNull().default(0),
    /** Per game category, the percent of a stake that counts toward the wagering (absent: 100). */
    wageringWeights: jsonb().$type<Record<string, number>>().notNull(),
    /** A granted bonus not released within this many days expires. */
    bonusDays: integer().notNull().default(30),
    /** One per person: members sharing a mobile, e-mail, device or payout card count as one. */
    onePerPerson: boolean().notNull().default(false),
    sortOrder: integer().notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('promotions_merchant_code').on(t.merchantId, t.code),
    index('promotions_merchant_status').on(t.merchantId, t.status, t.sortOrder),
    check('promotions_schedule', sql`${t.endsAt} is null or ${t.endsAt} > ${t.startsAt}`),
    check('promotions_wagering', sql`${t.wageringMultiplier} between 0 and 100`),
  ],
);

/**
 * A member's part in a promotion for one period (`once`, a day, a week): joined, applied,
 * rejected, claimable with its amount, credited. (promotion, member, period) is unique, so a
 * period is entered once; the move to credited is one conditional update, so it pays once.
 */
export const promotionEntries = pgTable(
  'promotion_entries',
  {
    id: identity(),
    merchantId: merchantRef(),
    promotionId: bigint({ mode: 'number' })
      .notNull()
      .references(() => promotions.id),
    memberId: memberRef(),
    period: text().notNull(),
    state: text({ enum: ['joined', 'applying', 'rejected', 'claimable', 'credited'] }).notNull(),
    /** The bonus decided for this entry (minor units), once it is claimable. */
    amount: bigint({ mode: 'number' }),
    /** What earned it (the deposit order, the settlement), for the record. */
    reference: text(),
    reason: text(),
    decidedBy: text(),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('promotion_entries_once').on(t.promotionId, t.memberId, t.period),
    index('promotion_entries_member').on(t.merchantId, t.memberId, t.state),
    check('promotion_entries_amount', sql`${t.amount} is null or ${t.amount} > 0`),
    check(
      'promotion_entries_claimable_amount',
      sql`${t.state} not in ('claimable', 'credited') or ${t.amount} is not null`,
    ),
  ],
);

/**
 * Bonus money given to a member (docs/promotions-design.md): held in the member's `bonus`
 * wallet, locked until `done` reaches `required` (stakes weighted by category), then released to
 * the main wallet; forfeited by a withdrawal before that, or expired at `expiresAt`.
 */
export const bonusGrants = pgTable(
  'bonus_grants',
  {
    id: identity(),
    merchantId: merchantRef(),
    memberId: memberRef(),
    entryId: bigint({ mode: 'number' })
      .notNull()
      .references(() => promotionEntries.id),
    currency: text().notNull(),
    amount: bigint({ mode: 'number' }).notNull(),
    required: bigint({ mode: 'number' }).notNull(),
    done: bigint({ mode: 'number' }).notNull().default(0),
    weights: jsonb().$type<Record<string, number>>().notNull(),
    state: text({ enum: ['locked', 'released', 'forfeited', 'expired'] })
      .notNull()
      .default('locked'),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: createdAt(),
    settledAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('bonus_grants_entry').on(t.entryId),
    index('bonus_grants_member_locked').on(t.memberId, t.id).where(sql`${t.state} = 'locked'`),
    check('bonus_grants_amount', sql`${t.amount} > 0 and ${t.required} >= 0 and ${t.done} >= 0`),
  ],
);

/**
 * One red envelope rain session of a promotion: its window and its budget. Opening an envelope
 * is one conditional update of `spent` (never above `budget`, enforced here too), so however many
 * open at once the session never pays beyond its budget.
 */
export const redRainSessions = pgTable(
  'red_rain_sessions',
  {
    id: identity(),
    merchantId: merchantRef(),
    promotionId: bigint({ mode: 'number' })
      .notNull()
      .references(() => promotions.id),
    /** The session's place in the promotion's rule (0 first). */
    sessionIndex: integer().notNull(),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
    budget: bigint({ mode: 'number' }).notNull(),
    spent: bigint({ mode: 'number' }).notNull().default(0),
    opened: integer().notNull().default(0),
  },
  (t) => [
    uniqueIndex('red_rain_sessions_once').on(t.promotionId, t.sessionIndex),
    index('red_rain_sessions_merchant_time').on(t.merchantId, t.endsAt),
    check('red_rain_sessions_budget', sql`${t.spent} between 0 and ${t.budget}`),
  ],
);

/**
 * A claim refused because another account of the same person (mobile, e-mail, device id or
 * payout card) already had the promotion: kept for the operator to review.
 */
export const promotionFlags = pgTable(
  'promotion_flags',
  {
    id: identity(),
    merchantId: merchantRef(),
    promotionId: bigint({ mode: 'number' })
      .notNull()
      .references(() => promotions.id),
    memberId: memberRef(),
    /** The account that already had it. */
    matchedMemberId: bigint({ mode: 'number' }).notNull(),
    /** What they share: mobile, email, device, card. */
    matchedBy: text({ enum: ['mobile', 'email', 'device', 'card'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('promotion_flags_merchant').on(t.merchantId, t.id)],
);
