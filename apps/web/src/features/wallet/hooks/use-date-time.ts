import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../../lib/i18n';

/**
 * A record's time in the player's language and time zone, short enough for a list row:
 * "Nov 22, 3:15 PM" this year, "Dec 30, 2025, 9:02 AM" before.
 */
export function useDateTime() {
  const { i18n } = useTranslation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the format follows the language
  return useMemo(() => {
    const thisYear = new Intl.DateTimeFormat(currentLocale(), {
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    });
    const withYear = new Intl.DateTimeFormat(currentLocale(), { dateStyle: 'medium', timeStyle: 'short' });
    const year = new Date().getFullYear();
    return (iso: string) => {
      const date = new Date(iso);
      return (date.getFullYear() === year ? thisYear : withYear).format(date);
    };
  }, [i18n.language]);
}
