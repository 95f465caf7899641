import { z } from 'zod';

/**
 * The sandbox vendors' game page (the demo's stand-in for an outside vendor) talks to its own
 * small API with the launch token `t`: what the round is played for, then one round at a time.
 */
const launchToken = z.string().min(20).max(100);

export const sandboxSessionQuery = z.object({ t: launchToken });

export const sandboxSession = z.object({
  vendor: z.string(),
  game: z.string(),
  name: z.string(),
  category: z.string(),
  minStake: z.number().int(),
  balance: z.number().int(),
  currency: z.object({ code: z.string(), symbol: z.string(), exponent: z.number().int() }),
  playMoney: z.boolean(),
});

export const sandboxPlayRequest = z.object({ t: launchToken, stake: z.number().int().positive().max(1_000_000) });

export const sandboxRound = z.object({
  roundId: z.string(),
  multiplier: z.number(),
  payout: z.number().int(),
  balance: z.number().int(),
});

export type SandboxSession = z.infer<typeof sandboxSession>;
export type SandboxRound = z.infer<typeof sandboxRound>;
