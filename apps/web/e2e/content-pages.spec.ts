import { XSS_PAYLOADS } from '../../server/src/testing/xss-payloads';
import { logInByUsername, newPlayer } from './support/accounts';
import { expect, live, type Site, snapshot, test } from './support/fixtures';

const PASSWORD = 'quartz-lantern-2026';

const notice = (site: Site, language: string, title: string, content: string, extra: object = {}) =>
  site.admin('content:add', 'announcement', JSON.stringify({ type: 'PL', language, title, content, ...extra }));

const help = (site: Site, language: string, title: string, content: string, sortOrder: number) =>
  site.admin('content:add', 'help', JSON.stringify({ language, title, content, sortOrder }));

test.describe('announcements and help centre (spec 2 /m/notice, /m/help, /m/helpDetail)', () => {
  test('notices in the operator’s order, the first open, operator HTML shown formatted', async ({ page, site }) => {
    notice(site, 'TY', 'Maintenance sa Martes', '<p>Ligtas ang <strong>balanse</strong>.</p>', { sortOrder: 0 });
    notice(site, 'TY', 'Bagong laro', '<p>Subukan ang <a href="/m/help">tulong</a>.</p>', { sortOrder: 1 });
    notice(site, 'EN', 'Maintenance on Tuesday', '<p>Your <strong>balance</strong> is safe.</p>', { sortOrder: 0 });

    await page.goto(`${site.url}/m/notice`);
    const items = page.getByTestId('notice-item');
    await expect(items).toHaveCount(2);
    await expect(page.getByTestId('notice-title')).toHaveText(['Maintenance sa Martes', 'Bagong laro']);
    await expect(items.first().getByTestId('notice-content')).toBeVisible();
    await expect(items.first().locator('strong')).toHaveText('balanse');
    await expect(items.nth(1).getByTestId('notice-content')).toBeHidden();
    // The footer is hidden here (spec 2 Shell).
    await expect(page.getByTestId('footer')).toHaveCount(0);
    await snapshot(page, 'notice-ty');

    // A link to a site path opens in the app.
    await items.nth(1).locator('summary').click();
    await items.nth(1).getByRole('link', { name: 'tulong' }).click();
    await expect(page).toHaveURL(/\/m\/help$/);
  });

  test('an empty list shows the no-data placeholder', async ({ page, site }) => {
    await page.goto(`${site.url}/m/notice`);
    await expect(page.getByTestId('no-data')).toBeVisible();
  });

  test('help: the topics, then the detail with item i open, and customer service', async ({ page, site }) => {
    help(site, 'TY', 'Paano mag-deposit?', '<ol><li>Pindutin ang Deposit.</li></ol>', 0);
    help(site, 'TY', 'Paano mag-withdraw?', '<p>Mag-bind ng card.</p>', 1);
    help(site, 'TY', 'Ligtas ba?', '<p>Oo.</p>', 2);

    await page.goto(`${site.url}/m/help`);
    await expect(page.getByTestId('help-item')).toHaveCount(3);
    await expect(page.getByTestId('help-service')).toBeVisible();
    await snapshot(page, 'help-ty');
    await page.getByTestId('help-item').nth(1).click();
    await expect(page).toHaveURL(/\/m\/helpDetail\?i=1$/);
    const entries = page.getByTestId('help-entry');
    await expect(entries.nth(1).getByTestId('help-content')).toHaveText('Mag-bind ng card.');
    await expect(entries.nth(0).getByTestId('help-content')).toBeHidden();
    await snapshot(page, 'help-detail-ty');

    // No `i`: the first is open.
    await page.goto(`${site.url}/m/helpDetail`);
    await expect(page.getByTestId('help-entry').first().getByTestId('help-content')).toBeVisible();
  });

  test('none of 100+ XSS payloads stored as notices or help runs in the page', async ({ page, site }) => {
    test.setTimeout(90_000);
    // Twenty payloads an entry: each stored by the operator command (sanitised there), then shown
    // (sanitised again by DOMPurify).
    for (let i = 0; i < XSS_PAYLOADS.length; i += 20) {
      const batch = XSS_PAYLOADS.slice(i, i + 20).join('\n<p>next</p>\n');
      notice(site, 'TY', `Payloads ${i}`, batch, { sortOrder: i });
      help(site, 'TY', `Payloads ${i}`, batch, i);
    }
    const fired: string[] = [];
    page.on('dialog', (dialog) => {
      fired.push(`dialog ${dialog.message()}`);
      void dialog.dismiss();
    });
    await page.addInitScript(() => {
      const calls: unknown[] = [];
      Object.assign(window, { __xssCalls: calls, __xss: (n: unknown) => calls.push(n) });
    });

    for (const [path, content] of [
      ['/m/notice', 'notice-content'],
      ['/m/helpDetail', 'help-content'],
    ] as const) {
      await page.goto(`${site.url}${path}`);
      await expect(page.getByTestId(content).first()).toBeVisible();
      // Open every entry, then give every element the events a payload's handler waits for.
      await page.evaluate((testId) => {
        for (const details of document.querySelectorAll('details')) details.open = true;
        for (const node of document.querySelectorAll(`[data-testid="${testId}"] *`)) {
          for (const type of [
            'mouseover',
            'mouseenter',
            'pointerenter',
            'focus',
            'focusin',
            'animationstart',
            'toggle',
          ])
            node.dispatchEvent(new Event(type, { bubbles: true }));
        }
      }, content);
      await page.waitForTimeout(1_000);
      const report = await page.evaluate((testId) => {
        const nodes = [...document.querySelectorAll(`[data-testid="${testId}"] *`)];
        return {
          calls: (window as unknown as { __xssCalls: unknown[] }).__xssCalls,
          handlers: nodes.flatMap((n) => [...n.attributes].filter((a) => /^on/i.test(a.name)).map((a) => a.name)),
          tags: nodes
            .map((n) => n.tagName.toLowerCase())
            .filter((tag) =>
              ['script', 'iframe', 'object', 'embed', 'svg', 'style', 'form', 'meta', 'link', 'base'].includes(tag),
            ),
          links: nodes
            .map((n) => n.getAttribute('href') ?? n.getAttribute('src') ?? '')
            .filter((url) => /^\s*(javascript|data|vbscript):/i.test(url)),
        };
      }, content);
      expect(report).toEqual({ calls: [], handlers: [], tags: [], links: [] });
    }
    expect(fired).toEqual([]);
  });
});

