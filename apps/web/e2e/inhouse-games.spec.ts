import { createHash } from 'node:crypto';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, type Site, snapshot, test } from './support/fixtures';
import { apiLogin, launchPath } from './support/game-launch';
import { artifactsDir } from './support/paths';

const PASSWORD = 'a-long-password-1';
const START = 100_000;

interface Round {
  stake: number;
  payout: number;
  balance: number;
}

/** A funded player, logged in through the API, and the game's launch address opened in the page. */
async function openGame(page: Page, site: Site, options: Parameters<typeof launchPath>[2]) {
  site.admin('member:add', 'player1', PASSWORD);
  site.admin('adjust', 'player1', String(START), '--reason', 'test');
  const token = await apiLogin(site, 'player1', PASSWORD);
  const address = await launchPath(site, token, options);
  expect(address).toMatch(options.vendor === 'INHOUSE' ? /^\/inhouse\// : /^\/vendor-sandbox\//);
  await page.goto(`${site.url}${address}`);
  await expect(page.getByTestId('play')).toBeEnabled();
  await expect(page.getByTestId('balance')).toHaveAttribute('data-minor', String(START));
}

/** The page may show no script error, CSP refusals included. */
function watchErrors(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    // A refused round (400) is logged by the browser as a failed load: expected, not a fault.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      errors.push(message.text());
  });
  return errors;
}

/** Plays `count` rounds with the page's button and returns what the server answered. */
async function playRounds(page: Page, count: number, api: string, during?: () => Promise<void>): Promise<Round[]> {
  const rounds: Round[] = [];
  const before = await page.getByTestId('round').count();
  for (let i = 0; i < count; i++) {
    const answer = page.waitForResponse((r) => r.url().includes(api) && r.request().method() === 'POST');
    await page.getByTestId('play').click();
    const response = await answer;
    if (i === 0) await during?.();
    const body = await response.json();
    expect(body.success).toBe(true);
    // The sandbox answer carries no stake: it is the one the page sent.
    rounds.push({ stake: JSON.parse(response.request().postData() ?? '{}').stake, ...body.value });
    // The round is listed once its animation has finished.
    await expect(page.getByTestId('round')).toHaveCount(Math.min(12, before + i + 1));
    await expect(page.getByTestId('play')).toBeEnabled();
  }
  return rounds;
}

/** The first screen as a player sees it, and the whole page for review. */
async function shots(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await snapshot(page, name);
  await page.screenshot({ path: path.join(artifactsDir, `${name}-full.png`), fullPage: true });
}

