import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/create-test-app';

// Issue 8 item 10: a built-looking web app; clients that send no Accept-Encoding (curl, health checks).
let t: TestApp;
let dist: string;
const SCRIPT = 'console.log("playdeck")';

beforeAll(async () => {
  dist = mkdtempSync(path.join(os.tmpdir(), 'playdeck-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html lang="en"><head><!--pd:head--></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(dist, 'assets', 'app-3f2a.js'), SCRIPT);
  writeFileSync(path.join(dist, 'assets', 'app-3f2a.js.gz'), gzipSync(SCRIPT));
  writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  t = await createTestApp({ WEB_DIST: dist });
  await t.listen();
});
afterAll(async () => {
  await t?.close();
  rmSync(dist, { recursive: true, force: true });
});

/** A plain HTTP/1.1 GET with exactly these headers (fetch would add Accept-Encoding itself). */
function rawGet(pathName: string, headers: Record<string, string> = {}) {
  const { hostname, port } = new URL(t.url);
  return new Promise<{ status: number; type: string; encoding: string; body: string }>((resolve, reject) => {
    const req = httpRequest({ hostname, port, path: pathName, method: 'GET', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const encoding = String(res.headers['content-encoding'] ?? '');
        const raw = Buffer.concat(chunks);
        // What the client would read: a page is compressed when the client accepts it (issue 16).
        const decoded = encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw;
        resolve({
          status: res.statusCode ?? 0,
          type: String(res.headers['content-type'] ?? ''),
          encoding,
          body: decoded.toString('latin1'),
        });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

describe('static web app', () => {
  it('GET / answers the site without Accept-Encoding, and with it', async () => {
    const variants: Record<string, string>[] = [
      {},
      { 'accept-encoding': 'gzip, br' },
      { accept: '*/*' },
      { 'accept-encoding': 'identity' },
    ];
    for (const headers of variants) {
      const res = await rawGet('/', headers);
      expect(res.status, JSON.stringify(headers)).toBe(200);
      expect(res.type).toContain('text/html');
      expect(res.body).toContain('<div id="root">');
      expect(res.encoding).toBe(headers['accept-encoding'] === 'gzip, br' ? 'br' : '');
    }
  });

  it('serves assets plain and pre-compressed', async () => {
    const plain = await rawGet('/assets/app-3f2a.js');
    expect(plain.status).toBe(200);
    expect(plain.body).toBe(SCRIPT);
    const res = await t.app.inject({
      method: 'GET',
      url: '/assets/app-3f2a.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('directories, doubled slashes and encoded .. get the site or a 404, never 5xx', async () => {
    const paths = [
      '/assets/',
      '/assets//',
      '/assets',
      '/assets/missing.js',
      '/%2e%2e/%2e%2e/etc/passwd',
      '/assets/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
      '/assets/..%2f..%2f..%2fetc%2fpasswd',
      '/..%2f..%2fpackage.json',
      '/%2e%2e%2f',
      '/m/%2e%2e/%2e%2e/',
      '//',
      '/index.html',
      '/favicon.svg/',
      '/%00',
      '/assets/%00.js',
    ];
    const variants: Record<string, string>[] = [{}, { 'accept-encoding': 'gzip, br' }];
    for (const accept of variants) {
      for (const pathName of paths) {
        const res = await rawGet(pathName, accept);
        expect(
          [200, 404],
          `${pathName} ${JSON.stringify(accept)} -> ${res.status} ${res.body.slice(0, 200)}`,
        ).toContain(res.status);
        expect(res.body).not.toContain('root:');
        if (res.status === 200) expect(res.type).toMatch(/text\/html|image\/svg/);
      }
    }
  });

  it('a URL that is not valid UTF-8 is a 400 in the envelope', async () => {
    for (const pathName of ['/%c0%ae%c0%ae/', '/assets/%ff.js', '/m/%e0%a4']) {
      const res = await rawGet(pathName);
      expect(res.status, pathName).toBe(400);
      expect(JSON.parse(res.body).errorCode).toBe('request.malformed');
    }
  });

  it('an asset path that is not a file is a JSON 404', async () => {
    for (const pathName of ['/assets/', '/assets//', '/assets/missing.js']) {
      const res = await rawGet(pathName, { accept: 'text/html' });
      expect(res.status).toBe(404);
      expect(JSON.parse(res.body).errorCode).toBe('route.not.found');
    }
  });
});
