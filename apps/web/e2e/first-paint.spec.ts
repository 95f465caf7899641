import type { Page } from '@playwright/test';
import { fillLogin, newPlayer } from './support/accounts';
import { expect, type Site, snapshot, test } from './support/fixtures';
import { holdRequests } from './support/hold-requests';

/**
 * Issue 16: the public screens come drawn by the server. With JavaScript off the page itself is
 * the screen; with it on, the app takes the page over without a console error or a layout shift,
 * and everything works after: tabs, the language switch, logging in.
 */

const PASSWORD = 'paper-lantern-2026';

const notice = (site: Site, title: string) =>
  site.admin(
    'content:add',
    'announcement',
    JSON.stringify({ type: 'PL', language: 'TY', title, content: `<p>${title}</p>`, sortOrder: 0 }),
  );

/** Console errors and uncaught errors of a page (a hydration mismatch is one). */
function watchErrors(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

/** The layout shift of the page's life so far (the app taking the page over must add none). */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) total += (entry as unknown as { value: number }).value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 500);
      }),
  );

test.describe('public screens drawn by the server (issue 16)', () => {
  test('with JavaScript off, each public screen is there: its words, its data, its styles', async ({
    browser,
    site,
  }) => {
    notice(site, 'Bukas ang bagong laro');
    site.admin(
      'content:add',
      'announcement',
      JSON.stringify({
        type: 'B',
        language: 'TY',
        title: 'Welcome',
        content: 'Mag-deposit',
        imageUrl: '/media/banners/welcome.webp',
        link: '/m/voucherCenter',
        sortOrder: 0,
      }),
    );
    site.admin(
      'content:add',
      'help',
      JSON.stringify({ language: 'TY', title: 'Paano mag-deposit', content: '<p>Sa deposito.</p>', sortOrder: 0 }),
    );
    site.admin(
      'promotion:add',
      JSON.stringify({
        code: 'PAINT20',
        kind: 'daily_bonus',
        claimMode: 'claim',
        startsAt: new Date(Date.now() - 86_400_000).toISOString(),
        title: { TY: 'Pang-araw-araw na ₱20', EN: 'Daily ₱20' },
        summary: { TY: 'Kunin araw-araw.' },
        content: { TY: '<p>Isang beses bawat araw.</p>' },
        rule: { amount: 2_000 },
      }),
    );
    site.admin('promotion:status', 'PAINT20', 'live');
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    const open = async (path: string) => {
      const response = await page.goto(`${site.url}${path}`);
      expect(response?.status()).toBe(200);
      // The page is the screen as drawn: the app has not taken it over (no script ran).
      await expect(page.locator('html[data-ready]')).toHaveCount(0);
    };

    await open('/m/home');
    await expect(page.getByTestId('home-screen')).toBeVisible();
    await expect(page.getByTestId('banners').locator('img').first()).toBeVisible();
    await expect(page.getByTestId('popular-games').getByTestId('game-name').first()).toHaveText('Dais');
    await expect(page.getByTestId('header-login')).toHaveText('Mag-login');
    await expect(page.getByTestId('footer')).toBeVisible();
    // Styled: the header's pill is a coloured button, not a bare link.
    const pill = await page.getByTestId('header-register').evaluate((el) => getComputedStyle(el).borderRadius);
    expect(pill).not.toBe('0px');
    await snapshot(page, 'first-paint-home-no-js');

    await open('/m/gameList?gameType=RNG');
    await expect(page.getByTestId('game-grid').getByTestId('game-name').first()).toHaveText('Dais');

    await open('/m/login');
    await expect(page.getByTestId('login-username')).toBeVisible();
    await expect(page.getByTestId('login-submit')).toHaveText('Mag-login');

    await open('/m/register');
    await expect(page.getByTestId('register-screen')).toBeVisible();

    await open('/m/notice');
    await expect(page.getByTestId('notice-title').first()).toHaveText('Bukas ang bagong laro');

    await open('/m/help');
    await expect(page.getByTestId('help-item').first()).toContainText('Paano mag-deposit');

    await open('/m/activity');
    await expect(page.getByTestId('promotion-title').first()).toHaveText('Pang-araw-araw na ₱20');
    await snapshot(page, 'first-paint-activity-no-js');
    await context.close();
  });

  test('the app takes the page over with no error and no shift, and then it all works', async ({ page, site }) => {
    const errors = watchErrors(page);
    const name = newPlayer(site, 'paint', PASSWORD);
    await page.goto(`${site.url}/m/home`);
    expect(await layoutShift(page)).toBeLessThanOrEqual(0.02);

    // Home's games are below its first screen: their code is asked for after the app has the page
    // (lazyAfterLoad), and the grid the server drew then becomes the app's: a game opens its sheet.
    // The routes of the screens no page from the server draws (later-routes) come after it too.
    await page.locator('html[data-ready]').waitFor({ state: 'attached' });
    const askedAfterReady = (chunk: string) =>
      page.evaluate((name) => {
        const ready = performance.getEntriesByName('pd-ready')[0]?.startTime;
        const code = performance.getEntriesByType('resource').find((entry) => entry.name.includes(`/${name}-`));
        return ready === undefined || !code ? 'not yet' : code.startTime > ready;
      }, chunk);
    await expect.poll(() => askedAfterReady('popular-panels')).toBe(true);
    await expect.poll(() => askedAfterReady('later-routes')).toBe(true);
    await page.getByTestId('popular-panel-HOT').getByTestId('game-open').first().click();
    await expect(page.getByTestId('play-sheet')).toContainText('Dais');
    await page.getByTestId('play-sheet-close').click();

    // A tab of the popular games switches the panel (the app has the page).
    await page.getByTestId('category-RNG').click();
    await expect(page.getByTestId('popular-panel-RNG')).toBeVisible();

    // The language switch redraws the page in English, and the next page comes drawn in it.
    await page.getByTestId('language-switch').click();
    await page.getByTestId('language-EN').click();
    await expect(page.getByTestId('header-login')).toHaveText('Log in');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByTestId('header-login')).toHaveText('Log in');

    // Logging in from a drawn login page.
    await page.goto(`${site.url}/m/login`);
    await fillLogin(page, name, PASSWORD);
    await page.getByTestId('login-submit').click();
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(page.getByTestId('header-account')).toBeVisible();

    // A member's home: drawn for everyone, then the member's header once the app has it.
    await page.reload();
    await expect(page.getByTestId('header-account')).toBeVisible();
    expect(await layoutShift(page)).toBeLessThanOrEqual(0.02);
    await snapshot(page, 'first-paint-home-member');
    // A later screen (deposit) opens from the footer: its route, then its own code.
    await page.getByTestId('footer-deposit').click();
    await expect(page.getByTestId('deposit-screen')).toBeVisible();
    await page.goBack();

    // Each other public screen, taken over cleanly.
    for (const path of ['/m/gameList?gameType=RNG', '/m/notice', '/m/help', '/m/activity', '/m/register']) {
      await page.goto(`${site.url}${path}`);
      expect(await layoutShift(page), path).toBeLessThanOrEqual(0.02);
    }
    expect(errors).toEqual([]);
  });

  // The routes of the screens no page from the server draws come after the page (later-routes).
  const LATER_ROUTES = '**/assets/later-routes-*.js';

  test('a tap to a later screen before its route has come: the screen shown stays, then it opens', async ({
    page,
    site,
  }) => {
    const errors = watchErrors(page);
    const release = await holdRequests(page, LATER_ROUTES);
    await page.goto(`${site.url}/m/home`);
    await page.locator('html[data-ready]').waitFor({ state: 'attached' });
    await page.getByTestId('download-bar-open').click();
    // Home stays while the route is on its way: no blank page, no "not found".
    await expect(page).toHaveURL(/\/m\/download$/);
    await expect(page.getByTestId('home-screen')).toBeVisible();
    await expect(page.getByTestId('not-found')).toHaveCount(0);
    release();
    await expect(page.getByTestId('download-screen')).toBeVisible();
    await expect(page.getByTestId('header-back')).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('without the later routes (no network), such a tap offers a retry, not "not found"', async ({ page, site }) => {
    await page.route(LATER_ROUTES, (route) => route.abort());
    await page.goto(`${site.url}/m/home`);
    await page.locator('html[data-ready]').waitFor({ state: 'attached' });
    await page.getByTestId('download-bar-open').click();
    await expect(page.getByTestId('screen-error')).toBeVisible();
    await expect(page.getByTestId('not-found')).toHaveCount(0);
    // The server-drawn screens still work.
    await page.getByTestId('footer-home').click();
    await expect(page.getByTestId('home-screen')).toBeVisible();
  });

  test('without the header menu code (no network), the menu offers a reload; the page stays', async ({
    page,
    site,
  }) => {
    await page.route('**/assets/header-menu-items-*.js', (route) => route.abort());
    await page.goto(`${site.url}/m/home`);
    await page.getByTestId('header-menu').click();
    await expect(page.getByTestId('menu-unavailable')).toBeVisible();
    await expect(page.getByTestId('home-screen')).toBeVisible();
    // The rest of the header still works.
    await page.getByTestId('language-switch').click();
    await page.getByTestId('language-EN').click();
    await expect(page.getByTestId('header-login')).toHaveText('Log in');
  });
});