test.describe('customer service (spec 2 /m/service, spec 3 service-version path list)', () => {
  test('every channel of the merchant, its sealed path opened in the browser', async ({ page, site }) => {
    const answers: string[] = [];
    page.on('response', async (response) => {
      if (response.url().includes('/wps/system/serviceLink')) answers.push(await response.text());
    });
    await page.goto(`${site.url}/m/service`);
    await expect(page.getByTestId('service-channel-livechat')).toHaveAttribute(
      'href',
      'https://support.playdeck.example/chat',
    );
    await expect(page.getByTestId('service-channel-telegram')).toHaveCount(3);
    await expect(page.getByTestId('service-channel-email')).toHaveAttribute('href', 'mailto:support@playdeck.example');
    await expect(page.getByTestId('footer')).toHaveCount(0);
    await snapshot(page, 'service-ty');
    // On the wire the addresses are sealed.
    expect(answers.join('')).not.toContain('playdeck.example');
    expect(answers.join('')).toContain('pathList');
  });
});

test.describe('message centre (spec 2 /m/webEmail)', () => {
  test('a player reads, deletes and marks all read; the unread count follows', async ({ page, site }) => {
    const name = newPlayer(site, 'mail', PASSWORD);
    site.admin(
      'message:send',
      `member:${name}`,
      JSON.stringify({ title: 'Unang mensahe', content: '<p>Kumusta!</p>' }),
    );
    site.admin('message:send', 'all', JSON.stringify({ title: 'Para sa lahat', content: '<p>Maintenance.</p>' }));
    site.admin('message:send', 'players', JSON.stringify({ title: 'Weekend bonus', content: '<p>20% bonus.</p>' }));

    // A visitor is asked to log in first.
    await page.goto(`${site.url}/m/webEmail`);
    await expect(page.getByTestId('messages')).toHaveCount(0);

    await logInByUsername(page, site, name, PASSWORD);
    // The member centre's mail item carries the unread count, and leads to the centre.
    await page.goto(`${site.url}/m/mine`);
    await expect(page.getByTestId('mine-item-mail').getByTestId('mine-badge')).toHaveText('3');
    await page.getByTestId('mine-item-mail').click();
    await expect(page).toHaveURL(/\/m\/webEmail$/);
    await expect(page.getByTestId('message-title')).toHaveText(['Weekend bonus', 'Para sa lahat', 'Unang mensahe']);
    await expect(page.getByTestId('messages-unread')).toHaveText(/3/);
    await expect(page.getByTestId('message-unread-dot')).toHaveCount(3);
    await snapshot(page, 'messages-ty');

    const first = page.getByTestId('message-item').first();
    await first.locator('summary').click();
    await expect(first.getByTestId('message-content')).toHaveText('20% bonus.');
    await expect(page.getByTestId('message-unread-dot')).toHaveCount(2);
    await expect(page.getByTestId('messages-unread')).toHaveText(/2/);

    await first.getByTestId('message-delete').click();
    await expect(page.getByTestId('message-title')).toHaveText(['Para sa lahat', 'Unang mensahe']);

    await page.getByTestId('messages-read-all').click();
    await expect(page.getByTestId('message-unread-dot')).toHaveCount(0);
    await expect(page.getByTestId('messages-unread')).toHaveText(/0/);

    // The server kept it: after a reload the deleted one stays gone and all are read.
    await page.reload();
    await expect(page.getByTestId('message-title')).toHaveText(['Para sa lahat', 'Unang mensahe']);
    await expect(page.getByTestId('message-unread-dot')).toHaveCount(0);
    await page.goto(`${site.url}/m/mine`);
    await expect(page.getByTestId('mine-item-mail')).toBeVisible();
    await expect(page.getByTestId('mine-item-mail').getByTestId('mine-badge')).toHaveCount(0);
  });
});

