import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { floats } from '../../games/inhouse/fairness';
import { digitsOf, lotteryPayout } from './draw';
import { FAST_BET_TYPES, type FastPick, type FastTarget, fastHits, fastPickValid } from './fast';
import { DEFAULT_FAST_ODDS, DEFAULT_VN_ODDS } from './odds';
import {
  VN_BET_SHAPE,
  VN_BET_TYPES,
  VN_REGIONS,
  type VnRegion,
  vnBetValid,
  vnDigitCount,
  vnHits,
  vnResult,
} from './vietnam';

/** A deterministic stream of digits for generated results (not the draws' HMAC: any digits will do). */
function digitStream(seed: number) {
  let s = seed >>> 0;
  return (count: number) =>
    Array.from({ length: count }, () => {
      s = (s * 1_664_525 + 1_013_904_223) >>> 0;
      return Math.floor((s / 2 ** 32) * 10);
    });
}

/** The brute-force reading of a Vietnamese result: every prize number as written, by hand. */
function naiveVnHits(type: string, numbers: string[], prizes: string[]): number {
  const lastTwo = prizes.map((p) => p.substring(p.length - 2));
  if (type === 'lo2') return lastTwo.filter((e) => e === numbers[0]).length;
  if (type === 'lo3') return prizes.filter((p) => p.length >= 3 && p.substring(p.length - 3) === numbers[0]).length;
  if (type === 'de') return prizes[0]?.endsWith(numbers[0] as string) ? 1 : 0;
  if (type === 'de3') return prizes[0]?.endsWith(numbers[0] as string) ? 1 : 0;
  for (const n of numbers) if (!lastTwo.includes(n)) return 0;
  return 1;
}

const pad = (n: number, digits: number) => String(n).padStart(digits, '0');

describe('Vietnamese lottery rules (issue 14)', () => {
  it('lays the draw out as the regional prizes: north 27 numbers, centre and south 18', () => {
    const next = digitStream(1);
    const north = vnResult('north', next(vnDigitCount('north')));
    expect(north.flatMap((p) => p.numbers)).toHaveLength(27);
    expect(north[0]?.numbers[0]).toHaveLength(5);
    expect(north.at(-1)?.numbers.every((n) => n.length === 2)).toBe(true);
    const south = vnResult('south', next(vnDigitCount('south')));
    expect(south.flatMap((p) => p.numbers)).toHaveLength(18);
    expect(south[0]?.numbers[0]).toHaveLength(6);
    expect(south.at(-1)).toEqual({ prize: 'eighth', numbers: [expect.stringMatching(/^\d{2}$/)] });
    expect(() => vnResult('north', [1, 2, 3])).toThrow();
  });

  it('every bet type pays what a brute-force reading of 2,000 generated results pays', () => {
    const next = digitStream(7);
    for (const region of VN_REGIONS) {
      for (let draw = 0; draw < 2_000; draw++) {
        const result = vnResult(region, next(vnDigitCount(region)));
        const prizes = result.flatMap((p) => p.numbers);
        for (const type of VN_BET_TYPES) {
          const shape = VN_BET_SHAPE[type];
          // Numbers that are on the result half the time, so wins are common enough to check.
          const numbers: string[] = [];
          while (numbers.length < shape.numbers) {
            const [pick] = next(1);
            const from = prizes[((pick as number) * 2) % prizes.length] as string;
            const candidate =
              (pick as number) % 2 === 0 && from.length >= shape.digits
                ? from.slice(-shape.digits)
                : pad(Number(next(shape.digits).join('')), shape.digits);
            if (!numbers.includes(candidate)) numbers.push(candidate);
          }
          const hits = vnHits(type, numbers, result);
          expect(hits, `${region} ${type} ${numbers} on ${prizes}`).toBe(naiveVnHits(type, numbers, prizes));
          const odds = DEFAULT_VN_ODDS[region][type];
          expect(lotteryPayout(1_000, odds, hits)).toBe(hits * Math.floor((1_000 * odds) / 10_000));
        }
      }
    }
  });

  it('pays back 85-97 % of stakes on average at the default odds (exact)', () => {
    const rtp = (region: VnRegion, type: (typeof VN_BET_TYPES)[number], winChance: number) =>
      (winChance * DEFAULT_VN_ODDS[region][type]) / 10_000;
    for (const region of VN_REGIONS) {
      const numbers = region === 'north' ? 27 : 18;
      const threeDigit = numbers - 1 - (region === 'north' ? 3 : 0);
      // lo pays per occurrence: the expected hits are the numbers drawn over the possible endings.
      expect(rtp(region, 'lo2', numbers / 100)).toBeGreaterThan(0.85);
      expect(rtp(region, 'lo2', numbers / 100)).toBeLessThan(0.97);
      expect(rtp(region, 'lo3', threeDigit / 1000)).toBeGreaterThan(0.85);
      expect(rtp(region, 'lo3', threeDigit / 1000)).toBeLessThan(0.97);
      expect(rtp(region, 'de', 1 / 100)).toBe(0.95);
      expect(rtp(region, 'de3', 1 / 1000)).toBe(0.9);
    }
    // xien: every ending of a drawn number is an independent uniform 00-99, so the chance that
    // all k numbers of a set appear among n endings is, by inclusion-exclusion,
    // sum over j of (-1)^j C(k, j) (1 - j/100)^n; 50,000 generated north draws agree.
    const choose = (n: number, k: number) => {
      let r = 1;
      for (let i = 0; i < k; i++) r = (r * (n - i)) / (i + 1);
      return r;
    };
    const allAppear = (k: number, n: number) => {
      let p = 0;
      for (let j = 0; j <= k; j++) p += (-1) ** j * choose(k, j) * (1 - j / 100) ** n;
      return p;
    };
    for (const region of VN_REGIONS)
      for (const [type, k] of [
        ['xien2', 2],
        ['xien3', 3],
        ['xien4', 4],
      ] as const) {
        const back = rtp(region, type, allAppear(k, region === 'north' ? 27 : 18));
        expect(back, `${region} ${type}`).toBeGreaterThan(0.85);
        expect(back, `${region} ${type}`).toBeLessThan(0.97);
      }
    const next = digitStream(11);
    let wins = 0;
    for (let i = 0; i < 50_000; i++)
      wins += vnHits('xien2', ['11', '22'], vnResult('north', next(vnDigitCount('north'))));
    expect(Math.abs(wins / 50_000 - allAppear(2, 27))).toBeLessThan(0.004);
  }, 60_000);

  it('refuses numbers that do not fit the bet type', () => {
    expect(vnBetValid('lo2', ['07'])).toBe(true);
    expect(vnBetValid('lo2', ['7'])).toBe(false);
    expect(vnBetValid('lo3', ['07'])).toBe(false);
    expect(vnBetValid('de', ['0a'])).toBe(false);
    expect(vnBetValid('xien2', ['12', '12'])).toBe(false);
    expect(vnBetValid('xien3', ['12', '34'])).toBe(false);
    expect(vnBetValid('lo2', ['1\u00002'])).toBe(false);
  });
});

