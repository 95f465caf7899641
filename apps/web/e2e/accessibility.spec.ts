import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { logInByUsername, uniqueUsername } from './support/accounts';
import { expect, type Site, test } from './support/fixtures';
import { LOGIN_PASSWORD } from './support/wallet';

/**
 * Issue 17: every screen passes axe (WCAG 2.2 A and AA rules) with no serious or critical
 * violation, in English and in Arabic (right to left), and every control a finger taps is at
 * least 44 px each way (WCAG 2.5.5; text links inside a sentence are the rule's own exception).
 */

/** The screens a visitor sees. */
const PUBLIC = [
  '/m/home',
  '/m/login',
  '/m/register',
  '/m/forget',
  '/m/forgetByPhone',
  '/m/notice',
  '/m/help',
  '/m/download',
  '/m/useragreement',
  '/m/gameList?gameType=RNG',
  '/m/gameCenter',
  '/m/activity',
  '/m/helpDetail?i=1',
  '/m/agentRegister',
  '/m/maintenance',
  // Last: it opens a trial account.
  '/m/trail',
];

/** The screens of a logged-in agent (an agent has every member screen and the agency's). */
const MEMBER = [
  '/m/mine',
  '/m/set',
  '/m/securityCenter',
  '/m/responsibleGaming',
  '/m/withdraw',
  '/m/transaction/record',
  '/m/withdrawReport',
  '/m/gameRecord',
  '/m/profitandloss',
  '/m/message',
  '/m/webEmail',
  '/m/feedback',
  '/m/changePsw',
  '/m/rewardCenter',
  '/m/voucherCenter',
  '/m/vouReport',
  '/m/member/benefits',
  '/m/inviteFriends',
  '/m/leaderBoard',
  '/m/redRain',
  '/m/slotsCenter',
  '/m/gameLobby',
  '/m/lottery',
  '/m/startLottery?game=5D-1',
  '/m/moreLottery',
  '/m/service',
  '/m/upLine/transfer',
  '/m/agent',
  '/m/agent/team/overview',
  '/m/agent/team/pnl',
  '/m/member/team',
  '/m/member/teamRebate',
  '/m/member/rebateReport',
  '/m/member/notice',
  '/m/member/agent/agentRebeat',
  '/m/member/agent/agentDivident',
  '/m/teamBetting',
  '/m/member/agent/getDevidendContract',
  '/m/member/agent/getHourContract',
  '/m/member/agent/getSalaryContract',
];

/** Shows the app in a language this test's merchant offers. */
async function speak(page: Page, site: Site, language: 'EN' | 'AR') {
  const supported = language === 'EN' ? ['TY', 'EN'] : ['TY', 'EN', language];
  site.admin('set', 'languages', JSON.stringify({ default: 'TY', supported }));
  await page.addInitScript((code) => localStorage.setItem('language', JSON.stringify(code)), language);
}

/** The serious and critical axe findings on the page as it is now, one line each. */
async function axeFindings(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.any[0]?.message ?? ''}`).join(' | ')}`);
}

/**
 * Controls a finger cannot tap 44 x 44 px of: the page is scrolled a screen at a time and, for
 * each control in view, the browser's own hit test is asked round a 44 px circle about its
 * centre (a control may be drawn smaller and take taps around it). A link inside a
 * sentence is the rule's own exception; a point under the fixed header or footer is not judged.
 */
