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
  CN: { locale: 'zh-CN', name: '简体中文', dir: 'ltr' },
  TW: { locale: 'zh-TW', name: '繁體中文', dir: 'ltr' },
  JA: { locale: 'ja', name: '日本語', dir: 'ltr' },
  KO: { locale: 'ko', name: '한국어', dir: 'ltr' },
  TH: { locale: 'th', name: 'ไทย', dir: 'ltr' },
  VI: { locale: 'vi', name: 'Tiếng Việt', dir: 'ltr' },
  ID: { locale: 'id', name: 'Bahasa Indonesia', dir: 'ltr' },
  MS: { locale: 'ms', name: 'Bahasa Melayu', dir: 'ltr' },
  HI: { locale: 'hi', name: 'हिन्दी', dir: 'ltr' },
  BN: { locale: 'bn', name: 'বাংলা', dir: 'ltr' },
  TA: { locale: 'ta', name: 'தமிழ்', dir: 'ltr' },
  KM: { locale: 'km', name: 'ភាសាខ្មែរ', dir: 'ltr' },
  MY: { locale: 'my', name: 'မြန်မာ', dir: 'ltr' },
  LO: { locale: 'lo', name: 'ລາວ', dir: 'ltr' },
  ES: { locale: 'es', name: 'Español', dir: 'ltr' },
  PT: { locale: 'pt-PT', name: 'Português', dir: 'ltr' },
  'PT-BR': { locale: 'pt-BR', name: 'Português (Brasil)', dir: 'ltr' },
  FR: { locale: 'fr', name: 'Français', dir: 'ltr' },
  DE: { locale: 'de', name: 'Deutsch', dir: 'ltr' },
  IT: { locale: 'it', name: 'Italiano', dir: 'ltr' },
  NL: { locale: 'nl', name: 'Nederlands', dir: 'ltr' },
  PL: { locale: 'pl', name: 'Polski', dir: 'ltr' },
  TR: { locale: 'tr', name: 'Türkçe', dir: 'ltr' },
  RU: { locale: 'ru', name: 'Русский', dir: 'ltr' },
  UK: { locale: 'uk', name: 'Українська', dir: 'ltr' },
  AR: { locale: 'ar', name: 'العربية', dir: 'rtl' },
  FA: { locale: 'fa', name: 'فارسی', dir: 'rtl' },
  HE: { locale: 'he', name: 'עברית', dir: 'rtl' },
  UR: { locale: 'ur', name: 'اردو', dir: 'rtl' },
  EL: { locale: 'el', name: 'Ελληνικά', dir: 'ltr' },
  RO: { locale: 'ro', name: 'Română', dir: 'ltr' },
  HU: { locale: 'hu', name: 'Magyar', dir: 'ltr' },
  CS: { locale: 'cs', name: 'Čeština', dir: 'ltr' },
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
