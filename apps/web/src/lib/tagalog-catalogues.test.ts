import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SAME_IN_EVERY_LANGUAGE } from './catalogue-names';

/**
 * Issue 8 item 26: Tagalog screens showed English words (Game centre, Username, Password, ...).
 * Every Tagalog catalogue has every English key, and no Tagalog text is the English one, except
 * brand and proper names, which are the same in every language.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const folders = [path.join(here, '../locales'), path.join(here, '../../../../packages/contracts/locales')];

const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
const hasWords = (text: string) => /\p{L}{2,}/u.test(text.replace(/\{\{\w+\}\}/g, ''));

const catalogues = folders.flatMap((folder) =>
  readdirSync(path.join(folder, 'en'))
    .filter((name) => name.endsWith('.json'))
    .map((name) => ({
      name: `${path.basename(path.dirname(folder))}/${name}`,
      en: read(path.join(folder, 'en', name)),
      ty: read(path.join(folder, 'ty', name)),
    })),
);

describe('Tagalog catalogues are complete (issue 8 item 26)', () => {
  it('finds the catalogues', () => {
    expect(catalogues.map((c) => c.name)).toEqual(
      expect.arrayContaining(['src/auth.json', 'src/wallet.json', 'contracts/errors.json']),
    );
  });

  it.each(catalogues)('$name: every English key has a Tagalog text', ({ en, ty }) => {
    const missing = Object.keys(en).filter((key) => typeof ty[key] !== 'string' || ty[key].trim() === '');
    expect(missing).toEqual([]);
  });

  it.each(catalogues)('$name: no Tagalog text is left in English', ({ en, ty }) => {
    const untranslated = Object.keys(en).filter(
      (key) => ty[key] === en[key] && hasWords(en[key] ?? '') && !SAME_IN_EVERY_LANGUAGE.has(en[key] ?? ''),
    );
    expect(untranslated).toEqual([]);
  });

  it('names the words the issue found in English with Tagalog ones', () => {
    const ty = Object.assign({}, ...catalogues.map((c) => c.ty)) as Record<string, string>;
    const english = ['Game centre', 'Account', 'Username', 'Password', 'Mobile number', 'Customer service'];
    const shown = Object.values(ty);
    for (const word of [...english, 'Turnover requirement', 'Payment password']) {
      expect(shown, word).not.toContain(word);
    }
  });
});
