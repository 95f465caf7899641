import { logInByUsername, newPlayer } from './support/accounts';
import { expect, live, type Site, snapshot, test } from './support/fixtures';
import { gamesApi } from './support/games';

const PASSWORD = 'cobalt-river-2026';

interface ListedGame {
  vassalage: string;
  gameId: string;
  nodeId: number;
}

/** A real game of the catalogue for a hot match to open (vendor, room, node). */
async function someGame(site: Site): Promise<ListedGame> {
  const page = await gamesApi<{ games: ListedGame[] }>(site, '/wps/game/list?gameType=RNG&vassalage=AUR');
  const game = page.games[0];
  if (!game) throw new Error('no AUR game in the catalogue');
  return game;
}

const hotMatch = (site: Site, game: ListedGame, home: string, away: string, matchTime: string, sortOrder: number) =>
  site.admin(
    'content:add',
    'hot-match',
    JSON.stringify({
      language: 'TY',
      league: 'PBA Commissioner’s Cup',
      homeTeam: home,
      awayTeam: away,
      homeTeamImageUrl: `/media/teams/${home.toLowerCase().replace(/\W+/g, '-')}.webp`,
      awayTeamImageUrl: null,
      matchTime,
      vendor: game.vassalage,
      roomId: game.gameId,
      nodeId: game.nodeId,
      sortOrder,
    }),
  );

/**
 * A kick-off some days from now at a Manila wall-clock time, and how the ticker writes it
 * (MM/DD HH:mm): a match is listed until three hours after it starts, so a fixed date would
 * fall out of the list as the calendar passes it.
 */
function kickOff(daysAhead: number, time: string) {
  const manila = new Date(Date.now() + 8 * 3_600_000 + daysAhead * 86_400_000);
  const month = String(manila.getUTCMonth() + 1).padStart(2, '0');
  const day = String(manila.getUTCDate()).padStart(2, '0');
  return { iso: `${manila.getUTCFullYear()}-${month}-${day}T${time}:00+08:00`, label: `${month}/${day} ${time}` };
}

/** The slide the ticker shows (the others are aria-hidden). */
const shownSlide = (page: import('@playwright/test').Page) =>
  page.getByTestId('hot-match-ticker').locator('[data-testid="hot-match-slide"][aria-hidden="false"]');

