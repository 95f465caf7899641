import { z } from 'zod';

/** The launch token: the player's session with the game, carried by the page's address. */
const token = z.string().min(20).max(100);

/** The largest stake of one round, in minor units (a house limit). */
export const INHOUSE_MAX_STAKE = 1_000_000;

/** The fairness seeds on show: the active server seed only as its SHA-256. */
export const publicSeed = z.object({ serverSeedHash: z.string(), clientSeed: z.string(), nonce: z.number().int() });

/** A revealed seed pair and how many rounds it played. */
export const revealedSeed = z.object({
  serverSeed: z.string(),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  nonces: z.number().int(),
});

export const inhouseTokenQuery = z.object({ t: token });

/**
 * The reality check of the member session the game was launched from (issue 15): the page
 * reminds the player every `minutes` from `startedAt` (by `serverTime`, the server's clock now)
 * of the session's stakes and wins. Null for play money.
 */
export const inhouseRealityCheck = z.object({
  startedAt: z.string(),
  serverTime: z.string(),
  /** 0: the player turned the reminder off. */
  minutes: z.number().int().min(0),
  staked: z.number().int(),
  won: z.number().int(),
});

export const inhouseSession = z.object({
  game: z.string(),
  name: z.string(),
  rtp: z.number(),
  minStake: z.number().int(),
  maxStake: z.number().int(),
  balance: z.number().int(),
  currency: z.object({ code: z.string(), symbol: z.string(), exponent: z.number().int() }),
  playMoney: z.boolean(),
  fairness: publicSeed,
  realityCheck: inhouseRealityCheck.nullable(),
});

/** A game's choices (target, direction, ...): each game checks its own. */
const gameParams = z.record(z.string(), z.unknown()).default({});
/** What a round decided: the game's own detail (roll, result, reels). */
const outcomeDetail = z.record(z.string(), z.unknown());

export const inhousePlayRequest = z.object({
  t: token,
  stake: z.number().int().positive().max(INHOUSE_MAX_STAKE),
  params: gameParams,
});

export const inhouseRound = z.object({
  nonce: z.number().int(),
  clientSeed: z.string(),
  multiplierBp: z.number().int(),
  detail: outcomeDetail,
  stake: z.number().int(),
  payout: z.number().int(),
  balance: z.number().int(),
});

export const rotateSeedsRequest = z.object({
  t: token,
  clientSeed: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,64}$/)
    .optional(),
});

export const rotatedSeeds = z.object({ revealed: revealedSeed, next: publicSeed });

export const verifyRoundRequest = z.object({
  game: z.string().max(40),
  serverSeed: z.string().max(200),
  clientSeed: z.string().max(64),
  nonce: z.number().int().min(0),
  params: gameParams,
});

export const verifiedRound = z.object({ multiplierBp: z.number().int(), detail: outcomeDetail });
