import { expect, snapshot, test } from './support/fixtures';
import { cardNames, gamesApi, scrollToEnd, settled, waitForList } from './support/games';

interface Page_ {
  total: number;
  totalPages: number;
  games: { gameName: string; vendorName: string; classifications: string[]; minBet: number }[];
}

test.describe('browse games', () => {
  test('a category from home, then search, filters and load more in its list', async ({ page, site }) => {
    await page.goto(`${site.url}/m/home`);
    // Spec 2 Home: the merchant's categories in the spec's order, then the others.
    const menu = page.getByTestId('category-menu').getByRole('tab');
    await expect(menu).toHaveCount(10);
    const order = await menu.evaluateAll((tabs) => tabs.map((tab) => tab.getAttribute('data-testid')));
    expect(order).toEqual([
      'category-HOT',
      'category-RNG',
      'category-FISH',
      'category-LIVE',
      'category-PVP',
      'category-COCKFIGHT',
      'category-SPORTS',
      'category-ESPORTS',
      'category-VNLOTT',
      'category-INHOUSE',
    ]);
    await expect(page.getByTestId('popular-panel-HOT').getByTestId('game-card')).toHaveCount(11);
    await settled(page);
    await snapshot(page, 'games-home');

    await page.getByTestId('category-RNG').click();
    const panel = page.getByTestId('popular-panel-RNG');
    await expect(panel.getByTestId('game-card')).toHaveCount(11);
    await expect(panel.getByTestId('see-all')).toContainText('223');
    await panel.getByTestId('see-all').click();
    await expect(page).toHaveURL(/\/m\/gameList\?gameType=RNG$/);
    await expect(page.getByTestId('game-list-title')).toHaveText('Mga slot');
    // Spec 9: pages of 26 from page 1.
    await expect(page.getByTestId('game-grid').getByTestId('game-card')).toHaveCount(26);
    await expect(page.getByTestId('list-count')).toHaveText('223 na laro');
    await settled(page);
    await snapshot(page, 'games-list');

    // Load more by scrolling: the next page is appended.
    const second = waitForList(page, { gameType: 'RNG', pageNo: '2', pageSize: '26' });
    await scrollToEnd(page);
    await second;
    await expect(page.getByTestId('game-grid').getByTestId('game-card')).toHaveCount(52);
    const third = waitForList(page, { gameType: 'RNG', pageNo: '3' });
    await scrollToEnd(page);
    await third;
    await expect(page.getByTestId('game-grid').getByTestId('game-card')).toHaveCount(78);

    // Search: Enter searches from page 1 (names match in English and Tagalog).
    await page.evaluate(() => window.scrollTo(0, 0));
    const search = waitForList(page, { gameName: 'sevens', pageNo: '1' });
    await page.getByTestId('game-search').fill('sevens');
    await page.getByTestId('game-search').press('Enter');
    await search;
    await expect(cardNames(page)).toHaveText(['Masuwerteng Pito']);
    await expect(page).toHaveURL(/q=sevens/);
    await page.getByTestId('game-search').fill('no such game at all');
    await page.getByTestId('game-search').press('Enter');
    await expect(page.getByTestId('no-data')).toContainText('no such game at all');
    await page.getByTestId('game-search-clear').click();
    await expect(page.getByTestId('game-grid').getByTestId('game-card')).toHaveCount(26);

    // The filter panel: vendor (picking the selected one again deselects it), classification, minimum bet.
    await page.getByTestId('game-filter-open').click();
    const panelSheet = page.getByTestId('filter-panel');
    await expect(panelSheet.getByTestId('filter-vendor-AUR')).toContainText('140');
    await panelSheet.getByTestId('filter-vendor-AUR').click();
    await expect(panelSheet.getByTestId('filter-vendor-AUR')).toHaveAttribute('aria-pressed', 'true');
    await panelSheet.getByTestId('filter-vendor-AUR').click();
    await expect(panelSheet.getByTestId('filter-vendor-AUR')).toHaveAttribute('aria-pressed', 'false');
    await panelSheet.getByTestId('filter-vendor-JADE').click();
    await panelSheet.getByTestId('filter-classify-jackpot').click();
    await panelSheet.getByTestId('filter-min-bet-0.5').click();
    // Spec 2: links to the other categories; ELOTT never, the lotteries to /m/lottery.
    await expect(panelSheet.getByTestId('filter-link-FISH')).toHaveAttribute('href', '/m/gameList?gameType=FISH');
    await expect(panelSheet.getByTestId('filter-link-ELOTT')).toHaveCount(0);
    await expect(panelSheet.getByTestId('filter-link-VNLOTT')).toHaveAttribute('href', '/m/lottery');
    await settled(page);
    await snapshot(page, 'games-filter');
    const filtered = waitForList(page, { vassalage: 'JADE', gameClassify: 'jackpot', minBet: '0.5', pageNo: '1' });
    await panelSheet.getByTestId('filter-submit').click();
    await filtered;
    const expected = await gamesApi<Page_>(
      site,
      '/wps/game/list?gameType=RNG&vassalage=JADE&gameClassify=jackpot&minBet=0.5&pageSize=26',
      'TY',
    );
    expect(expected.total).toBeGreaterThan(0);
    expect(expected.games.every((g) => g.classifications.includes('jackpot') && g.minBet <= 50)).toBe(true);
    await expect(cardNames(page)).toHaveText(expected.games.map((g) => g.gameName));
    await expect(page.getByTestId('list-count')).toHaveText(
      expected.total === 1 ? '1 laro' : `${expected.total} na laro`,
    );
    await expect(page.getByTestId('game-filter-count')).toHaveText('3');
    await expect(page.getByTestId('vendor-tab-JADE')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('classify-jackpot')).toHaveAttribute('aria-pressed', 'true');
    await settled(page);
    await snapshot(page, 'games-list-filtered');

    // Reset clears the panel; submitting shows the whole category again.
    await page.getByTestId('game-filter-open').click();
    await page.getByTestId('filter-reset').click();
    await expect(panelSheet.getByTestId('filter-vendor-JADE')).toHaveAttribute('aria-pressed', 'false');
    await panelSheet.getByTestId('filter-submit').click();
    await expect(page.getByTestId('list-count')).toHaveText('223 na laro');
    await expect(page.getByTestId('game-filter-count')).toHaveCount(0);

    // The vendor strip and the "new" classification filter the list too.
    await page.getByTestId('vendor-tab-AUR').click();
    await expect(page.getByTestId('list-count')).toHaveText('140 na laro');
    await page.getByTestId('classify-NEW').click();
    const fresh = await gamesApi<Page_>(site, '/wps/game/list?gameType=RNG&vassalage=AUR&isNew=true', 'TY');
    await expect(page.getByTestId('list-count')).toHaveText(`${fresh.total} na laro`);
    await page.getByTestId('vendor-tab-all').click();
    await expect(page.getByTestId('vendor-tab-all')).toHaveAttribute('aria-selected', 'true');
  });

  test('fishing has no classification or minimum-bet filter (spec 5)', async ({ page, site }) => {
    await page.goto(`${site.url}/m/gameList?gameType=FISH`);
    await expect(page.getByTestId('game-grid').getByTestId('game-card')).toHaveCount(24);
    await expect(page.getByTestId('classify-chips')).toHaveCount(0);
    await expect(page.getByTestId('list-end')).toBeVisible();
    await page.getByTestId('game-filter-open').click();
    await expect(page.getByTestId('filter-vendor-DBF')).toBeVisible();
    await expect(page.getByTestId('filter-classify-all')).toHaveCount(0);
    await expect(page.getByTestId('filter-min-bet-all')).toHaveCount(0);
    // Live casino: vendors only as well; the minimum bet is RNG's alone.
    await page.getByTestId('filter-link-LIVE').click();
    await expect(page).toHaveURL(/gameType=LIVE/);
    await expect(page.getByTestId('game-list-title')).toHaveText('Live na casino');
    await page.getByTestId('game-filter-open').click();
    await expect(page.getByTestId('filter-min-bet-all')).toHaveCount(0);
  });

  test('the game centre and the vendor lobby list every category and vendor', async ({ page, site }) => {
    await page.goto(`${site.url}/m/gameCenter`);
    await expect(page.getByTestId('centre-RNG')).toContainText('223');
    await expect(page.getByTestId('centre-ELOTT')).toHaveCount(0);
    await expect(page.getByTestId('centre-VNLOTT')).toHaveAttribute('href', '/m/lottery');
    await settled(page);
    await snapshot(page, 'games-centre');
    await page.getByTestId('centre-COCKFIGHT').click();
    await expect(page).toHaveURL(/\/m\/gameLobby\?gameType=COCKFIGHT$/);
    await expect(page.getByTestId('vendor-tile')).toHaveCount(1);
    await expect(page.getByTestId('vendor-tile')).toHaveAttribute('data-vendor', 'DS88');
    await page.getByTestId('category-ALL').click();
    // Spec 4: the sports vendors split into e-sports (TF), cockfight (DS88) and the other sports.
    await expect(page.getByTestId('lobby-ESPORTS').getByTestId('vendor-tile')).toHaveAttribute('data-vendor', 'TF');
    await expect(page.getByTestId('lobby-SPORTS').getByTestId('vendor-tile')).toHaveAttribute('data-vendor', 'PSB');
    await settled(page);
    await snapshot(page, 'games-lobby');
    await page.getByTestId('lobby-RNG').getByTestId('vendor-tile-bet').nth(1).click();
    await expect(page).toHaveURL(/\/m\/gameList\?gameType=RNG&vendor=AUR$/);
    await expect(page.getByTestId('list-count')).toHaveText('140 na laro');
    await page.goto(`${site.url}/m/slotsCenter`);
    await expect(page.getByTestId('game-list-title')).toHaveText('Mga slot');
  });
});
