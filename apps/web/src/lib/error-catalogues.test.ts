import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { errorCodes, errorStatus, languageCodes } from '@playdeck/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { errorText } from './errors';
import { i18n, initI18n, type TOptions } from './i18n';

/**
 * Issue 8 item 21: no error code may ever reach a player raw. The closed list of codes
 * (contracts/errors.ts) is walked against every error catalogue the contracts ship (the words the
 * server sends) and against what the web app shows, in every language, from a cold start: no
 * screen has asked for the `errors` namespace, as on /m/upLine/transfer.
 */
const localesDir = fileURLToPath(new URL('../../../../packages/contracts/locales/', import.meta.url));
const catalogueLanguages = readdirSync(localesDir);

describe('every error code has a message in every catalogue', () => {
  it('ships a catalogue for every platform language', () => {
    expect(catalogueLanguages.sort()).toEqual(languageCodes.map((code) => code.toLowerCase()).sort());
  });

  for (const language of catalogueLanguages) {
    it(`the contracts' ${language} errors.json names every code`, () => {
      const catalogue = JSON.parse(readFileSync(`${localesDir}${language}/errors.json`, 'utf8')) as Record<
        string,
        string
      >;
      const missing = errorCodes.filter((code) => !catalogue[code]?.trim() || catalogue[code] === code);
      expect(missing).toEqual([]);
    });
  }
});

describe('the web app shows every code in words', () => {
  beforeAll(() => {
    // initI18n tags the page's language; a bare stand-in is enough outside a browser.
    (globalThis as { document?: unknown }).document = { documentElement: { lang: '' } };
  });

  for (const language of languageCodes) {
    it(`in ${language}, with no namespace loaded but the first load's`, async () => {
      await initI18n(language);
      const walletT = (key: string, options?: TOptions) => i18n.t(key, options, ['wallet']);
      const unknown = walletT('errors:system.error');
      const raw = errorCodes.filter((code) => {
        // The two ways a screen names a code: through errorText, or a direct errors: key. Neither
        // may give the code itself, nor fall back to the unknown-error text for a known code.
        const shown = errorText(new ApiError(code, '', errorStatus[code]), walletT);
        const direct = walletT(`errors:${code}`);
        return shown === code || direct === code || (code !== 'system.error' && shown === unknown);
      });
      expect(raw).toEqual([]);
    });
  }
});
