import { fillLogin, newPlayer } from './support/accounts';
import { expect, snapshot, test } from './support/fixtures';
import { holdRequests } from './support/hold-requests';
import { headerBalance, inEnglish, LOGIN_PASSWORD, loggedInPlayer } from './support/wallet';

test.describe('wallet: member centre', () => {
  test('a visitor sees login/register; an item opens the login dialog and then the screen', async ({ page, site }) => {
    await inEnglish(page);
    const name = newPlayer(site, 'vic', LOGIN_PASSWORD);
    await page.goto(`${site.url}/m/mine`);
    await expect(page.locator('header h1')).toHaveText('Member centre');
    await expect(page.getByTestId('mine-visitor')).toBeVisible();
    await expect(page.getByTestId('mine-item-agency')).toHaveCount(0);
    await snapshot(page, 'wallet-mine-visitor');

    await page.getByTestId('mine-login').click();
    await expect(page.getByTestId('login-dialog')).toBeVisible();
    await page.getByTestId('login-dialog-close').click();

    await page.getByTestId('mine-item-withdraw-report').click();
    const dialog = page.getByTestId('login-dialog');
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/m\/mine$/);
    await fillLogin(dialog, name, LOGIN_PASSWORD);
    await dialog.getByTestId('login-submit').click();
    await expect(page).toHaveURL(/\/m\/withdrawReport$/);
  });

  test('logged in: account, VIP, days; items by flags (DEPRECM3 off hides the deposit record)', async ({
    page,
    site,
  }) => {
    await inEnglish(page);
    const name = await loggedInPlayer(page, site, { prefix: 'mia', creditMinor: 12_345 });
    await page.getByTestId('footer-member').click();
    await expect(page).toHaveURL(/\/m\/mine$/);
    const screen = page.getByTestId('mine-screen');
    await expect(screen).toHaveAttribute('data-template', 'new');
    await expect(page.getByTestId('mine-account')).toHaveText(name);
    await expect(page.getByTestId('mine-vip')).toHaveText('VIP 0');
    await expect(page.getByTestId('mine-days')).toHaveText('Member for 0 days');
    await expect(page.getByTestId('mine-balance')).toHaveText('₱123.45');
    for (const id of ['deposit', 'withdraw', 'bet-record', 'account-record', 'security']) {
      await expect(page.getByTestId(`mine-item-${id}`)).toBeVisible();
    }
    for (const id of ['referral', 'deposit-record', 'withdraw-report', 'profit-loss', 'reward', 'mission']) {
      await expect(page.getByTestId(`mine-item-${id}`)).toBeVisible();
    }
    for (const id of ['rebate', 'mail', 'feedback']) await expect(page.getByTestId(`mine-item-${id}`)).toBeVisible();
    // A plain player: no agency centre (type 0), no superior transfer (no upline).
    await expect(page.getByTestId('mine-item-agency')).toHaveCount(0);
    await expect(page.getByTestId('mine-item-upline-transfer')).toHaveCount(0);
    await snapshot(page, 'wallet-mine');

    site.admin('flag', 'DEPRECM3', 'off');
    site.admin('flag', 'FEEDBACK3', 'off');
    await page.reload();
    await expect(page.getByTestId('mine-item-withdraw-report')).toBeVisible();
    await expect(page.getByTestId('mine-item-deposit-record')).toHaveCount(0);
    await expect(page.getByTestId('mine-item-feedback')).toHaveCount(0);

    // The settings button, and back goes home (spec 2 Mine).
    await page.getByTestId('mine-settings').click();
    await expect(page).toHaveURL(/\/m\/set$/);
    await page.getByTestId('header-back').click();
    await expect(page).toHaveURL(/\/m\/mine$/);
    await page.getByTestId('header-back').click();
    await expect(page).toHaveURL(/\/m\/home$/);
  });

  test('the base template (mem_cen not "1") on /m/member/home', async ({ page, site }) => {
    site.admin('set', 'templates', JSON.stringify({ mem_cen: '0', dep_func: '1' }));
    await loggedInPlayer(page, site, { prefix: 'ben' });
    await page.goto(`${site.url}/m/member/home`);
    await expect(page.getByTestId('mine-screen')).toHaveAttribute('data-template', 'base');
    await expect(page.getByTestId('mine-fixed').locator('a')).toHaveCount(6);
    await expect(page.getByTestId('mine-item-deposit-record')).toBeVisible();
    await snapshot(page, 'wallet-mine-base-ty');
    await page.getByTestId('mine-item-account-record').click();
    await expect(page).toHaveURL(/\/m\/transaction\/record$/);
  });

  test('header balance: hidden and shown from the menu; refresh hides it while the wallet reloads', async ({
    page,
    site,
  }) => {
    await inEnglish(page);
    const name = await loggedInPlayer(page, site, { prefix: 'hal', creditMinor: 250_000 });
    const balance = await headerBalance(page, site);
    await expect(balance).toContainText('₱2,500.00');
    await snapshot(page, 'wallet-header-balance');

    await page.getByTestId('header-menu').click();
    await page.getByTestId('menu-balance-visibility').click();
    await expect(balance).toHaveAttribute('data-state', 'hidden');
    await expect(balance).toContainText('₱****');
    await expect(balance).not.toContainText('2,500');
    await page.getByTestId('header-menu').click();
    await page.getByTestId('menu-balance-visibility').click();
    await expect(balance).toContainText('₱2,500.00');

    // Money moved elsewhere (the operator): refresh hides the amount until the wallet answers.
    site.admin('adjust', name, '10000', '--reason', 'cashback');
    const release = await holdRequests(page, '**/wps/wallets/balance');
    await page.getByTestId('header-menu').click();
    await page.getByTestId('menu-refresh').click();
    await expect(balance).toHaveAttribute('data-state', 'loading');
    await expect(balance).not.toContainText('₱');
    release();
    await expect(balance).toHaveAttribute('data-state', 'shown');
    await expect(balance).toContainText('₱2,600.00');
  });
});
