import { z } from 'zod';

/** The bet types of Playdeck's fast draws (5D) and of its Vietnamese lottery (issue 14). */
export const FAST_BET_TYPES = ['digit', 'bigSmall', 'oddEven'] as const;
export const VN_BET_TYPES = ['lo2', 'lo3', 'de', 'de3', 'xien2', 'xien3', 'xien4'] as const;

/** Odds in basis points of the stake per hit (1x = 10,000), from 1x to 100,000x. */
const oddsBp = z.number().int().min(10_000).max(1_000_000_000);

/**
 * A merchant's own odds (settings key `lotteryOdds`): per bet type of the fast draws and of
 * each Vietnamese region; a bet type left out keeps Playdeck's default. A line is paid at the
 * odds it was placed at, so a change applies to new bets only.
 */
export const lotteryOddsSettings = z.strictObject({
  fast: z.partialRecord(z.enum(FAST_BET_TYPES), oddsBp).optional(),
  north: z.partialRecord(z.enum(VN_BET_TYPES), oddsBp).optional(),
  central: z.partialRecord(z.enum(VN_BET_TYPES), oddsBp).optional(),
  south: z.partialRecord(z.enum(VN_BET_TYPES), oddsBp).optional(),
});
export type LotteryOddsSettings = z.infer<typeof lotteryOddsSettings>;
