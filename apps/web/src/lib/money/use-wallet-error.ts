import { useCallback } from 'react';
import { ApiError } from '../api-client';
import { errorText } from '../errors';
import { useTranslation } from '../i18n-react';
import { useMoney } from './use-money';

/**
 * A failed wallet call in words (spec 8, conventions 6). amount.out.of.range names its bounds
 * (data.min, data.max in minor units), formatted here in the player's locale and currency.
 */
export function useWalletError() {
  const { t } = useTranslation(['wallet', 'errors']);
  const { format } = useMoney();
  return useCallback(
    (error: unknown): string => {
      if (error instanceof ApiError && error.code === 'amount.out.of.range') {
        const { min, max } = error.data;
        if (typeof min === 'number' && typeof max === 'number') {
          return t('errors:amount.out.of.range', { min: format(min), max: format(max) });
        }
      }
      return errorText(error, t);
    },
    [t, format],
  );
}
