import { type LanguageCode, languageLocales } from '@playdeck/contracts/languages';
import i18next from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import enCommon from '../locales/en/common.json';
import tyCommon from '../locales/ty/common.json';
import { apiContext } from './api-client';
import { localStore } from './storage';

/**
 * One catalogue file per language and namespace, loaded when a screen first needs it.
 * The shell's `common` catalogues are in the first load (small, and needed for the first
 * paint); the error messages come from the contracts package, the same words the server sends.
 */
const screenCatalogues = import.meta.glob<{ default: Record<string, string> }>([
  '../locales/*/*.json',
  '!../locales/*/common.json',
]);
const errorCatalogues = import.meta.glob<{ default: Record<string, string> }>(
  '../../../../packages/contracts/locales/*/errors.json',
);

function loader(language: string, namespace: string) {
  if (namespace === 'errors') {
    return errorCatalogues[`../../../../packages/contracts/locales/${language}/errors.json`];
  }
  return screenCatalogues[`../locales/${language}/${namespace}.json`];
}

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
      fallbackLng: 'en',
      ns: ['common'],
      defaultNS: 'common',
      partialBundledLanguages: true,
      resources: { en: { common: enCommon }, ty: { common: tyCommon } },
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
