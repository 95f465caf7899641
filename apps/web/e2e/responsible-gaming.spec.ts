import type { Page } from '@playwright/test';
import { fillLogin, registerWithoutCaptcha, uniqueUsername } from './support/accounts';
import { expect, snapshot, test } from './support/fixtures';
import { gamesApi } from './support/games';
import { playDice } from './support/play';
import { inEnglish, LOGIN_PASSWORD, loggedInPlayer } from './support/wallet';

/**
 * Issue 15, done means: a player limits deposits, losses, stakes and session time from their
 * phone, sees what is used and what waits; a limit refuses the money it guards in words; a break
 * ends the account's play; the reality check interrupts play on its beat; consent is the
 * player's own act at register.
 */

/** Opens a limit's sheet, types or picks an amount, saves, and waits for the sheet to close. */
async function setLimit(page: Page, row: string, choose: (sheet: ReturnType<Page['getByTestId']>) => Promise<void>) {
  await page.getByTestId(row).click();
  const sheet = page.getByTestId('rg-limit-sheet');
  await expect(sheet).toBeVisible();
  await choose(sheet);
  await sheet.getByTestId('rg-limit-submit').click();
  await expect(sheet).toHaveCount(0);
}

const typeAmount = (amount: string) => async (sheet: ReturnType<Page['getByTestId']>) => {
  await sheet.getByTestId('rg-limit-amount').locator('input').fill(amount);
};

