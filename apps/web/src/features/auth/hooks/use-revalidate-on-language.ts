import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/** Spec 9: language-change debounce 200 ms. */
const LANGUAGE_DEBOUNCE_MS = 200;

/** Spec 4: a language change re-validates the filled login fields, 200 ms after it settles. */
export function useRevalidateOnLanguage(revalidate: () => void) {
  const { i18n } = useTranslation();
  const latest = useRef(revalidate);
  latest.current = revalidate;
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onChange = () => {
      clearTimeout(timer);
      timer = setTimeout(() => latest.current(), LANGUAGE_DEBOUNCE_MS);
    };
    i18n.on('languageChanged', onChange);
    return () => {
      clearTimeout(timer);
      i18n.off('languageChanged', onChange);
    };
  }, [i18n]);
}
