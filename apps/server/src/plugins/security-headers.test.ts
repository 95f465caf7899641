import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/create-test-app';

// Issue 8 item 9: /docs gets a CSP and frame protection; HSTS only over HTTPS (or a trusted proxy's word).
let direct: TestApp;
let proxied: TestApp;
beforeAll(async () => {
  direct = await createTestApp();
  proxied = await createTestApp({ TRUST_PROXY: 'true' });
});
afterAll(async () => {
  await direct?.close();
  await proxied?.close();
});

const directive = (csp: string, name: string) =>
  csp
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith(`${name} `));

describe('/docs', () => {
  it('has a CSP that forbids framing and inline script, and X-Frame-Options DENY', async () => {
    for (const url of ['/docs', '/docs/', '/docs/static/index.html']) {
      const res = await direct.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBeLessThan(400);
      const csp = String(res.headers['content-security-policy'] ?? '');
      expect(directive(csp, 'frame-ancestors'), url).toBe("frame-ancestors 'none'");
      expect(directive(csp, 'script-src'), url).toBe("script-src 'self'");
      expect(directive(csp, 'object-src'), url).toBe("object-src 'none'");
      expect(res.headers['x-frame-options'], url).toBe('DENY');
    }
  });

  it('the Swagger UI still works under that CSP: its page uses only its own script files', async () => {
    const page = await direct.app.inject({ method: 'GET', url: '/docs/' });
    const html = page.body;
    expect(html).toContain('id="swagger-ui"');
    // Every <script> has a same-origin src and no inline body (script-src 'self' would block it).
    const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThanOrEqual(3);
    for (const [, attrs, body] of scripts) {
      expect(body?.trim()).toBe('');
      const src = attrs?.match(/src="([^"]+)"/)?.[1] ?? '';
      expect(src).toMatch(/^\.\/static\//);
      const file = await direct.app.inject({ method: 'GET', url: `/docs/${src.slice(2)}` });
      expect(file.statusCode, src).toBe(200);
      expect(String(file.headers['content-type'])).toContain('javascript');
    }
    // The initializer fetches the document from the same origin (connect-src 'self').
    const init = await direct.app.inject({ method: 'GET', url: '/docs/static/swagger-initializer.js' });
    expect(init.body).toMatch(/url: '\.\/json'|resolveUrl\('\.\/json'\)|\/docs\/json/);
    const json = await direct.app.inject({ method: 'GET', url: '/docs/json' });
    expect(json.statusCode).toBe(200);
    expect(json.json().openapi).toBe('3.0.3');
  });
});

describe('frame protection and HSTS', () => {
  it('every answer carries X-Frame-Options SAMEORIGIN (the site frames its own game pages only)', async () => {
    for (const url of ['/healthz', '/wps/system/init', '/no/such/api']) {
      const res = await direct.request({ method: 'GET', url, headers: { accept: 'application/json' } });
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
    }
  });

  it('no HSTS over plain http, nor when an untrusted client claims X-Forwarded-Proto', async () => {
    const plain = await direct.request({ method: 'GET', url: '/healthz' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const claimed = await direct.request({ method: 'GET', url: '/healthz', headers: { 'x-forwarded-proto': 'https' } });
    expect(claimed.headers['strict-transport-security']).toBeUndefined();
    const viaProxyHttp = await proxied.request({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-forwarded-proto': 'http' },
    });
    expect(viaProxyHttp.headers['strict-transport-security']).toBeUndefined();
  });

  it('HSTS when a trusted proxy says the client came over HTTPS, on pages, APIs and /docs', async () => {
    for (const url of ['/healthz', '/wps/system/init', '/docs/']) {
      const res = await proxied.request({ method: 'GET', url, headers: { 'x-forwarded-proto': 'https' } });
      expect(res.headers['strict-transport-security'], url).toMatch(/^max-age=31536000; includeSubDomains$/);
    }
  });
});
