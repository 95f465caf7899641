import { expect, snapshot, test } from './support/fixtures';
import { logInFundedPlayer, settled } from './support/games';

test.describe('vendor tiles and launching', () => {
  test('without a session, a tile, a game and the launch page all go to log in (spec 5)', async ({ page, site }) => {
    await page.goto(`${site.url}/m/home`);
    await page.getByTestId('category-COCKFIGHT').click();
    const tile = page.getByTestId('popular-panel-COCKFIGHT').getByTestId('vendor-tile');
    await expect(tile).toHaveAttribute('data-vendor', 'DS88');
    await settled(page);
    await snapshot(page, 'games-home-cockfight');
    await tile.getByTestId('vendor-tile-bet').click();
    await expect(page).toHaveURL(/\/m\/login\?redirect=%2Fm%2Fhome$/);

    // A card game (no free play) launches on tap: a visitor logs in first.
    await page.goto(`${site.url}/m/gameList?gameType=PVP`);
    await page.getByTestId('game-grid').getByTestId('game-open').first().click();
    await expect(page).toHaveURL(/\/m\/login\?redirect=%2Fm%2FgameList%3FgameType%3DPVP$/);

    await page.goto(`${site.url}/m/launchGame?vendor=DS88&gameId=lobby&nodeId=1`);
    await expect(page).toHaveURL(/\/m\/login\?redirect=%2Fm%2FlaunchGame/);
  });

  test('the cockfight tile launches its lobby; the launch page explains failures with retry and back', async ({
    page,
    site,
  }) => {
    await logInFundedPlayer(page, site);
    await page.getByTestId('category-COCKFIGHT').click();
    await page.getByTestId('popular-panel-COCKFIGHT').getByTestId('vendor-tile-bet').click();
    await expect(page).toHaveURL(/\/vendor-sandbox\/DS88\/lobby\?t=[\w-]{43}&lang=TY&back=%2Fm%2Fhome$/);
    await expect(page.getByTestId('play')).toBeVisible();
    await settled(page);
    await snapshot(page, 'games-cockfight-lobby');

    // A classic lottery game no lottery vendor of this merchant has: said plainly, with back.
    await page.goto(`${site.url}/m/launchGame?playType=Tradition&prize_mode=Lott&code=keno&pageBack=home`);
    await expect(page.getByTestId('launch-error')).toHaveText('Hindi available ang larong ito sa ngayon.');
    await expect(page.getByTestId('launch-retry')).toHaveCount(0);
    await settled(page);
    await snapshot(page, 'games-launch-unavailable');
    await page.getByTestId('launch-back').click();
    await expect(page).toHaveURL(/\/m\/home$/);

    // The network fails: a translated message and retry, which then opens the game.
    await page.getByTestId('category-ESPORTS').click();
    await page.route('**/wps/game/launchGame?*', (route) => route.abort());
    await page.getByTestId('popular-panel-ESPORTS').getByTestId('vendor-tile-bet').click();
    await expect(page.getByTestId('launch-error')).toHaveText(
      'Mabagal o offline ang network. Pakisuri ang iyong koneksyon.',
    );
    await settled(page);
    await snapshot(page, 'games-launch-error');
    await page.unroute('**/wps/game/launchGame?*');
    await page.getByTestId('launch-retry').click();
    await expect(page).toHaveURL(/\/vendor-sandbox\/TF\/lobby\?t=/);
  });

  test('/m/launchGame without parameters opens the game lobby (spec 2: code defaults to lobby)', async ({
    page,
    site,
  }) => {
    await logInFundedPlayer(page, site);
    await page.goto(`${site.url}/m/launchGame`);
    await expect(page).toHaveURL(/\/m\/gameLobby$/);
    await expect(page.getByTestId('game-lobby')).toBeVisible();
    await expect(page.getByTestId('lobby-COCKFIGHT').getByTestId('vendor-tile').first()).toBeVisible();
    await expect(page.getByTestId('launch-error')).toHaveCount(0);
  });
});
