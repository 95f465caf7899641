import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium, type Request } from 'playwright-core';
import { findChromium } from '../preflight/chromium.mjs';

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

export interface FirstLoad {
  /** Scripts asked for before the page's load event: what the first paint waits on. */
  jsKb: number;
  /** Scripts asked for after it (lazy chunks: carousel, popups), until the network is idle. */
  laterJsKb: number;
  cssKb: number;
  requests: number;
}

/**
 * What a phone downloads to show a screen: every script and style sheet the page requests
 * until the network is idle, each measured as gzip (level 9) of its content; scripts asked
 * for after the load event are counted apart (code that waits for the first paint).
 */
export async function firstLoad(url: string): Promise<FirstLoad> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS.slice(1) });
  const page = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const sizes = { js: 0, laterJs: 0, css: 0, requests: 0 };
  const pending: Promise<void>[] = [];
  const early = new Set<Request>();
  let loaded = false;
  page.once('load', () => {
    loaded = true;
  });
  page.on('request', (request) => {
    if (!loaded) early.add(request);
  });
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    const first = early.has(response.request());
    pending.push(
      response.body().then((body) => {
        const gz = gzipSync(body, { level: 9 }).length;
        if (type === 'stylesheet') sizes.css += gz;
        else if (first) sizes.js += gz;
        else sizes.laterJs += gz;
        sizes.requests++;
      }),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await Promise.all(pending);
  await browser.close();
  return {
    jsKb: round(sizes.js / 1024),
    laterJsKb: round(sizes.laterJs / 1024),
    cssKb: round(sizes.css / 1024),
    requests: sizes.requests,
  };
}

export interface LighthouseResult {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

/** Lighthouse mobile (its default: a mid-range phone on a slow 4G link, simulated); median of runs. */
export async function lighthouseMobile(url: string, runs = 3): Promise<LighthouseResult> {
  const results: LighthouseResult[] = [];
  for (let i = 0; i < runs; i++) {
    const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: FLAGS });
    try {
      const outcome = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error' });
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
  return results[Math.floor(results.length / 2)] as LighthouseResult;
}

function round(value: number, digits = 1): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}
