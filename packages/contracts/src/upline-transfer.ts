import { z } from 'zod';

/** Superior transfer (spec 2: /m/upLine/transfer): money sent up to the player's upline. */

// Its request is one the web's form runs (zod/mini), declared in form-requests.ts.
export { transferUplineRequest } from './form-requests';

export const transferUplineInfo = z.object({
  allowed: z.boolean(),
  upline: z.string().nullable(),
  balance: z.number().int(),
});

/** Kinds of ledger lines a player sees in the account record (zod-free list in wallet-constants). */