test.describe('hot-match ticker and list (spec 2 Home, spec 9 500 ms slide, 5 s autoplay, MM/DD HH:mm)', () => {
  test.use({ timezoneId: 'Asia/Manila' });

  test('slides up every 5 s and loops; a tap lists the matches; play opens the game by vendor, room and node', async ({
    page,
    site,
  }) => {
    const game = await someGame(site);
    const first = kickOff(4, '13:30');
    const second = kickOff(5, '19:05');
    hotMatch(site, game, 'Manila Stallions', 'Cebu Sharks', first.iso, 0);
    hotMatch(site, game, 'Davao Titans', 'Iloilo Phoenix', second.iso, 1);
    const name = newPlayer(site, 'hot', PASSWORD);
    // Logged in on the real clock (the login's encryption carries the time), then time is the test's.
    await logInByUsername(page, site, name, PASSWORD);
    await page.clock.install();
    await page.reload();

    const ticker = page.getByTestId('hot-match-ticker');
    await expect(shownSlide(page)).toContainText(first.label);
    await expect(shownSlide(page)).toContainText('Manila Stallions');
    await expect(shownSlide(page)).toContainText('VS');
    await expect(shownSlide(page)).toContainText('Cebu Sharks');
    await expect(shownSlide(page).locator('img')).toHaveCount(1);
    await snapshot(page, 'home-hot-ticker-ty');
    // The server drew it; the autoplay starts with its code, once the page has loaded.
    await live(ticker);
    await page.clock.runFor(5_100);
    await expect(shownSlide(page)).toContainText(second.label);
    await expect(shownSlide(page)).toContainText('Davao Titans');
    // It loops: after the last, the first again.
    await page.clock.runFor(5_100);
    await expect(shownSlide(page)).toContainText('Manila Stallions');

    await ticker.click();
    const sheet = page.getByTestId('hot-match-sheet');
    await expect(sheet.getByTestId('hot-match-card')).toHaveCount(2);
    await expect(sheet.getByTestId('hot-match-card').first()).toContainText('PBA Commissioner’s Cup');
    await expect(sheet.getByTestId('hot-match-play').first()).toHaveText('Tumaya na');
    await snapshot(page, 'home-hot-sheet-ty');
    const launch = page.waitForRequest((request) => request.url().includes('/wps/game/launchGame'));
    await sheet.getByTestId('hot-match-play').nth(1).click();
    const query = new URL((await launch).url()).searchParams;
    expect(query.get('vendor')).toBe(game.vassalage);
    expect(query.get('gameId')).toBe(game.gameId);
    expect(query.get('nodeId')).toBe(String(game.nodeId));
  });

  test('one match stands still; a visitor’s play leads to login', async ({ page, site }) => {
    const game = await someGame(site);
    const only = kickOff(1, '09:00');
    hotMatch(site, game, 'Baguio Pines', 'Laguna Lakers', only.iso, 0);
    await page.clock.install();
    await page.goto(`${site.url}/m/home`);
    await expect(shownSlide(page)).toContainText(only.label);
    await live(page.getByTestId('hot-match-ticker'));
    await page.clock.runFor(11_000);
    await expect(page.getByTestId('hot-match-slide')).toHaveCount(1);
    await expect(shownSlide(page)).toContainText('Baguio Pines');
    await page.getByTestId('hot-match-ticker').click();
    await page.getByTestId('hot-match-card').first().getByRole('button').first().click();
    await expect(page).toHaveURL(/\/m\/login\?redirect=/);
  });

  test('no matches: no ticker', async ({ page, site }) => {
    await page.goto(`${site.url}/m/home`);
    await expect(page.getByTestId('popular-games')).toBeVisible();
    await expect(page.getByTestId('hot-match-ticker')).toHaveCount(0);
  });
});

/** How the ticker writes a time on a phone in London (MM/DD HH:mm). */
function inLondon(iso: string) {
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone: 'Europe/London',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const part = Object.fromEntries(format.formatToParts(new Date(iso)).map(({ type, value }) => [type, value]));
  return `${part.month}/${part.day} ${part.hour}:${part.minute}`;
}

test.describe('hot-match ticker in the phone’s own zone (issue 16: the server cannot know it)', () => {
  test.use({ timezoneId: 'Europe/London' });

  test('the page comes with the merchant’s time; the app then shows the phone’s, with no error', async ({
    page,
    site,
  }) => {
    const game = await someGame(site);
    const match = kickOff(2, '13:30');
    hotMatch(site, game, 'Quezon Kings', 'Pasig Pirates', match.iso, 0);

    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(`${site.url}/m/home`);
    // The server's markup: the merchant's zone (Manila), as the server cannot know the phone's.
    const markup = await page.evaluate(() => fetch(window.location.href).then((response) => response.text()));
    expect(markup).toContain(`>${match.label}</time>`);
    await live(page.getByTestId('hot-match-ticker'));
    await expect(shownSlide(page)).toContainText(inLondon(match.iso));
    expect(inLondon(match.iso)).not.toBe(match.label);
    expect(errors).toEqual([]);
  });
});

