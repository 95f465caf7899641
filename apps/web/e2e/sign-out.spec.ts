import { fillLogin, navigateInApp, newPlayer } from './support/accounts';
import { expect, snapshot, test } from './support/fixtures';

const PASSWORD = 'amber-falcon-2026';

test.describe('sign out and remember password', () => {
  test('sign out asks first, then the header is a visitor’s; the remembered login is prefilled', async ({
    page,
    site,
  }) => {
    const name = newPlayer(site, 'kate', PASSWORD);
    await page.goto(`${site.url}/m/login`);
    await fillLogin(page, name, PASSWORD);
    await page.getByTestId('login-remember-box').click();
    await page.getByTestId('login-submit').click();
    await expect(page).toHaveURL(/\/m\/home$/);

    // The remembered password is ciphertext, not the password nor an encoding of it.
    const stored = await page.evaluate(() => localStorage.getItem('rememberedLogin') ?? '');
    const record = JSON.parse(stored);
    expect(record).toMatchObject({ type: 'username', username: name });
    expect(record.password.iv).toBeTruthy();
    expect(stored).not.toContain(PASSWORD);
    expect(stored).not.toContain(Buffer.from(PASSWORD).toString('base64'));

    // Hide and show balance (logged in only).
    await page.getByTestId('header-menu').click();
    await expect(page.getByTestId('menu-balance-visibility')).toHaveText('Itago ang balanse');
    await snapshot(page, 'menu-logged-in-ty');
    await page.getByTestId('menu-balance-visibility').click();
    await page.getByTestId('header-menu').click();
    await expect(page.getByTestId('menu-balance-visibility')).toHaveText('Ipakita ang balanse');
    expect(await page.evaluate(() => localStorage.getItem('balanceHidden'))).toBe('"1"');

    // Cancelled: still logged in.
    await page.getByTestId('menu-sign-out').click();
    await expect(page.getByRole('alertdialog')).toContainText('Sigurado ka bang gusto mong mag-sign out?');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Kanselahin' }).click();
    await expect(page.getByTestId('header-account')).toBeVisible();

    await page.getByTestId('header-menu').click();
    await page.getByTestId('menu-sign-out').click();
    await snapshot(page, 'sign-out-confirm-ty');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Kumpirmahin' }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(page.getByTestId('header-login')).toBeVisible();
    await expect(page.getByTestId('header-account')).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('MC_SESSION_INFO'))).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('autologin'))).toBe('0');

    await page.getByTestId('header-login').click();
    await expect(page.getByTestId('login-username').locator('input')).toHaveValue(name);
    await expect(page.getByTestId('login-password').locator('input')).toHaveValue(PASSWORD);
    await expect(page.getByTestId('login-remember').locator('input')).toBeChecked();
    await snapshot(page, 'login-remembered-ty');
    await page.getByTestId('login-submit').click();
    await expect(page.getByTestId('header-account-name')).toHaveText(name);
  });

  test('settings signs out too; unticking remember forgets the login', async ({ page, site }) => {
    const name = newPlayer(site, 'liam', PASSWORD);
    await page.goto(`${site.url}/m/login`);
    await fillLogin(page, name, PASSWORD);
    await page.getByTestId('login-submit').click();
    await expect(page).toHaveURL(/\/m\/home$/);
    expect(await page.evaluate(() => localStorage.getItem('rememberedLogin'))).toBeNull();

    await navigateInApp(page, '/m/set');
    await page.getByTestId('settings-sign-out').click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Kumpirmahin' }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(page.getByTestId('header-login')).toBeVisible();
    await page.getByTestId('header-login').click();
    await expect(page.getByTestId('login-username').locator('input')).toHaveValue('');
  });

  test('when the dialog cannot load (a dropped connection), the browser asks instead', async ({ page, site }) => {
    const name = newPlayer(site, 'mona', PASSWORD);
    await page.goto(`${site.url}/m/login`);
    await fillLogin(page, name, PASSWORD);
    await page.getByTestId('login-submit').click();
    await expect(page).toHaveURL(/\/m\/home$/);
    // The dialog's code comes the first time one opens (issue 16); here it never arrives.
    await page.route('**/assets/dialog-box-*.js', (route) => route.abort());
    const asked: string[] = [];
    page.on('dialog', (dialog) => {
      asked.push(`${dialog.type()}: ${dialog.message()}`);
      void dialog.accept();
    });
    await page.getByTestId('header-menu').click();
    await page.getByTestId('menu-sign-out').click();
    await expect(page.getByTestId('header-login')).toBeVisible();
    expect(asked).toEqual(['confirm: Sigurado ka bang gusto mong mag-sign out?']);
  });
});
