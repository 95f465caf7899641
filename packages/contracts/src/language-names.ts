import type { LanguageCode } from './languages';

/**
 * Each language's own name, for the language switch. Apart from languages.ts, which every page
 * needs: the names come with the switch's menu, on its first tap (issue 16).
 */
export const languageNames: Record<LanguageCode, string> = {
  EN: 'English',
  TY: 'Tagalog',
  CN: '简体中文',
  TW: '繁體中文',
  JA: '日本語',
  KO: '한국어',
  TH: 'ไทย',
  VI: 'Tiếng Việt',
  ID: 'Bahasa Indonesia',
  MS: 'Bahasa Melayu',
  HI: 'हिन्दी',
  BN: 'বাংলা',
  TA: 'தமிழ்',
  KM: 'ភាសាខ្មែរ',
  MY: 'မြန်မာ',
  LO: 'ລາວ',
  ES: 'Español',
  PT: 'Português',
  'PT-BR': 'Português (Brasil)',
  FR: 'Français',
  DE: 'Deutsch',
  IT: 'Italiano',
  NL: 'Nederlands',
  PL: 'Polski',
  TR: 'Türkçe',
  RU: 'Русский',
  UK: 'Українська',
  AR: 'العربية',
  FA: 'فارسی',
  HE: 'עברית',
  UR: 'اردو',
  EL: 'Ελληνικά',
  RO: 'Română',
  HU: 'Magyar',
  CS: 'Čeština',
};
