import {
  addPlayer,
  logInByUsername,
  outboxMark,
  readResetPath,
  readSmsCode,
  uniqueEmail,
  uniqueMobile,
  uniqueUsername,
} from './support/accounts';
import { expect, snapshot, test } from './support/fixtures';

const PASSWORD = 'silver-tiger-2026';
const NEW_PASSWORD = 'jade-phoenix-2027';

test.describe('forgot password', () => {
  test('by e-mail: the link from the outbox sets a new password that logs in', async ({ page, site }) => {
    // The whole journey: two forms, the e-mail, the reset, a login and the spent link.
    test.slow();
    const name = uniqueUsername('gina');
    const email = uniqueEmail('gina');
    addPlayer(site, name, PASSWORD, { email });
    await page.goto(`${site.url}/m/login`);
    await page.getByTestId('login-forgot').click();
    await expect(page).toHaveURL(/\/m\/forget$/);
    await expect(page.locator('header h1')).toHaveText('Nakalimutan ang password');
    await expect(page.getByTestId('forgot-mode')).toBeVisible();
    await expect(page.getByTestId('footer')).toHaveCount(0);

    // Spec 5: username by the rule set, e-mail required and well formed (in_email_incorrect).
    await page.getByTestId('forgot-submit').click();
    await expect(page.getByTestId('forgot-username-error')).toHaveText('Kailangan ang field na ito.');
    await expect(page.getByTestId('forgot-email-error')).toHaveText('Maglagay ng wastong e-mail address.');
    await page.getByTestId('forgot-username').locator('input').fill(name);
    await page.getByTestId('forgot-email').locator('input').fill('not-an-email');
    await page.getByTestId('forgot-submit').click();
    await expect(page.getByTestId('forgot-email-error')).toBeVisible();
    await expect(page.getByTestId('forgot-email').locator('input')).toBeFocused();
    await snapshot(page, 'forgot-email-errors-ty');

    const before = outboxMark(email);
    await page.getByTestId('forgot-email').locator('input').fill(email);
    await page.getByTestId('forgot-submit').click();
    // Spec 8: in_been_out for 1 s, then back to the previous page.
    await expect(page.getByRole('status')).toContainText('naipadala na ang reset link');
    await expect(page).toHaveURL(/\/m\/login$/);

    const resetPath = await readResetPath(email, before);
    await page.goto(`${site.url}${resetPath}`);
    await expect(page.getByTestId('reset-link-form')).toBeVisible();
    await page.getByTestId('reset-password').locator('input').fill(NEW_PASSWORD);
    await page.getByTestId('reset-confirm').locator('input').fill(NEW_PASSWORD);
    await snapshot(page, 'forgot-reset-link-ty');
    await page.getByTestId('reset-submit').click();
    await expect(page.getByRole('status')).toContainText('Na-save ang pagbabago');
    await expect(page).toHaveURL(/\/m\/login$/);
    await logInByUsername(page, site, name, NEW_PASSWORD);

    // The link is single use.
    await page.goto(`${site.url}${resetPath}`);
    await page.getByTestId('reset-password').locator('input').fill('another-password-9');
    await page.getByTestId('reset-confirm').locator('input').fill('another-password-9');
    await page.getByTestId('reset-submit').click();
    await expect(page.getByTestId('reset-alert')).toContainText('Hindi wasto o expired na ang reset link');
    await page.getByTestId('reset-request-new').click();
    await expect(page.getByTestId('forgot-email-form')).toBeVisible();
  });

  test('by mobile: set a new password by phone and be logged in', async ({ page, site }) => {
    const name = uniqueUsername('hugo');
    const mobile = uniqueMobile();
    addPlayer(site, name, PASSWORD, { mobile: mobile.e164 });
    await page.addInitScript(() => localStorage.setItem('language', JSON.stringify('EN')));
    await page.goto(`${site.url}/m/forget`);
    await page.getByTestId('forgot-mode-mobile').click();
    await page.getByTestId('forgot-mobile').locator('input').fill(mobile.national);
    await snapshot(page, 'forgot-mobile-en');
    await page.getByTestId('forgot-mobile-next').click();

    await expect(page).toHaveURL(/\/m\/forgetByPhone$/);
    await expect(page.locator('header h1')).toHaveText('Forget password');
    await expect(page.getByTestId('footer')).toHaveCount(0);
    await expect(page.getByTestId('phone-reset-mobile').locator('input')).toHaveValue(mobile.national);
    // Spec 4: the code input opens only after a successful send; submit waits for every field.
    await expect(page.getByTestId('phone-reset-code').locator('input')).toBeDisabled();
    await expect(page.getByTestId('phone-reset-submit')).toBeDisabled();

    const before = outboxMark(mobile.e164);
    await page.getByTestId('phone-reset-code-send').click();
    await expect(page.getByTestId('phone-reset-code').locator('input')).toBeEnabled();
    // Issue 8 item 19: the resend cooldown (60 s), not the code's 10-minute life.
    await expect(page.getByTestId('phone-reset-code-send')).toHaveText(/^Resend in [4-6]\ds$/);
    const code = await readSmsCode(mobile.e164, before);

    // A wrong code clears the code field (spec 8).
    await page.getByTestId('phone-reset-code').locator('input').fill('000000');
    await page.getByTestId('phone-reset-password').locator('input').fill(NEW_PASSWORD);
    await page.getByTestId('phone-reset-submit').click();
    await expect(page.getByTestId('phone-reset-code-error')).toHaveText('Verification code error.');
    await expect(page.getByTestId('phone-reset-code').locator('input')).toHaveValue('');
    await expect(page.getByTestId('phone-reset-submit')).toBeDisabled();

    await page.getByTestId('phone-reset-code').locator('input').fill(code);
    await expect(page.getByTestId('phone-reset-submit')).toBeEnabled();
    await snapshot(page, 'forget-by-phone-en');
    await page.getByTestId('phone-reset-submit').click();
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(page.getByTestId('header-account-name')).toHaveText(name);
  });

  test('a short mobile number is named with its minimum length', async ({ page, site }) => {
    await page.addInitScript(() => localStorage.setItem('language', JSON.stringify('EN')));
    await page.goto(`${site.url}/m/forgetByPhone`);
    await page.getByTestId('phone-reset-mobile').locator('input').fill('917');
    await expect(page.getByTestId('phone-reset-mobile-error')).toHaveText(
      'Please enter a valid mobile number of at least 6 digits.',
    );
  });

  test('without CHNGPASSVERIF3 only the e-mail form is offered', async ({ page, site }) => {
    site.admin('flag', 'CHNGPASSVERIF3', 'off');
    await page.goto(`${site.url}/m/forget`);
    await expect(page.getByTestId('forgot-email-form')).toBeVisible();
    await expect(page.getByTestId('forgot-mode')).toHaveCount(0);
  });
});
