import { startTestProvider } from '../../server/src/modules/auth/social/oidc-test-provider';
import { expect, snapshot, test } from './support/fixtures';

const GOOGLE = { clientId: 'playdeck-google', clientSecret: 'google-secret-for-the-journey' };

test.describe('social sign-in', () => {
  test('Google: the provider sends the player back with a one-time code, which logs in', async ({ page, site }) => {
    const idp = await startTestProvider([
      { ...GOOGLE, redirectUris: [`${site.url}/wps/session/social/google/callback`] },
    ]);
    try {
      idp.profiles.set('zoe', { email: 'zoe@example.com', email_verified: true, name: 'Zoe' });
      site.admin('set', 'socialLogin', JSON.stringify({ google: { issuer: idp.issuer, ...GOOGLE }, facebook: null }));
      await page.goto(`${site.url}/m/login`);
      // Only configured providers whose flag is on show, and only on the username method.
      await expect(page.getByTestId('social-google')).toBeVisible();
      await expect(page.getByTestId('social-facebook')).toHaveCount(0);
      await snapshot(page, 'login-social-ty');
      await page.getByTestId('login-method-sms').click();
      await expect(page.getByTestId('social-login')).toHaveCount(0);
      await page.getByTestId('login-method-username').click();

      await page.getByTestId('social-google').click();
      await page.waitForURL((url) => url.href.startsWith(idp.issuer));
      await page.locator('input[name="login"]').fill('zoe');
      await page.locator('input[name="password"]').fill('any password');
      await page.locator('button[type="submit"]').click();
      // The provider's consent page.
      await page.locator('button[type="submit"]').click();

      await expect(page).toHaveURL(/\/m\/home$/);
      await expect(page.getByTestId('header-account')).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem('MC_SESSION_INFO'))).toContain('token');
    } finally {
      await idp.close();
    }
  });

  test('without the flag the button is gone; a failed return is told', async ({ page, site }) => {
    site.admin(
      'set',
      'socialLogin',
      JSON.stringify({ google: { issuer: 'https://accounts.example.com', ...GOOGLE }, facebook: null }),
    );
    site.admin('flag', 'GOOGLELOGIN3', 'off');
    await page.goto(`${site.url}/m/login?socialError=social.failed`);
    await expect(page.getByRole('alert').filter({ hasText: 'Nabigo ang pag-sign in' })).toBeVisible();
    await expect(page).toHaveURL(/\/m\/login$/);
    await expect(page.getByTestId('social-login')).toHaveCount(0);
  });
});
