import { BP } from './fairness';
import type { InhouseGame } from './game';

export interface LimboParams {
  target: number;
}

export interface LimboDetail extends LimboParams {
  result: number;
  won: boolean;
}

/**
 * Limbo: the round's result is a multiplier R = floor(0.97 / (1 - f), 2 decimals), at least
 * 1.00; the player wins their target when R reaches it. P(R >= target) = 0.97 / target, so
 * every target returns 97%.
 */
export const limbo: InhouseGame<LimboParams, LimboDetail> = {
  code: 'limbo',
  rtpBp: 9700,
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