function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const HALF = 21.5;
    const selector =
      'button, a[href], input:not([type="hidden"]), select, textarea, [role="button"], [role="tab"], [role="switch"], [role="checkbox"], [role="radio"]';
    const small = new Map<Element, string>();
    const pinned = (node: Element | null) => {
      for (let at = node; at; at = at.parentElement) {
        const position = getComputedStyle(at).position;
        if (position === 'fixed' || position === 'sticky') return at;
      }
      return null;
    };
    const takes = (el: Element, hit: Element | null) =>
      !!hit &&
      (hit === el ||
        el.contains(hit) ||
        (hit.tagName === 'LABEL' && hit.contains(el)) ||
        hit.closest('label')?.contains(el) === true);
    const check = () => {
      for (const el of document.querySelectorAll<HTMLElement>(selector)) {
        if (small.has(el) && !small.get(el)) continue;
        const box = el.getBoundingClientRect();
        // A box drawn by its label (the input itself 1 px, visually hidden) is judged by the label.
        if (box.width <= 1 || box.height <= 1 || el.closest('[aria-hidden="true"], [inert]')) continue;
        const style = getComputedStyle(el);
        if (style.visibility === 'hidden' || style.pointerEvents === 'none') continue;
        if (el.tagName === 'A' && style.display === 'inline') continue;
        const cx = box.left + box.width / 2;
        const cy = box.top + box.height / 2;
        if (cx - HALF < 0 || cy - HALF < 0 || cx + HALF > innerWidth || cy + HALF > innerHeight) continue;
        const centre = document.elementFromPoint(cx, cy);
        // Covered (by the fixed header, a sheet): judged when it is in the clear.
        if (!takes(el, centre)) continue;
        // A fingertip's 44 px round: its four ends and four diagonals.
        const D = HALF * Math.SQRT1_2;
        const missed = [
          [cx - HALF, cy],
          [cx + HALF, cy],
          [cx, cy - HALF],
          [cx, cy + HALF],
          [cx - D, cy - D],
          [cx + D, cy - D],
          [cx - D, cy + D],
          [cx + D, cy + D],
        ]
          // A finger at the screen's edge touches its last pixel.
          .map(([x, y]) =>
            document.elementFromPoint(Math.min(x as number, innerWidth - 1), Math.min(y as number, innerHeight - 1)),
          )
          .filter((hit) => {
            if (takes(el, hit)) return false;
            const cover = pinned(hit);
            return !cover || cover.contains(el);
          });
        const name = (node: Element | null | undefined) =>
          node?.getAttribute('data-testid') ??
          node?.getAttribute('aria-label') ??
          node?.textContent?.trim().slice(0, 20);
        const size = `${Math.round(box.width)}x${Math.round(box.height)}`;
        const lost = missed[0] ? ` (a tap lands on ${missed[0].tagName.toLowerCase()}[${name(missed[0])}])` : '';
        small.set(el, missed.length ? `${el.tagName.toLowerCase()}[${name(el)}] ${size}${lost}` : '');
      }
    };
    window.scrollTo(0, 0);
    for (let y = 0; ; y += innerHeight * 0.6) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      check();
      if (y + innerHeight >= document.documentElement.scrollHeight) break;
    }
    window.scrollTo(0, 0);
    return [...small.values()].filter(Boolean);
  });
}

/** Opens each screen and collects what axe and the target check find there. */
async function auditScreens(page: Page, site: Site, paths: string[]) {
  const findings: Record<string, string[]> = {};
  for (const path of paths) {
    await page.goto(`${site.url}${path}`);
    await page.waitForLoadState('networkidle');
    const found = [...(await axeFindings(page)), ...(await smallTargets(page))];
    if (found.length) findings[path] = found;
  }
  return findings;
}

for (const language of ['EN', 'AR'] as const) {
  test.describe(`accessibility in ${language} (issue 17)`, () => {
    test('the public screens', async ({ page, site }) => {
      test.slow();
      await speak(page, site, language);
      // Content for the screens that show it: a notice, a help entry, a promotion.
      const content = (kind: string, fields: Record<string, unknown>) =>
        site.admin('content:add', kind, JSON.stringify({ language: 'TY', ...fields }));
      content('announcement', { type: 'PL', title: 'Paunawa', content: '<p>Maintenance sa Linggo.</p>' });
      content('help', { title: 'Paano mag-deposit', content: '<p>Pumunta sa wallet.</p>', sortOrder: 0 });
      site.admin(
        'promotion:add',
        JSON.stringify({
          code: 'AXE',
          kind: 'daily_bonus',
          claimMode: 'claim',
          startsAt: new Date(Date.now() - 86_400_000).toISOString(),
          title: { TY: 'Pang-araw-araw na ₱20' },
          content: { TY: '<p>Isang beses bawat araw.</p>' },
          rule: { amount: 2_000 },
          wageringMultiplier: 5,
        }),
      );
      site.admin('promotion:status', 'AXE', 'live');
      const findings = await auditScreens(page, site, PUBLIC.slice(0, -1));
      // A promotion's own page, reached from the activity centre.
      await page.goto(`${site.url}/m/activity`);
      await page.getByTestId('promotion-open').first().click();
      await expect(page).toHaveURL(/\/m\/activityInfo\?id=\d+$/);
      await page.waitForLoadState('networkidle');
      const promotionPage = [...(await axeFindings(page)), ...(await smallTargets(page))];
      if (promotionPage.length) findings['/m/activityInfo'] = promotionPage;
      Object.assign(findings, await auditScreens(page, site, PUBLIC.slice(-1)));
      expect(findings).toEqual({});
    });

    // The 40 screens in two halves: each audit takes 2 minutes or more on a busy 2-core machine.
    const half = Math.ceil(MEMBER.length / 2);
    for (const [part, screens] of [
      ['1 of 2', MEMBER.slice(0, half)],
      ['2 of 2', MEMBER.slice(half)],
    ] as const) {
      test(`an agent's screens, ${part}`, async ({ page, site }) => {
        test.setTimeout(240_000);
        await speak(page, site, language);
        const agent = uniqueUsername('axe');
        site.admin('member:add', agent, LOGIN_PASSWORD, '--type', '2');
        site.admin('adjust', agent, '500000', '--reason', 'e2e credit');
        await logInByUsername(page, site, agent, LOGIN_PASSWORD);
        expect(await auditScreens(page, site, screens)).toEqual({});
      });
    }
  });
}
