import {
  catalogueFolder,
  formatLocale,
  type LanguageCode,
  languageDirection,
  languageLocales,
  parseLanguage,
} from '@playdeck/contracts/languages';
import { apiContext } from './api-client';
import { renderScope } from './render-scope';
import { localStore } from './storage';
import { type Resource, Translator } from './translator';

/**
 * One catalogue file per language and namespace, loaded when a screen first needs it. A page
 * rendered on the server carries the catalogues it was drawn with (issue 16), so its first
 * paint needs none of them from the network; otherwise the shell's `common` and the error
 * messages come first (any screen can show an error: a code must never show raw, issue 8 item
 * 21). The error messages come from the contracts package, the same words the server sends.
 */
const serverCatalogues = import.meta.env.SSR
  ? import.meta.glob<{ default: Record<string, string> }>('../locales/*/*.json')
  : {};
const serverErrorCatalogues = import.meta.env.SSR
  ? import.meta.glob<{ default: Record<string, string> }>('../../../../packages/contracts/locales/*/errors.json')
  : {};

/** The server (a render, a test) reads the files; a language or namespace without one has none. */
async function fileCatalogue(language: string, namespace: string): Promise<Record<string, string>> {
  const load =
    namespace === 'errors'
      ? serverErrorCatalogues[`../../../../packages/contracts/locales/${language}/errors.json`]
      : serverCatalogues[`../locales/${language}/${namespace}.json`];
  return load ? (await load()).default : {};
}

/**
 * The browser fetches them as JSON under the build's version (build/catalogue-files.ts): no
 * table of hundreds of chunk names in the first load. A missing one (404) is an empty catalogue,
 * as on the server; a failed fetch throws, as a chunk that cannot load did.
 */
async function fetchedCatalogue(language: string, namespace: string): Promise<Record<string, string>> {
  const url = `${import.meta.env.BASE_URL}assets/locales/${__CATALOGUES_VERSION__}/${language}/${namespace}.json`;
  const response = await fetch(url);
  if (response.status === 404) return {};
  if (!response.ok) throw new Error(`catalogue ${language}/${namespace}: HTTP ${response.status}`);
  return response.json();
}

const catalogue = import.meta.env.SSR ? fileCatalogue : fetchedCatalogue;

/** What every screen may need at once: the shell's words and the error messages. */
const FIRST_NAMESPACES = ['common', 'errors'];

/** A language's catalogues are kept under its code in lower case (`pt-br`). */
export function toI18nLanguage(code: LanguageCode): string {
  return catalogueFolder(code);
}

/** A catalogue language's locale, whose plural rules it follows (`ty` → fil). */
const localeOf = (language: string) => languageLocales[parseLanguage(language) ?? 'EN'];

/** The browser's translations (a server render has its own, createRenderI18n). */
export const i18n = new Translator('', {}, catalogue, 'common', localeOf);

/** The language being shown: the server's render's, or the browser's. */
export function currentLanguage(): LanguageCode {
  return renderScope.current()?.language ?? ((i18n.language.toUpperCase() || 'EN') as LanguageCode);
}

/** The BCP 47 locale of the current language, for Intl formatting. */
export function currentLocale(): string {
  return languageLocales[currentLanguage()] ?? 'en';
}

/** The locale amounts and dates are formatted in (Western digits in every language). */
export function currentFormatLocale(): string {
  return formatLocale(currentLanguage());
}

/** The browser's translations in a language; `resources`: the catalogues a server-rendered page came with. */
export async function initI18n(language: LanguageCode, resources: Resource = {}) {
  apiContext.language = language;
  for (const [lng, namespaces] of Object.entries(resources))
    i18n.store.data[lng] = { ...i18n.store.data[lng], ...namespaces };
  i18n.language = toI18nLanguage(language);
  await i18n.loadNamespaces(FIRST_NAMESPACES);
  setPageLanguage(language);
}

/** The page's own language and writing direction (right to left for Arabic, Persian, Hebrew, Urdu). */
function setPageLanguage(language: LanguageCode) {
  document.documentElement.lang = languageLocales[language];
  document.documentElement.dir = languageDirection(language);
}

/** Translations of their own for one server render (renders run concurrently, in different languages). */
export async function createRenderI18n(language: LanguageCode) {
  const instance = new Translator(toI18nLanguage(language), {}, catalogue, 'common', localeOf);
  await instance.loadNamespaces(FIRST_NAMESPACES);
  return instance;
}

/** The catalogues an instance holds now (what a server-rendered page hands to the browser). */
export const loadedCatalogues = (instance: Translator): Resource => ({
  [instance.language]: instance.store.data[instance.language] ?? {},
});

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
  setPageLanguage(language);
}

export type { Resource, TFunction, TOptions } from './translator';
export { Translator } from './translator';
