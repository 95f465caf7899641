import { useTranslation } from '../i18n-react';
import type { AmountProblem } from './money-input';
import { useMoney } from './use-money';

/** The words for an amount the form cannot send: not a number, too many decimals, out of range. */
export function useAmountProblem() {
  const { t } = useTranslation('wallet');
  const { currency, format } = useMoney();
  return {
    exponent: currency.exponent,
    text: (problem: AmountProblem) => {
      if (problem !== 'decimals') return t(`amount_${problem}`);
      return currency.exponent === 0 ? t('amount_whole') : t('amount_decimals', { count: currency.exponent });
    },
    range: (min: number, max: number) => t('amount_range', { min: format(min), max: format(max) }),
  };
}
