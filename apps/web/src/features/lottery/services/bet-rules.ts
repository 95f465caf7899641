import type { LotteryGameCode } from '@playdeck/contracts';
import { VN_BET_SHAPES } from '@playdeck/contracts/game-constants';

/**
 * What the bet screen needs to know of each bet type, the server's rules (modules/lottery/rules)
 * seen from the picker: the server checks every line again.
 */
export const isVietnamese = (game: LotteryGameCode) => game.startsWith('VN-');

export const VN_SHAPES = VN_BET_SHAPES;
export type VnBetType = keyof typeof VN_SHAPES;
export const isVnBetType = (type: string): type is VnBetType => Object.hasOwn(VN_SHAPES, type);

export type FastBetType = 'digit' | 'bigSmall' | 'oddEven';
export type FastTarget = 1 | 2 | 3 | 4 | 5 | 'sum';
export const FAST_TARGETS: FastTarget[] = [1, 2, 3, 4, 5, 'sum'];
/** A digit bet names a position; big/small and odd/even also the sum. */
export const targetsOf = (type: FastBetType): FastTarget[] => (type === 'digit' ? [1, 2, 3, 4, 5] : FAST_TARGETS);
export const PICKS: Record<Exclude<FastBetType, 'digit'>, [string, string]> = {
  bigSmall: ['big', 'small'],
  oddEven: ['odd', 'even'],
};

/** A line of the slip as the screen holds it (no stake: the slip has one stake per line). */
export type DraftLine =
  | { betType: VnBetType; selection: string[] }
  | { betType: FastBetType; selection: { target: FastTarget; digit?: number; pick?: string } };

/** A line's identity in the slip: picking the same thing again takes it off. */
export const lineKey = (line: DraftLine) => `${line.betType}:${JSON.stringify(line.selection)}`;

/** Adds the line, or takes it off when it is already there. */
export function toggleLine(lines: DraftLine[], line: DraftLine): DraftLine[] {
  const key = lineKey(line);
  return lines.some((l) => lineKey(l) === key) ? lines.filter((l) => lineKey(l) !== key) : [...lines, line];
}

export const MAX_SLIP_LINES = 20;

/** Odds in basis points as the player reads them: 9.7, 95, 1.94 (times the stake). */
export const oddsText = (oddsBp: number) => String(Math.round(oddsBp / 100) / 100);

/**
 * A slip's potential win: each line winning once at its odds. Not a bound either way: a lô
 * pays per prize ending in its number, and opposite picks (big and small) cannot both win.
 */
export function maxWin(lines: DraftLine[], stake: number, oddsOf: (betType: string) => number): number {
  return lines.reduce((sum, line) => sum + Math.floor((stake * oddsOf(line.betType)) / 10_000), 0);
}

/** A 2- or 3-digit number typed by the player, or null. */
export function typedNumber(text: string, digits: number): string | null {
  const clean = text.trim();
  return new RegExp(`^\\d{${digits}}$`).test(clean) ? clean : null;
}
