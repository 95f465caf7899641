import { readFileSync } from 'node:fs';
import path from 'node:path';
import { catalogueFolder, type LanguageCode, languageCodes } from '@playdeck/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastMessage, login } from '../testing/accounts';
import { adminRequest } from '../testing/admin';
import { createTestApp, type TestApp } from '../testing/create-test-app';
import { repoRoot } from './package-root';

/**
 * Issue 17: the server speaks the request's language, among those the merchant offers: its
 * error messages and the texts it sends (SMS); a language the merchant does not offer gets the
 * merchant's default, and a text a catalogue lacks reads in English.
 */
const catalogue = (code: LanguageCode, name: 'errors' | 'messages'): Record<string, string> =>
  JSON.parse(
    readFileSync(path.join(repoRoot, 'packages/contracts/locales', catalogueFolder(code), `${name}.json`), 'utf8'),
  );

let t: TestApp;
let nextIp = 1;
const client = (language: string) => ({
  'x-forwarded-for': `10.17.${Math.floor(nextIp / 250)}.${nextIp++ % 250}`,
  language,
});

beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: 'true' });
  await adminRequest(t, 'set', 'DEMO', 'languages', JSON.stringify({ default: 'TY', supported: languageCodes }));
  await adminRequest(t, 'merchant:add', 'TWO', 'Two', 'PHP', '--like', 'DEMO');
  await adminRequest(t, 'set', 'TWO', 'languages', JSON.stringify({ default: 'EN', supported: ['EN', 'TY'] }));
});
afterAll(() => t.close());

describe('server messages in the request’s language (issue 17)', () => {
  it('answers an error in each of the 35 languages, in that language’s own words', async () => {
    const english = catalogue('EN', 'errors')['login.failed'];
    for (const [index, code] of languageCodes.entries()) {
      // A name of its own each time: three failures of one name would ask for a captcha.
      const res = await login(t, { username: `ghost${index}`, password: 'whatever-password' }, client(code));
      expect(res.statusCode, code).toBe(400);
      const message = res.json().message;
      expect(message, code).toBe(catalogue(code, 'errors')['login.failed']);
      if (code !== 'EN') expect(message, code).not.toBe(english);
    }
  });

  it('gives a language the merchant does not offer its default, and an unknown code too', async () => {
    for (const [index, asked] of ['AR', 'XX', 'ar\u0000'].entries()) {
      const res = await login(
        t,
        { username: `stranger${index}`, password: 'whatever-password' },
        { ...client(asked), merchant: 'TWO' },
      );
      expect(res.json().message, asked).toBe(catalogue('EN', 'errors')['login.failed']);
    }
  });

  it('sends the SMS code in the language the player reads the site in', async () => {
    for (const [code, number] of [
      ['AR', '9171700001'],
      ['CN', '9171700002'],
      ['TH', '9171700003'],
    ] as const) {
      const res = await t.request({
        method: 'POST',
        url: '/wps/verification/sms',
        headers: client(code),
        payload: { purpose: 'register', mobileNum: number, countryDialingCode: '63' },
      });
      expect(res.statusCode, code).toBe(200);
      const text = (await lastMessage(t, `+63${number}`)) ?? '';
      const sent = /\d{6}/.exec(text)?.[0] ?? 'no code';
      const template = catalogue(code, 'messages')['sms.code'] ?? '';
      expect(text, code).toBe(
        template.replace('{{site}}', 'Playdeck').replace('{{minutes}}', '10').replace('{{code}}', sent),
      );
    }
  });
});
