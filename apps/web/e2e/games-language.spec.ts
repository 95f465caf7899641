import type { Page } from '@playwright/test';
import { expect, snapshot, test } from './support/fixtures';
import { cardNames, settled } from './support/games';

/** Picks a language with the header's switch. */
async function switchLanguage(page: Page, code: 'EN' | 'TY') {
  await page.getByTestId('language-switch').click();
  await page.getByTestId(`language-${code}`).click();
}

/** The next games call of `path` asked in `language`. */
const askedIn = (page: Page, path: string, language: string) =>
  page.waitForRequest((r) => new URL(r.url()).pathname === path && r.headers().language === language);

test('a language switch reloads the game lists in the new language (spec 4)', async ({ page, site }) => {
  await page.goto(`${site.url}/m/home`);
  const hot = page.getByTestId('popular-panel-HOT').getByTestId('game-name');
  await expect(hot.first()).toHaveText('Dais');

  // Home: the popular games view asks again in English, once, 200 ms after the switch.
  const hotCalls: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/wps/game/hot') hotCalls.push(r.headers().language ?? '');
  });
  const english = askedIn(page, '/wps/game/hot', 'EN');
  await switchLanguage(page, 'EN');
  await english;
  await expect(hot.first()).toHaveText('Dice');
  await expect(page.getByTestId('category-RNG')).toHaveText('Slots');
  await expect(page.getByTestId('category-FISH')).toHaveText('Fishing');
  expect(hotCalls).toEqual(['EN']);
  await settled(page);
  await snapshot(page, 'games-home-en');

  // The game list (its header has the switch too): back to Tagalog reloads the list in TY.
  await page.getByTestId('popular-game-centre').click();
  await expect(page.getByTestId('centre-INHOUSE')).toContainText('3 games');
  await page.getByTestId('centre-INHOUSE').click();
  await expect(page).toHaveURL(/gameType=INHOUSE/);
  await expect(cardNames(page)).toHaveText(['Dice', 'Limbo', 'Lucky Sevens']);
  await expect(page.getByTestId('list-tab-fav')).toHaveText('Favorito');
  await expect(page.getByTestId('list-tab-hot')).toHaveText('Hot');
  const tagalog = askedIn(page, '/wps/game/list', 'TY');
  await switchLanguage(page, 'TY');
  await tagalog;
  await expect(cardNames(page)).toHaveText(['Dais', 'Limbo', 'Masuwerteng Pito']);
  await expect(page.getByTestId('game-list-title')).toHaveText('Mga orihinal');
  await expect(page.getByTestId('list-tab-recent')).toHaveText('Kamakailan');
  await settled(page);
  await snapshot(page, 'games-list-ty');
});