describe('fast draw rules (issue 14)', () => {
  const targets: FastTarget[] = [1, 2, 3, 4, 5, 'sum'];
  const allPicks: FastPick[] = [
    ...[1, 2, 3, 4, 5].flatMap((target) =>
      Array.from({ length: 10 }, (_, digit) => ({ type: 'digit' as const, target: target as FastTarget, digit })),
    ),
    ...targets.flatMap((target) => [
      { type: 'bigSmall' as const, target, pick: 'big' as const },
      { type: 'bigSmall' as const, target, pick: 'small' as const },
      { type: 'oddEven' as const, target, pick: 'odd' as const },
      { type: 'oddEven' as const, target, pick: 'even' as const },
    ]),
  ];

  it('every pick returns exactly 97 % over all 100,000 outcomes, each paid at its odds', () => {
    const wins = new Map<FastPick, number>();
    const disagreements: string[] = [];
    for (let n = 0; n < 100_000; n++) {
      const digits = pad(n, 5).split('').map(Number);
      const sum = digits.reduce((s, d) => s + d, 0);
      for (const pick of allPicks) {
        const value = pick.target === 'sum' ? sum : (digits[pick.target - 1] as number);
        // Brute force, written out: a digit match; big is 5-9 (23-45 for the sum); odd is odd.
        const naive =
          pick.type === 'digit'
            ? value === pick.digit
            : pick.type === 'bigSmall'
              ? (pick.target === 'sum' ? value > 22 : value > 4) === (pick.pick === 'big')
              : (value % 2 !== 0) === (pick.pick === 'odd');
        const hits = fastHits(pick, digits);
        if (hits !== (naive ? 1 : 0)) disagreements.push(`${JSON.stringify(pick)} on ${digits.join('')}`);
        wins.set(pick, (wins.get(pick) ?? 0) + hits);
      }
    }
    expect(disagreements.slice(0, 5)).toEqual([]);
    for (const pick of allPicks) {
      const paid = (wins.get(pick) ?? 0) * lotteryPayout(10_000, DEFAULT_FAST_ODDS[pick.type], 1);
      expect(paid / (100_000 * 10_000), JSON.stringify(pick)).toBe(0.97);
    }
    expect(FAST_BET_TYPES).toEqual(['digit', 'bigSmall', 'oddEven']);
  });

  it('refuses a pick that is not one', () => {
    expect(fastPickValid({ type: 'digit', target: 3, digit: 7 })).toBe(true);
    expect(fastPickValid({ type: 'digit', target: 'sum', digit: 7 })).toBe(false);
    expect(fastPickValid({ type: 'digit', target: 6 as FastTarget, digit: 7 })).toBe(false);
    expect(fastPickValid({ type: 'digit', target: 1, digit: 10 })).toBe(false);
    expect(fastPickValid({ type: 'bigSmall', target: 'sum', pick: 'odd' as 'big' })).toBe(false);
  });
});

describe('provably fair digits (issue 14)', () => {
  it('are recomputed from the revealed seed and match its published hash', () => {
    const seed = 'c0ffee'.repeat(10);
    const hash = createHash('sha256').update(seed).digest('hex');
    const digits = digitsOf(floats({ serverSeed: seed, clientSeed: 'VN-north:2026-11-24', nonce: 0, count: 5 }));
    expect(digits.every((d) => Number.isInteger(d) && d >= 0 && d <= 9)).toBe(true);
    expect(digitsOf(floats({ serverSeed: seed, clientSeed: 'VN-north:2026-11-24', nonce: 0, count: 5 }))).toEqual(
      digits,
    );
    expect(createHash('sha256').update(seed).digest('hex')).toBe(hash);
    // Another draw key, other digits (a seed is never reused for two draws, but keys differ anyway).
    expect(digitsOf(floats({ serverSeed: seed, clientSeed: 'VN-north:2026-11-25', nonce: 0, count: 20 }))).not.toEqual(
      digitsOf(floats({ serverSeed: seed, clientSeed: 'VN-north:2026-11-24', nonce: 0, count: 20 })),
    );
  });
});