test.describe('app download (spec 2 /m/download)', () => {
  test('the iPhone link first, the web profile with its steps, no tip on a current iOS', async ({ page, site }) => {
    await page.goto(`${site.url}/m/download`);
    await expect(page.getByTestId('download-ios')).toHaveAttribute('href', 'https://download.playdeck.example/ios');
    await expect(page.getByTestId('download-android')).toBeVisible();
    await expect(page.locator('[data-testid^="download-"][href]').first()).toHaveAttribute(
      'data-testid',
      'download-ios',
    );
    await expect(page.getByTestId('download-profile-button')).toHaveAttribute(
      'href',
      'https://download.playdeck.example/playdeck.mobileconfig',
    );
    await expect(page.getByTestId('download-ios-tip')).toHaveCount(0);
    await expect(page.getByTestId('footer')).toHaveCount(0);
    await snapshot(page, 'download-ty');
  });

  test.describe('on iOS 12.1', () => {
    test.use({
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 12_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.0 Mobile/15E148 Safari/604.1',
    });
    test('the tip says the app needs iOS 12.4 and offers the profile', async ({ page, site }) => {
      await page.goto(`${site.url}/m/download`);
      await expect(page.getByTestId('download-ios-tip')).toContainText('iOS 12.4');
    });
  });

  test.describe('on Android', () => {
    test.use({
      userAgent:
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36',
    });
    test('the Android link comes first', async ({ page, site }) => {
      await page.goto(`${site.url}/m/download`);
      await expect(page.locator('[data-testid^="download-"][href]').first()).toHaveAttribute(
        'data-testid',
        'download-android',
      );
    });
  });
});

