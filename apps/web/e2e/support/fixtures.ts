import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { artifactsDir, repoRoot } from './paths';

/** Runs an operator command against the running server (`npm run admin -- ...`). */
export function admin(...args: string[]): string {
  const result = spawnSync(process.execPath, [path.join(repoRoot, 'apps/server/dist/admin.js'), ...args], {
    env: {
      ...process.env,
      DATA_DIR: process.env.E2E_DATA_DIR,
      DATABASE_URL: process.env.E2E_DATABASE_URL ?? '',
      LOG_LEVEL: 'warn',
    },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`admin ${args.join(' ')} failed: ${result.stderr || result.stdout}`);
  return result.stdout.trim();
}

export interface Site {
  /** The merchant of this test: a copy of the demo merchant's settings. */
  code: string;
  /** http://<code>.localhost:<port> (Chromium resolves *.localhost to this machine). */
  url: string;
  /** An operator command about this merchant: `site.admin('flag', 'DIRECTREG3', 'off')`. */
  admin(command: string, ...args: string[]): string;
}

/**
 * After a page of the site loads, waits until the app has it (main.tsx marks <html data-ready>):
 * a public screen arrives drawn by the server (issue 16), and a tap on a button before the app
 * took it over would do nothing, as for a person tapping that early.
 */
async function appReady(page: Page) {
  // A locator waits by Playwright's own timers: a journey's paused page clock does not stop it.
  await page.locator('html[data-ready], body:not(:has(#root))').first().waitFor({ state: 'attached', timeout: 30_000 });
}

/** Makes a page's loads (goto, reload) wait until the app has the page. */
function waitsForApp(page: Page) {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await appReady(page);
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await appReady(page);
    return response;
  };
}

/** Each test gets a merchant of its own, so switching flags or maintenance never disturbs another. */
export const test = base.extend<{ site: Site }>({
  page: async ({ page, browser }, use) => {
    waitsForApp(page);
    // Pages of other contexts a journey opens (a second device) wait the same way.
    const newContext = browser.newContext.bind(browser);
    browser.newContext = async (...args) => {
      const context = await newContext(...args);
      context.on('page', waitsForApp);
      return context;
    };
    await use(page);
    browser.newContext = newContext;
  },
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixture's dependencies from this pattern
  site: async ({}, use, testInfo) => {
    const code = `E${testInfo.workerIndex}${randomBytes(3).toString('hex').toUpperCase()}`;
    admin('merchant:add', code, 'Playdeck', 'PHP', '--like', 'DEMO');
    admin('domain:add', code, `${code.toLowerCase()}.localhost`);
    await use({
      code,
      url: `http://${code.toLowerCase()}.localhost:${process.env.E2E_PORT}`,
      admin: (command, ...args) => admin(command, code, ...args),
    });
  },
});

/** Saves a screenshot for people to look at (e2e-artifacts/<name>.png). */
export async function snapshot(page: Page, name: string) {
  await page.screenshot({ path: path.join(artifactsDir, `${name}.png`) });
}

/**
 * Waits until a part drawn by the server whose code comes after the page (lazyAfterLoad) is the
 * app's (use-live-mark.ts): before that it is markup, and a tap on it does nothing.
 */
export const live = (part: Locator) => expect(part).toHaveAttribute('data-live', '');

export { expect };
