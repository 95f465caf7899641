import { expect, snapshot, test } from './support/fixtures';
import { loggedInPlayer } from './support/wallet';

test.describe('red envelope rain (issue 12: /m/redRain)', () => {
  test('red rain opens envelopes with its countdown', async ({ page, site }) => {
    // Long enough to see the countdown run out and the rain start, in real time on the server.
    test.setTimeout(90_000);
    // Logged in first: on a busy machine a login can take longer than the wait before the rain.
    await loggedInPlayer(page, site, { prefix: 'rain' });
    const startsAt = Date.now() + 25_000;
    site.admin(
      'promotion:add',
      JSON.stringify({
        code: 'RAIN',
        kind: 'red_rain',
        claimMode: 'auto',
        title: { TY: 'Ulan ng Pulang Sobre', EN: 'Red Envelope Rain' },
        startsAt: new Date(Date.now() - 60_000).toISOString(),
        rule: {
          budget: 100_000,
          min: 888,
          max: 888,
          sessions: [
            { startsAt: new Date(startsAt).toISOString(), minutes: 5 },
            { startsAt: new Date(startsAt + 3 * 3_600_000).toISOString(), minutes: 5 },
          ],
        },
        wageringMultiplier: 3,
      }),
    );
    site.admin('promotion:status', 'RAIN', 'live');

    // From the activity centre's card to the rain's screen.
    await page.goto(`${site.url}/m/activity`);
    const card = page.locator('[data-testid="promotion-card"][data-code="RAIN"]');
    await card.getByTestId('promotion-rain').click();
    await expect(page).toHaveURL(/\/m\/redRain$/);

    // Before the rain: a countdown (mm:ss) ticking down, the envelope shut.
    const countdown = page.getByTestId('rain-countdown');
    await expect(countdown).toHaveText(/^00:[0-2]\d$/);
    const first = (await countdown.textContent()) ?? '';
    await expect(countdown).not.toHaveText(first);
    await expect(page.getByTestId('rain-open')).toBeDisabled();
    await expect(page.getByTestId('rain-how-wagering')).toContainText('3 beses');
    await snapshot(page, 'red-rain-countdown-ty');

    // The countdown runs out: envelopes fall and the envelope opens with a tap.
    const envelope = page.getByTestId('rain-open');
    await expect(envelope).toBeEnabled({ timeout: 40_000 });
    await expect(page.getByTestId('red-rain')).toHaveAttribute('data-live', 'true');
    await expect(page.getByTestId('rain-falling')).toBeVisible();
    await expect(page.getByTestId('rain-ends-in')).toHaveText(/^0[45]:\d\d$/);
    await snapshot(page, 'red-rain-live-ty');
    // A double tap sends one open: the button is disabled while it is in flight.
    await envelope.dblclick();
    await expect(page.getByTestId('rain-amount')).toHaveText('₱8.88');
    // The wagering in plain words: 3 x ₱8.88 of the player's own money releases it.
    await expect(page.getByTestId('rain-wagering')).toContainText('₱26.64');
    await expect(page.getByTestId('rain-error')).toHaveCount(0);
    await snapshot(page, 'red-rain-opened-ty');

    // Read again from the server: opened once, and the money is a locked bonus, not the balance.
    await page.reload();
    await expect(page.getByTestId('rain-amount')).toHaveText('₱8.88');
    await page.goto(`${site.url}/m/rewardCenter`);
    await expect(page.getByTestId('locked-bonus')).toContainText('₱8.88');
    expect(site.admin('redrain:sessions', 'RAIN')).toMatch(/^#0 .* budget 100000 spent 888 left 99112 opened 1$/m);
  });
});
