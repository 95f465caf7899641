import { expect, type Site, snapshot, test } from './support/fixtures';
import { approvedBankDeposit, headerBalance, inEnglish, loggedInPlayer } from './support/wallet';

/** The merchant's VIP club (the command line, as an operator adds one): Bronze at ₱1,000 deposited. */
function vipClub(site: Site) {
  site.admin(
    'promotion:add',
    JSON.stringify({
      code: 'VIPCLUB',
      kind: 'vip_club',
      claimMode: 'claim',
      title: { TY: 'VIP Club', EN: 'VIP Club' },
      startsAt: new Date(Date.now() - 86_400_000).toISOString(),
      rule: {
        levels: [
          { name: 'Member', deposits: 0, bets: 0 },
          { name: 'Bronze', deposits: 100_000, bets: 2_000_000, upgradeBonus: 5_000, birthdayBonus: 10_000 },
          { name: 'Silver', deposits: 500_000, bets: 10_000_000, upgradeBonus: 20_000, withdrawDailyMax: 5_000_000 },
        ],
      },
    }),
  );
  site.admin('promotion:status', 'VIPCLUB', 'live');
}

test.describe('VIP club (issue 12: /m/member/benefits)', () => {
  test('from the member centre header: level and progress; a deposit levels up; the upgrade bonus is claimed', async ({
    page,
    site,
  }) => {
    vipClub(site);
    await inEnglish(page);
    await loggedInPlayer(page, site, { prefix: 'vip' });
    await approvedBankDeposit(page, site, { amount: '600', payer: 'Vic Ramos' });

    // The header shows the VIP label and opens the benefits (spec 2 Mine).
    await page.goto(`${site.url}/m/mine`);
    await expect(page.getByTestId('mine-vip')).toHaveText('Member');
    await page.getByTestId('mine-identity').click();
    await expect(page).toHaveURL(/\/m\/member\/benefits$/);
    await expect(page.getByTestId('vip-level-name')).toHaveText('Member');
    await expect(page.getByTestId('vip-next')).toContainText('Next level: Bronze');
    const deposits = page.getByTestId('vip-progress-deposits');
    await expect(deposits.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '60');
    await expect(deposits).toContainText('₱600.00');
    await expect(deposits).toContainText('₱400.00 to go');
    await expect(page.getByTestId('vip-level')).toHaveCount(3);
    await expect(page.getByTestId('vip-level').nth(0)).toHaveAttribute('data-state', 'current');
    await expect(page.getByTestId('vip-reward')).toHaveCount(0);
    await snapshot(page, 'vip-benefits-member');

    // A second deposit passes Bronze's deposit threshold: the level rises with it.
    await approvedBankDeposit(page, site, { amount: '500', payer: 'Vic Ramos' });
    await page.goto(`${site.url}/m/member/benefits`);
    await expect(page.getByTestId('vip-level-name')).toHaveText('Bronze');
    await expect(page.getByTestId('vip-reached-by')).toHaveText('Reached by deposits');
    await expect(page.getByTestId('vip-level').nth(1)).toHaveAttribute('data-state', 'current');
    await expect(page.getByTestId('vip-reward-amount')).toHaveText('₱50.00');
    await snapshot(page, 'vip-benefits-upgrade');
    // A double tap claims once.
    await page.getByTestId('vip-claim').dblclick();
    await expect(page.getByTestId('vip-reward')).toHaveCount(0);

    // The birth date, once: then the birthday bonus is promised instead of the form.
    await page.getByTestId('vip-birth-date').fill('1990-05-17');
    await page.getByTestId('vip-birth-save').click();
    await expect(page.getByTestId('vip-birthday')).toContainText('May 17, 1990');
    await expect(page.getByTestId('vip-birthday')).toContainText('₱100.00');

    // No wagering asked: the upgrade bonus is the player's own money, once.
    await expect(await headerBalance(page, site)).toContainText('₱1,150.00');
    await page.goto(`${site.url}/m/mine`);
    await expect(page.getByTestId('mine-vip')).toHaveText('Bronze');
  });

  test('without a VIP club the header is no link and shows the level number', async ({ page, site }) => {
    await inEnglish(page);
    await loggedInPlayer(page, site, { prefix: 'novip' });
    await page.goto(`${site.url}/m/mine`);
    await expect(page.getByTestId('mine-vip')).toHaveText('VIP 0');
    await expect(page.locator('a[data-testid="mine-identity"]')).toHaveCount(0);
  });
});
