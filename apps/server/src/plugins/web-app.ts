import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic, { type FastifyStaticOptions } from '@fastify/static';
import { type InitSettings, languageLocales, themeToCss } from '@playdeck/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Paths that belong to the APIs: an unknown one answers JSON 404, never the web app. */
const API_PREFIXES = [
  '/wps/',
  '/vendor-api/',
  '/admin/',
  '/docs',
  '/assets/',
  '/healthz',
  '/readyz',
  '/payment/',
  '/sandbox-gateway/',
];

function escapeJsonForHtml(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function wantsWebApp(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (API_PREFIXES.some((prefix) => request.url.startsWith(prefix))) return false;
  const accept = request.headers.accept ?? '';
  return accept === '' || accept.includes('text/html') || accept.includes('*/*');
}

/**
 * Serves the built web app: hashed assets with a year's cache (pre-compressed brotli and gzip),
 * and for every page path the index with the merchant's initial settings and theme written in,
 * so the first paint needs no extra round trip on a slow network.
 */
export interface WebAppOptions {
  distDir: string;
  /** The initial settings of the merchant serving this page (throws when there is none). */
  initSettingsFor: (request: FastifyRequest) => Promise<InitSettings>;
}

export async function registerWebApp(app: FastifyInstance, { distDir, initSettingsFor }: WebAppOptions) {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ distDir }, 'web app is not built: pages are not served (run npm run build)');
    return null;
  }
  const template = readFileSync(indexFile, 'utf8');
  if (!template.includes('<!--pd:head-->')) throw new Error('index.html lacks the <!--pd:head--> marker');

  // The static files get a scope of their own whose errors never reach the client as a 5xx: a
  // directory (`/`, `/assets/` without an Accept-Encoding), a malformed or `..` path is a refusal
  // by @fastify/static (403, 400), and such a path is simply not a file: the site or a 404.
  await app.register(async (scope) => {
    scope.setErrorHandler((error: { statusCode?: number }, request, reply) => {
      if (!(error.statusCode && error.statusCode < 500)) request.log.error({ err: error }, 'static file failed');
      return reply.callNotFound();
    });
    await scope.register(fastifyStatic, staticOptions(distDir));
  });

  return async function sendIndex(request: FastifyRequest, reply: FastifyReply) {
    let init: InitSettings | null = null;
    try {
      init = await initSettingsFor(request);
    } catch (error) {
      request.log.warn({ err: error }, 'no merchant for this page; the app will ask again');
    }
    const nonce = randomBytes(16).toString('base64');
    const head = init
      ? [
          `<title>${escapeHtml(init.info.site.name)}</title>`,
          `<meta name="theme-color" content="${init.info.theme.headerBackground}">`,
          `<style id="pd-theme">${themeToCss(init.info.theme)}</style>`,
          `<script nonce="${nonce}">window.__PD_INIT__=${escapeJsonForHtml(init)}</script>`,
        ].join('')
      : '<title>Playdeck</title>';
    const html = template
      .replace('<!--pd:head-->', head)
      .replace('<html lang="en">', `<html lang="${init ? languageLocales[init.info.languages.default] : 'en'}">`);
    return reply
      .status(200)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header(
        'content-security-policy',
        [
          "default-src 'self'",
          `script-src 'self' 'nonce-${nonce}'`,
          "style-src 'self' 'unsafe-inline'",
          "img-src 'self' data: blob: https:",
          "connect-src 'self'",
          "frame-src 'self' https:",
          "frame-ancestors 'self'",
          "base-uri 'self'",
          "form-action 'self'",
        ].join('; '),
      )
      .send(html);
  };
}

/** Hashed assets with a year's cache, pre-compressed brotli and gzip; the index only through sendIndex. */
function staticOptions(distDir: string): FastifyStaticOptions {
  return {
    root: distDir,
    prefix: '/',
    index: false,
    wildcard: true,
    preCompressed: true,
    cacheControl: false,
    allowedPath: (pathName) => pathName !== '/index.html',
    setHeaders(res, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    },
  };
}