const shown = (minor: number) =>
  `₱${(minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** The balance on the page moved by exactly the stakes and the payouts of the rounds. */
async function expectBalanceAfter(page: Page, rounds: Round[]) {
  const expected = START + rounds.reduce((sum, r) => sum - r.stake + r.payout, 0);
  expect(rounds.at(-1)?.balance).toBe(expected);
  await expect(page.getByTestId('balance')).toHaveAttribute('data-minor', String(expected));
  await expect(page.getByTestId('balance')).toHaveText(shown(expected));
  return expected;
}

/** Rotates the seeds, checks the revealed seed against the hash shown before play, verifies a past round. */
async function rotateAndVerify(page: Page, verdict: RegExp, shot?: string) {
  await page.getByTestId('fair-toggle').click();
  const hash = (await page.getByTestId('server-hash').textContent()) ?? '';
  expect(hash).toMatch(/^[0-9a-f]{64}$/);
  if (shot) {
    await page.getByTestId('fair-toggle').evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await snapshot(page, shot);
  }
  await page.getByTestId('rotate').click();
  const revealed = page.getByTestId('revealed').locator('code').first();
  await expect(revealed).toHaveText(/^[0-9a-f]{64}$/);
  const seed = (await revealed.textContent()) ?? '';
  expect(createHash('sha256').update(seed).digest('hex')).toBe(hash);
  await expect(page.getByTestId('server-hash')).not.toHaveText(hash);

  // A past round, from the list: the form is filled with its seeds and nonce, then checked here.
  await page.getByTestId('round').nth(1).click();
  await expect(page.getByTestId('verify-server-seed')).toHaveValue(seed);
  await page.getByTestId('verify-submit').click();
  await expect(page.getByTestId('verdict')).toContainText(verdict);
}

/** A stake beyond the balance is refused by the server and said plainly; nothing moves. */
async function expectInsufficientFunds(page: Page, balance: number, message: RegExp) {
  await page.getByTestId('stake-input').fill('5000');
  await page.getByTestId('play').click();
  await expect(page.getByTestId('notice')).toHaveText(message);
  await expect(page.getByTestId('balance')).toHaveAttribute('data-minor', String(balance));
}

test('dice: rolls pay by the server, the seeds verify in the browser, a stake beyond the balance is refused', async ({
  page,
  site,
}) => {
  const errors = watchErrors(page);
  await openGame(page, site, { gameType: 'INHOUSE', vendor: 'INHOUSE', gameId: 'dice' });
  await expect(page.locator('h1')).toHaveText('Dice');
  await expect(page.getByTestId('hash-preview')).toContainText(/[0-9a-f]{10}…/);

  await page.getByTestId('dir-over').click();
  await page.getByTestId('target').fill('25.50');
  await page.getByTestId('target').press('Enter');
  await expect(page.getByTestId('stat-chance')).toHaveText('74.49%');
  await page.getByTestId('chip').nth(3).click();
  const rounds = await playRounds(page, 4, '/inhouse/api/play');
  expect(rounds.every((r) => r.stake === 100)).toBe(true);
  const balance = await expectBalanceAfter(page, rounds);
  await expect(page.getByTestId('roll')).toHaveText(/^\d{1,2}\.\d{2}$/);
  await shots(page, 'inhouse-dice');

  await rotateAndVerify(page, /Matches: round #\d+ is exactly/, 'inhouse-dice-fair');
  await page.getByTestId('verdict').scrollIntoViewIfNeeded();
  await snapshot(page, 'inhouse-dice-verified');

  await page.getByTestId('play').scrollIntoViewIfNeeded();
  await expectInsufficientFunds(page, balance, /Insufficient balance for this stake/);
  await snapshot(page, 'inhouse-dice-funds');
  expect(errors).toEqual([]);
});

test('limbo in Tagalog: the multiplier rises to the result, pays the target, verifies', async ({ page, site }) => {
  const errors = watchErrors(page);
  await openGame(page, site, { gameType: 'INHOUSE', vendor: 'INHOUSE', gameId: 'limbo', language: 'TY' });
  await expect(page.getByTestId('play')).toContainText('Tumaya');
  await page.getByTestId('target').fill('1.5');
  await page.getByTestId('target').press('Enter');
  await expect(page.getByTestId('stat-chance')).toHaveText('64.67%');
  const rounds = await playRounds(page, 5, '/inhouse/api/play');
  for (const round of rounds) expect([0, Math.floor((round.stake * 15_000) / 10_000)]).toContain(round.payout);
  const balance = await expectBalanceAfter(page, rounds);
  await expect(page.getByTestId('limbo-result')).toHaveText(/^\d+\.\d{2}×$/);
  await shots(page, 'inhouse-limbo');

  await rotateAndVerify(page, /Tugma: eksaktong ito/);
  await snapshot(page, 'inhouse-limbo-verified');

  await page.getByTestId('play').scrollIntoViewIfNeeded();
  await expectInsufficientFunds(page, balance, /Kulang ang balanse/);
  expect(errors).toEqual([]);
});

test('lucky sevens: the reels stop on the server’s symbols, wins pay by the paytable, verifies', async ({
  page,
  site,
}) => {
  const errors = watchErrors(page);
  await openGame(page, site, { gameType: 'INHOUSE', vendor: 'INHOUSE', gameId: 'lucky-sevens' });
  await expect(page.locator('h1')).toHaveText('Lucky Sevens');
  const rounds = await playRounds(page, 4, '/inhouse/api/play', async () => {
    // The reels mid-spin, for people to look at.
    await page.waitForTimeout(450);
    await snapshot(page, 'inhouse-sevens-spinning');
  });
  const balance = await expectBalanceAfter(page, rounds);
  await shots(page, 'inhouse-sevens');

  await rotateAndVerify(page, /Matches: round #\d+ is exactly/);
  await snapshot(page, 'inhouse-sevens-verified');

  await page.getByTestId('play').scrollIntoViewIfNeeded();
  await expectInsufficientFunds(page, balance, /Insufficient balance for this stake/);

  // Free play: the same game with play money, said so in the header, from the play-money wallet.
  const token = await apiLogin(site, 'player1', PASSWORD);
  const free = await launchPath(site, token, {
    gameType: 'INHOUSE',
    vendor: 'INHOUSE',
    gameId: 'lucky-sevens',
    accountType: '0',
  });
  await page.goto(`${site.url}${free}`);
  await expect(page.getByTestId('play-money')).toHaveText('Play money');
  await expect(page.getByTestId('balance')).not.toHaveAttribute('data-minor', String(balance));
  await playRounds(page, 1, '/inhouse/api/play');
  await shots(page, 'inhouse-sevens-play-money');
  expect(errors).toEqual([]);
});

test('sandbox vendors: an Aurora Slots round pays through the wallet; a cockfight lobby in Tagalog', async ({
  page,
  site,
}) => {
  const errors = watchErrors(page);
  await openGame(page, site, { gameType: 'RNG', vendor: 'AUR' });
  await expect(page.getByTestId('sandbox-note')).toContainText('Sandbox vendor: Aurora Slots');
  const rounds = await playRounds(page, 4, '/vendor-sandbox/api/play');
  const balance = await expectBalanceAfter(page, rounds);
  await expect(page.getByTestId('sb-multiplier')).toHaveText(/^×\d+\.\d$/);
  await shots(page, 'sandbox-aur');

  // Another vendor, another look: the page is themed by the game's category.
  const token = await apiLogin(site, 'player1', PASSWORD);
  await page.goto(
    `${site.url}${await launchPath(site, token, { gameType: 'COCKFIGHT', vendor: 'DS88', language: 'TY' })}`,
  );
  await expect(page.getByTestId('balance')).toHaveAttribute('data-minor', String(balance));
  await expect(page.getByTestId('sandbox-note')).toContainText('Sandbox na vendor: ang Sabong Arena');
  await expect(page.locator('.stage.cockfight')).toBeVisible();
  await playRounds(page, 1, '/vendor-sandbox/api/play');
  await shots(page, 'sandbox-ds88-ty');
  expect(errors).toEqual([]);
});

test('an unknown game answers a 404 page whose link goes home, never to another site', async ({ page, site }) => {
  const response = await page.goto(`${site.url}/inhouse/poker?lang=TY&back=https://example.com/m/home`);
  expect(response?.status()).toBe(404);
  await expect(page.locator('h1')).toHaveText('Hindi nahanap ang laro');
  await expect(page.getByRole('link')).toHaveAttribute('href', '/m/home');
  await snapshot(page, 'inhouse-not-found-ty');
  const expired = await page.goto(`${site.url}/inhouse/dice?t=${'x'.repeat(43)}&lang=EN&back=/m/home`);
  expect(expired?.headers()['content-security-policy']).toContain("script-src 'self'");
  await expect(page.getByTestId('fatal')).toHaveText(/Your game session has ended/);
  await snapshot(page, 'inhouse-expired');
});
