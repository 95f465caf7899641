/** Rebate rates are basis points of valid bets (100 = 1%); agents type and read them as percents. */

/** 85 -> "0.85". */
export const bpToPercent = (bp: number): string => (bp / 100).toFixed(2);

/** "0.85" -> 85; null for text that is not a percent with at most two decimals. */
export function percentToBp(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,3}(\.\d{0,2})?$/.test(trimmed)) return null;
  const [whole = '0', fraction = ''] = trimmed.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}