test.describe('download bar (spec 2, spec 4 hiding rules)', () => {
  test('leads to /m/download; closed, it stays closed (hideDownloadBar = 1)', async ({ page, site }) => {
    await page.goto(`${site.url}/m/home`);
    const bar = page.getByTestId('download-bar');
    await expect(bar).toBeVisible();
    await snapshot(page, 'home-download-bar-ty');
    await bar.getByTestId('download-bar-open').click();
    await expect(page).toHaveURL(/\/m\/download$/);
    await page.goBack();
    await page.getByTestId('download-bar-close').click();
    await expect(bar).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('hideDownloadBar'))).toBe('"1"');
    await page.reload();
    await expect(page.getByTestId('popular-games')).toBeVisible();
    await expect(bar).toHaveCount(0);
  });

  test('hidden when no download link is configured', async ({ page, site }) => {
    site.admin('set', 'downloadLinks', '[]');
    await page.goto(`${site.url}/m/home`);
    await expect(page.getByTestId('popular-games')).toBeVisible();
    await expect(page.getByTestId('download-bar')).toHaveCount(0);
  });

  test.describe('inside the app', () => {
    test.use({
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 PlaydeckApp/2.4.1',
    });
    test('hidden', async ({ page, site }) => {
      await page.goto(`${site.url}/m/home`);
      await expect(page.getByTestId('popular-games')).toBeVisible();
      await expect(page.getByTestId('download-bar')).toHaveCount(0);
    });
  });

  test.describe('in an iOS web clip', () => {
    test('hidden without an iOS link, shown with one', async ({ page, site }) => {
      await page.addInitScript(() => Object.defineProperty(navigator, 'standalone', { value: true }));
      site.admin(
        'set',
        'downloadLinks',
        JSON.stringify([{ resourceType: 'Android', url: 'https://download.playdeck.example/android' }]),
      );
      await page.goto(`${site.url}/m/home`);
      await expect(page.getByTestId('popular-games')).toBeVisible();
      await expect(page.getByTestId('download-bar')).toHaveCount(0);
      site.admin(
        'set',
        'downloadLinks',
        JSON.stringify([{ resourceType: 'IOS', url: 'https://download.playdeck.example/ios' }]),
      );
      await page.reload();
      await expect(page.getByTestId('download-bar')).toBeVisible();
    });
  });

  test.describe('on iOS 12.1', () => {
    test.use({
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 12_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.0 Mobile/15E148 Safari/604.1',
    });
    test('the button opens the tips with the web profile; the mask closes them', async ({ page, site }) => {
      await page.goto(`${site.url}/m/home`);
      await page.getByTestId('download-bar-open').click();
      const tips = page.getByTestId('download-tips');
      await expect(tips.getByTestId('download-tips-text')).toContainText('iOS 12.4');
      await expect(tips.getByTestId('download-tips-profile')).toHaveAttribute(
        'href',
        'https://download.playdeck.example/playdeck.mobileconfig',
      );
      await snapshot(page, 'home-download-tips-ty');
      await page.mouse.click(195, 60);
      await expect(tips).toHaveCount(0);
      await expect(page).toHaveURL(/\/m\/home$/);
    });
  });
});

test.describe('logged-in greeting (issue 11: the home greets the player, offers a first deposit)', () => {
  test.use({ timezoneId: 'Asia/Manila' });

  test('an empty wallet is offered the first deposit; a funded one sees the balance', async ({ page, site }) => {
    const name = newPlayer(site, 'greet', PASSWORD);
    await logInByUsername(page, site, name, PASSWORD);
    // An evening in Manila (after the login: its encryption carries the real time).
    await page.clock.setSystemTime(new Date('2026-11-24T20:15:00+08:00'));
    await page.reload();
    const greeting = page.getByTestId('player-greeting');
    await expect(greeting).toContainText(`Magandang gabi, ${name}`);
    await expect(greeting.getByTestId('first-deposit-offer')).toBeVisible();
    await snapshot(page, 'home-greeting-empty-ty');
    await greeting.getByTestId('greeting-deposit').click();
    await expect(page).toHaveURL(/\/m\/voucherCenter$/);

    site.admin('adjust', name, '250000', '--reason', 'e2e credit');
    await page.goto(`${site.url}/m/home`);
    await expect(greeting).toHaveAttribute('data-state', 'funded');
    await expect(greeting).toContainText('₱2,500.00');
    await expect(greeting.getByTestId('first-deposit-offer')).toHaveCount(0);
  });

  test('a visitor sees the welcome card instead', async ({ page, site }) => {
    await page.goto(`${site.url}/m/home`);
    await expect(page.getByTestId('popular-games')).toBeVisible();
    await expect(page.getByTestId('player-greeting')).toHaveCount(0);
  });
});
