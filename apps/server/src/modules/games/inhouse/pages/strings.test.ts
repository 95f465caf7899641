import { catalogueFolder, languageCodes } from '@playdeck/contracts';
import { describe, expect, it } from 'vitest';

/**
 * Issue 17: the game pages speak every language Playdeck ships: each has the English page's keys
 * and the fairness panel's, no other, with the same `{placeholders}`, in words of its own.
 */
type Strings = Record<string, string>;
const load = async (kind: 'i18n' | 'fair', folder: string): Promise<Strings> =>
  (await import(`./browser/${kind}-${folder}.ts`)).default as Strings;
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
/** Words of two letters or more, placeholders aside: a sentence has three or more. */
const words = (text: string) =>
  text
    .replace(/\{\w+\}/g, '')
    .split(/\s+/)
    .filter((word) => /\p{L}{2,}/u.test(word)).length;
/** Terms of art the panel keeps as every fairness checker writes them. */
const SAME = new Set(['Nonce', 'RTP']);

describe('the game pages’ strings (issue 17)', () => {
  for (const code of languageCodes.filter((c) => c !== 'EN')) {
    it.each(['i18n', 'fair'] as const)(
      `${code}: %s has every key, the same placeholders, its own words`,
      async (kind) => {
        const en = await load(kind, 'en');
        const own = await load(kind, catalogueFolder(code));
        expect(Object.keys(own).sort()).toEqual(Object.keys(en).sort());
        const mismatched = Object.keys(en).filter(
          (key) => placeholders(en[key] ?? '').join() !== placeholders(own[key] ?? '').join() || !own[key]?.trim(),
        );
        expect(mismatched).toEqual([]);
        const untranslated = Object.keys(en).filter(
          (key) => own[key] === en[key] && !SAME.has(en[key] ?? '') && words(en[key] ?? '') >= 3,
        );
        expect(untranslated).toEqual([]);
      },
    );
  }
});
