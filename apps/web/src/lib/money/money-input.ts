/**
 * Amounts the player types are in major units ("1,250.50"); the wire wants integer minor units
 * (architecture, Money). The conversion is string arithmetic on the digits, never a float, and
 * an amount with more decimals than the currency has is refused rather than rounded.
 */

export type AmountProblem = 'empty' | 'format' | 'decimals' | 'too_large';

export type AmountParse = { ok: true; minor: number } | { ok: false; problem: AmountProblem };

/** Contracts' amountMinor: below 10^15, so a JavaScript number holds it exactly. */
const MAX_MINOR_DIGITS = 15;

export function parseMajorAmount(text: string, exponent: number): AmountParse {
  // Grouping commas and spaces are how players write thousands; they carry no value.
  const cleaned = text.trim().replace(/[,\s]/g, '');
  if (cleaned === '') return { ok: false, problem: 'empty' };
  const match = /^(\d*)(?:\.(\d*))?$/.exec(cleaned);
  const whole = match?.[1] ?? '';
  const fraction = match?.[2] ?? '';
  if (!match || (whole === '' && fraction === '')) return { ok: false, problem: 'format' };
  if (fraction.length > exponent) return { ok: false, problem: 'decimals' };
  const digits = `${whole}${fraction.padEnd(exponent, '0')}`.replace(/^0+(?=\d)/, '');
  if (digits.length > MAX_MINOR_DIGITS) return { ok: false, problem: 'too_large' };
  return { ok: true, minor: Number(digits) };
}

/** A minor amount as the player would type it: 10000 → "100", 12345 → "123.45" (exponent 2). */
export function minorToMajorInput(minor: number, exponent: number): string {
  const digits = String(Math.trunc(Math.abs(minor))).padStart(exponent + 1, '0');
  if (exponent === 0) return digits;
  const whole = digits.slice(0, -exponent);
  const fraction = digits.slice(-exponent).replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole;
}

/** Keeps only what can be part of an amount while typing (digits, one point, grouping commas). */
export function sanitizeAmountTyping(text: string): string {
  const kept = text.replace(/[^\d.,]/g, '');
  const point = kept.indexOf('.');
  return point === -1 ? kept : `${kept.slice(0, point + 1)}${kept.slice(point + 1).replace(/\./g, '')}`;
}

/** Major-unit steps for the quick-amount buttons, in the channel's range (minor units). */
const QUICK_STEPS = [100, 300, 500, 1000, 3000, 5000, 10_000, 30_000, 50_000];

export function quickAmounts(minMinor: number, maxMinor: number, exponent: number, count = 6): number[] {
  const unit = 10 ** exponent;
  return QUICK_STEPS.map((major) => major * unit)
    .filter((minor) => minor >= minMinor && minor <= maxMinor)
    .slice(0, count);
}
