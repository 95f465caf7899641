import { expect, snapshot, test } from './support/fixtures';
import { holdRequests } from './support/hold-requests';
import { inEnglish, loggedInPlayer } from './support/wallet';

test.describe('wallet: loading, empty and protected states', () => {
  test('a visitor opening a money screen gets the login dialog and comes back to it', async ({ page, site }) => {
    await inEnglish(page);
    await page.goto(`${site.url}/m/securityCenter`);
    await expect(page.getByTestId('wallet-login-required')).toBeVisible();
    await expect(page.getByTestId('login-dialog')).toBeVisible();
    await page.getByTestId('login-dialog-close').click();
    await snapshot(page, 'wallet-login-required');
    await expect(page.getByTestId('login-dialog')).toHaveCount(0);
    await page.getByTestId('wallet-login').click();
    await expect(page.getByTestId('login-dialog')).toBeVisible();
  });

  test('skeletons while loading, the no-data placeholder when a record is empty', async ({ page, site }) => {
    await inEnglish(page);
    await loggedInPlayer(page, site, { prefix: 'nel' });
    const release = await holdRequests(page, '**/wps/transaction/withdraw/info');
    await page.goto(`${site.url}/m/withdraw`);
    await expect(page.getByTestId('withdraw-loading')).toBeVisible();
    await snapshot(page, 'wallet-withdraw-loading');
    release();
    await expect(page.getByTestId('withdraw-withdrawable')).toHaveText('₱0.00');
    await expect(page.getByTestId('turnover')).toContainText('No turnover to meet');

    for (const path of ['/m/vouReport', '/m/withdrawReport', '/m/transaction/record']) {
      await page.goto(`${site.url}${path}`);
      await expect(page.getByTestId('no-data')).toBeVisible();
    }
    await snapshot(page, 'wallet-account-record-empty');
    await page.goto(`${site.url}/m/withdrawReport`);
    await expect(page.getByTestId('no-data')).toHaveText(/No withdrawals yet/);
    await snapshot(page, 'wallet-withdraw-report-empty');
  });
});
