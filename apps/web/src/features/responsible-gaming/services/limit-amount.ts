import { type AmountProblem, parseMajorAmount } from '../../../lib/money/money-input';
import { MAX_LIMIT_AMOUNT, SESSION_LIMIT_MINUTES } from '../constants';

export type LimitAmountProblem = AmountProblem | 'zero';

/**
 * A money limit the player typed in major units, as the integer minor units the server takes
 * (architecture, Money): string arithmetic on the digits (lib/money), never a float. Zero is no
 * limit at all (removing one is its own button), and the server's ceiling is kept.
 */
export function limitMinorOf(
  text: string,
  exponent: number,
): { ok: true; minor: number } | { ok: false; problem: LimitAmountProblem } {
  const parsed = parseMajorAmount(text, exponent);
  if (!parsed.ok) return parsed;
  if (parsed.minor === 0) return { ok: false, problem: 'zero' };
  if (parsed.minor > MAX_LIMIT_AMOUNT) return { ok: false, problem: 'too_large' };
  return parsed;
}

/** A quick amount in major units as minor units: an integer times a power of ten stays exact. */
export const presetMinor = (major: number, exponent: number) => major * 10 ** exponent;

/** How much of a limit is used, from 0 to 1 (the bar's fill); a limit passed reads as full. */
export function usedShare(used: number | null, amount: number | null): number {
  if (used === null || amount === null || amount <= 0) return 0;
  return Math.min(1, Math.max(0, used / amount));
}

/** The session limit typed in minutes: whole minutes from 15 to 1440, else why not. */
export function sessionMinutesOf(text: string): { ok: true; minutes: number } | { ok: false; problem: 'range' } {
  const trimmed = text.trim();
  if (!/^\d{1,4}$/.test(trimmed)) return { ok: false, problem: 'range' };
  const minutes = Number(trimmed);
  if (minutes < SESSION_LIMIT_MINUTES.min || minutes > SESSION_LIMIT_MINUTES.max)
    return { ok: false, problem: 'range' };
  return { ok: true, minutes };
}
