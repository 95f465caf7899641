import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, snapshot, test } from './support/fixtures';
import { repoRoot } from './support/paths';
import { loggedInPlayer } from './support/wallet';

/**
 * Issue 17: a player switches among the merchant's languages (a Chinese, a Thai and an Arabic
 * one here) and every screen follows: its words from that language's catalogue, the page's
 * `lang` and writing direction, amounts and dates in the language's formats (Western digits), the
 * server's messages, and right to left a mirrored layout.
 */
const words = (folder: string, namespace: string): Record<string, string> =>
  JSON.parse(readFileSync(path.join(repoRoot, 'apps/web/src/locales', folder, `${namespace}.json`), 'utf8'));

/** The language a player first sees (later choices of the switch are the browser's own). */
async function startIn(page: Page, code: string) {
  await page.addInitScript((first) => {
    if (!localStorage.getItem('language')) localStorage.setItem('language', JSON.stringify(first));
  }, code);
}

async function switchTo(page: Page, code: string) {
  await page.getByTestId('language-switch').click();
  await page.getByTestId(`language-${code}`).click();
}

test('switching to Chinese, Thai and Arabic: words, formats, direction and server messages follow', async ({
  page,
  site,
}) => {
  test.slow();
  site.admin('set', 'languages', JSON.stringify({ default: 'TY', supported: ['TY', 'EN', 'CN', 'TH', 'AR'] }));
  await startIn(page, 'EN');
  await page.goto(`${site.url}/m/home`);
  const html = page.locator('html');
  await expect(html).toHaveAttribute('lang', 'en');
  await expect(html).toHaveAttribute('dir', 'ltr');

  // The switch offers exactly the merchant's languages, each by its own name.
  await page.getByTestId('language-switch').click();
  await expect(page.getByRole('menuitem')).toHaveText(['Tagalog', 'English', '简体中文', 'ไทย', 'العربية']);
  // The new language's words come as JSON files of the build's version, kept for a year.
  const catalogue = page.waitForResponse((response) =>
    /\/assets\/locales\/[0-9a-f]+\/cn\/common\.json$/.test(response.url()),
  );
  await page.getByTestId('language-CN').click();
  const common = await catalogue;
  expect(common.status()).toBe(200);
  expect(common.headers()['cache-control']).toContain('immutable');
  expect(await common.json()).toEqual(words('cn', 'common'));
  await expect(html).toHaveAttribute('lang', 'zh-CN');
  await expect(page.getByTestId('footer-home')).toHaveText(words('cn', 'common').home as string);

  // The game list in Chinese, then in Thai (a script without spaces between words).
  await page.goto(`${site.url}/m/gameList?gameType=RNG`);
  await expect(page.getByTestId('game-list-title')).toHaveText(words('cn', 'games').category_RNG as string);
  await switchTo(page, 'TH');
  await expect(html).toHaveAttribute('lang', 'th');
  await expect(page.getByTestId('game-list-title')).toHaveText(words('th', 'games').category_RNG as string);
  await snapshot(page, 'languages-game-list-th');

  // Arabic reads right to left: the page's direction, the back arrow pointing right, the footer's
  // first tab (home) at the right-hand end.
  await switchTo(page, 'AR');
  await expect(html).toHaveAttribute('lang', 'ar');
  await expect(html).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('game-list-title')).toHaveText(words('ar', 'games').category_RNG as string);
  const backArrow = page.getByTestId('header-back').locator('svg');
  await expect(backArrow).toHaveCSS('transform', 'matrix(-1, 0, 0, 1, 0, 0)');
  const home = await page.getByTestId('footer-home').boundingBox();
  const promotions = await page.getByTestId('footer-promotions').boundingBox();
  expect(home && promotions && home.x > promotions.x).toBe(true);
  await snapshot(page, 'languages-game-list-ar');

  // A server message in Arabic: a wrong password answered in the player's language.
  await page.goto(`${site.url}/m/login`);
  await page.getByTestId('login-username').locator('input').fill('nobody');
  await page.getByTestId('login-password').locator('input').fill('whatever-password');
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('login-alert')).toHaveText('الحساب أو كلمة المرور غير صحيحة.');
  await snapshot(page, 'languages-login-ar');

  // Back to English: left to right again.
  await switchTo(page, 'EN');
  await expect(html).toHaveAttribute('dir', 'ltr');
  await expect(backArrow).toHaveCSS('transform', 'none');
});

test('amounts and dates in a player’s language: Chinese dates, Arabic with Western digits', async ({ page, site }) => {
  site.admin('set', 'languages', JSON.stringify({ default: 'TY', supported: ['TY', 'EN', 'CN', 'AR'] }));
  await startIn(page, 'CN');
  await loggedInPlayer(page, site, { prefix: 'lin', creditMinor: 123_456 });

  await page.goto(`${site.url}/m/transaction/record`);
  const line = page.getByTestId('account-records').locator('article').first();
  await expect(line).toContainText('+₱1,234.56');
  // The Chinese medium date: 2026年11月27日.
  await expect(line).toContainText(/\d{4}年\d{1,2}月\d{1,2}日/);

  // The record screen has no switch (spec 2: home and the game screens have it).
  await page.goto(`${site.url}/m/home`);
  await switchTo(page, 'AR');
  await page.goto(`${site.url}/m/transaction/record`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  // Western digits (the digits a player types an amount with) in the Arabic date's own order
  // (day/month/year, right-to-left marks between) and its clock (ص / م).
  await expect(line).toContainText('₱1,234.56');
  await expect(line).not.toContainText(/[٠-٩]/);
  await expect(line).toContainText(/\d{1,2}\u200f\/\d{1,2}\u200f\/\d{4}، \d{1,2}:\d{2} [صم]/);
  await snapshot(page, 'languages-records-ar');
  await page.goto(`${site.url}/m/home`);
  await expect(page.getByTestId('header-balance')).toHaveText(/₱1,234\.56/);
  await snapshot(page, 'languages-home-ar');
});
