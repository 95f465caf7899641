import type { CurrencyInfo } from '@playdeck/contracts';
import { AppError } from './errors';

/** An amount in minor units as a player reads it in a server message: ₱1,234.50. */
export function formatMoney(minor: number, currency: CurrencyInfo): string {
  const major = minor / 10 ** currency.exponent;
  const text = major.toLocaleString('en-US', {
    minimumFractionDigits: currency.exponent,
    maximumFractionDigits: currency.exponent,
  });
  return `${currency.symbol}${text}`;
}

/** Refuses an amount outside [min, max] (amount.out.of.range, the limits in the player's terms). */
export function checkAmountRange(amount: number, { min, max }: { min: number; max: number }, currency: CurrencyInfo) {
  if (amount >= min && amount <= max) return;
  throw new AppError('amount.out.of.range', {
    data: { min, max },
    params: { min: formatMoney(min, currency), max: formatMoney(max, currency) },
  });
}
