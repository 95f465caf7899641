/**
 * Platform language codes (spec 1: about 35 languages) with the BCP 47 locale each one formats
 * and pluralises with, its own name (the language switch) and its writing direction. Every one
 * ships complete catalogues (issue 17: a test checks every key of every language); a merchant
 * picks its default and the languages it offers among them.
 * (No zod here: the web app's first load imports this module.)
 */
export const languageInfo = {
  EN: { locale: 'en', name: 'English', dir: 'ltr' },
  TY: { locale: 'fil', name: 'Tagalog', dir: 'ltr' },
} as const;

export type LanguageCode = keyof typeof languageInfo;

export const languageCodes = Object.keys(languageInfo) as [LanguageCode, ...LanguageCode[]];

/** The BCP 47 locale of each code (`lang`, Intl formats, plural rules). */
export const languageLocales = Object.fromEntries(languageCodes.map((code) => [code, languageInfo[code].locale])) as {
  [C in LanguageCode]: (typeof languageInfo)[C]['locale'];
};

/** Native names for the language switch. */
export const languageNames = Object.fromEntries(languageCodes.map((code) => [code, languageInfo[code].name])) as Record<
  LanguageCode,
  string
>;

/** The writing direction of a language (`dir` on the page). */
export const languageDirection = (code: LanguageCode): 'ltr' | 'rtl' => languageInfo[code].dir;

/** The folder of a language's catalogues (`pt-br` for PT-BR). */
export const catalogueFolder = (code: LanguageCode): string => code.toLowerCase();

/** Parses a `Language` header or stored choice; anything unknown gives undefined. */
export function parseLanguage(value: unknown): LanguageCode | undefined {
  if (typeof value !== 'string') return undefined;
  const upper = value.trim().toUpperCase();
  return Object.hasOwn(languageInfo, upper) ? (upper as LanguageCode) : undefined;
}
