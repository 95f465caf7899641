import { type LanguageCode, languageLocales } from '@playdeck/contracts/languages';
import i18next from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import enErrors from '../../../../packages/contracts/locales/en/errors.json';
import tyErrors from '../../../../packages/contracts/locales/ty/errors.json';
import enCommon from '../locales/en/common.json';
import tyCommon from '../locales/ty/common.json';
import { apiContext } from './api-client';
import { localStore } from './storage';

/**
 * One catalogue file per language and namespace, loaded when a screen first needs it.
 * The shell's `common` catalogues and the error messages are in the first load: both are small,
 * and any screen can show an error, so a code must never wait on (or miss) a lazy load and show
 * raw (issue 8 item 21). The error messages come from the contracts package, the same words the
 * server sends.
 */
const screenCatalogues = import.meta.glob<{ default: Record<string, string> }>([
  '../locales/*/*.json',
  '!../locales/*/common.json',
]);

/** Every catalogue in the first load, by language and namespace. */
const bundledCatalogues = {
  en: { common: enCommon, errors: enErrors },
  ty: { common: tyCommon, errors: tyErrors },
};

const loader = (language: string, namespace: string) => screenCatalogues[`../locales/${language}/${namespace}.json`];

export const i18n = i18next.createInstance();

export function toI18nLanguage(code: LanguageCode): string {
  return code.toLowerCase();
}

export function currentLanguage(): LanguageCode {
  return (i18n.language?.toUpperCase() ?? 'EN') as LanguageCode;
}

/** The BCP 47 locale of the current language, for Intl formatting. */
export function currentLocale(): string {
  return languageLocales[currentLanguage()] ?? 'en';
}

export async function initI18n(language: LanguageCode) {
  apiContext.language = language;
  await i18n
    .use(initReactI18next)
    .use(
      resourcesToBackend(async (lng: string, ns: string) => {
        const load = loader(lng, ns);
        if (!load) return {};
        return (await load()).default;
      }),
    )
    .init({
      lng: toI18nLanguage(language),
      // No fallback language: every catalogue has every key (tagalog-catalogues.test.ts), so a
      // Tagalog visitor never needs the English words, and must not download them (first load).
      fallbackLng: false,
      ns: ['common', 'errors'],
      defaultNS: 'common',
      partialBundledLanguages: true,
      resources: bundledCatalogues,
      keySeparator: false,
      nsSeparator: ':',
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
      returnNull: false,
    });
  document.documentElement.lang = languageLocales[language];
}

/** Switches the language everywhere and remembers the choice. */
export async function changeLanguage(language: LanguageCode) {
  localStore.set('language', language);
  apiContext.language = language;
  await i18n.changeLanguage(toI18nLanguage(language));
  document.documentElement.lang = languageLocales[language];
}
