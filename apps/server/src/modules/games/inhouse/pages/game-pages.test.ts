import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../testing/create-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const page = (url: string) => t.request({ method: 'GET', url, headers: { accept: 'text/html' } });
const dataOf = (html: string, name: string) => new RegExp(`data-${name}="([^"]*)"`).exec(html)?.[1];

describe('game pages', () => {
  it('serves an in-house game under a strict CSP, configured by data attributes only', async () => {
    const res = await page('/inhouse/dice?t=x&lang=TY&back=/m/gameRecord');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toContain('unsafe-inline');
    // Every script has a src: nothing inline for the policy to refuse.
    expect(res.body).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);
    expect(res.body).toContain('<html lang="fil" dir="ltr">');
    expect(dataOf(res.body, 'game')).toBe('dice');
    expect(dataOf(res.body, 'lang')).toBe('TY');
    expect(dataOf(res.body, 'back')).toBe('/m/gameRecord');
  });

  it('sends the back button home unless the address is a path of the member site', async () => {
    for (const back of [
      'https://evil.example/m/home',
      '//evil.example/m/',
      '/m//evil.example',
      '/admin',
      'javascript:x',
    ]) {
      const res = await page(`/inhouse/limbo?back=${encodeURIComponent(back)}`);
      expect(dataOf(res.body, 'back')).toBe('/m/home');
    }
  });

  it('answers 404 pages for unknown games and for vendors it does not serve', async () => {
    for (const url of [
      '/inhouse/poker',
      '/vendor-sandbox/AUR/no-such-game',
      '/vendor-sandbox/INHOUSE/dice',
      '/vendor-sandbox/aur/aur-001',
    ]) {
      const res = await page(`${url}?lang=EN`);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('Game not found');
    }
  });

  it('serves a sandbox vendor’s round page with the vendor’s name and category', async () => {
    const res = await page('/vendor-sandbox/AUR/aur-001?lang=EN&back=/m/home');
    expect(res.statusCode).toBe(200);
    expect(dataOf(res.body, 'vendor-name')).toBe('Aurora Slots');
    expect(dataOf(res.body, 'category')).toBe('RNG');
    expect(res.body).toContain('/vendor-sandbox/assets/sandbox.js?v=');
  });

  it('serves the assets versioned, immutable, compressed, and their imports versioned too', async () => {
    const html = (await page('/inhouse/lucky-sevens')).body;
    const version = dataOf(html, 'v');
    const urls = [...html.matchAll(/(?:href|src)="(\/inhouse\/assets\/[^"]+)"/g)].map((m) => m[1] as string);
    expect(urls.length).toBeGreaterThanOrEqual(4);
    for (const url of urls) {
      const res = await t.request({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    const entry = await t.request({ method: 'GET', url: `/inhouse/assets/sevens.js?v=${version}` });
    expect(entry.body).toContain(`from"./widgets.js?v=${version}"`);
    expect(entry.body).not.toMatch(/from\s*["'`]\.\/[\w-]+\.js["'`]/);
    // Lazy parts (the fairness panel, the strings) are versioned too.
    const widgets = await t.request({ method: 'GET', url: `/inhouse/assets/widgets.js?v=${version}` });
    expect(widgets.body).toContain(`import(\`./i18n-en.js?v=${version}\`)`);

    const br = await t.request({
      method: 'GET',
      url: `/inhouse/assets/widgets.js?v=${version}`,
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    const again = await t.request({
      method: 'GET',
      url: `/inhouse/assets/widgets.js?v=${version}`,
      headers: { 'if-none-match': String(br.headers.etag) },
    });
    expect(again.statusCode).toBe(304);

    const unversioned = await t.request({ method: 'GET', url: '/inhouse/assets/game.css' });
    expect(unversioned.headers['cache-control']).toBe('public, max-age=300');
    expect((await t.request({ method: 'GET', url: '/inhouse/assets/nothing.js' })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: '/inhouse/assets/..%2Fgame-pages.routes.ts' })).statusCode).toBe(404);
  });
});
