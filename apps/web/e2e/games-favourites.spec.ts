import { expect, snapshot, test } from './support/fixtures';
import { cardNames, logInFundedPlayer, settled } from './support/games';
import { holdRequests } from './support/hold-requests';

test('favourites: the heart turns at once, the game is in favorito, removing it there takes it away', async ({
  page,
  site,
}) => {
  await logInFundedPlayer(page, site);
  await page.goto(`${site.url}/m/gameList?gameType=RNG`);
  const card = page.getByTestId('game-grid').getByTestId('game-card').nth(4);
  const name = (await card.getByTestId('game-name').textContent()) ?? '';
  const heart = card.getByTestId('game-favourite');
  await expect(heart).toHaveAttribute('aria-pressed', 'false');

  // Spec 4: the list changes at once, then the server is told (held back here to prove it).
  const release = await holdRequests(page, '**/wps/game/favourite');
  const added = page.waitForResponse((r) => r.url().endsWith('/wps/game/favourite') && r.request().method() === 'POST');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  release();
  expect((await added).ok()).toBe(true);
  await page.unroute('**/wps/game/favourite');
  await settled(page);
  await snapshot(page, 'games-favourite-on');

  // The favorito tab lists it; the state survives a reload (it is the member's, on the server).
  await page.getByTestId('list-tab-fav').click();
  await expect(page).toHaveURL(/tab=fav/);
  await expect(cardNames(page)).toHaveText([name]);
  await page.reload();
  await expect(cardNames(page)).toHaveText([name]);
  await settled(page);
  await snapshot(page, 'games-favourites');

  // Removing it in the favourites tab takes the card away at once (spec 4).
  const removed = page.waitForResponse(
    (r) => r.url().includes('/wps/game/favourite?') && r.request().method() === 'DELETE',
  );
  await page.getByTestId('game-grid').getByTestId('game-favourite').click();
  await expect(page.getByTestId('game-grid')).toHaveCount(0);
  await expect(page.getByTestId('no-data')).toBeVisible();
  expect((await removed).ok()).toBe(true);
  await page.reload();
  await expect(page.getByTestId('no-data')).toBeVisible();

  // Back in the all tab the heart is empty again.
  await page.getByTestId('list-tab-all').click();
  await expect(
    page.getByTestId('game-grid').getByTestId('game-card').nth(4).getByTestId('game-favourite'),
  ).toHaveAttribute('aria-pressed', 'false');
});

test('a visitor who taps a heart or the favourites tab goes to log in (spec 5)', async ({ page, site }) => {
  await page.goto(`${site.url}/m/gameList?gameType=LIVE`);
  await page.getByTestId('game-grid').getByTestId('game-favourite').first().click();
  await expect(page).toHaveURL(/\/m\/login\?redirect=%2Fm%2FgameList%3FgameType%3DLIVE$/);
  await page.goto(`${site.url}/m/gameList?gameType=LIVE`);
  await page.getByTestId('list-tab-recent').click();
  await expect(page).toHaveURL(/\/m\/login\?redirect=/);
  await expect(page.getByTestId('login-username')).toBeVisible();
});
