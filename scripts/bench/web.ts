import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { type BrowserContext, chromium } from 'playwright-core';
import { findChromium } from '../preflight/chromium.mjs';

/** The page's storage, in functions that run in the browser (this script has no DOM types). */
declare const localStorage: { setItem(key: string, value: string): void };

const CHROMIUM = findChromium() ?? '/usr/bin/chromium';
const FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];

/** A logged-in player's browser storage (MC_SESSION_INFO), to measure a member's page. */
export type StoredSession = Record<string, string>;

const storeSession = (context: BrowserContext, session: StoredSession | undefined) =>
  session
    ? context.addInitScript((stored) => {
        for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
      }, session)
    : Promise.resolve();

export interface FirstLoad {
  /** Scripts asked for until the app has the page (<html data-ready>): what makes it the player's. */
  jsKb: number;
  /** Scripts asked for after that, until the network is idle (the carousel, popups, the lottery strip). */
  laterJsKb: number;
  /** Style sheets asked for until then, and the styles written into the page (issue 16 writes them there). */
  cssKb: number;
  /** Style sheets asked for after that (the lazy parts' own: the lottery strip, the popups). */
  laterCssKb: number;
  /** The first response: the page itself (its markup, styles and state). */
  htmlKb: number;
  requests: number;
}

const gz = (body: Buffer | string) => gzipSync(body, { level: 9 }).length;

/**
 * What a phone downloads for a screen, each measured as gzip (level 9) of its content: the page,
 * every script and style sheet until the app has the page and after, and the styles in the page.
 */
export async function firstLoad(url: string, session?: StoredSession): Promise<FirstLoad> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS.slice(1) });
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await storeSession(context, session);
  const page = await context.newPage();
  const sizes = { js: 0, laterJs: 0, css: 0, laterCss: 0, html: 0, requests: 0 };
  const bodies: Promise<{ url: string; type: string; body: Buffer }>[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet' && type !== 'document') return;
    bodies.push(response.body().then((body) => ({ url: response.url(), type, body })));
  });
  await page.goto(url);
  await page.locator('html[data-ready]').waitFor({ state: 'attached', timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  // First or later by the browser's own clock: when each file was asked for against the app's
  // mark (performance.mark('pd-ready'), lazy-screen.tsx), not when this script heard of either.
  const timeline = await page.evaluate(() => ({
    ready: performance.getEntriesByName('pd-ready')[0]?.startTime ?? Number.POSITIVE_INFINITY,
    asked: performance.getEntriesByType('resource').map((entry) => [entry.name, entry.startTime] as const),
  }));
  const askedAt = new Map(timeline.asked);
  for (const { url: fileUrl, type, body } of await Promise.all(bodies)) {
    const first = (askedAt.get(fileUrl) ?? 0) <= timeline.ready;
    if (type === 'document') {
      sizes.html += gz(body);
      const styles = [...body.toString('utf8').matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)];
      sizes.css += gz(styles.map((match) => match[1]).join(''));
    } else if (type === 'stylesheet') {
      if (first) sizes.css += gz(body);
      else sizes.laterCss += gz(body);
    } else if (first) sizes.js += gz(body);
    else sizes.laterJs += gz(body);
    sizes.requests++;
  }
  await browser.close();
  return {
    jsKb: round(sizes.js / 1024),
    laterJsKb: round(sizes.laterJs / 1024),
    cssKb: round(sizes.css / 1024),
    laterCssKb: round(sizes.laterCss / 1024),
    htmlKb: round(sizes.html / 1024),
    requests: sizes.requests,
  };
}

export interface LighthouseResult {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** The range of the runs' scores. */
  scores: string;
}

/**
 * Lighthouse mobile (its default: a mid-range phone on a slow 4G link, simulated); the run with
 * the median score of `runs`. With a session, the player's storage is set first and kept.
 */
export async function lighthouseMobile(url: string, runs = 5, session?: StoredSession): Promise<LighthouseResult> {
  const results: Omit<LighthouseResult, 'scores'>[] = [];
  for (let i = 0; i < runs; i++) {
    const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: FLAGS });
    try {
      if (session) {
        const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
        const page = await browser.contexts()[0]?.newPage();
        await page?.goto(`${new URL(url).origin}/robots.txt`);
        await page?.evaluate((stored) => {
          for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
        }, session);
        await page?.close();
        await browser.close();
      }
      const outcome = await lighthouse(url, {
        port: chrome.port,
        onlyCategories: ['performance'],
        logLevel: 'error',
        disableStorageReset: Boolean(session),
      });
      const lhr = outcome?.lhr;
      if (!lhr) throw new Error('lighthouse gave no result');
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      results.push({
        score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        fcpMs: Math.round(audit('first-contentful-paint')),
        lcpMs: Math.round(audit('largest-contentful-paint')),
        tbtMs: Math.round(audit('total-blocking-time')),
        cls: round(audit('cumulative-layout-shift'), 3),
      });
    } finally {
      await chrome.kill();
    }
  }
  results.sort((a, b) => a.score - b.score);
  const median = results[Math.floor(results.length / 2)] as Omit<LighthouseResult, 'scores'>;
  return { ...median, scores: `${results[0]?.score}-${results[results.length - 1]?.score}` };
}

function round(value: number, digits = 1): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}
