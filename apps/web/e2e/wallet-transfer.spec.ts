import { fillLogin, newPlayer, registerWithoutCaptcha, uniqueUsername } from './support/accounts';
import { expect, snapshot, test } from './support/fixtures';
import { inEnglish, LOGIN_PASSWORD, PIN, setPaymentPassword } from './support/wallet';

test.describe('wallet: superior transfer', () => {
  test('a player registered with an upline’s code sends money up; one without an upline cannot', async ({
    page,
    site,
  }) => {
    test.slow();
    registerWithoutCaptcha(site);
    site.admin('flag', 'REGMOBVERF3', 'off');
    const upline = newPlayer(site, 'boss', LOGIN_PASSWORD);
    const inviteCode = JSON.parse(site.admin('member', upline)).inviteCode as string;

    await inEnglish(page);
    const name = uniqueUsername('sam');
    await page.goto(`${site.url}/m/register?aff=${inviteCode}`);
    await page.getByTestId('register-username').locator('input').fill(name);
    await page.getByTestId('register-password').locator('input').fill(LOGIN_PASSWORD);
    await page.getByTestId('register-confirm').locator('input').fill(LOGIN_PASSWORD);
    await page.getByTestId('register-agree-box').click();
    await page.getByTestId('register-submit').click();
    await expect(page).toHaveURL(/\/m\/home$/);
    site.admin('adjust', name, '80000', '--reason', 'e2e credit');
    await setPaymentPassword(page, site);

    // Spec 6: shown with AGETRANSFERUP3 on, an upline, and a member who is not type 2.
    await page.goto(`${site.url}/m/mine`);
    await page.getByTestId('mine-item-upline-transfer').click();
    await expect(page).toHaveURL(/\/m\/upLine\/transfer$/);
    await expect(page.getByTestId('transfer-upline')).toHaveText(upline);
    await expect(page.getByTestId('transfer-balance')).toHaveText('₱800.00');

    await page.getByTestId('transfer-amount').locator('input').fill('900');
    await page.getByTestId('transfer-pin').locator('input').fill(PIN);
    await page.getByTestId('transfer-submit').click();
    await expect(page.getByTestId('transfer-amount-error')).toHaveText('Your balance is ₱800.00.');
    await page.getByTestId('transfer-amount').locator('input').fill('250.50');
    await snapshot(page, 'wallet-transfer');
    await page.getByTestId('transfer-submit').click();
    await expect(page.getByRole('alertdialog')).toContainText(`Transfer ₱250.50 to ${upline}?`);
    await page.getByRole('alertdialog').getByRole('button', { name: 'Transfer' }).click();
    await expect(page.getByTestId('transfer-result')).toContainText('Your balance is now ₱549.50.');
    await snapshot(page, 'wallet-transfer-done');
    expect(site.admin('adjust', upline, '1', '--reason', 'read balance')).toContain('now has ₱250.51');

    // A player without an upline: no menu item, and the screen says it is unavailable.
    await page.evaluate(() => localStorage.removeItem('MC_SESSION_INFO'));
    const loner = newPlayer(site, 'solo', LOGIN_PASSWORD);
    await page.goto(`${site.url}/m/login`);
    await fillLogin(page, loner, LOGIN_PASSWORD);
    await page.getByTestId('login-submit').click();
    await expect(page).toHaveURL(/\/m\/home$/);
    await page.goto(`${site.url}/m/mine`);
    await expect(page.getByTestId('mine-item-profit-loss')).toBeVisible();
    await expect(page.getByTestId('mine-item-upline-transfer')).toHaveCount(0);
    await page.goto(`${site.url}/m/upLine/transfer`);
    await expect(page.getByTestId('transfer-not-allowed')).toBeVisible();
  });
});
