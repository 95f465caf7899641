import { expect, snapshot, test } from './support/fixtures';
import { cardNames, logInFundedPlayer, PLAYER_FUNDS, settled } from './support/games';
import { holdRequests } from './support/hold-requests';

/** The header's balance text for an amount in minor units (₱, two decimals, Tagalog grouping). */
const peso = (minor: number) =>
  `₱${new Intl.NumberFormat('fil', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(minor / 100)}`;

test('launch an in-house game from home, play rounds, come back to a new balance and the bets in the record', async ({
  page,
  site,
}) => {
  // The whole round trip (two launches, three rounds, records, recent) outlasts 45 s on a loaded CI box.
  test.slow();
  await logInFundedPlayer(page, site);
  await expect(page.getByTestId('header-balance')).toContainText(peso(PLAYER_FUNDS));

  // Home: the in-house category is the in-house vendor's RNG list (spec 2 Home).
  await page.getByTestId('category-INHOUSE').click();
  const panel = page.getByTestId('popular-panel-INHOUSE');
  await expect(panel.getByTestId('game-name')).toHaveText(['Dais', 'Limbo', 'Masuwerteng Pito']);
  await panel.getByTestId('game-open').first().click();

  // Free play is offered beside real play (spec: supportPlay).
  const sheet = page.getByTestId('play-sheet');
  await expect(sheet).toContainText('Dais');
  await expect(sheet.getByTestId('play-fun')).toBeVisible();
  await settled(page);
  await snapshot(page, 'games-play-sheet');

  // The launch page shows progress while the address is asked for (held back here to see it).
  const release = await holdRequests(page, '**/wps/game/launchGame?*');
  await sheet.getByTestId('play-real').click();
  await expect(page).toHaveURL(/\/m\/launchGame\?gameType=RNG&vendor=INHOUSE&gameId=dice&nodeId=\d+&accountType=1/);
  await expect(page.getByTestId('launch-loading')).toBeVisible();
  await expect(page.getByTestId('footer')).toHaveCount(0);
  await settled(page);
  await snapshot(page, 'games-launch');
  release();
  // The window goes to the address the launch answered: the in-house game, back to home after.
  await expect(page).toHaveURL(/\/inhouse\/dice\?t=[\w-]{43}&lang=TY&back=%2Fm%2Fhome$/);
  await page.unroute('**/wps/game/launchGame?*');

  // A few rounds with the game page's own controls.
  await expect(page.getByTestId('play')).toBeEnabled();
  await expect(page.getByTestId('balance')).toHaveAttribute('data-minor', String(PLAYER_FUNDS));
  let balance = PLAYER_FUNDS;
  let staked = 0;
  for (let round = 1; round <= 3; round++) {
    const answer = page.waitForResponse((r) => r.url().endsWith('/inhouse/api/play'));
    await page.getByTestId('play').click();
    const body = (await (await answer).json()).value as { stake: number; balance: number };
    balance = body.balance;
    staked += body.stake;
    await expect(page.getByTestId('round')).toHaveCount(round);
    await expect(page.getByTestId('play')).toBeEnabled();
  }
  expect(staked).toBeGreaterThan(0);
  await expect(page.getByTestId('balance')).toHaveAttribute('data-minor', String(balance));
  await settled(page);
  await snapshot(page, 'games-inhouse-played');

  // Back to the site (pageBack): the header shows the balance the rounds left.
  await page.getByTestId('back').click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByTestId('header-balance')).toContainText(peso(balance));

  // The betting record lists the three bets, newest first, with their totals.
  await page.goto(`${site.url}/m/gameRecord`);
  await expect(page.getByTestId('record-row')).toHaveCount(3);
  await expect(page.getByTestId('record-game')).toHaveText(['Dais', 'Dais', 'Dais']);
  await expect(page.getByTestId('record-total-count')).toHaveText('3');
  await expect(page.getByTestId('record-total-stake')).toHaveText(peso(staked));
  await expect(page.getByTestId('record-total-net')).toContainText(peso(Math.abs(balance - PLAYER_FUNDS)).slice(1));
  await settled(page);
  await snapshot(page, 'games-record');
  // Filtering by another category leaves none.
  await page.getByTestId('record-category-LIVE').click();
  await expect(page.getByTestId('no-data')).toBeVisible();
  await page.getByTestId('record-category-RNG').click();
  await expect(page.getByTestId('record-row')).toHaveCount(3);

  // The recent tab has the game just played.
  await page.goto(`${site.url}/m/gameList?gameType=RNG&tab=recent`);
  await expect(cardNames(page)).toHaveText(['Dais']);
  await settled(page);
  await snapshot(page, 'games-recent');

  // Play for fun: play money, and the real balance is left alone.
  await page.getByTestId('game-grid').getByTestId('game-open').click();
  await page.getByTestId('play-sheet').getByTestId('play-fun').click();
  await expect(page).toHaveURL(/\/inhouse\/dice\?t=/);
  await expect(page.getByTestId('play-money')).toBeVisible();
  await page.getByTestId('back').click();
  await expect(page).toHaveURL(/\/m\/gameList\?gameType=RNG&tab=recent$/);
  await page.goto(`${site.url}/m/home`);
  await expect(page.getByTestId('header-balance')).toContainText(peso(balance));
});
