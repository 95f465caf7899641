import { z } from 'zod';

/**
 * The seamless-wallet API game vendors call (architecture, Game vendors): POST
 * /vendor-api/{vendor}/{authenticate|balance|bet|win|rollback}, JSON bodies signed with the
 * vendor's secret: `X-Timestamp` (unix seconds) and `X-Signature` = hex HMAC-SHA256 of
 * `<timestamp>.<raw body>`. Every money call is idempotent by the vendor's transactionId.
 * Answers: `{ ok: true, ... }`, or `{ ok: false, error, balance? }` with a fitting status.
 */
const id = z.string().min(1).max(100);
const amount = z.number().int().min(0).max(1e15);

export const vendorAuthenticateRequest = z.object({ token: z.string().min(20).max(100) });
export const vendorBalanceRequest = z.object({ playerId: id });
export const vendorBetRequest = z.object({
  playerId: id,
  transactionId: id,
  roundId: id,
  gameCode: z.string().min(1).max(60),
  amount: amount.refine((n) => n > 0, 'a bet is more than 0'),
  currency: z.string().max(3),
});
export const vendorWinRequest = z.object({
  playerId: id,
  transactionId: id,
  roundId: id,
  gameCode: z.string().min(1).max(60),
  /** 0 closes a lost round without paying. */
  amount,
  currency: z.string().max(3),
});
export const vendorRollbackRequest = z.object({
  playerId: id,
  transactionId: id,
  roundId: id,
  betTransactionId: id,
});

export const vendorErrors = [
  'BAD_SIGNATURE',
  'STALE_REQUEST',
  'BAD_REQUEST',
  'UNKNOWN_VENDOR',
  'UNKNOWN_PLAYER',
  'UNKNOWN_GAME',
  'TOKEN_EXPIRED',
  'INSUFFICIENT_FUNDS',
  'CURRENCY_MISMATCH',
  'BET_ROLLED_BACK',
  'ROUND_CLOSED',
  'UNKNOWN_ROUND',
  'DUPLICATE_TRANSACTION',
  /** The player's merchant does not offer this vendor (or has switched it off). */
  'VENDOR_NOT_OFFERED',
  /** The player's merchant is disabled: no money moves for it. */
  'MERCHANT_DISABLED',
  /** The call names another player than the bet or round it refers to. */
  'PLAYER_MISMATCH',
  /** A credit would take a balance past what the platform holds exactly (2^53 - 1 minor units). */
  'BALANCE_LIMIT',
  /** A responsible-gaming limit of the player's (loss or wager) would be passed; `limit` says which (issue 15). */
  'PLAYER_LIMIT',
  /** The player is in a cool-off or self-exclusion: no bets until `limit.resetsAt` (null: never). */
  'PLAYER_EXCLUDED',
] as const;

export type VendorError = (typeof vendorErrors)[number];

/** A refusal: the code, and the balance where it helps (a bet over the balance). */
export const vendorRefusal = z.object({
  ok: z.literal(false),
  error: z.enum(vendorErrors),
  balance: z.number().int().optional(),
  /** With PLAYER_LIMIT and PLAYER_EXCLUDED: the limit and when it resets (ISO; null: never). */
  limit: z
    .object({
      kind: z.enum(['loss', 'wager', 'excluded']),
      period: z.enum(['day', 'week', 'month']).nullable(),
      amount: z.number().int().nullable(),
      resetsAt: z.string().nullable(),
    })
    .optional(),
});

/** The answer to balance, bet, win and rollback: the balance after the call (and the call's id). */
export const vendorWalletAnswer = z.union([
  z.object({
    ok: z.literal(true),
    balance: z.number().int(),
    currency: z.string(),
    transactionId: z.string().optional(),
  }),
  vendorRefusal,
]);

/** The answer to authenticate: who the launch token names, and their balance. */
export const vendorAuthenticateAnswer = z.union([
  z.object({ ok: z.literal(true), playerId: z.string(), currency: z.string(), balance: z.number().int() }),
  vendorRefusal,
]);

export type VendorRefusal = z.infer<typeof vendorRefusal>;
export type VendorWalletAnswer = z.infer<typeof vendorWalletAnswer>;
export type VendorAuthenticateAnswer = z.infer<typeof vendorAuthenticateAnswer>;
