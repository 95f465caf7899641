import type { CurrencyInfo } from '@playdeck/contracts';

/** An amount in minor units as a player reads it in a server message: ₱1,234.50. */
export function formatMoney(minor: number, currency: CurrencyInfo): string {
  const major = minor / 10 ** currency.exponent;
  const text = major.toLocaleString('en-US', {
    minimumFractionDigits: currency.exponent,
    maximumFractionDigits: currency.exponent,
  });
  return `${currency.symbol}${text}`;
}
