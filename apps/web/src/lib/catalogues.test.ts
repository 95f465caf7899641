import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { catalogueFolder, languageCodes, languageLocales } from '@playdeck/contracts/languages';
import { describe, expect, it } from 'vitest';
import { SAME_IN_EVERY_LANGUAGE } from './catalogue-names';

/**
 * Issue 17: every language Playdeck ships has every catalogue and
 * every key of the English one, in words of its own; the placeholders are the same; plurals have
 * exactly the forms the language's rules use (`_one`, `_few`, `_many`, ..., as CLDR names them,
 * and `_zero` where English has one too), so no count ever shows a missing text.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const folders = {
  web: path.join(here, '../locales'),
  contracts: path.join(here, '../../../../packages/contracts/locales'),
};

type Catalogue = Record<string, string>;
const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Catalogue;
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*-?\s*([\w.]+)\s*\}\}/g)].map((m) => m[1]).sort();
const PLURAL = /^(.*)_(zero|one|two|few|many|other)$/;

/** Whether a locale's plural form is used for the number 1 and no other count. */
function onlyOne(locale: string, form: string): boolean {
  if (form === 'zero') return true;
  const rules = new Intl.PluralRules(locale);
  const counts = Array.from({ length: 1001 }, (_, n) => n).filter((n) => rules.select(n) === form);
  return counts.length === 1 && counts[0] === 1;
}

/** The keys a language must have for an English catalogue: plural bases take the language's forms. */
function expectedKeys(en: Catalogue, locale: string): Set<string> {
  const forms = new Intl.PluralRules(locale).resolvedOptions().pluralCategories as string[];
  const keys = new Set<string>();
  for (const key of Object.keys(en)) {
    const plural = PLURAL.exec(key);
    // A plural has English's one and other (`category_other` alone is a category named other).
    if (!plural || !(`${plural[1]}_one` in en && `${plural[1]}_other` in en)) {
      keys.add(key);
      continue;
    }
    const base = plural[1] as string;
    for (const form of forms) keys.add(`${base}_${form}`);
    if (`${base}_zero` in en) keys.add(`${base}_zero`);
  }
  return keys;
}

/** The English text a language's key translates (a plural form reads its English `_other`). */
function englishOf(en: Catalogue, key: string): string | undefined {
  if (key in en && !PLURAL.test(key)) return en[key];
  if (key in en && !(`${PLURAL.exec(key)?.[1]}_one` in en)) return en[key];
  const plural = PLURAL.exec(key);
  return plural ? en[`${plural[1]}_other`] : undefined;
}

const languages = languageCodes.map((code) => ({ code, folder: catalogueFolder(code), locale: languageLocales[code] }));
const catalogues = Object.entries(folders).flatMap(([place, folder]) =>
  readdirSync(path.join(folder, 'en'))
    .filter((name) => name.endsWith('.json'))
    .map((name) => ({ place, name, folder, en: read(path.join(folder, 'en', name)) })),
);

describe('the catalogues of every language (issue 17)', () => {
  it('finds the catalogues, and one folder per language shipped, no other', () => {
    expect(catalogues.map((c) => `${c.place}/${c.name}`)).toEqual(
      expect.arrayContaining(['web/auth.json', 'web/wallet.json', 'contracts/errors.json', 'contracts/messages.json']),
    );
    for (const folder of Object.values(folders))
      expect(readdirSync(folder).sort()).toEqual(languages.map((l) => l.folder).sort());
  });

  for (const { code, folder, locale } of languages) {
    if (code === 'EN') continue;
    describe(code, () => {
      it.each(catalogues)(
        `$place/$name: every key, no other, with the same placeholders`,
        ({ folder: root, name, en }) => {
          const own = read(path.join(root, folder, name));
          const wanted = expectedKeys(en, locale);
          const missing = [...wanted].filter((key) => typeof own[key] !== 'string' || own[key].trim() === '');
          const extra = Object.keys(own).filter((key) => !wanted.has(key));
          expect({ missing, extra }).toEqual({ missing: [], extra: [] });
          const mismatched = [...wanted].filter((key) => {
            const english = placeholders(englishOf(en, key) ?? '');
            const mine = placeholders(own[key] ?? '');
            // A form used for the number 1 alone may spell its count out ("one game"); a form that
            // also reads 21 or 2 (Russian's one, Filipino's one) must show it.
            const plural = PLURAL.exec(key)?.[2];
            const optional = plural && onlyOne(locale, plural) ? english.filter((p) => p !== 'count') : english;
            return !optional.every((p) => mine.includes(p)) || !mine.every((p) => english.includes(p));
          });
          expect(mismatched).toEqual([]);
        },
      );

      it.each(catalogues)(`$place/$name: no sentence is left in English`, ({ folder: root, name, en }) => {
        const own = read(path.join(root, folder, name));
        // Names, loanwords and terms of art may be the same; a sentence of three words or more is not.
        const untranslated = Object.keys(own).filter((key) => {
          const english = englishOf(en, key) ?? '';
          return (
            own[key] === english &&
            !SAME_IN_EVERY_LANGUAGE.has(english) &&
            english
              .replace(/\{\{\w+\}\}/g, '')
              .trim()
              .split(/\s+/)
              .filter((word) => /\p{L}{2,}/u.test(word)).length >= 3
          );
        });
        expect(untranslated).toEqual([]);
      });
    });
  }
});