test.describe('home marquee (spec 2 Home)', () => {
  test('runs the notices’ titles and opens /m/notice on a tap; says so when there are none', async ({ page, site }) => {
    await page.goto(`${site.url}/m/home`);
    await expect(page.getByTestId('notice-marquee-text')).toHaveText('Walang anunsyo sa ngayon.');

    notice(site, 'TY', 'Maintenance sa Martes', '<p>x</p>', { sortOrder: 0 });
    notice(site, 'TY', 'Bagong laro', '<p>y</p>', { sortOrder: 1 });
    await page.reload();
    await expect(page.getByTestId('notice-marquee-text')).toHaveText(/Maintenance sa Martes\s+•\s+Bagong laro/);
    // The notice popup comes first, once a browser session (home-popups.spec.ts has its rules).
    await page.getByTestId('notice-popup-close').click();
    await expect(page.getByTestId('notice-popup')).toHaveCount(0);
    await snapshot(page, 'home-marquee-ty');
    await page.getByTestId('notice-marquee').click();
    await expect(page).toHaveURL(/\/m\/notice$/);
    await expect(page.getByTestId('notice-item')).toHaveCount(2);
  });
});

test.describe('side service bar (spec 2 Home)', () => {
  test('channels, the telegram entrance with up to three links, and the invite-friends rule', async ({
    page,
    site,
  }) => {
    await page.goto(`${site.url}/m/home`);
    const bar = page.getByTestId('side-service-bar');
    await expect(bar.getByTestId('side-livechat')).toHaveAttribute('href', 'https://support.playdeck.example/chat');
    await live(bar);
    await bar.getByTestId('side-telegram').click();
    const links = bar.getByTestId('side-telegram-links').getByRole('link');
    await expect(links).toHaveCount(3);
    await expect(links.first()).toHaveAttribute('href', 'https://t.me/playdeck_demo_support');
    await snapshot(page, 'home-side-bar-ty');

    // Without a session: to login.
    await bar.getByTestId('side-invite').click();
    await expect(page).toHaveURL(/\/m\/login$/);

    // With a session and REFERRAL off: the contact_service message, the player stays.
    const name = newPlayer(site, 'side', PASSWORD);
    site.admin('flag', 'REFERRAL', 'off');
    await logInByUsername(page, site, name, PASSWORD);
    await live(page.getByTestId('side-service-bar'));
    await page.getByTestId('side-invite').click();
    await expect(page.getByText('Makipag-ugnayan sa customer service', { exact: false })).toBeVisible();
    await expect(page).toHaveURL(/\/m\/home$/);

    // REFERRAL on: to /m/inviteFriends.
    site.admin('flag', 'REFERRAL', 'on');
    await page.reload();
    await live(page.getByTestId('side-service-bar'));
    await page.getByTestId('side-invite').click();
    await expect(page).toHaveURL(/\/m\/inviteFriends$/);
  });
});

const banner = (site: Site, art: string, title: string, content: string, link: string, sortOrder: number) =>
  site.admin(
    'content:add',
    'announcement',
    JSON.stringify({
      type: 'B',
      language: 'TY',
      title,
      content,
      imageUrl: `/media/banners/${art}.webp`,
      link,
      sortOrder,
    }),
  );

