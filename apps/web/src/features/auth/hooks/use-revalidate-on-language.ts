import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../lib/i18n-react';

/** Spec 9: language-change debounce 200 ms. */
const LANGUAGE_DEBOUNCE_MS = 200;

/** Spec 4: a language change re-validates the filled login fields, 200 ms after it settles. */
export function useRevalidateOnLanguage(revalidate: () => void) {
  const { i18n } = useTranslation();
  const latest = useRef(revalidate);
  latest.current = revalidate;
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let language = i18n.language;
    const stop = i18n.subscribe(() => {
      if (i18n.language === language) return;
      language = i18n.language;
      clearTimeout(timer);
      timer = setTimeout(() => latest.current(), LANGUAGE_DEBOUNCE_MS);
    });
    return () => {
      clearTimeout(timer);
      stop();
    };
  }, [i18n]);
}
