import { z } from 'zod';
import { BP, floats } from './fairness';

/**
 * The in-house games (vendor INHOUSE). Each decides a round from the round's floats and the
 * player's choices, and states its return to player; a simulation test checks it.
 */
export interface InhouseGame<P> {
  code: string;
  /** Return to player, in basis points of the stake (9900 = 99%). */
  rtpBp: number;
  params: z.ZodType<P>;
  /** Floats one round uses. */
  floatsPerRound: number;
  play(f: number[], params: P): { multiplierBp: number; detail: Record<string, unknown> };
  /** Mean and standard deviation of the multiplier for `params` (for the simulation's tolerance). */
  moments(params: P): { mean: number; sd: number };
}

/**
 * Dice: a roll of 0.00 to 99.99 (10,000 equally likely values); win when it falls under (or
 * over) the target. The multiplier pays 99% of fair odds.
 */
export const dice: InhouseGame<{ target: number; direction: 'under' | 'over' }> = {
  code: 'dice',
  rtpBp: 9900,
  params: z.object({
    target: z.number().multipleOf(0.01).min(2).max(98),
    direction: z.enum(['under', 'over']),
  }),
  floatsPerRound: 1,
  play([f], { target, direction }) {
    const roll = Math.floor((f as number) * 10_000); // hundredths
    const t = Math.round(target * 100);
    const wins = direction === 'under' ? t : 9_999 - t;
    const won = direction === 'under' ? roll < t : roll > t;
    return { multiplierBp: won ? multiplierForWins(wins) : 0, detail: { roll: roll / 100, target, direction, won } };
  },
  moments({ target, direction }) {
    const t = Math.round(target * 100);
    return twoPoint(
      direction === 'under' ? t : 9_999 - t,
      10_000,
      multiplierForWins(direction === 'under' ? t : 9_999 - t),
    );
  },
};

function multiplierForWins(wins: number) {
  return Math.floor((9_900 * 10_000) / wins);
}

/** Mean and sd of a bet that pays m (basis points) with probability wins/outcomes, else 0. */
function twoPoint(wins: number, outcomes: number, multiplierBp: number) {
  const p = wins / outcomes;
  const m = multiplierBp / BP;
  return { mean: p * m, sd: Math.sqrt(p * m * m - (p * m) ** 2) };
}

/**
 * Limbo: the round's result is a multiplier R = floor(0.97 / (1 - f), 2 decimals), at least
 * 1.00; the player wins their target when R reaches it. P(R >= target) = 0.97 / target, so
 * every target returns 97%.
 */
export const limbo: InhouseGame<{ target: number }> = {
  code: 'limbo',
  rtpBp: 9700,
  params: z.object({ target: z.number().multipleOf(0.01).min(1.01).max(1000) }),
  floatsPerRound: 1,
  play([f], { target }) {
    const result = Math.max(100, Math.floor(97 / (1 - (f as number)))) / 100;
    const won = result >= target;
    return { multiplierBp: won ? Math.round(target * BP) : 0, detail: { result, target, won } };
  },
  moments({ target }) {
    const p = 0.97 / target;
    return { mean: p * target, sd: Math.sqrt(p * target * target - (p * target) ** 2) };
  },
};

/** Lucky Sevens: three reels on one line; the strip's symbol weights and the paytable give 95.98%. */
const SYMBOLS = ['cherry', 'lemon', 'bell', 'star', 'seven', 'diamond'] as const;
type Symbol = (typeof SYMBOLS)[number];
const WEIGHTS: Record<Symbol, number> = { cherry: 10, lemon: 9, bell: 7, star: 5, seven: 3, diamond: 2 };
/** Three of a kind on the line (basis points). */
const THREE: Record<Symbol, number> = {
  cherry: 100_000,
  lemon: 150_000,
  bell: 200_000,
  star: 300_000,
  seven: 600_000,
  diamond: 1_000_000,
};
/** Cherries on the first two reels, or on the first reel only (when not three of a kind). */
const TWO_CHERRIES = 20_000;
const ONE_CHERRY = 6_000;
const TOTAL_WEIGHT = Object.values(WEIGHTS).reduce((a, b) => a + b, 0);

function symbolAt(f: number): Symbol {
  let stop = Math.floor(f * TOTAL_WEIGHT);
  for (const symbol of SYMBOLS) {
    stop -= WEIGHTS[symbol];
    if (stop < 0) return symbol;
  }
  return 'diamond';
}

function lineMultiplier([a, b, c]: Symbol[]): number {
  if (a === b && b === c) return THREE[a as Symbol];
  if (a === 'cherry' && b === 'cherry') return TWO_CHERRIES;
  if (a === 'cherry') return ONE_CHERRY;
  return 0;
}

export const slots: InhouseGame<Record<string, never>> = {
  code: 'lucky-sevens',
  rtpBp: 9598,
  params: z.object({}).strict() as unknown as z.ZodType<Record<string, never>>,
  floatsPerRound: 3,
  play(f) {
    const reels = f.slice(0, 3).map(symbolAt);
    return { multiplierBp: lineMultiplier(reels), detail: { reels } };
  },
  moments() {
    // Exactly, over every combination of stops, weighted.
    let mean = 0;
    let square = 0;
    for (const a of SYMBOLS)
      for (const b of SYMBOLS)
        for (const c of SYMBOLS) {
          const p = (WEIGHTS[a] * WEIGHTS[b] * WEIGHTS[c]) / TOTAL_WEIGHT ** 3;
          const m = lineMultiplier([a, b, c]) / BP;
          mean += p * m;
          square += p * m * m;
        }
    return { mean, sd: Math.sqrt(square - mean * mean) };
  },
};

export const inhouseGames = { dice, limbo, 'lucky-sevens': slots } as const;
export type InhouseGameCode = keyof typeof inhouseGames;

/** The outcome of a round from its seeds: what the verify form recomputes. */
export function decide(
  game: InhouseGame<unknown>,
  serverSeed: string,
  clientSeed: string,
  nonce: number,
  params: unknown,
) {
  return game.play(floats(serverSeed, clientSeed, nonce, game.floatsPerRound), params);
}
