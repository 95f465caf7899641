import type { Page } from '@playwright/test';
import { logInByUsername } from './accounts';
import { expect, type Site } from './fixtures';
import { serverFetch } from './server-fetch';

export const PLAYER = 'player1';
export const PLAYER_PASSWORD = 'a-long-password-1';
/** ₱1,000.00 in minor units. */
export const PLAYER_FUNDS = 100_000;

/** A funded player of this test's merchant, logged in through the login screen. */
export async function logInFundedPlayer(page: Page, site: Site) {
  site.admin('member:add', PLAYER, PLAYER_PASSWORD);
  site.admin('adjust', PLAYER, String(PLAYER_FUNDS), '--reason', 'x');
  await logInByUsername(page, site, PLAYER, PLAYER_PASSWORD);
}

/** Asks the running server directly (Node does not resolve *.localhost: the merchant goes in a header). */
export async function gamesApi<T>(site: Site, path: string, language: 'EN' | 'TY' = 'EN'): Promise<T> {
  const response = await serverFetch(path, { headers: { merchant: site.code, language } });
  const body = (await response.json()) as { success: boolean; value: T; errorCode?: string };
  if (!body.success) throw new Error(`${path}: ${response.status} ${body.errorCode}`);
  return body.value;
}

/** Scrolls the window to its end (the list loads more within 500 px of the bottom). */
export async function scrollToEnd(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
}

/** The cards of the list on screen, by game name. */
export const cardNames = (page: Page) => page.getByTestId('game-grid').getByTestId('game-name');

/** Waits for a list call of the page with these query values. */
export function waitForList(page: Page, values: Record<string, string>) {
  return page.waitForResponse((response) => {
    const url = new URL(response.url());
    if (url.pathname !== '/wps/game/list') return false;
    return Object.entries(values).every(([key, value]) => url.searchParams.get(key) === value);
  });
}

/** Waits for the page's fade-in (spec 2: 300 ms) to end, so a screenshot shows the screen as a player sees it. */
export async function settled(page: Page) {
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[data-transition]')].every((el) =>
      el.getAnimations().every((animation) => animation.playState === 'finished'),
    ),
  );
}

export { expect };
