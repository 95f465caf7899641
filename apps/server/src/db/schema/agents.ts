import { CONTRACT_KINDS } from '@playdeck/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, identity } from '../columns';
import { announcements } from './content';
import { memberRef, members } from './members';
import { merchantRef } from './merchants';

/**
 * The downline tree as a closure table (issue 13): one row per (ancestor, descendant) pair at
 * every depth, and (m, m, 0) for every member. A whole team is one index range
 * (ancestor, depth >= 1), the direct downline (ancestor, depth = 1). The database keeps it:
 * a trigger on members adds a new member's rows from its upline's (migration 0013), and an
 * upline, once set, never changes (the tree is never rewritten).
 */
export const memberTree = pgTable(
  'member_tree',
  {
    ancestorId: memberRef(),
    descendantId: memberRef(),
    depth: smallint().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.ancestorId, t.descendantId] }),
    index('member_tree_ancestor_depth').on(t.ancestorId, t.depth, t.descendantId),
    index('member_tree_descendant_depth').on(t.descendantId, t.depth),
  ],
);

/**
 * An agent's rebate rate per game category, in basis points of valid bets (100 = 1%): set by
 * the operator for a top agent, by the direct upline for everyone else, never above the
 * upline's own rate (the service checks; the settlement pays only the positive difference).
 */
export const agentRebateRates = pgTable(
  'agent_rebate_rates',
  {
    merchantId: merchantRef(),
    memberId: memberRef(),
    category: text().notNull(),
    rateBp: smallint().notNull(),
    setBy: text().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.category] }),
    check('agent_rebate_rates_bounds', sql`${t.rateBp} between 0 and 1000`),
  ],
);

/**
 * What an agent earned from its team's valid bets of one day and category: (own rate - the
 * rate of the member below on the path) x the valid bets. Written with the payment, once per
 * (agent, day, category); a rerun finds the rows and pays nothing.
 */
export const agentRebateStatements = pgTable(
  'agent_rebate_statements',
  {
    id: identity(),
    merchantId: merchantRef(),
    agentId: memberRef(),
    period: text().notNull(),
    category: text().notNull(),
    validBet: bigint({ mode: 'number' }).notNull(),
    amount: bigint({ mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('agent_rebate_statements_once').on(t.agentId, t.period, t.category),
    index('agent_rebate_statements_merchant_period').on(t.merchantId, t.period),
    check('agent_rebate_statements_amount', sql`${t.amount} >= 0 and ${t.validBet} >= 0`),
  ],
);

/**
 * A contract offered to an agent (spec 1, 2: daily salary, hourly salary, dividend) by its
 * upline (`proposedBy`, who then pays it) or the operator (null: the house pays). The agent
 * accepts or rejects it; an agent has at most one proposed and one accepted contract of a kind.
 * `tiers` (contracts `contractTier`): the highest tier whose thresholds the team meets pays.
 */
export const agentContracts = pgTable(
  'agent_contracts',
  {
    id: identity(),
    merchantId: merchantRef(),
    agentId: memberRef(),
    kind: text({ enum: CONTRACT_KINDS }).notNull(),
    proposedBy: bigint({ mode: 'number' }).references(() => members.id),
    tiers: jsonb().notNull(),
    status: text({ enum: ['proposed', 'accepted', 'rejected', 'withdrawn', 'ended'] }).notNull(),
    /** The first period it pays (the one the acceptance falls in pays from acceptance on). */
    acceptedAt: timestamp({ withTimezone: true }),
    endedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('agent_contracts_one_proposal').on(t.agentId, t.kind).where(sql`${t.status} = 'proposed'`),
    uniqueIndex('agent_contracts_one_accepted').on(t.agentId, t.kind).where(sql`${t.status} = 'accepted'`),
    index('agent_contracts_merchant_kind').on(t.merchantId, t.kind, t.status),
    check('agent_contracts_no_self', sql`${t.proposedBy} is null or ${t.proposedBy} <> ${t.agentId}`),
  ],
);

/**
 * One period of one contract: what the team did, the tier reached, what was paid. Unique per
 * (contract, period) and written in the payment's transaction, so a period pays once.
 * `unpaid`: the upline's wallet could not pay; a rerun tries again.
 */
export const agentContractStatements = pgTable(
  'agent_contract_statements',
  {
    id: identity(),
    merchantId: merchantRef(),
    contractId: bigint({ mode: 'number' })
      .notNull()
      .references(() => agentContracts.id),
    agentId: memberRef(),
    period: text().notNull(),
    turnover: bigint({ mode: 'number' }).notNull(),
    activeMembers: integer().notNull(),
    /** The team's net loss (stakes - payouts) of the period: what a dividend shares. */
    netLoss: bigint({ mode: 'number' }).notNull(),
    tier: smallint(),
    amount: bigint({ mode: 'number' }).notNull(),
    status: text({ enum: ['paid', 'nothing', 'unpaid'] }).notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('agent_contract_statements_once').on(t.contractId, t.period),
    index('agent_contract_statements_agent').on(t.agentId, t.id),
    check('agent_contract_statements_amount', sql`${t.amount} >= 0`),
  ],
);

/** Which announcements (agent notices, type A) a member has read: the unread badge. */
export const announcementReads = pgTable(
  'announcement_reads',
  {
    memberId: memberRef(),
    announcementId: bigint({ mode: 'number' })
      .notNull()
      .references(() => announcements.id, { onDelete: 'cascade' }),
    readAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.announcementId] })],
);
