import { existsSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announcements } from '../db/schema';
import { repoRoot } from '../lib/package-root';
import { createTestApp, type TestApp } from '../testing/create-test-app';
import { adminCommand } from '../testing/wallet';

/*
 * Issue 16: public pages drawn on the server are kept a while per merchant, language and address,
 * and an operator's change of the merchant's content or settings shows at the very next load.
 * Runs against the built web app and its server render (`npm test` builds before the API tests).
 */

const WEB_DIST = path.join(repoRoot, 'apps', 'web', 'dist');

let t: TestApp;
beforeAll(async () => {
  if (!existsSync(path.join(WEB_DIST, '..', 'dist-ssr', 'entry-server.js')))
    throw new Error('the web app is not built: run npm run build first (npm test does)');
  // A long period: only a change may drop a page here, never its age.
  t = await createTestApp({ WEB_DIST, PAGE_CACHE_SECONDS: '3600' });
}, 60_000);
afterAll(() => t.close());

const page = async (url: string, headers: Record<string, string> = {}) => {
  const res = await t.app.inject({
    method: 'GET',
    url,
    headers: { host: 'localhost', accept: 'text/html', 'accept-encoding': 'br', ...headers },
  });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-encoding']).toBe('br');
  return brotliDecompressSync(res.rawPayload).toString('utf8');
};
const notice = (title: string) =>
  JSON.stringify({ type: 'PL', language: 'TY', title, content: `<p>${title}</p>`, sortOrder: 0 });

describe('the page cache', () => {
  it('keeps a drawn page until the operator changes the content, then draws it again at once', async () => {
    expect((await adminCommand(t, 'content:add', 'DEMO', 'announcement', notice('Unang abiso'))).ok).toBe(true);
    const first = await page('/m/notice');
    expect(first).toContain('<div id="root"><');
    expect(first).toContain('Unang abiso');

    // A change that did not come through the operator's commands is not seen: the page is kept.
    await t.services.database.db
      .update(announcements)
      .set({ title: 'Tahimik na pagbabago' })
      .where(and(eq(announcements.merchantId, 1), eq(announcements.title, 'Unang abiso')));
    expect(await page('/m/notice')).toContain('Unang abiso');

    // The operator's change shows at the next load, in this page and in the merchant's others.
    expect((await adminCommand(t, 'content:add', 'DEMO', 'announcement', notice('Ikalawang abiso'))).ok).toBe(true);
    const changed = await page('/m/notice');
    expect(changed).toContain('Ikalawang abiso');
    expect(changed).toContain('Tahimik na pagbabago');
  });

  it('keeps one page per language and address, and a settings change drops them', async () => {
    const tagalog = await page('/m/login');
    const english = await page('/m/login', { cookie: 'pd_lang=EN' });
    expect(tagalog).toContain('<html lang="fil" dir="ltr">');
    expect(english).toContain('<html lang="en" dir="ltr">');
    expect(english).toContain('Welcome back');
    expect(await page('/m/login?x=1')).toContain('<html lang="fil" dir="ltr">');
    // A language the merchant does not offer is the merchant's default.
    expect(await page('/m/login', { cookie: 'pd_lang=JA' })).toContain('<html lang="fil" dir="ltr">');

    // The method switch is there by MOBILEVERCODELOGIN3: switched off, the next page has none.
    expect(english).toContain('data-testid="login-method"');
    expect((await adminCommand(t, 'flag', 'DEMO', 'MOBILEVERCODELOGIN3', 'off')).ok).toBe(true);
    expect(await page('/m/login', { cookie: 'pd_lang=EN' })).not.toContain('data-testid="login-method"');
  });

  it('draws a member screen in the browser, and a maintenance page is not a drawn one', async () => {
    expect(await page('/m/mine')).toContain('<div id="root"></div>');
    expect((await adminCommand(t, 'maintenance', 'DEMO', 'on', '--message', 'Back soon')).ok).toBe(true);
    try {
      const during = await page('/m/home');
      expect(during).toContain('<div id="root"></div>');
      expect(during).toContain('"state":1');
    } finally {
      await adminCommand(t, 'maintenance', 'DEMO', 'off');
    }
    expect(await page('/m/home')).toContain('<div id="root"><');
  });
});
