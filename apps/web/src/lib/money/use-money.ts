import { useCallback } from 'react';
import { formatMoney, formatSignedMoney } from '../format';
import { useMerchantInfo } from '../init-settings';

/**
 * Money as the player reads it, in the merchant's currency (architecture, Money: integers in
 * minor units, formatted by Intl.NumberFormat in lib/format).
 */
export function useMoney() {
  const { currency } = useMerchantInfo();
  const format = useCallback(
    (minor: number, options: { symbol?: boolean } = {}) => formatMoney(minor, currency, options),
    [currency],
  );
  /** With a sign: +₱100.00 for money in, −₱100.00 for money out. */
  const signed = useCallback((minor: number) => formatSignedMoney(minor, currency), [currency]);
  return { currency, format, signed };
}
