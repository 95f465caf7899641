import { z } from 'zod';
import { amountMinor, requestId } from './wallet';

/** Superior transfer (spec 2: /m/upLine/transfer): money sent up to the player's upline. */

export const transferUplineRequest = z.object({
  requestId,
  amount: amountMinor,
  paymentPassword: z.string().min(1).max(64),
});

export const transferUplineInfo = z.object({
  allowed: z.boolean(),
  upline: z.string().nullable(),
  balance: z.number().int(),
});

/** Kinds of ledger lines a player sees in the account record (zod-free list in wallet-constants). */
