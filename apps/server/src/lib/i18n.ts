import { type LanguageCode, languageCodes } from '@playdeck/contracts';
import enErrors from '@playdeck/contracts/locales/en/errors.json' with { type: 'json' };
import enMessages from '@playdeck/contracts/locales/en/messages.json' with { type: 'json' };
import tyErrors from '@playdeck/contracts/locales/ty/errors.json' with { type: 'json' };
import tyMessages from '@playdeck/contracts/locales/ty/messages.json' with { type: 'json' };

type Catalogue = Record<string, string>;

/**
 * The server's words: the error catalogue the web app shows too (so both say the same), and
 * the texts of the SMS and e-mails it sends.
 */
const catalogues: Record<LanguageCode, Catalogue> = {
  EN: { ...enErrors, ...enMessages },
  TY: { ...tyErrors, ...tyMessages },
};

const fallback: LanguageCode = 'EN';

export function translate(key: string, language: LanguageCode, params: Record<string, string | number> = {}): string {
  const template = catalogues[language]?.[key] ?? catalogues[fallback][key] ?? key;
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}

export function hasMessage(key: string): boolean {
  return languageCodes.every((language) => key in catalogues[language]);
}
