import { useTranslation } from '../../../lib/i18n-react';

/** A game category's name as the games screens write it (RNG: Slots); an unknown code as it is. */
export function useCategoryName() {
  const { t } = useTranslation('games');
  return (code: string) => t(`games:category_${code}`, { defaultValue: code });
}
