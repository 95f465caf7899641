import { logInByUsername, newPlayer } from './support/accounts';
import { expect, type Site, snapshot, test } from './support/fixtures';
import { playDice } from './support/play';
import { LOGIN_PASSWORD, loggedInPlayer } from './support/wallet';

const PASSWORD = 'saffron-kite-2026';

/** A live promotion of this test's merchant (the command line, as an operator adds one). */
function promotion(site: Site, fields: Record<string, unknown>) {
  site.admin(
    'promotion:add',
    JSON.stringify({
      claimMode: 'claim',
      startsAt: new Date(Date.now() - 86_400_000).toISOString(),
      ...fields,
    }),
  );
  site.admin('promotion:status', String(fields.code), 'live');
}

test.describe('promotions (issue 12: activity centre, reward centre)', () => {
  test('from the footer: join a daily bonus, claim it once, see it locked with what is left to bet', async ({
    page,
    site,
  }) => {
    promotion(site, {
      code: 'DAILY20',
      kind: 'daily_bonus',
      title: { TY: 'Pang-araw-araw na ₱20', EN: 'Daily ₱20' },
      summary: { TY: 'Kunin araw-araw.' },
      content: { TY: '<p>Isang beses bawat araw.</p>' },
      rule: { amount: 2_000 },
      wageringMultiplier: 5,
    });
    promotion(site, {
      code: 'SOON',
      kind: 'daily_bonus',
      title: { TY: 'Malapit na promo' },
      rule: { amount: 100 },
      startsAt: new Date(Date.now() + 5 * 86_400_000).toISOString(),
    });
    const name = newPlayer(site, 'promo', PASSWORD);
    await logInByUsername(page, site, name, PASSWORD);

    await page.getByTestId('footer-promotions').click();
    await expect(page).toHaveURL(/\/m\/activity$/);
    await expect(page.getByTestId('footer')).toHaveCount(0);
    const daily = page.locator('[data-testid="promotion-card"][data-code="DAILY20"]');
    const soon = page.locator('[data-testid="promotion-card"][data-code="SOON"]');
    await expect(soon.getByTestId('promotion-state')).toHaveText('Malapit na');
    await snapshot(page, 'activity-centre-ty');

    await daily.getByTestId('promotion-open').click();
    await expect(page).toHaveURL(/\/m\/activityInfo\?id=\d+$/);
    await expect(page.getByTestId('promotion-wagering')).toContainText('5 beses');
    await expect(page.getByTestId('promotion-content')).toHaveText('Isang beses bawat araw.');
    await page.getByTestId('promotion-join').click();
    const claim = page.getByTestId('promotion-claim');
    await expect(claim).toHaveText('Kunin ang ₱20.00');
    await snapshot(page, 'activity-info-claim-ty');
    // A double tap sends one claim: the button is disabled while it is in flight.
    await claim.dblclick();
    await expect(page.getByTestId('promotion-state')).toHaveText('Nakuha na');

    await page.goto(`${site.url}/m/rewardCenter`);
    await expect(page.getByTestId('locked-bonus')).toContainText('₱20.00');
    await expect(page.getByTestId('locked-bonus-remaining')).toContainText('₱100.00');
    await snapshot(page, 'reward-centre-ty');
    // The player's own balance did not change: the bonus is locked apart.
    await page.goto(`${site.url}/m/home`);
    await expect(page.getByTestId('header-balance')).toContainText('₱0.00');

    // Betting their own money moves the wagering: 3 rounds of ₱10 leave ₱70 to bet.
    site.admin('adjust', name, '10000', '--reason', 'e2e credit');
    await playDice(site, name, PASSWORD, 3);
    await page.goto(`${site.url}/m/rewardCenter`);
    await expect(page.getByTestId('locked-bonus-remaining')).toContainText('₱70.00');
    await expect(page.getByTestId('locked-bonus')).toContainText('₱20.00');
  });

  test('an approved application waits in the reward centre, with the badge in the member centre', async ({
    page,
    site,
  }) => {
    site.admin('flag', 'REWCEN3', 'on');
    promotion(site, {
      code: 'WELCOME',
      kind: 'deposit_bonus',
      claimMode: 'apply',
      title: { TY: 'Welcome Bonus' },
      rule: { percent: 100, cap: 500_000, minDeposit: 10_000 },
    });
    const name = newPlayer(site, 'apply', PASSWORD);
    await logInByUsername(page, site, name, PASSWORD);
    await page.goto(`${site.url}/m/activity`);
    await page.getByTestId('promotion-join').click();
    await expect(page.getByTestId('promotion-state')).toHaveText('Nag-aaplay');

    const waiting = site.admin('promotion:applications');
    const entry = /^#(\d+) /m.exec(waiting)?.[1] as string;
    site.admin('promotion:approve', entry, '50000');
    await page.goto(`${site.url}/m/mine`);
    await expect(page.getByTestId('mine-item-reward').getByTestId('mine-badge')).toHaveText('1');
    await page.getByTestId('mine-item-reward').click();
    await expect(page).toHaveURL(/\/m\/rewardCenter$/);
    await expect(page.getByTestId('reward-amount')).toHaveText('₱500.00');
    await page.getByTestId('promotion-claim').click();
    await expect(page.getByTestId('promotion-state')).toHaveText('Nakuha na');
    // No wagering asked: the bonus is the player's at once.
    await page.goto(`${site.url}/m/home`);
    await expect(page.getByTestId('header-balance')).toContainText('₱500.00');
  });

  test('a visitor’s join opens the login dialog', async ({ page, site }) => {
    promotion(site, { code: 'DAILY', kind: 'daily_bonus', title: { TY: 'Araw-araw' }, rule: { amount: 100 } });
    await page.goto(`${site.url}/m/activity`);
    await page.getByTestId('promotion-join').click();
    await expect(page.getByTestId('login-dialog')).toBeVisible();
  });

  test('my rebate: runs by itself (nothing to join); the report explains it before the first settlement', async ({
    page,
    site,
  }) => {
    site.admin('flag', 'PLYRBT', 'on');
    promotion(site, {
      code: 'REBATE',
      kind: 'rebate',
      title: { TY: 'Araw-araw na rebate' },
      rule: { rates: { RNG: 200 }, period: 'day' },
    });
    const name = await loggedInPlayer(page, site, { prefix: 'rebate', creditMinor: 100_000 });
    await playDice(site, name, LOGIN_PASSWORD, 3);
    // Today is not over: the operator cannot settle it yet (the API tests settle a past day).
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila' }).format(new Date());
    expect(() => site.admin('rebate:settle', 'REBATE', today)).toThrow(/has not ended yet/);

    await page.goto(`${site.url}/m/activity`);
    const card = page.locator('[data-testid="promotion-card"][data-code="REBATE"]');
    await expect(card.getByTestId('promotion-state')).toHaveText('Isinasagawa');
    await expect(card.getByTestId('promotion-join')).toHaveCount(0);
    await page.goto(`${site.url}/m/mine`);
    await page.getByTestId('mine-item-rebate').click();
    await expect(page).toHaveURL(/\/m\/member\/rebateReport$/);
    await expect(page.getByTestId('no-data')).toContainText('rebate');
  });
});
