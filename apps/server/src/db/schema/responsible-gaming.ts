import { sql } from 'drizzle-orm';
import { bigint, check, date, index, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, identity } from '../columns';
import { memberRef } from './members';
import { merchantRef } from './merchants';

/**
 * A member's limits (issue 15), one row per kind, period and who set it: the player's own, and
 * one the operator imposed, which the player can tighten on top of but never loosen. A looser
 * change (or a removal) by the player waits 24 hours: it is kept in `pending*` and applies by
 * itself once `pendingFrom` has passed (modules/responsible-gaming/limit-rules.ts).
 */
export const memberLimits = pgTable(
  'member_limits',
  {
    merchantId: merchantRef(),
    memberId: memberRef(),
    kind: text({ enum: ['deposit', 'loss', 'wager', 'session'] }).notNull(),
    /** day, week or month for money; `session` for the session time limit (minutes). */
    period: text({ enum: ['day', 'week', 'month', 'session'] }).notNull(),
    setBy: text({ enum: ['player', 'operator'] }).notNull(),
    /** Minor units (money) or minutes (session). */
    amount: bigint({ mode: 'number' }).notNull(),
    /** A looser amount waiting its 24 hours; null with `pendingFrom` set is a removal waiting. */
    pendingAmount: bigint({ mode: 'number' }),
    pendingFrom: timestamp({ withTimezone: true }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.kind, t.period, t.setBy] }),
    check('member_limits_amount_positive', sql`${t.amount} > 0`),
    check('member_limits_pending_positive', sql`${t.pendingAmount} is null or ${t.pendingAmount} > 0`),
  ],
);

/** Cool-offs and self-exclusions: written once, never shortened (an operator can see them, not change them). */
export const memberExclusions = pgTable(
  'member_exclusions',
  {
    id: identity(),
    merchantId: merchantRef(),
    memberId: memberRef(),
    kind: text({ enum: ['cool_off', 'self_exclusion'] }).notNull(),
    /** What the player chose: `24h`, `6w`, `1y`, `permanent`, ... */
    duration: text().notNull(),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    /** Null: permanent. */
    endsAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('member_exclusions_member').on(t.memberId, t.id)],
);

/**
 * What a guarded member (one with limits) staked and won per day of the merchant's time zone:
 * a week or a month is the sum of its days. Written in the same transaction as the bet or win.
 */
export const rgUsage = pgTable(
  'rg_usage',
  {
    memberId: memberRef(),
    day: date({ mode: 'string' }).notNull(),
    wagered: bigint({ mode: 'number' }).notNull().default(0),
    won: bigint({ mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.day] })],
);

/** Every change a member or an operator made to limits, breaks and reality checks (the history the player sees). */
export const rgHistory = pgTable(
  'rg_history',
  {
    id: identity(),
    merchantId: merchantRef(),
    memberId: memberRef(),
    actor: text({ enum: ['player', 'operator'] }).notNull(),
    action: text().notNull(),
    detail: jsonb().$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('rg_history_member').on(t.memberId, t.id)],
);
