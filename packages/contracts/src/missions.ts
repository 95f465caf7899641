import { z } from 'zod';
import { promotionParams } from './promotions';

/** One task of a mission and the member's progress in this period. */
export const missionTask = z.object({
  index: z.number().int(),
  metric: z.enum(['bet', 'deposit']),
  target: z.number().int(),
  reward: z.number().int(),
  /** How much of the target is done (never above it), minor units. */
  progress: z.number().int(),
  /** process: under way; claim: done, waiting to be claimed; claimed: paid this period. */
  state: z.enum(['process', 'claim', 'claimed']),
});

/** A live mission promotion with the member's tasks (spec 2 /m/leaderBoard). */
export const missionView = z.object({
  promotionId: z.number().int(),
  title: z.string(),
  /** The day or ISO week the tasks count, and when it ends (the countdown). */
  period: z.string(),
  periodEndsAt: z.string(),
  wageringMultiplier: z.number().int(),
  tasks: z.array(missionTask),
});
export type MissionView = z.infer<typeof missionView>;

export const missionTaskParams = promotionParams.extend({ task: z.coerce.number().int().min(0).max(9) });

/** One place of a leaderboard, the name masked. */
export const leaderboardPlace = z.object({
  rank: z.number().int(),
  name: z.string(),
  amount: z.number().int(),
  prize: z.number().int().nullable(),
  me: z.boolean(),
});

/** A live leaderboard promotion's current period (spec 2 /m/leaderBoard). */
export const leaderboardView = z.object({
  promotionId: z.number().int(),
  title: z.string(),
  metric: z.enum(['bet', 'win']),
  period: z.string(),
  periodEndsAt: z.string(),
  prizes: z.array(z.number().int()),
  places: z.array(leaderboardPlace),
  me: z.object({ rank: z.number().int(), amount: z.number().int() }).nullable(),
});
export type LeaderboardView = z.infer<typeof leaderboardView>;

/** A big win of the last day (spec 3 winner entry with winAmount; spec 4: highest first). */
export const winnerEntry = z.object({
  name: z.string(),
  gameName: z.string(),
  winAmount: z.number().int(),
  at: z.string(),
});
export type WinnerEntry = z.infer<typeof winnerEntry>;
