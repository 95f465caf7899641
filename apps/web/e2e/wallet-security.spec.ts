import { logInByUsername, newPlayer, outboxMark, readSmsCode, uniqueEmail, uniqueMobile } from './support/accounts';
import { expect, snapshot, test } from './support/fixtures';
import { bindCard, inEnglish, LOGIN_PASSWORD, PIN, setPaymentPassword } from './support/wallet';

const NEW_PIN = '135790';

test.describe('wallet: security centre', () => {
  test('payment password set then changed; mobile and e-mail bound by code; a card added and removed', async ({
    page,
    site,
  }) => {
    test.slow();
    await inEnglish(page);
    const name = newPlayer(site, 'sara', LOGIN_PASSWORD);
    await logInByUsername(page, site, name, LOGIN_PASSWORD);
    await page.goto(`${site.url}/m/securityCenter`);
    await expect(page.getByTestId('security-pin-state')).toHaveText('Not set');
    await expect(page.getByTestId('security-level')).toHaveText('Needs attention');
    await expect(page.getByTestId('security-no-cards')).toBeVisible();
    await snapshot(page, 'wallet-security');

    await setPaymentPassword(page, site);
    // A change asks for the current payment password; a wrong one is refused on its field.
    await page.getByTestId('security-pin').click();
    const sheet = page.getByTestId('pin-sheet');
    await sheet.getByTestId('pin-current').locator('input').fill('000000');
    await sheet.getByTestId('pin-new').locator('input').fill(NEW_PIN);
    await sheet.getByTestId('pin-confirm').locator('input').fill('135791');
    await sheet.getByTestId('pin-submit').click();
    await expect(sheet.getByTestId('pin-confirm-error')).toHaveText('The two payment passwords do not match.');
    await sheet.getByTestId('pin-confirm').locator('input').fill(NEW_PIN);
    await sheet.getByTestId('pin-submit').click();
    await expect(sheet.getByTestId('pin-current-error')).toHaveText('The payment password is incorrect.');
    await sheet.getByTestId('pin-current').locator('input').fill(PIN);
    await snapshot(page, 'wallet-security-pin');
    await sheet.getByTestId('pin-submit').click();
    await expect(sheet).toHaveCount(0);
    await expect(page.getByRole('status')).toContainText('Payment password changed');

    // Mobile: fields checked before a code is asked for; then the SMS code and its countdown.
    const mobile = uniqueMobile();
    await page.getByTestId('security-mobile').click();
    const mobileSheet = page.getByTestId('mobile-sheet');
    await expect(mobileSheet.getByTestId('mobile-country-value')).toHaveText('+63');
    await mobileSheet.getByTestId('mobile-code-send').click();
    await expect(mobileSheet.getByTestId('mobile-number-error')).toBeVisible();
    await mobileSheet.getByTestId('mobile-number').locator('input').fill(mobile.national);
    const before = outboxMark(mobile.e164);
    await mobileSheet.getByTestId('mobile-code-send').click();
    await expect(mobileSheet.getByTestId('mobile-code-send')).toBeDisabled();
    // Issue 8 item 19: the resend cooldown (60 s), not the code's 10-minute life.
    await expect(mobileSheet.getByTestId('mobile-code-send')).toContainText(/Resend in [4-6]\ds$/);
    const code = await readSmsCode(mobile.e164, before);
    await mobileSheet.getByTestId('mobile-code').locator('input').fill(code);
    await mobileSheet.getByTestId('mobile-password').locator('input').fill(LOGIN_PASSWORD);
    await snapshot(page, 'wallet-security-mobile');
    await mobileSheet.getByTestId('mobile-submit').click();
    await expect(mobileSheet).toHaveCount(0);
    await expect(page.getByTestId('security-mobile-detail')).toHaveText(`+63••••${mobile.e164.slice(-4)}`);
    await expect(page.getByTestId('security-mobile-state')).toHaveText('Bound');

    // E-mail: a code to the address.
    const email = uniqueEmail('sara');
    await page.getByTestId('security-email').click();
    const emailSheet = page.getByTestId('email-sheet');
    await emailSheet.getByTestId('email-address').locator('input').fill(email);
    const mark = outboxMark(email);
    await emailSheet.getByTestId('email-code-send').click();
    const emailCode = await readSmsCode(email, mark);
    await emailSheet.getByTestId('email-code').locator('input').fill(emailCode);
    await emailSheet.getByTestId('email-password').locator('input').fill(LOGIN_PASSWORD);
    await emailSheet.getByTestId('email-submit').click();
    await expect(emailSheet).toHaveCount(0);
    await expect(page.getByTestId('security-email-state')).toHaveText('Bound');

    // A card, added and removed, both with the (new) payment password.
    await page.getByTestId('security-add-card').click();
    const cardSheet = page.getByTestId('add-card-sheet');
    await expect(cardSheet.getByTestId('card-form')).toBeVisible();
    await cardSheet.getByTestId('card-bank').locator('select').selectOption('MBTC');
    await cardSheet.getByTestId('card-number').locator('input').fill('7788990011');
    await cardSheet.getByTestId('card-payee').locator('input').fill('Sara Dizon');
    await cardSheet.getByTestId('card-pin').locator('input').fill(NEW_PIN);
    await cardSheet.getByTestId('card-submit').click();
    await expect(cardSheet).toHaveCount(0);
    const card = page.getByTestId('security-cards').locator('[data-testid^="bound-card-"]').first();
    await expect(card).toContainText('Metrobank');
    await expect(card).toContainText('•••• 0011');
    await expect(page.getByTestId('security-level')).toHaveText('Well protected');
    await snapshot(page, 'wallet-security-done');

    await card.locator('[data-testid$="-remove"]').click();
    await page.getByTestId('remove-card-pin').locator('input').fill(NEW_PIN);
    await page.getByTestId('remove-card-submit').click();
    await expect(page.getByTestId('remove-card-sheet')).toHaveCount(0);
    await expect(page.getByTestId('security-no-cards')).toBeVisible();
  });

  test('sign out other devices: the other session has to log in again', async ({ page, site, browser }) => {
    await inEnglish(page);
    const name = newPlayer(site, 'otto', LOGIN_PASSWORD);
    const other = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const otherPage = await other.newPage();
    await logInByUsername(otherPage, site, name, LOGIN_PASSWORD);
    await logInByUsername(page, site, name, LOGIN_PASSWORD);

    await page.goto(`${site.url}/m/securityCenter`);
    await expect(page.getByTestId('session-current')).toHaveCount(1);
    await expect(page.getByTestId('session-other')).toHaveCount(1);
    await expect(page.getByTestId('session-current')).toContainText('Safari on iPhone');
    await page.getByTestId('sessions-sign-out-others').click();
    await expect(page.getByRole('alertdialog')).toContainText('Sign out the other device?');
    await snapshot(page, 'wallet-security-sessions');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByTestId('session-other')).toHaveCount(0);
    await expect(page.getByTestId('sessions-sign-out-others')).toBeDisabled();

    // The other device finds its session gone at its next call: the login dialog opens.
    await otherPage.goto(`${site.url}/m/withdraw`);
    await expect(otherPage.getByTestId('login-dialog')).toBeVisible();
    await other.close();
  });
});

test('a card can also be bound from the withdraw screen after the payment password', async ({ page, site }) => {
  await inEnglish(page);
  const name = newPlayer(site, 'ivy', LOGIN_PASSWORD);
  await logInByUsername(page, site, name, LOGIN_PASSWORD);
  await setPaymentPassword(page, site);
  await page.goto(`${site.url}/m/withdraw`);
  await bindCard(page, { payee: 'Ivy Tan' });
  await expect(page.getByTestId('withdraw-cards')).toContainText('Ivy Tan');
  // The second card reuses the payee name set with the first (set once).
  await page.getByTestId('withdraw-add-card').click();
  await expect(page.getByTestId('card-payee-fixed')).toContainText('Ivy Tan');
});