test.describe('responsible gaming (issue 15)', () => {
  test('limits of each kind from the member centre, shown with their use; a raise waits 24 hours', async ({
    page,
    site,
  }) => {
    await inEnglish(page);
    await loggedInPlayer(page, site, { prefix: 'lim' });

    // Member centre item, then the row: the limits are two taps away.
    await page.goto(`${site.url}/m/mine`);
    await expect(page.getByTestId('rg-footer-link')).toContainText('Responsible gaming');
    await page.getByTestId('mine-item-responsible-gaming').click();
    await expect(page).toHaveURL(/\/m\/responsibleGaming$/);
    await expect(page.locator('header h1')).toHaveText('Responsible gaming');
    await expect(page.getByTestId('rg-limit-deposit-day-amount')).toHaveText('No limit');

    // Deposit, daily: the sheet starts on a first quick amount, and the typed one wins.
    await setLimit(page, 'rg-limit-deposit-day', async (sheet) => {
      await expect(sheet).toContainText('A lower limit takes effect at once');
      await expect(sheet.getByTestId('rg-limit-current')).toContainText('No limit');
      await snapshot(page, 'rg-limit-sheet');
      await sheet.getByTestId('rg-limit-amount').locator('input').fill('500');
    });
    await expect(page.getByRole('status')).toContainText('Limit saved');
    await expect(page.getByTestId('rg-limit-deposit-day-amount')).toHaveText('₱500.00');
    await expect(page.getByTestId('rg-limit-deposit-day-used')).toContainText('₱0.00 used');
    await expect(page.getByTestId('rg-limit-deposit-day-used')).toContainText('Resets');

    // Loss, weekly, by a quick amount; wager, monthly, to the centavo (exact minor units).
    await setLimit(page, 'rg-limit-loss-week', async (sheet) => {
      await sheet.getByTestId('rg-preset-5000').click();
      await expect(sheet.getByTestId('rg-limit-amount').locator('input')).toHaveValue('5000');
    });
    await expect(page.getByTestId('rg-limit-loss-week-amount')).toHaveText('₱5,000.00');
    await setLimit(page, 'rg-limit-wager-month', typeAmount('12,345.67'));
    await expect(page.getByTestId('rg-limit-wager-month-amount')).toHaveText('₱12,345.67');

    // Session time, by a quick choice: two hours, and when this session ends.
    await setLimit(page, 'rg-limit-session-session', async (sheet) => {
      await sheet.getByTestId('rg-preset-120').click();
    });
    await expect(page.getByTestId('rg-limit-session-session-amount')).toHaveText('2 h');
    await expect(page.getByTestId('rg-limit-session-session')).toContainText('This session ends at');

    // A typing mistake is refused in the sheet, nothing sent.
    await page.getByTestId('rg-limit-wager-day').click();
    await page.getByTestId('rg-limit-amount').locator('input').fill('0');
    await page.getByTestId('rg-limit-submit').click();
    await expect(page.getByTestId('rg-limit-amount-error')).toHaveText('Enter an amount above zero.');
    await page.getByTestId('rg-limit-sheet-close').click();

    // Raising the daily deposit limit waits 24 hours: the old one holds, the new one is announced.
    await setLimit(page, 'rg-limit-deposit-day', async (sheet) => {
      await expect(sheet.getByTestId('rg-limit-current')).toContainText('₱500.00');
      await sheet.getByTestId('rg-limit-amount').locator('input').fill('1000');
    });
    await expect(page.getByRole('status')).toContainText('Your new limit applies at');
    await expect(page.getByTestId('rg-limit-deposit-day-amount')).toHaveText('₱500.00');
    await expect(page.getByTestId('rg-limit-deposit-day-pending')).toContainText('Raising to ₱1,000.00 applies at');
    await snapshot(page, 'rg-limits');

    // History: each change in words.
    await page.getByTestId('rg-tab-history').click();
    await expect(page).toHaveURL(/tab=history/);
    const changes = page.getByTestId('rg-change');
    await expect(changes.first()).toContainText('Daily deposit limit: raise to ₱1,000.00 requested');
    await expect(page.getByTestId('rg-changes')).toContainText('Daily deposit limit set to ₱500.00');
    await expect(page.getByTestId('rg-changes')).toContainText('Session time limit set to 2 h');
    await expect(page.getByTestId('rg-session').first()).toContainText('Active');
    await snapshot(page, 'rg-history');
  });

  test('a deposit over the daily deposit limit is refused, naming the limit', async ({ page, site }) => {
    await inEnglish(page);
    await loggedInPlayer(page, site, { prefix: 'dep' });
    await page.goto(`${site.url}/m/responsibleGaming`);
    await setLimit(page, 'rg-limit-deposit-day', typeAmount('500'));

    await page.goto(`${site.url}/m/voucherCenter`);
    await expect(page.getByTestId('rg-footer-link')).toBeVisible();
    await page.getByTestId('deposit-amount').locator('input').fill('1000');
    await page.getByTestId('deposit-submit').click();
    const alert = page.getByTestId('deposit-alert');
    await expect(alert).toContainText('This deposit would pass your daily deposit limit of ₱500.00.');
    await expect(alert).toContainText('It resets on');
    await expect(alert).not.toContainText('{{');
    await expect(page).toHaveURL(/\/m\/voucherCenter$/);
    await snapshot(page, 'rg-deposit-refused');
  });

  test('self-exclusion: confirmed with the password, the player is logged out and cannot log in', async ({
    page,
    site,
  }) => {
    await inEnglish(page);
    const name = await loggedInPlayer(page, site, { prefix: 'exc' });
    // The security centre leads here too.
    await page.goto(`${site.url}/m/securityCenter`);
    await page.getByTestId('security-responsible-gaming').click();
    await expect(page).toHaveURL(/\/m\/responsibleGaming$/);

    await page.getByTestId('rg-break-self_exclusion-permanent').click();
    const sheet = page.getByTestId('rg-break-sheet');
    await expect(sheet).toContainText('Self-exclusion: Permanent');
    await expect(sheet.getByTestId('rg-break-ends')).toContainText('Never');
    await expect(sheet.getByTestId('rg-break-warning')).toContainText('This cannot be undone or shortened');
    await sheet.getByTestId('rg-break-submit').click();
    await expect(sheet.getByTestId('rg-break-password-error')).toHaveText('Enter your login password to confirm.');
    await sheet.getByTestId('rg-break-password').locator('input').fill('not-my-password');
    await sheet.getByTestId('rg-break-submit').click();
    await expect(sheet.getByTestId('rg-break-password-error')).toHaveText('That password is not correct. Try again.');
    await snapshot(page, 'rg-break-sheet');
    await sheet.getByTestId('rg-break-password').locator('input').fill(LOGIN_PASSWORD);
    await sheet.getByTestId('rg-break-submit').click();

    // Every session ended: home as a visitor, told the break began.
    await expect(page).toHaveURL(/\/m\/home$/);
    const notice = page.getByRole('alertdialog');
    await expect(notice).toContainText('Your permanent self-exclusion has started.');
    await snapshot(page, 'rg-break-started');
    await notice.getByRole('button').click();
    await expect(page.getByTestId('header-login')).toBeVisible();

    await page.goto(`${site.url}/m/login`);
    await fillLogin(page, name, LOGIN_PASSWORD);
    await page.getByTestId('login-submit').click();
    await expect(page.getByTestId('login-alert')).toHaveText(
      'Your account is closed to play for good at your request. Withdrawals of your balance are possible through customer service.',
    );
    await expect(page).toHaveURL(/\/m\/login$/);
  });

  test('the reality check: at 15 minutes of play, with the session’s figures; continue, then log out', async ({
    page,
    site,
  }) => {
    // The fake clock runs from the page's first script, so the app's timers follow it.
    await page.clock.install();
    await inEnglish(page);
    const name = await loggedInPlayer(page, site, { prefix: 'rea', creditMinor: 100_000 });
    await page.goto(`${site.url}/m/responsibleGaming`);
    await page.getByTestId('rg-reality-15').click();
    await expect(page.getByRole('status')).toContainText('Reality check every 15 minutes.');
    await expect(page.getByTestId('rg-reality-15')).toHaveAttribute('aria-pressed', 'true');
    // Three ₱10.00 dice rounds in this session (played through the game's API, as its page does).
    await playDice(site, name, LOGIN_PASSWORD, 3, 1_000);
    // The reminder's timer is armed once the session's status has arrived: wait for it (and a
    // frame for the effect) before moving the clock, or a loaded machine arms it after the jump.
    const statusArrived = page.waitForResponse((r) => new URL(r.url()).pathname === '/wps/responsibleGaming');
    await page.goto(`${site.url}/m/mine`);
    await expect(page.getByTestId('mine-screen')).toBeVisible();
    await statusArrived;
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0))));

    await page.clock.fastForward('14:00');
    await expect(page.getByTestId('reality-check')).toHaveCount(0);
    await page.clock.fastForward('01:00');
    const dialog = page.getByTestId('reality-check');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId('reality-played')).toHaveText('You have been playing for 15 min.');
    await expect(dialog.getByTestId('reality-staked')).toHaveText('₱30.00');
    await expect(dialog.getByTestId('reality-net')).toHaveText(/^(\+|−)?₱\d/);
    await expect(dialog.getByTestId('reality-continue')).toBeFocused();
    await snapshot(page, 'rg-reality-check');

    // Not dismissed by a tap beside it; Continue closes it until the next 15 minutes.
    await page.mouse.click(20, 20);
    await expect(dialog).toBeVisible();
    await dialog.getByTestId('reality-continue').click();
    await expect(dialog).toHaveCount(0);
    await page.clock.fastForward('14:00');
    await expect(dialog).toHaveCount(0);
    await page.clock.fastForward('01:00');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId('reality-played')).toHaveText('You have been playing for 30 min.');

    await dialog.getByTestId('reality-logout').click();
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(page.getByTestId('header-login')).toBeVisible();
    await expect(dialog).toHaveCount(0);
  });

  test('the reality check on Playdeck’s own game page: at 15 minutes, with the session’s stakes; log out from it', async ({
    page,
    site,
  }) => {
    await page.clock.install();
    await inEnglish(page);
    await loggedInPlayer(page, site, { prefix: 'rcg', creditMinor: 100_000 });
    await page.goto(`${site.url}/m/responsibleGaming`);
    await page.getByTestId('rg-reality-15').click();
    await expect(page.getByTestId('rg-reality-15')).toHaveAttribute('aria-pressed', 'true');
    const list = await gamesApi<{ games: { gameId: string; nodeId: number }[] }>(
      site,
      '/wps/game/list?gameType=INHOUSE',
    );
    const dice = list.games.find((g) => g.gameId === 'dice');
    // The game page opens with the session's reality check (and arms it at once).
    const opened = page.waitForResponse((r) => new URL(r.url()).pathname === '/inhouse/api/session');
    await page.goto(`${site.url}/m/launchGame?gameType=INHOUSE&vendor=INHOUSE&gameId=dice&nodeId=${dice?.nodeId}`);
    await expect(page).toHaveURL(/\/inhouse\/dice\?t=/);
    await opened;
    const play = page.getByTestId('play');
    await expect(play).toBeEnabled();
    await play.click();
    await expect(page.getByTestId('round')).toHaveCount(1);
    await expect(play).toBeEnabled();

    await page.clock.fastForward('14:00');
    const dialog = page.getByTestId('reality-check');
    await expect(dialog).toHaveCount(0);
    await page.clock.fastForward('01:00');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId('reality-played')).toHaveText('You have been playing for 15 min.');
    // The page's first stake chip (₱1.00), asked afresh from the server.
    await expect(dialog.getByTestId('reality-staked')).toHaveText('₱1.00');
    await expect(dialog.getByTestId('reality-continue')).toBeFocused();
    await snapshot(page, 'rg-reality-check-game');
    await dialog.getByTestId('reality-continue').click();
    await expect(dialog).toHaveCount(0);
    await page.clock.fastForward('15:00');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId('reality-played')).toHaveText('You have been playing for 30 min.');

    // Log out ends the member session: the site opens as a visitor's.
    await dialog.getByTestId('reality-logout').click();
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(page.getByTestId('header-login')).toBeVisible();
  });

  test('register: the consent box is the player’s own tick, and the date of birth is asked', async ({ page, site }) => {
    site.admin('flag', 'REGMOBVERF3', 'off');
    registerWithoutCaptcha(site);
    site.admin(
      'set',
      'responsibleGaming',
      JSON.stringify({ birthDateRequired: true, realityCheckMinutes: 60, agreementVersion: '1', defaultLimits: [] }),
    );
    await inEnglish(page);
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/wps/member/register') && request.method() !== 'GET') sent.push(request.url());
    });
    await page.goto(`${site.url}/m/register`);
    const form = page.getByTestId('register-form-username');
    await form.getByTestId('register-username').locator('input').fill(uniqueUsername('cora'));
    await form.getByTestId('register-password').locator('input').fill(LOGIN_PASSWORD);
    await form.getByTestId('register-confirm').locator('input').fill(LOGIN_PASSWORD);

    // Under 18 today: refused on the field; the box unticked: refused on the box; nothing sent.
    const birth = form.getByTestId('register-birthDate').locator('input');
    await expect(birth).toHaveAttribute('max', /^\d{4}-\d{2}-\d{2}$/);
    const youngYear = new Date().getFullYear() - 17;
    await birth.fill(`${youngYear}-01-01`);
    await expect(page.getByTestId('register-agree').locator('input')).not.toBeChecked();
    await page.getByTestId('register-submit').click();
    await expect(page.getByTestId('register-birthDate-error')).toHaveText(
      'You must be at least 18 years old to register.',
    );
    await expect(page.getByTestId('register-agree-error')).toBeVisible();
    await birth.fill('1990-06-15');
    await page.getByTestId('register-submit').click();
    await expect(page.getByTestId('register-birthDate-error')).toHaveCount(0);
    await expect(page.getByTestId('register-agree-error')).toBeVisible();
    await expect(page).toHaveURL(/\/m\/register$/);
    expect(sent).toEqual([]);
    await snapshot(page, 'rg-register-consent');

    await page.getByTestId('register-agree-box').click();
    await page.getByTestId('register-submit').click();
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(page.getByTestId('header-account')).toBeVisible();
    expect(sent).toHaveLength(1);
  });
});
