import { twoPoint } from './fairness';
import type { InhouseGame } from './game';

export interface DiceParams {
  target: number;
  direction: 'under' | 'over';
}

export interface DiceDetail extends DiceParams {
  roll: number;
  won: boolean;
}

/** Rolls (of 10,000) that win with this target and direction. */
export const diceWins = (target: number, direction: DiceParams['direction']) =>
  direction === 'under' ? Math.round(target * 100) : 9_999 - Math.round(target * 100);

/** The multiplier (basis points) of a bet with `wins` winning rolls: 99% of fair odds. */
export const diceMultiplier = (wins: number) => Math.floor((9_900 * 10_000) / wins);

/**
 * Dice: a roll of 0.00 to 99.99 (10,000 equally likely values); win when it falls under (or
 * over) the target. The multiplier pays 99% of fair odds.
 */
export const dice: InhouseGame<DiceParams, DiceDetail> = {
  code: 'dice',
  rtpBp: 9900,
  floatsPerRound: 1,
  play([f], { target, direction }) {
    const roll = Math.floor((f as number) * 10_000); // hundredths
    const t = Math.round(target * 100);
    const won = direction === 'under' ? roll < t : roll > t;
    return {
      multiplierBp: won ? diceMultiplier(diceWins(target, direction)) : 0,
      detail: { roll: roll / 100, target, direction, won },
    };
  },
  moments({ target, direction }) {
    const wins = diceWins(target, direction);
    return twoPoint(wins, 10_000, diceMultiplier(wins));
  },
};
