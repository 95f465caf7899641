import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/i18n-react';

/** Spec 4 and 9: game lists reload on a language change, debounced 200 ms. */
export const LANGUAGE_RELOAD_DEBOUNCE_MS = 200;

/**
 * The language the game lists are keyed by: the current one, 200 ms after it last changed,
 * so a player flicking through languages causes one reload, not one per tap.
 */
export function useListLanguage(): string {
  const { i18n } = useTranslation();
  const current = i18n.language;
  const [settled, setSettled] = useState(current);
  useEffect(() => {
    if (current === settled) return;
    const timer = setTimeout(() => setSettled(current), LANGUAGE_RELOAD_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [current, settled]);
  return settled;
}
