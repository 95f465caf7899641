import { fillLogin, logInByUsername, navigateInApp, newPlayer } from './support/accounts';
import { expect, snapshot, test } from './support/fixtures';

const PASSWORD = 'ruby-lantern-2026';
const NEW_PASSWORD = 'emerald-river-2027';

test.describe('change password', () => {
  test('from settings, with the password held in memory; then the old one fails', async ({ page, site }) => {
    const name = newPlayer(site, 'iris', PASSWORD);
    await logInByUsername(page, site, name, PASSWORD);

    await navigateInApp(page, '/m/set');
    await expect(page.getByTestId('settings-screen')).toBeVisible();
    await expect(page.locator('header h1')).toHaveText('Personal na setting');
    await expect(page.getByTestId('settings-name')).toHaveText(name);
    await snapshot(page, 'settings-ty');
    await page.getByTestId('settings-change-password').click();

    await expect(page).toHaveURL(/\/m\/changePsw$/);
    await expect(page.getByTestId('footer')).toHaveCount(0);
    await expect(page.getByTestId('change-username').locator('input')).toHaveValue(name);
    await expect(page.getByTestId('change-username').locator('input')).toHaveAttribute('readonly', '');
    // Spec 2: no old-password field while the password of this login is held in memory.
    await expect(page.getByTestId('change-old')).toHaveCount(0);

    // Spec 5: new must equal its confirmation.
    await page.getByTestId('change-new').locator('input').fill(NEW_PASSWORD);
    await page.getByTestId('change-confirm').locator('input').fill('something-else-1');
    await page.getByTestId('change-submit').click();
    await expect(page.getByTestId('change-confirm-error')).toHaveText('Hindi tugma ang kumpirmasyon ng password.');

    // Spec 4: new equal to old is an alert.
    await page.getByTestId('change-new').locator('input').fill(PASSWORD);
    await page.getByTestId('change-confirm').locator('input').fill(PASSWORD);
    await page.getByTestId('change-submit').click();
    await expect(page.getByRole('alertdialog')).toContainText(
      'Hindi puwedeng pareho ang bagong password at ang lumang password.',
    );
    await page.getByRole('alertdialog').getByRole('button').click();

    await page.getByTestId('change-new').locator('input').fill(NEW_PASSWORD);
    await page.getByTestId('change-confirm').locator('input').fill(NEW_PASSWORD);
    await snapshot(page, 'change-password-ty');
    await page.getByTestId('change-submit').click();
    await expect(page.getByRole('status')).toContainText('Na-save ang pagbabago');
    await expect(page).toHaveURL(/\/m\/home$/);

    // The session that changed it lives on; a new login needs the new password.
    await page.evaluate(() => localStorage.removeItem('MC_SESSION_INFO'));
    await page.goto(`${site.url}/m/login`);
    await fillLogin(page, name, PASSWORD);
    await page.getByTestId('login-submit').click();
    await expect(page.getByTestId('login-alert')).toHaveText('Mali ang account o password.');
    await page.getByTestId('login-password').locator('input').fill(NEW_PASSWORD);
    await page.getByTestId('login-submit').click();
    await expect(page).toHaveURL(/\/m\/home$/);
  });

  test('after a reload the old password is asked for, and a wrong one is refused', async ({ page, site }) => {
    const name = newPlayer(site, 'jack', PASSWORD);
    await logInByUsername(page, site, name, PASSWORD);
    await page.addInitScript(() => localStorage.setItem('language', JSON.stringify('EN')));
    await page.goto(`${site.url}/m/changePsw`);
    await expect(page.locator('header h1')).toHaveText('Change password');
    await page.getByTestId('change-old').locator('input').fill('not-my-password');
    await page.getByTestId('change-new').locator('input').fill(NEW_PASSWORD);
    await page.getByTestId('change-confirm').locator('input').fill(NEW_PASSWORD);
    await page.getByTestId('change-submit').click();
    await expect(page.getByTestId('change-old-error')).toHaveText('The old password is incorrect.');
    await snapshot(page, 'change-password-old-wrong-en');

    await page.getByTestId('change-old').locator('input').fill(PASSWORD);
    await page.getByTestId('change-submit').click();
    await expect(page.getByRole('status')).toContainText('Change saved');
    await expect(page).toHaveURL(/\/m\/home$/);
  });

  test('without a session settings and change password go home', async ({ page, site }) => {
    await page.goto(`${site.url}/m/changePsw`);
    await expect(page).toHaveURL(/\/m\/home$/);
    await page.goto(`${site.url}/m/set`);
    await expect(page).toHaveURL(/\/m\/home$/);
  });
});
