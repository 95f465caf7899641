import type { LotteryOddsSettings } from '@playdeck/contracts';
import type { FastBetType } from './fast';
import type { VnBetType, VnRegion } from './vietnam';

/**
 * The published odds of each bet type, in basis points of the stake per hit (1x = 10,000): what
 * a merchant starts with and may change (issue 14). Chosen so each pays back 87-97 % of stakes on
 * average (rules.test.ts computes each return exactly or over a million draws); the regions
 * differ because the north draws 27 numbers and the centre and south 18.
 */
export const DEFAULT_FAST_ODDS: Record<FastBetType, number> = {
  digit: 97_000,
  bigSmall: 19_400,
  oddEven: 19_400,
};

const NORTH_ODDS: Record<VnBetType, number> = {
  lo2: 34_800,
  lo3: 400_000,
  de: 950_000,
  de3: 9_000_000,
  xien2: 170_000,
  xien3: 750_000,
  xien4: 3_300_000,
};

const CENTRAL_SOUTH_ODDS: Record<VnBetType, number> = {
  lo2: 52_000,
  lo3: 540_000,
  de: 950_000,
  de3: 9_000_000,
  xien2: 350_000,
  xien3: 2_400_000,
  xien4: 17_000_000,
};

export const DEFAULT_VN_ODDS: Record<VnRegion, Record<VnBetType, number>> = {
  north: NORTH_ODDS,
  central: CENTRAL_SOUTH_ODDS,
  south: CENTRAL_SOUTH_ODDS,
};

/** The odds a merchant pays on a bet type: its own (settings `lotteryOdds`) where set, else the default. */
export function oddsOf(
  merchantOdds: LotteryOddsSettings,
  game: { kind: 'fast' } | { kind: 'vn'; region: VnRegion },
  betType: FastBetType | VnBetType,
): number {
  if (game.kind === 'fast') {
    const type = betType as FastBetType;
    return merchantOdds.fast?.[type] ?? DEFAULT_FAST_ODDS[type];
  }
  const type = betType as VnBetType;
  return merchantOdds[game.region]?.[type] ?? DEFAULT_VN_ODDS[game.region][type];
}
