import type { Page } from '@playwright/test';
import { addPlayer, logInByUsername, uniqueUsername } from './accounts';
import { expect, type Site } from './fixtures';

export const LOGIN_PASSWORD = 'silver-harbor-2026';
export const PIN = '246810';

/** The ids in an operator listing (`#12 2026-... member 3 ...`), oldest first. */
export function orderIds(listing: string): number[] {
  return [...listing.matchAll(/^#(\d+) /gm)].map((match) => Number(match[1]));
}

/** Shows the app in English (the demo's default language is TY). */
export async function inEnglish(page: Page) {
  await page.addInitScript(() => localStorage.setItem('language', JSON.stringify('EN')));
}

/** A player of this test's merchant, credited by the operator (minor units) and logged in. */
export async function loggedInPlayer(page: Page, site: Site, options: { prefix?: string; creditMinor?: number } = {}) {
  const name = uniqueUsername(options.prefix ?? 'pat');
  addPlayer(site, name, LOGIN_PASSWORD);
  if (options.creditMinor) site.admin('adjust', name, String(options.creditMinor), '--reason', 'e2e credit');
  await logInByUsername(page, site, name, LOGIN_PASSWORD);
  return name;
}

/** Goes to a screen inside the app the way a link does (the header menu, the footer, a tile). */
export async function openInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({ idx: (window.history.state?.idx ?? 0) + 1, key: 'e2e', usr: null }, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, path);
}

/** Sets the first payment password in the security centre (confirmed with the login password). */
export async function setPaymentPassword(page: Page, site: Site, pin = PIN) {
  await page.goto(`${site.url}/m/securityCenter`);
  await page.getByTestId('security-pin').click();
  const sheet = page.getByTestId('pin-sheet');
  await sheet.getByTestId('pin-login-password').locator('input').fill(LOGIN_PASSWORD);
  await sheet.getByTestId('pin-new').locator('input').fill(pin);
  await sheet.getByTestId('pin-confirm').locator('input').fill(pin);
  await sheet.getByTestId('pin-submit').click();
  await expect(sheet).toHaveCount(0);
  await expect(page.getByTestId('security-pin-state')).toHaveAttribute('data-on', 'true');
}

/** Binds a card in the form on screen (withdraw inline, or the security centre's sheet). */
export async function bindCard(page: Page, options: { bank?: string; number?: string; payee?: string } = {}) {
  const form = page.getByTestId('card-form');
  await form
    .getByTestId('card-bank')
    .locator('select')
    .selectOption(options.bank ?? 'BDO');
  await form
    .getByTestId('card-number')
    .locator('input')
    .fill(options.number ?? '0012345678901');
  const payee = form.getByTestId('card-payee');
  if (await payee.count()) await payee.locator('input').fill(options.payee ?? 'Pat Santos');
  await form.getByTestId('card-pin').locator('input').fill(PIN);
  await form.getByTestId('card-submit').click();
}

/** The header balance on home, as shown. */
export async function headerBalance(page: Page, site: Site) {
  if (!/\/m\/home$/.test(page.url())) await page.goto(`${site.url}/m/home`);
  const balance = page.getByTestId('header-balance');
  await expect(balance).toHaveAttribute('data-state', /shown|hidden/);
  return balance;
}
