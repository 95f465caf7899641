/**
 * Platform language codes (spec 1) and the BCP 47 locale each one formats with.
 * Only languages whose catalogues ship with Playdeck may be offered to players;
 * a merchant picks its default and supported set among them.
 * (No zod here: the web app's first load imports this module.)
 */
export const languageLocales = {
  EN: 'en',
  TY: 'fil',
} as const;

export type LanguageCode = keyof typeof languageLocales;

export const languageCodes = Object.keys(languageLocales) as [LanguageCode, ...LanguageCode[]];

/** Native names for the language switch. */
export const languageNames: Record<LanguageCode, string> = {
  EN: 'English',
  TY: 'Tagalog',
};

/** Parses a `Language` header or stored choice; anything unknown gives undefined. */
export function parseLanguage(value: unknown): LanguageCode | undefined {
  if (typeof value !== 'string') return undefined;
  const upper = value.trim().toUpperCase();
  return Object.hasOwn(languageLocales, upper) ? (upper as LanguageCode) : undefined;
}
