import { z } from 'zod';
import { requestId } from './form-requests';
import { LOTTERY_GAME_CODES } from './game-constants';
import { winnerEntry } from './missions';

/** Playdeck's own lotteries (issue 14): fast 5D draws and the Vietnamese regional draws. */
export { LOTTERY_GAME_CODES };
export const lotteryGameCode = z.enum(LOTTERY_GAME_CODES);

/** A draw as players see it: the seed only once drawn (its SHA-256 from the start). */
export const lotteryDraw = z.object({
  game: lotteryGameCode,
  key: z.string(),
  opensAt: z.string(),
  closesAt: z.string(),
  drawsAt: z.string(),
  seedHash: z.string(),
  /** The drawn digits in order; null until drawn. */
  digits: z.string().nullable(),
  /** Vietnamese lottery: the digits laid out as the region's prizes (special first); null until drawn and for 5D. */
  prizes: z.array(z.object({ prize: z.string(), numbers: z.array(z.string()) })).nullable(),
  seed: z.string().nullable(),
});
export type LotteryDraw = z.infer<typeof lotteryDraw>;

/** A game of the lottery menu with its bet types at the merchant's odds and its next draw. */
export const lotteryGame = z.object({
  game: lotteryGameCode,
  /** Spec 9: Tradition (Vietnamese lottery), Entertainment (fast draws). */
  playType: z.enum(['Tradition', 'Entertainment']),
  /** Spec 9 prize modes: Lott (Vietnamese lottery), Elott (e-lottery, the fast draws). */
  prizeMode: z.enum(['Lott', 'Elott']),
  betTypes: z.array(z.object({ betType: z.string(), oddsBp: z.number().int() })),
  next: lotteryDraw.nullable(),
});
export type LotteryGame = z.infer<typeof lotteryGame>;

export const lotteryMenuQuery = z.object({ prizeMode: z.enum(['Lott', 'Elott']).optional() });
export const lotteryResultsQuery = z.object({
  game: lotteryGameCode,
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

/** One line of a slip: the bet type, what it names (numbers, or a pick), the stake in minor units. */
export const slipLine = z.object({
  betType: z.string().max(20),
  selection: z.union([
    z.array(z.string().max(6)).max(4),
    z.object({
      target: z.union([z.number().int(), z.literal('sum')]),
      digit: z.number().int().optional(),
      pick: z.string().max(10).optional(),
    }),
  ]),
  stake: z.number().int().positive().max(1e12),
  /** The odds the player was shown: a line whose odds changed since is refused, not paid at others. */
  oddsBp: z.number().int().positive().max(1e9).optional(),
});

export const placeSlipRequest = z.object({
  game: lotteryGameCode,
  drawKey: z.string().max(60),
  requestId,
  lines: z.array(slipLine).min(1).max(20),
});

export const lotteryBet = z.object({
  id: z.number().int(),
  game: lotteryGameCode,
  drawKey: z.string(),
  /** The slip the line belongs to (its requestId): what a cancel names. */
  requestId: z.string(),
  betType: z.string(),
  selection: z.unknown(),
  stake: z.number().int(),
  oddsBp: z.number().int(),
  status: z.enum(['pending', 'won', 'lost', 'cancelled']),
  hits: z.number().int().nullable(),
  payout: z.number().int().nullable(),
  createdAt: z.string(),
});
export type LotteryBet = z.infer<typeof lotteryBet>;

export const cancelSlipRequest = z.object({ requestId });
export const placedSlip = z.object({ lines: z.array(lotteryBet), balance: z.number().int() });
export const myLotteryBetsQuery = z.object({ pageNo: z.coerce.number().int().min(1).max(1000).default(1) });
export const myLotteryBets = z.object({ list: z.array(lotteryBet), pageNo: z.number().int(), hasMore: z.boolean() });
export const lotteryWinners = z.object({ list: z.array(winnerEntry) });
