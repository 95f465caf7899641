import { createHash } from 'node:crypto';
import type { Tx } from '../../db/types';
import { AppError } from '../../lib/errors';
import type { AccountRef, MemberRef } from './accounts';

/** Amounts are integers in minor units, positive, and within what a JS number holds exactly. */
export const MAX_AMOUNT = 10 ** 15;

export interface TransferRequest {
  merchantId: number;
  currency: string;
  from: AccountRef;
  to: AccountRef;
  amount: number;
  /** deposit, withdraw, bet, win, refund, rebate, bonus, salary, dividend, transfer, adjustment, ... */
  kind: string;
  /** With externalId, the idempotency key: the same key moves money once. */
  source: string;
  externalId: string;
  /** Who asked: `member:<id>`, `cli`, `vendor:<code>`, `system`. */
  actor: string;
  metadata?: Record<string, unknown>;
}

export interface TransferResult {
  transferId: number;
  status: 'posted' | 'pending' | 'settled' | 'voided';
  /** The first answer is returned again for a repeated request. */
  replayed: boolean;
  /** Balances right after this transfer (for a replay: as they are now). */
  fromBalance: number;
  toBalance: number;
}

/** What a hold's resolution needs besides the hold: its own idempotency key. */
export interface ResolveRequest {
  merchantId: number;
  holdId: number;
  kind: string;
  source: string;
  externalId: string;
  actor: string;
  metadata?: Record<string, unknown>;
}

/** Names one account: the member's wallet of a merchant in a currency (or a house account). */
export interface AccountQuery {
  merchantId: number;
  currency: string;
  account: AccountRef;
  /** A caller's open transaction, to read inside it. */
  tx?: Tx | undefined;
}

/**
 * A checked movement inside the caller's transaction: the member wallet's row is locked and its
 * balance read first, and a movement the ledger would refuse is answered (with that balance)
 * instead of aborting the caller's transaction.
 */
export interface CheckedMove<Side extends 'from' | 'to'> {
  tx: Tx;
  transfer: TransferRequest & { [K in Side]: MemberRef };
}

/** What a checked movement answers: the transfer, or why nothing moved and the wallet's balance. */
export type CheckedResult =
  | ({ moved: true } & TransferResult)
  | { moved: false; reason: 'insufficient' | 'limit'; balance: number };

export function assertAmount(amount: number) {
  if (!Number.isSafeInteger(amount) || amount <= 0 || amount > MAX_AMOUNT) {
    throw new AppError('validation.failed', { fields: [{ field: 'amount', key: 'field.invalid' }] });
  }
}

export function constraintOf(error: unknown): string {
  const e = error as { constraint?: string; message?: string; cause?: { constraint?: string; message?: string } };
  return [e.constraint, e.message, e.cause?.constraint, e.cause?.message].filter(Boolean).join(' ');
}

export function hashOf(parts: unknown[]): string {
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex');
}
