import { type LanguageCode, languageLocales } from '@playdeck/contracts/languages';
import i18next, { type i18n as I18n, type Resource } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { apiContext } from './api-client';
import { renderScope } from './render-scope';
import { localStore } from './storage';

/**
 * One catalogue file per language and namespace, loaded when a screen first needs it. A page
 * rendered on the server carries the catalogues it was drawn with (issue 16), so its first
 * paint needs none of them from the network; otherwise the shell's `common` and the error
 * messages come first (any screen can show an error: a code must never show raw, issue 8 item
 * 21). The error messages come from the contracts package, the same words the server sends.
 */
const catalogues = import.meta.glob<{ default: Record<string, string> }>('../locales/*/*.json');
const errorCatalogues = import.meta.glob<{ default: Record<string, string> }>(
  '../../../../packages/contracts/locales/*/errors.json',
);

async function catalogue(language: string, namespace: string): Promise<Record<string, string>> {
  const load =
    namespace === 'errors'
      ? errorCatalogues[`../../../../packages/contracts/locales/${language}/errors.json`]
      : catalogues[`../locales/${language}/${namespace}.json`];
  return load ? (await load()).default : {};
}

export const i18n = i18next.createInstance();

export function toI18nLanguage(code: LanguageCode): string {
  return code.toLowerCase();
}

/** The language being shown: the server's render's, or the browser's. */
export function currentLanguage(): LanguageCode {
  return renderScope.current()?.language ?? ((i18n.language?.toUpperCase() ?? 'EN') as LanguageCode);
}

/** The BCP 47 locale of the current language, for Intl formatting. */
export function currentLocale(): string {
  return languageLocales[currentLanguage()] ?? 'en';
}

/** Starts an instance in a language, with the catalogues already at hand (a server-rendered page's). */
async function start(instance: I18n, language: LanguageCode, resources: Resource = {}) {
  await instance
    .use(initReactI18next)
    .use(resourcesToBackend(catalogue))
    .init({
      lng: toI18nLanguage(language),
      // No fallback language: every catalogue has every key (tagalog-catalogues.test.ts), so a
      // Tagalog visitor never needs the English words, and must not download them (first load).
      fallbackLng: false,
      ns: ['common', 'errors'],
      defaultNS: 'common',
      partialBundledLanguages: true,
      resources,
      keySeparator: false,
      nsSeparator: ':',
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
      returnNull: false,
    });
  return instance;
}

/** The browser's instance; `resources`: the catalogues a server-rendered page came with. */
export async function initI18n(language: LanguageCode, resources?: Resource) {
  apiContext.language = language;
  await start(i18n, language, resources);
  document.documentElement.lang = languageLocales[language];
}

/** An instance of its own for one server render (renders run concurrently, in different languages). */
export const createRenderI18n = (language: LanguageCode) => start(i18next.createInstance(), language);

/** The catalogues an instance holds now (what a server-rendered page hands to the browser). */
export const loadedCatalogues = (instance: I18n): Resource => {
  const language = instance.language;
  return { [language]: instance.store.data[language] ?? {} } as Resource;
};

/** Remembers the language for the server too: the next page it renders is in it (issue 16). */
export function rememberLanguage(language: LanguageCode) {
  localStore.set('language', language);
  // biome-ignore lint/suspicious/noDocumentCookie: one plain cookie; the Cookie Store API is not on every phone
  document.cookie = `pd_lang=${language}; path=/; max-age=31536000; samesite=lax`;
}

/** Switches the language everywhere and remembers the choice. */
export async function changeLanguage(language: LanguageCode) {
  rememberLanguage(language);
  apiContext.language = language;
  await i18n.changeLanguage(toI18nLanguage(language));
  document.documentElement.lang = languageLocales[language];
}