test.describe('banner carousel (spec 2 Home, spec 9 5 s autoplay)', () => {
  test('one banner stands still, without dots, sized and asked for first; a tap follows its link', async ({
    page,
    site,
  }) => {
    banner(site, 'welcome', '100% Welcome Bonus', 'Mag-deposit', '/m/voucherCenter', 0);
    await page.goto(`${site.url}/m/home`);
    const image = page.getByTestId('banner-slide').locator('img');
    await expect(image).toHaveAttribute('fetchpriority', 'high');
    await expect(image).toHaveAttribute('width', '800');
    await expect(image).toHaveAttribute('height', '320');
    await expect(page.getByTestId('banner-slide')).toContainText('Mag-deposit');
    await page.waitForTimeout(500);
    await expect(page.getByTestId('banner-dots')).toHaveCount(0);
    await page.getByTestId('banner-slide').click();
    // A visitor's deposit leads through login (the deposit screen needs a session).
    await expect(page).not.toHaveURL(/\/m\/home$/);
  });

  test('several loop with a dot each and advance every 5 s', async ({ page, site }) => {
    banner(site, 'welcome', 'Welcome', 'Mag-deposit', '/m/voucherCenter', 0);
    banner(site, 'originals', 'Originals', 'Maglaro', '/m/help', 1);
    banner(site, 'sabong', 'Sabong', '', '/m/help', 2);
    await page.clock.install();
    await page.goto(`${site.url}/m/home`);
    const dots = page.getByTestId('banner-dot');
    await expect(dots).toHaveCount(3);
    await expect(dots.nth(0)).toHaveAttribute('aria-current', 'true');
    await snapshot(page, 'home-banners-ty');
    await page.clock.runFor(5_200);
    await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true');
    await page.clock.runFor(5_200);
    await expect(dots.nth(2)).toHaveAttribute('aria-current', 'true');
    // It loops: after the last comes the first.
    await page.clock.runFor(5_200);
    await expect(dots.nth(0)).toHaveAttribute('aria-current', 'true');
  });

  test('a phone asking for reduced motion gets no autoplay and no transitions (issue 17)', async ({ page, site }) => {
    banner(site, 'welcome', 'Welcome', 'Mag-deposit', '/m/voucherCenter', 0);
    banner(site, 'originals', 'Originals', 'Maglaro', '/m/help', 1);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await page.goto(`${site.url}/m/home`);
    const dots = page.getByTestId('banner-dot');
    await expect(dots).toHaveCount(2);
    await page.clock.runFor(11_000);
    await expect(dots.nth(0)).toHaveAttribute('aria-current', 'true');
    // The player still moves them by hand.
    await dots.nth(1).click();
    await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true');
    // A dot's 200 ms growth is instant.
    const transition = await dots
      .nth(1)
      .evaluate((el) => getComputedStyle(el).transitionDuration.split(',').map(parseFloat));
    expect(Math.max(...transition)).toBeLessThanOrEqual(0.001);
  });
});

test.describe('banners when something fails', () => {
  test('a failed content call leaves no empty box; home still works', async ({ page, site }) => {
    banner(site, 'welcome', 'Welcome', 'Mag-deposit', '/m/voucherCenter', 0);
    await page.route('**/wps/system/announcements**', (route) => route.fulfill({ status: 500, body: '{}' }));
    // Home drawn by the browser: from another screen (a home drawn by the server carries its content).
    await page.goto(`${site.url}/m/gameCenter`);
    await page.getByTestId('footer-home').click();
    await expect(page.getByTestId('popular-games')).toBeVisible();
    await expect(page.getByTestId('banners')).toHaveCount(0, { timeout: 15_000 });
  });

  test('when the carousel’s code cannot load, the first banner stays', async ({ page, site }) => {
    banner(site, 'welcome', 'Welcome', 'Mag-deposit', '/m/voucherCenter', 0);
    banner(site, 'originals', 'Originals', 'Maglaro', '/m/help', 1);
    await page.route('**/assets/banner-carousel-*.js', (route) => route.abort());
    await page.goto(`${site.url}/m/home`);
    await page.waitForTimeout(1_000);
    await expect(page.getByTestId('banner-slide')).toHaveCount(1);
    await expect(page.getByTestId('banner-slide')).toContainText('Welcome');
    await expect(page.getByTestId('popular-games')).toBeVisible();
  });
});
