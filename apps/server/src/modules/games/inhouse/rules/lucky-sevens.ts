import { BP } from './fairness';
import type { InhouseGame } from './game';

/** Lucky Sevens: three reels on one line; the strip's symbol weights and the paytable give 95.98%. */
export const SYMBOLS = ['cherry', 'lemon', 'bell', 'star', 'seven', 'diamond'] as const;
export type SlotSymbol = (typeof SYMBOLS)[number];
const WEIGHTS: Record<SlotSymbol, number> = { cherry: 10, lemon: 9, bell: 7, star: 5, seven: 3, diamond: 2 };
/** Three of a kind on the line (basis points). */
export const THREE: Record<SlotSymbol, number> = {
  cherry: 100_000,
  lemon: 150_000,
  bell: 200_000,
  star: 300_000,
  seven: 600_000,
  diamond: 1_000_000,
};
/** Cherries on the first two reels, or on the first reel only (when not three of a kind). */
export const TWO_CHERRIES = 20_000;
export const ONE_CHERRY = 6_000;
const TOTAL_WEIGHT = Object.values(WEIGHTS).reduce((a, b) => a + b, 0);

export type LuckySevensParams = Record<string, never>;

export interface LuckySevensDetail {
  reels: SlotSymbol[];
}

function symbolAt(f: number): SlotSymbol {
  let stop = Math.floor(f * TOTAL_WEIGHT);
  for (const symbol of SYMBOLS) {
    stop -= WEIGHTS[symbol];
    if (stop < 0) return symbol;
  }
  return 'diamond';
}

function lineMultiplier([a, b, c]: readonly SlotSymbol[]): number {
  if (a === b && b === c) return THREE[a as SlotSymbol];
  if (a === 'cherry' && b === 'cherry') return TWO_CHERRIES;
  if (a === 'cherry') return ONE_CHERRY;
  return 0;
}

export const luckySevens: InhouseGame<LuckySevensParams, LuckySevensDetail> = {
  code: 'lucky-sevens',
  rtpBp: 9598,
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
