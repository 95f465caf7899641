import type { CurrencyInfo } from '@playdeck/contracts';
import { currentLocale } from './i18n';

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * An amount in minor units as the player reads it, with the currency symbol and two decimals
 * (spec 9: balance 2 decimals); the integer never becomes a float before display.
 */
export function formatMoney(minor: number, currency: CurrencyInfo, options: { symbol?: boolean } = {}): string {
  const key = `${currentLocale()}|${currency.code}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(currentLocale(), { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    formatters.set(key, format);
  }
  const major = minor / 10 ** currency.exponent;
  const text = format.format(major);
  return options.symbol === false ? text : `${currency.symbol}${text}`;
}

/** With a sign: +₱100.00 for money in, −₱100.00 (a true minus) for money out, ₱0.00 for none. */
export function formatSignedMoney(minor: number, currency: CurrencyInfo): string {
  if (minor === 0) return formatMoney(0, currency);
  return `${minor < 0 ? '−' : '+'}${formatMoney(Math.abs(minor), currency)}`;
}

/** The masked balance (spec 2 Shell: masked with asterisks when hidden). */
export const MASKED_BALANCE = '****';
