import { readFileSync } from 'node:fs';
import path from 'node:path';
import { catalogueFolder, type LanguageCode, languageCodes } from '@playdeck/contracts';
import { repoRoot } from './package-root';

type Catalogue = Record<string, string>;

/** One of a language's catalogues in the contracts package (read once, at start). */
const read = (language: LanguageCode, name: 'errors' | 'messages'): Catalogue =>
  JSON.parse(
    readFileSync(
      path.join(repoRoot, 'packages', 'contracts', 'locales', catalogueFolder(language), `${name}.json`),
      'utf8',
    ),
  );

/**
 * The server's words: the error catalogue the web app shows too (so both say the same), and
 * the texts of the SMS and e-mails it sends, in every language Playdeck ships.
 */
const catalogues = Object.fromEntries(
  languageCodes.map((language) => [language, { ...read(language, 'errors'), ...read(language, 'messages') }]),
) as Record<LanguageCode, Catalogue>;

const fallback: LanguageCode = 'EN';

export function translate(key: string, language: LanguageCode, params: Record<string, string | number> = {}): string {
  const template = catalogues[language]?.[key] ?? catalogues[fallback][key] ?? key;
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}

export function hasMessage(key: string): boolean {
  return languageCodes.every((language) => key in catalogues[language]);
}
