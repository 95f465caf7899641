import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, identity } from '../columns';
import { members } from './members';
import { merchantRef } from './merchants';

/**
 * Every balance and amount stays within what a JS number holds exactly (Number.MAX_SAFE_INTEGER):
 * the API, `balance_after` and the database then always agree (issue 8 item 15).
 */
const MAX_SAFE = sql.raw(String(Number.MAX_SAFE_INTEGER));

/**
 * Ledger accounts (architecture, Money): a member's main and trial wallets, and house accounts
 * (deposits clearing, withdrawals pending and paid, each game vendor, promotions, rebates, agent
 * pay, adjustments, trial funding). The balance lives on the row, changed in the same transaction
 * as the entries that prove it. Never deleted.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: identity(),
    merchantId: merchantRef(),
    /** ISO code, or XTR for free-trial money, which never meets real money. */
    currency: text().notNull(),
    kind: text({ enum: ['member', 'house'] }).notNull(),
    memberId: bigint({ mode: 'number' }).references(() => members.id),
    /** `main` or `trial` for a member; the house account's name otherwise (deposits_clearing, vendor:INHOUSE, ...). */
    purpose: text().notNull(),
    balance: bigint({ mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ledger_accounts_identity').on(
      t.merchantId,
      t.currency,
      t.kind,
      sql`coalesce(${t.memberId}, 0)`,
      t.purpose,
    ),
    // The rule that must never break: a member's wallet below zero. The database refuses it.
    check('ledger_member_not_negative', sql`${t.kind} <> 'member' or ${t.balance} >= 0`),
    check('ledger_member_has_member', sql`(${t.kind} = 'member') = (${t.memberId} is not null)`),
    check('ledger_balance_bounded', sql`${t.balance} between -${MAX_SAFE} and ${MAX_SAFE}`),
  ],
);

/**
 * One movement of one amount from one account to another. (merchant, source, externalId) is
 * unique: a retried callback or vendor call can never move money twice. A hold (status pending)
 * is resolved by exactly one later transfer naming it in holdId (unique): posted or voided once.
 */
export const ledgerTransfers = pgTable(
  'ledger_transfers',
  {
    id: identity(),
    merchantId: merchantRef(),
    currency: text().notNull(),
    fromAccountId: bigint({ mode: 'number' })
      .notNull()
      .references(() => ledgerAccounts.id),
    toAccountId: bigint({ mode: 'number' })
      .notNull()
      .references(() => ledgerAccounts.id),
    amount: bigint({ mode: 'number' }).notNull(),
    kind: text().notNull(),
    /** posted: final. pending: a hold, later settled (posted onward) or voided (returned). */
    status: text({ enum: ['posted', 'pending', 'settled', 'voided'] }).notNull(),
    source: text().notNull(),
    externalId: text().notNull(),
    /** SHA-256 of the request, so a repeated key with a different request is refused. */
    requestHash: text().notNull(),
    holdId: bigint({ mode: 'number' }),
    /** Transfers made together in one call share it (all committed, or none). */
    batchId: text(),
    actor: text().notNull(),
    metadata: jsonb().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ledger_transfers_idempotency').on(t.merchantId, t.source, t.externalId),
    uniqueIndex('ledger_transfers_hold_resolved_once').on(t.holdId),
    // A merchant day's movements, for the team rollup (group-sums.ts memberMovesIn).
    index('ledger_transfers_merchant_time').on(t.merchantId, t.createdAt),
    check('ledger_transfer_positive', sql`${t.amount} > 0`),
    check('ledger_transfer_bounded', sql`${t.amount} <= ${MAX_SAFE}`),
    check('ledger_transfer_two_accounts', sql`${t.fromAccountId} <> ${t.toAccountId}`),
  ],
);

/** The two lines of every transfer: minus on the account it leaves, plus where it arrives. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: identity(),
    transferId: bigint({ mode: 'number' })
      .notNull()
      .references(() => ledgerTransfers.id),
    accountId: bigint({ mode: 'number' })
      .notNull()
      .references(() => ledgerAccounts.id),
    amount: bigint({ mode: 'number' }).notNull(),
    balanceAfter: bigint({ mode: 'number' }).notNull(),
    kind: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    // Record screens page by these, whatever the history length.
    index('ledger_entries_account').on(t.accountId, t.id),
    index('ledger_entries_account_kind').on(t.accountId, t.kind, t.id),
    index('ledger_entries_account_time').on(t.accountId, t.createdAt),
    index('ledger_entries_transfer').on(t.transferId),
  ],
);
