import type { Page } from '@playwright/test';
import { logInByUsername, newPlayer } from './accounts';
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
  const name = newPlayer(site, options.prefix ?? 'pat', LOGIN_PASSWORD);
  if (options.creditMinor) site.admin('adjust', name, String(options.creditMinor), '--reason', 'e2e credit');
  await logInByUsername(page, site, name, LOGIN_PASSWORD);
  return name;
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

/** A bank deposit the player makes on the deposit screen, approved by the operator. */
export async function approvedBankDeposit(
  page: Page,
  site: Site,
  { amount, payer }: { amount: string; payer: string },
) {
  await page.goto(`${site.url}/m/voucherCenter`);
  await page.getByTestId('deposit-channel-bank').click();
  await page.getByTestId('deposit-amount').locator('input').fill(amount);
  await page.getByTestId('deposit-payer').locator('input').fill(payer);
  await page.getByTestId('deposit-submit').click();
  await expect(page.getByTestId('deposit-pending')).toBeVisible();
  site.admin('deposit:approve', String(orderIds(site.admin('deposits:pending'))[0]));
}

/** The header balance on home, as shown. */
export async function headerBalance(page: Page, site: Site) {
  if (!/\/m\/home$/.test(page.url())) await page.goto(`${site.url}/m/home`);
  const balance = page.getByTestId('header-balance');
  await expect(balance).toHaveAttribute('data-state', /shown|hidden/);
  return balance;
}
