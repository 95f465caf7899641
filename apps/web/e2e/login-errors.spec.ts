import { fillLogin, newPlayer } from './support/accounts';
import { expect, snapshot, test } from './support/fixtures';

const PASSWORD = 'lucky-dragon-2026';

test.describe('login errors', () => {
  test('an unknown user and a wrong password are told so, in Tagalog and in English', async ({ page, site }) => {
    const name = newPlayer(site, 'bob', PASSWORD);
    await page.goto(`${site.url}/m/login`);
    const username = page.getByTestId('login-username').locator('input');
    const password = page.getByTestId('login-password').locator('input');
    const alert = page.getByTestId('login-alert');

    await username.fill('nobody-here');
    await password.fill('whatever-password');
    await page.getByTestId('login-submit').click();
    await expect(alert).toHaveText('Mali ang account o password.');
    await snapshot(page, 'login-unknown-user-ty');

    await page.getByTestId('language-switch').click();
    await page.getByTestId('language-EN').click();
    await expect(page.getByTestId('login-screen')).toContainText('Welcome back');
    await username.fill(name);
    await password.fill('not-the-password');
    await page.getByTestId('login-submit').click();
    await expect(alert).toHaveText('Incorrect account or password.');
    await snapshot(page, 'login-wrong-password-en');
  });

  test('a disabled player is told the account does not exist or is disabled', async ({ page, site }) => {
    const name = newPlayer(site, 'mallory', PASSWORD);
    site.admin('member:status', name, 'disabled');
    await page.addInitScript(() => localStorage.setItem('language', JSON.stringify('EN')));
    await page.goto(`${site.url}/m/login`);
    await fillLogin(page, name, PASSWORD);
    await page.getByTestId('login-submit').click();
    await expect(page.getByTestId('login-alert')).toHaveText('Sorry, the user does not exist or is disabled.');
  });

  test('a language change re-validates the filled fields', async ({ page, site }) => {
    await page.goto(`${site.url}/m/login`);
    // Typed but never left or submitted: no error yet.
    await page.getByTestId('login-username').locator('input').pressSequentially('ab');
    await expect(page.getByTestId('login-username-error')).toHaveCount(0);
    // Spec 4: after a language change the filled fields are checked (in the new language).
    await page.getByTestId('language-switch').click();
    await page.getByTestId('language-EN').click();
    await expect(page.getByTestId('login-username-error')).toHaveText('Use 4–64 characters.');
    await expect(page.getByTestId('login-password-error')).toHaveCount(0);
    await expect(page.getByTestId('login-screen')).toContainText('Welcome back');
  });
});

test.describe('captcha after failed logins', () => {
  test('appears after failures, reloads on tap, and a wrong answer is refused', async ({ page, site }) => {
    const name = newPlayer(site, 'carol', PASSWORD);
    await page.goto(`${site.url}/m/login`);
    const captcha = page.getByTestId('login-captcha');
    await fillLogin(page, name, 'wrong-password-1');

    // The server asks for a captcha after three failures (its data carries captcha: true).
    for (let attempt = 1; attempt <= 3; attempt++) {
      await expect(captcha).toHaveCount(0);
      await page.getByTestId('login-submit').click();
      await expect(page.getByTestId('login-alert')).toHaveText('Mali ang account o password.');
    }
    await expect(captcha).toBeVisible();
    const image = page.getByTestId('login-captcha-image');
    await expect(image.locator('img')).toHaveAttribute('src', /^data:image\/png;base64,/);
    const firstId = await image.getAttribute('data-captcha-id');
    expect(firstId).toBeTruthy();
    await snapshot(page, 'login-captcha-ty');

    await image.click();
    await expect(image).not.toHaveAttribute('data-captcha-id', firstId ?? '');

    // Spec 5: the captcha is required, numeric, at most 6.
    await page.getByTestId('login-submit').click();
    await expect(page.getByTestId('login-captcha-error')).toHaveText('Pakilagay ang captcha.');

    // A wrong answer (the right password does not help): the captcha error, and a new image.
    const shownId = await image.getAttribute('data-captcha-id');
    await page.getByTestId('login-password').locator('input').fill(PASSWORD);
    await captcha.locator('input').fill('000000');
    await page.getByTestId('login-submit').click();
    await expect(page.getByTestId('login-captcha-error')).toHaveText('Mali ang captcha.');
    await expect(image).not.toHaveAttribute('data-captcha-id', shownId ?? '');
    await expect(captcha.locator('input')).toHaveValue('');
    await snapshot(page, 'login-captcha-wrong-ty');

    // Spec 4: switching method and back loads a new captcha too.
    const beforeSwitch = await image.getAttribute('data-captcha-id');
    await page.getByTestId('login-method-sms').click();
    await page.getByTestId('login-method-username').click();
    await expect(image).not.toHaveAttribute('data-captcha-id', beforeSwitch ?? '');
  });
});
