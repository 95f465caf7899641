/**
 * The wallet's constants, zod-free, so the web can import them at run time without zod
 * (conventions 4); `wallet.ts` builds its schemas from the same lists.
 */

/** Kinds of ledger lines a player sees in the account record. */
export const RECORD_KINDS = [
  'deposit',
  'withdraw',
  'withdraw_refund',
  'bet',
  'win',
  'refund',
  'bonus',
  'rebate',
  'salary',
  'dividend',
  'transfer',
  'adjustment',
] as const;

export type RecordKind = (typeof RECORD_KINDS)[number];
