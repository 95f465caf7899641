/**
 * Platform language codes (spec 1: about 35 languages) with the BCP 47 locale each one formats
 * and pluralises with, and its writing direction (each one's own name: language-names.ts). Every one
 * ships complete catalogues (issue 17: a test checks every key of every language); a merchant
 * picks its default and the languages it offers among them.
 * (No zod here: the web app's first load imports this module.)
 */
export const languageInfo = {
  EN: { locale: 'en', dir: 'ltr' },
  TY: { locale: 'fil', dir: 'ltr' },
  CN: { locale: 'zh-CN', dir: 'ltr' },
  TW: { locale: 'zh-TW', dir: 'ltr' },
  JA: { locale: 'ja', dir: 'ltr' },
  KO: { locale: 'ko', dir: 'ltr' },
  TH: { locale: 'th', dir: 'ltr' },
  VI: { locale: 'vi', dir: 'ltr' },
  ID: { locale: 'id', dir: 'ltr' },
  MS: { locale: 'ms', dir: 'ltr' },
  HI: { locale: 'hi', dir: 'ltr' },
  BN: { locale: 'bn', dir: 'ltr' },
  TA: { locale: 'ta', dir: 'ltr' },
  KM: { locale: 'km', dir: 'ltr' },
  MY: { locale: 'my', dir: 'ltr' },
  LO: { locale: 'lo', dir: 'ltr' },
  ES: { locale: 'es', dir: 'ltr' },
  PT: { locale: 'pt-PT', dir: 'ltr' },
  'PT-BR': { locale: 'pt-BR', dir: 'ltr' },
  FR: { locale: 'fr', dir: 'ltr' },
  DE: { locale: 'de', dir: 'ltr' },
  IT: { locale: 'it', dir: 'ltr' },
  NL: { locale: 'nl', dir: 'ltr' },
  PL: { locale: 'pl', dir: 'ltr' },
  TR: { locale: 'tr', dir: 'ltr' },
  RU: { locale: 'ru', dir: 'ltr' },
  UK: { locale: 'uk', dir: 'ltr' },
  AR: { locale: 'ar', dir: 'rtl' },
  FA: { locale: 'fa', dir: 'rtl' },
  HE: { locale: 'he', dir: 'rtl' },
  UR: { locale: 'ur', dir: 'rtl' },
  EL: { locale: 'el', dir: 'ltr' },
  RO: { locale: 'ro', dir: 'ltr' },
  HU: { locale: 'hu', dir: 'ltr' },
  CS: { locale: 'cs', dir: 'ltr' },
} as const;

export type LanguageCode = keyof typeof languageInfo;

export const languageCodes = Object.keys(languageInfo) as [LanguageCode, ...LanguageCode[]];

/** The BCP 47 locale of each code (`lang`, Intl formats, plural rules). */
export const languageLocales = Object.fromEntries(languageCodes.map((code) => [code, languageInfo[code].locale])) as {
  [C in LanguageCode]: (typeof languageInfo)[C]['locale'];
};

/**
 * The locale numbers and dates are written in: the language's own, with Western digits. Amounts
 * are typed with them (a number field takes no other), and a player checks a balance against
 * what they typed; Arabic, Persian, Urdu, Bengali and Burmese would otherwise get their own digits.
 */
export const formatLocale = (code: LanguageCode): string => `${languageInfo[code].locale}-u-nu-latn`;

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
