import { logInByUsername, newPlayer, registerWithoutCaptcha, uniqueUsername } from './support/accounts';
import { expect, type Site, snapshot, test } from './support/fixtures';
import { playDice } from './support/play';
import { approvedBankDeposit, LOGIN_PASSWORD, loggedInPlayer } from './support/wallet';

const PASSWORD = 'amber-lantern-2026';

/** A live promotion of this test's merchant (the command line, as an operator adds one). */
function promotion(site: Site, fields: Record<string, unknown>) {
  site.admin(
    'promotion:add',
    JSON.stringify({ claimMode: 'claim', startsAt: new Date(Date.now() - 86_400_000).toISOString(), ...fields }),
  );
  site.admin('promotion:status', String(fields.code), 'live');
}

test.describe('invite friends, missions and leaderboard (issue 12)', () => {
  test('a friend signs up through the invitation link and deposits; the referrer claims the reward once', async ({
    page,
    site,
  }) => {
    test.slow();
    site.admin('flag', 'REFERRAL', 'on');
    site.admin('flag', 'REGMOBVERF3', 'off');
    registerWithoutCaptcha(site);
    promotion(site, {
      code: 'INVITE',
      kind: 'referral',
      title: { TY: 'Mag-imbita ng kaibigan' },
      rule: { reward: 5_000, minDeposit: 50_000 },
    });
    const referrer = newPlayer(site, 'ref', PASSWORD);
    await logInByUsername(page, site, referrer, PASSWORD);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);

    await page.goto(`${site.url}/m/mine`);
    await page.getByTestId('mine-item-referral').click();
    await expect(page).toHaveURL(/\/m\/inviteFriends$/);
    await expect(page.getByTestId('invite-reward')).toHaveText('Kumuha ng ₱50.00 sa bawat kaibigan');
    await expect(page.getByTestId('invite-friends-empty')).toBeVisible();
    const code = (await page.getByTestId('invite-code').textContent()) ?? '';
    expect(code).toMatch(/^\w{4,}$/);
    const link = (await page.getByTestId('invite-link').textContent()) ?? '';
    // The link is the operator's site (configuration), carrying the code and the channel.
    expect(link).toBe(`${site.url}/m/register?affiliateCode=${code}&channel=copy`);
    await expect(page.getByTestId('invite-channel-telegram')).toHaveAttribute(
      'href',
      new RegExp(
        `^https://t\\.me/share/url\\?url=${encodeURIComponent(`${site.url}/m/register?affiliateCode=${code}&channel=telegram`).replace(/[.?*+^$()|[\]\\]/g, '\\$&')}`,
      ),
    );
    await page.getByTestId('invite-copy-code').click();
    await expect(page.getByTestId('invite-copy-code')).toHaveText('Nakopya');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
    await snapshot(page, 'invite-friends-ty');

    // The friend, on their own phone: opens the link, signs up, deposits ₱500.
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
    await page.goto(link);
    const friend = uniqueUsername('fr');
    const form = page.getByTestId('register-form-username');
    await form.getByTestId('register-username').locator('input').fill(friend);
    await form.getByTestId('register-password').locator('input').fill(PASSWORD);
    await form.getByTestId('register-confirm').locator('input').fill(PASSWORD);
    // The invitation's code came with the link: valid, so its field stays hidden.
    await expect(page.getByTestId('register-affiliate')).toHaveCount(0);
    await page.getByTestId('register-agree-box').click();
    await page.getByTestId('register-submit').click();
    await expect(page).toHaveURL(/\/m\/home$/);
    await approvedBankDeposit(page, site, { amount: '500', payer: 'Friend Santos' });

    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
    await logInByUsername(page, site, referrer, PASSWORD);
    await page.goto(`${site.url}/m/inviteFriends`);
    await expect(page.getByTestId('invite-invited')).toHaveText('1');
    const row = page.getByTestId('invite-friend');
    await expect(row).toContainText(`${friend.slice(0, 2)}****${friend.slice(-1)}`);
    const claim = row.getByTestId('invite-claim');
    await expect(claim).toHaveText('Kunin ₱50.00');
    // A double tap sends one claim: disabled while in flight.
    await claim.dblclick();
    await expect(row.getByTestId('invite-friend-state')).toHaveText('Nakuha na');
    await expect(page.getByRole('status')).toContainText('₱50.00');
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByTestId('invite-earned')).toHaveText('₱50.00');
    await snapshot(page, 'invite-friends-claimed-ty');
    // No wagering asked: the reward is the player's at once.
    await page.goto(`${site.url}/m/home`);
    await expect(page.getByTestId('header-balance')).toContainText('₱50.00');
  });

  test('missions count the day’s bets, a finished task is claimed once; the leaderboard shows the player’s place', async ({
    page,
    site,
  }) => {
    site.admin('flag', 'MISSION', 'on');
    promotion(site, {
      code: 'MISSIONS',
      kind: 'mission',
      title: { TY: 'Mga misyon ngayong araw' },
      rule: {
        period: 'day',
        tasks: [
          { metric: 'bet', target: 3_000, reward: 500 },
          { metric: 'deposit', target: 100_000, reward: 2_000 },
        ],
      },
      wageringMultiplier: 2,
    });
    promotion(site, {
      code: 'RACE',
      kind: 'leaderboard',
      title: { TY: 'Lingguhang karera' },
      rule: { metric: 'bet', prizes: [100_000, 50_000], period: 'week' },
    });
    const name = await loggedInPlayer(page, site, { prefix: 'mis', creditMinor: 100_000 });
    await playDice(site, name, LOGIN_PASSWORD, 3);

    await page.goto(`${site.url}/m/mine`);
    await page.getByTestId('mine-item-mission').click();
    await expect(page).toHaveURL(/\/m\/leaderBoard$/);
    const tasks = page.getByTestId('mission-task');
    await expect(tasks.nth(0).getByTestId('task-progress')).toHaveText('₱30.00 / ₱30.00');
    await expect(tasks.nth(1).getByTestId('task-progress')).toHaveText('₱0.00 / ₱1,000.00');
    // hh:mm:ss, or mm:ss in the day's last hour (the demo's day ends at midnight in Manila).
    await expect(page.getByTestId('countdown').first()).toHaveText(/^(\d{2}:)?\d{2}:\d{2}$/);
    await snapshot(page, 'missions-ty');
    await tasks.nth(0).getByTestId('task-claim').dblclick();
    await expect(tasks.nth(0)).toHaveAttribute('data-state', 'claimed');
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(tasks.nth(1).getByTestId('task-claim')).toHaveCount(0);

    await page.getByTestId('leaderboard-tabs-ranking').click();
    const board = page.getByTestId('leaderboard');
    await expect(board.getByTestId('my-place')).toHaveText('Ikaw ay #1 na may ₱30.00');
    await expect(board.getByTestId('podium-place').first()).toHaveAttribute('data-me', 'true');
    await expect(board.getByTestId('countdown')).toHaveText(/^(\d+ araw )?(\d{2}:)?\d{2}:\d{2}$/);
    await snapshot(page, 'leaderboard-ty');

    await page.getByTestId('leaderboard-tabs-winners').click();
    await expect(page.getByTestId('winner').first()).toBeVisible();

    // The activity centre's card leads to the same screen.
    await page.goto(`${site.url}/m/activity`);
    await page.locator('[data-testid="promotion-card"][data-code="MISSIONS"]').getByTestId('promotion-go').click();
    await expect(page).toHaveURL(/\/m\/leaderBoard$/);
  });
});
