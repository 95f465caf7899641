import { z } from 'zod';
import { currencyInfo } from './currencies';
import { bankCard } from './security-centre';
import { RECORD_KINDS } from './wallet-constants';

// The money requests the web's forms run (zod/mini), declared in form-requests.ts.
export { amountMinor, createDepositRequest, requestId, withdrawRequest } from './form-requests';

export const balanceResponse = z.object({
  /** Spec 7: the wallet refresh answer's sumBalance, in minor units. */
  sumBalance: z.number().int(),
  currencySymbol: z.string(),
  currency: currencyInfo,
  /** A free-trial wallet: play money that never mixes with real money. */
  trial: z.boolean(),
});

export type BalanceResponse = z.infer<typeof balanceResponse>;

/** Turnover: deposited money must be bet a number of times before it can be withdrawn. */
export const turnoverStatus = z.object({
  required: z.number().int(),
  done: z.number().int(),
  remaining: z.number().int(),
});

export const depositChannelType = z.enum(['bank_transfer', 'gateway', 'sandbox']);

/** A way to deposit, as the player sees it. */
export const depositChannel = z.object({
  id: z.string(),
  type: depositChannelType,
  name: z.string(),
  minAmount: z.number().int(),
  maxAmount: z.number().int(),
  /** Where to send a bank transfer (bank_transfer only). */
  bank: z.object({ bankName: z.string(), accountName: z.string(), accountNumber: z.string() }).nullable(),
});

export type DepositChannel = z.infer<typeof depositChannel>;

export const depositChannelsResponse = z.object({
  channels: z.array(depositChannel),
  template: z.enum(['base', 'new']),
});

export const depositStatus = z.enum(['pending', 'completed', 'rejected', 'failed', 'expired']);

export const createDepositResponse = z.object({
  depositId: z.number().int(),
  status: depositStatus,
  /** Gateway and sandbox: where the player pays. */
  payUrl: z.string().nullable(),
});

export const depositRecord = z.object({
  id: z.number().int(),
  channelName: z.string(),
  channelType: depositChannelType,
  amount: z.number().int(),
  status: depositStatus,
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  /** What the operator wrote for the player; the operator's internal note is never sent. */
  reason: z.string().nullable(),
});

export type DepositRecord = z.infer<typeof depositRecord>;

/** A page of a record list, found by index from a cursor (whatever the history length). */
export function cursorPage<T extends z.ZodType>(item: T) {
  return z.object({ content: z.array(item), nextCursor: z.string().nullable() });
}

export const recordQuery = z.object({
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  cursor: z
    .string()
    .regex(/^\d{1,19}$/)
    .optional(),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export const withdrawInfoResponse = z.object({
  balance: z.number().int(),
  /** What can be withdrawn now: the balance once turnover is met, else nothing. */
  withdrawable: z.number().int(),
  minAmount: z.number().int(),
  maxAmount: z.number().int(),
  dailyCountLimit: z.number().int(),
  usedToday: z.number().int(),
  turnover: turnoverStatus,
  /** Locked promotion money (issue 12): how much, and what is still to bet to release it. */
  lockedBonus: z.object({ amount: z.number().int(), remaining: z.number().int() }),
  hasPaymentPassword: z.boolean(),
  payeeName: z.string().nullable(),
  cards: z.array(bankCard),
});

export const withdrawalStatus = z.enum(['pending', 'approved', 'rejected', 'cancelled']);

export const withdrawalRecord = z.object({
  id: z.number().int(),
  amount: z.number().int(),
  status: withdrawalStatus,
  bankName: z.string(),
  accountNumberMasked: z.string(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  /** What the operator wrote for the player; the operator's internal note is never sent. */
  reason: z.string().nullable(),
});

export type WithdrawalRecord = z.infer<typeof withdrawalRecord>;

export const recordKinds = RECORD_KINDS;

export const accountRecordQuery = recordQuery.extend({ kind: z.enum(recordKinds).optional() });

export const accountRecord = z.object({
  id: z.number().int(),
  kind: z.string(),
  amount: z.number().int(),
  balanceAfter: z.number().int(),
  createdAt: z.string(),
  /** A short reference: the order number, the counterparty, the operator's reason. */
  detail: z.string().nullable(),
  /**
   * The game of a bet, win or refund line, with its names in every language: the web shows the
   * name in the current language, as the lobby does (issue 8 item 22). Null for other lines.
   */
  game: z
    .object({
      id: z.number().int(),
      code: z.string(),
      vendorCode: z.string(),
      names: z.record(z.string(), z.string()),
    })
    .nullable(),
});

export type AccountRecord = z.infer<typeof accountRecord>;

export const profitLossQuery = z.object({ from: z.iso.date(), to: z.iso.date() });

export const profitLossResponse = z.object({
  from: z.string(),
  to: z.string(),
  deposits: z.number().int(),
  withdrawals: z.number().int(),
  bets: z.number().int(),
  wins: z.number().int(),
  bonuses: z.number().int(),
  rebates: z.number().int(),
  transfersIn: z.number().int(),
  transfersOut: z.number().int(),
  adjustments: z.number().int(),
  /** Wins, bonuses and rebates less bets. */
  profit: z.number().int(),
});
