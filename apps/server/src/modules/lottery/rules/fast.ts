import { FAST_BET_TYPES } from '@playdeck/contracts';

/**
 * The fast draws (issue 14): five digits drawn every 1, 3 or 5 minutes ("5D"). Bets name a
 * position's digit, or big/small and odd/even of a position (big: 5-9) or of the sum of all five
 * (0-45; big: 23 and above, exactly half of the outcomes).
 */

export const FAST_DIGITS = 5;
export { FAST_BET_TYPES };
export type FastBetType = (typeof FAST_BET_TYPES)[number];

/** Where a bet looks: a position 1-5, or the sum of the five digits. */
export type FastTarget = 1 | 2 | 3 | 4 | 5 | 'sum';

export type FastPick =
  | { type: 'digit'; target: FastTarget; digit: number }
  | { type: 'bigSmall'; target: FastTarget; pick: 'big' | 'small' }
  | { type: 'oddEven'; target: FastTarget; pick: 'odd' | 'even' };

const SUM_BIG_FROM = 23;

/** Whether a pick is one a player may make (a digit bet names a position and a digit 0-9). */
export function fastPickValid(pick: FastPick): boolean {
  const positionOk =
    pick.target === 'sum' || (Number.isInteger(pick.target) && pick.target >= 1 && pick.target <= FAST_DIGITS);
  if (!positionOk) return false;
  if (pick.type === 'digit')
    return pick.target !== 'sum' && Number.isInteger(pick.digit) && pick.digit >= 0 && pick.digit <= 9;
  if (pick.type === 'bigSmall') return pick.pick === 'big' || pick.pick === 'small';
  return pick.pick === 'odd' || pick.pick === 'even';
}

/** 1 when the pick wins on the five digits, else 0. */
export function fastHits(pick: FastPick, digits: number[]): number {
  const value = pick.target === 'sum' ? digits.reduce((s, d) => s + d, 0) : (digits[pick.target - 1] as number);
  switch (pick.type) {
    case 'digit':
      return value === pick.digit ? 1 : 0;
    case 'bigSmall': {
      const big = pick.target === 'sum' ? value >= SUM_BIG_FROM : value >= 5;
      return big === (pick.pick === 'big') ? 1 : 0;
    }
    case 'oddEven':
      return (value % 2 === 1) === (pick.pick === 'odd') ? 1 : 0;
  }
}
