import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, decisionColumns, identity } from '../columns';
import { ledgerTransfers } from './ledger';
import { memberRef, members } from './members';
import { merchantRef, merchants } from './merchants';

/** What every money order of a member has: who asked, under which request id, how much. */
const orderColumns = () => ({
  id: identity(),
  merchantId: merchantRef(),
  memberId: memberRef(),
  requestId: uuid().notNull(),
  amount: bigint({ mode: 'number' }).notNull(),
  currency: text().notNull(),
});

type OrderColumn = 'id' | 'merchantId' | 'memberId' | 'requestId' | 'status';

/** An order is found by its request id, listed per member, and queued per merchant and status. */
const orderIndexes = (table: string, t: Record<OrderColumn, AnyPgColumn>) => [
  uniqueIndex(`${table}_request`).on(t.memberId, t.requestId),
  index(`${table}_member`).on(t.memberId, t.id),
  index(`${table}_merchant_status`).on(t.merchantId, t.status, t.id),
];

/** A deposit order: bank transfer (the operator approves) or a payment gateway (its callback completes it). */
export const deposits = pgTable(
  'deposits',
  {
    ...orderColumns(),
    channelId: text().notNull(),
    channelType: text().notNull(),
    channelName: text().notNull(),
    status: text({ enum: ['pending', 'completed', 'rejected', 'failed', 'expired'] }).notNull(),
    payerName: text(),
    reference: text(),
    gatewayTxId: text(),
    transferId: bigint({ mode: 'number' }).references(() => ledgerTransfers.id),
    ...decisionColumns(),
    createdAt: createdAt(),
    completedAt: timestamp({ withTimezone: true }),
  },
  (t) => orderIndexes('deposits', t),
);

/** A withdrawal: its money is held at request, then paid (approved) or returned (rejected, cancelled). */
export const withdrawals = pgTable(
  'withdrawals',
  {
    ...orderColumns(),
    status: text({ enum: ['pending', 'approved', 'rejected', 'cancelled'] }).notNull(),
    cardId: bigint({ mode: 'number' }).notNull(),
    bankName: text().notNull(),
    accountNumberMasked: text().notNull(),
    accountName: text().notNull(),
    holdTransferId: bigint({ mode: 'number' }).references(() => ledgerTransfers.id),
    ...decisionColumns(),
    createdAt: createdAt(),
    decidedAt: timestamp({ withTimezone: true }),
  },
  (t) => orderIndexes('withdrawals', t),
);

/** Bank cards a member withdraws to; removed cards are kept (withdrawals point at them). */
export const bankCards = pgTable(
  'bank_cards',
  {
    id: identity(),
    merchantId: merchantRef(),
    memberId: memberRef(),
    bankCode: text().notNull(),
    bankName: text().notNull(),
    accountNumber: text().notNull(),
    accountName: text().notNull(),
    createdAt: createdAt(),
    removedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('bank_cards_active').on(t.memberId, t.bankCode, t.accountNumber).where(sql`${t.removedAt} is null`),
    index('bank_cards_member').on(t.memberId),
  ],
);

/**
 * Turnover (the issue: money deposited must be bet a number of times before it can be withdrawn):
 * what the member must bet, and has bet, since the current requirement began.
 */
export const memberTurnover = pgTable('member_turnover', {
  memberId: bigint({ mode: 'number' })
    .primaryKey()
    .references(() => members.id),
  merchantId: integer()
    .notNull()
    .references(() => merchants.id),
  required: bigint({ mode: 'number' }).notNull().default(0),
  done: bigint({ mode: 'number' }).notNull().default(0),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * Payment password attempts of a member (issue 8 item 4). A comparison takes a slot first, in
 * one statement, while failures plus slots in use are under the limit; so at most the limit's
 * number of wrong passwords are ever compared in a window, however many requests come at once.
 */
export const paymentPasswordAttempts = pgTable('payment_password_attempts', {
  memberId: bigint({ mode: 'number' })
    .primaryKey()
    .references(() => members.id),
  merchantId: integer()
    .notNull()
    .references(() => merchants.id),
  /** Wrong passwords in the current window. */
  failures: integer().notNull().default(0),
  windowEndsAt: timestamp({ withTimezone: true }).notNull(),
  /** Comparisons under way; a slot older than a minute is a crashed request's and is let go. */
  inFlight: integer().notNull().default(0),
  slotTakenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
