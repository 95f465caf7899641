import { errorCodes } from '@playdeck/contracts';
import type { Page } from '@playwright/test';
import { logInByUsername, newPlayer } from './support/accounts';
import { expect, type Site, test } from './support/fixtures';
import { settled } from './support/games';
import { playDice as playDiceAs } from './support/play';
import { inEnglish, LOGIN_PASSWORD, loggedInPlayer } from './support/wallet';

/** Screenshots for people to look at, at the phone viewport (issue 8 item 22). */
const SHOTS = '/tmp/shots-webB';
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png` });

const playDice = (site: Site, username: string, rounds: number) => playDiceAs(site, username, LOGIN_PASSWORD, rounds);

test.describe('records: one period, one format, a bet opens its detail', () => {
  test('both record screens open on the same period; a bet row opens its detail with a fairness link', async ({
    page,
    site,
  }) => {
    test.slow();
    await inEnglish(page);
    const name = await loggedInPlayer(page, site, { prefix: 'reco', creditMinor: 100_000 });
    await playDice(site, name, 3);

    await page.goto(`${site.url}/m/gameRecord`);
    await expect(page.getByTestId('record-period-7d')).toHaveAttribute('aria-selected', 'true');
    const betRange = await page.getByTestId('record-period-range').textContent();
    const rows = page.getByTestId('record-row');
    await expect(rows).toHaveCount(3);
    await expect(page.getByTestId('record-game')).toHaveText(['Dice', 'Dice', 'Dice']);
    // Rows write their time as the language does, with the day as the period writes it.
    const rowTime = (await page.getByTestId('record-time').first().textContent()) ?? '';
    expect(rowTime).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s?[AP]M$/);
    expect(betRange).toMatch(/^[A-Z][a-z]{2} \d{1,2}/);
    await settled(page);
    await shot(page, 'bet-record-en');

    // A tap on a bet opens its detail sheet: round, game, stake, win, time, state, fairness.
    await rows.first().click();
    const sheet = page.getByTestId('bet-detail');
    await expect(sheet).toBeVisible();
    await expect(sheet.getByTestId('bet-detail-game')).toHaveText('Dice');
    await expect(sheet.getByTestId('bet-detail-round')).toHaveText(/^\d+:\d+$/);
    await expect(sheet.getByTestId('bet-detail-stake')).toHaveText('₱10.00');
    await expect(sheet.getByTestId('bet-detail-time')).toHaveText(rowTime);
    await expect(sheet.getByTestId('bet-detail-status')).toHaveText('Settled');
    const fairness = sheet.getByTestId('bet-detail-fairness');
    await expect(fairness).toHaveAttribute('href', /^\/m\/launchGame\?vendor=INHOUSE&gameId=dice&nodeId=\d+&.*fair=1/);
    await settled(page);
    await shot(page, 'bet-detail-en');
    // The link opens the in-house game on its fairness panel.
    await fairness.click();
    await expect(page).toHaveURL(/\/inhouse\/dice\?t=[\w-]+.*#fair$/);
    await expect(page.getByTestId('fair-toggle')).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByTestId('verify-form')).toBeVisible();

    // The account record opens on the same period and names the game of bet and win lines.
    await page.goto(`${site.url}/m/transaction/record`);
    await expect(page.getByTestId('records-period-7d')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('records-period-range')).toHaveText(betRange ?? '');
    const gameLines = page.locator('[data-kind=bet], [data-kind=win]');
    await expect(gameLines.first()).toBeVisible();
    for (const detail of await page.locator('[data-kind=bet] [data-testid$=-detail]').allTextContents()) {
      expect(detail).toBe('Dice');
    }
    await expect(page.locator('[data-kind=win] [data-testid$=-detail]').first()).toHaveText('Dice');
    // The custom dates read as the rows do, never the browser's 11/17/2026.
    await page.getByTestId('records-period-custom').click();
    await expect(page.getByTestId('records-period-from-text')).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    await settled(page);
    await shot(page, 'account-record-en');
  });

  test('in Tagalog, a bet is "taya" everywhere and games keep their Tagalog names', async ({ page, site }) => {
    test.slow();
    // The demo's default language is Tagalog.
    const name = await loggedInPlayer(page, site, { prefix: 'taya', creditMinor: 100_000 });
    await playDice(site, name, 3);

    await page.goto(`${site.url}/m/gameRecord`);
    await expect(page.getByTestId('record-game')).toHaveText(['Dais', 'Dais', 'Dais']);
    await expect(page.getByTestId('record-time').first()).toHaveText(
      /^(Ene|Peb|Mar|Abr|May|Hun|Hul|Ago|Set|Okt|Nob|Dis) /,
    );
    await expect(page.getByTestId('game-record')).toContainText('Taya');
    await expect(page.getByTestId('game-record')).not.toContainText(/pusta/i);
    await settled(page);
    await shot(page, 'bet-record-ty');

    await page.getByTestId('record-row').first().click();
    const sheet = page.getByTestId('bet-detail');
    await expect(sheet.getByTestId('bet-detail-game')).toHaveText('Dais');
    await expect(sheet).toContainText('Taya');
    await expect(sheet).not.toContainText(/pusta/i);
    await expect(sheet.getByTestId('bet-detail-fairness')).toBeVisible();
    await settled(page);
    await shot(page, 'bet-detail-ty');

    await page.goto(`${site.url}/m/transaction/record`);
    await expect(page.getByTestId('records-period-7d')).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('[data-kind=bet] [data-testid$=-detail]').first()).toHaveText('Dais');
    await expect(page.getByTestId('account-records-screen')).not.toContainText(/pusta/i);
    await page.getByTestId('records-period-custom').click();
    await expect(page.getByTestId('records-period-from-text')).toHaveText(
      /^(Ene|Peb|Mar|Abr|May|Hun|Hul|Ago|Set|Okt|Nob|Dis) \d{1,2}, \d{4}$/,
    );
    await settled(page);
    await shot(page, 'account-record-ty');
  });

  for (const language of ['EN', 'TY'] as const) {
    test(`the upline transfer screen never shows a raw error key (${language})`, async ({ page, site }) => {
      if (language === 'EN') await inEnglish(page);
      const loner = newPlayer(site, 'solo', LOGIN_PASSWORD);
      await logInByUsername(page, site, loner, LOGIN_PASSWORD);
      await page.goto(`${site.url}/m/upLine/transfer`);
      const screen = page.getByTestId('transfer-not-allowed');
      await expect(screen).toBeVisible();
      await expect(screen).toContainText(
        language === 'EN'
          ? 'Transfers to your superior are not available for this account.'
          : 'Hindi available ang paglipat sa iyong superior para sa account na ito.',
      );
      // No code of the closed list appears anywhere on the screen.
      const text = (await page.locator('body').textContent()) ?? '';
      expect(errorCodes.filter((code) => code.includes('.') && text.includes(code))).toEqual([]);
    });
  }
});
