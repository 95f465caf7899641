import { VN_BET_TYPES } from '@playdeck/contracts';
import { VN_BET_SHAPES } from '@playdeck/contracts/game-constants';

/**
 * The Vietnamese lottery (xổ số kiến thiết) as Playdeck draws it (issue 14): one result a day per
 * region, laid out like the regional draws. North: 27 numbers in 8 prizes, the special prize
 * 5 digits. Central and south: 18 numbers in 9 prizes, the special prize 6 digits.
 *
 * Bets (lô đề): lo2 / lo3 pay per occurrence of the number among the last 2 / 3 digits of every
 * prize; de / de3 pay once when the special prize ends with it; xien2-4 pay once when every
 * number of the set appears among the prizes' last two digits.
 */

export const VN_REGIONS = ['north', 'central', 'south'] as const;
export type VnRegion = (typeof VN_REGIONS)[number];

/** A prize tier: its name, how many numbers it draws, and how many digits each has. */
interface Tier {
  prize: string;
  count: number;
  digits: number;
}

const NORTH: Tier[] = [
  { prize: 'special', count: 1, digits: 5 },
  { prize: 'first', count: 1, digits: 5 },
  { prize: 'second', count: 2, digits: 5 },
  { prize: 'third', count: 6, digits: 5 },
  { prize: 'fourth', count: 4, digits: 4 },
  { prize: 'fifth', count: 6, digits: 4 },
  { prize: 'sixth', count: 3, digits: 3 },
  { prize: 'seventh', count: 4, digits: 2 },
];

const CENTRAL_SOUTH: Tier[] = [
  { prize: 'special', count: 1, digits: 6 },
  { prize: 'first', count: 1, digits: 5 },
  { prize: 'second', count: 1, digits: 5 },
  { prize: 'third', count: 2, digits: 5 },
  { prize: 'fourth', count: 7, digits: 5 },
  { prize: 'fifth', count: 1, digits: 4 },
  { prize: 'sixth', count: 3, digits: 4 },
  { prize: 'seventh', count: 1, digits: 3 },
  { prize: 'eighth', count: 1, digits: 2 },
];

export const VN_TIERS: Record<VnRegion, Tier[]> = { north: NORTH, central: CENTRAL_SOUTH, south: CENTRAL_SOUTH };

/** How many digits a region's result takes from the draw. */
export const vnDigitCount = (region: VnRegion) => VN_TIERS[region].reduce((n, t) => n + t.count * t.digits, 0);

/** A result: each prize's numbers as digit strings, in the published order. */
export type VnResult = { prize: string; numbers: string[] }[];

/** Lays the draw's digits out as the region's prizes, in order (special prize first). */
export function vnResult(region: VnRegion, digits: number[]): VnResult {
  if (digits.length < vnDigitCount(region)) throw new Error('not enough digits for the result');
  let at = 0;
  return VN_TIERS[region].map((tier) => ({
    prize: tier.prize,
    numbers: Array.from({ length: tier.count }, () => {
      const number = digits.slice(at, at + tier.digits).join('');
      at += tier.digits;
      return number;
    }),
  }));
}

export { VN_BET_TYPES };
export type VnBetType = (typeof VN_BET_TYPES)[number];

/** How many digits each number of a bet type has, and how many numbers a bet names. */
export const VN_BET_SHAPE: Record<VnBetType, { digits: number; numbers: number }> = VN_BET_SHAPES;

/** Whether the numbers fit the bet type: the right count of distinct numbers of the right length. */
export function vnBetValid(type: VnBetType, numbers: string[]): boolean {
  const shape = VN_BET_SHAPE[type];
  const pattern = new RegExp(`^\\d{${shape.digits}}$`);
  return (
    numbers.length === shape.numbers &&
    new Set(numbers).size === numbers.length &&
    numbers.every((n) => pattern.test(n))
  );
}

const endings = (result: VnResult, digits: number) =>
  result
    .flatMap((p) => p.numbers)
    .filter((n) => n.length >= digits)
    .map((n) => n.slice(-digits));

/** How many times a bet wins on a result: lo counts every occurrence; the others win once or not at all. */
export function vnHits(type: VnBetType, numbers: string[], result: VnResult): number {
  const special = result[0]?.numbers[0] ?? '';
  switch (type) {
    case 'lo2':
    case 'lo3': {
      const ends = endings(result, VN_BET_SHAPE[type].digits);
      return ends.filter((n) => n === numbers[0]).length;
    }
    case 'de':
      return special.slice(-2) === numbers[0] ? 1 : 0;
    case 'de3':
      return special.slice(-3) === numbers[0] ? 1 : 0;
    default: {
      const ends = new Set(endings(result, 2));
      return numbers.every((n) => ends.has(n)) ? 1 : 0;
    }
  }
}
