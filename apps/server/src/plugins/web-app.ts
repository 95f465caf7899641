import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic, { type FastifyStaticOptions } from '@fastify/static';
import { type InitSettings, type LanguageCode, parseLanguage } from '@playdeck/contracts';
import type { RouteFacts } from '@playdeck/contracts/client';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sanitiseHtml } from '../lib/sanitise-html';
import { TtlCache } from '../lib/ttl-cache';
import { pageAssembler } from './page-assembly';
import { PageBody } from './page-body';
import type { PageCache } from './page-cache';
import { loadServerRenderer } from './page-render';

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

export function wantsWebApp(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (API_PREFIXES.some((prefix) => request.url.startsWith(prefix))) return false;
  const accept = request.headers.accept ?? '';
  return accept === '' || accept.includes('text/html') || accept.includes('*/*');
}

/**
 * Serves the built web app: hashed assets with a year's cache (pre-compressed brotli and gzip),
 * and for every page path the index with the merchant's initial settings, theme and language's
 * words written in, so the first paint needs no extra round trip on a slow network. A public
 * screen (issue 16) comes drawn: its markup and the data it shows, which the app takes over.
 */
export interface WebAppOptions {
  distDir: string;
  /** The merchant serving this page and its initial settings (throws when there is none). */
  initSettingsFor: (request: FastifyRequest) => Promise<{ merchantId: number; init: InitSettings }>;
  /** Answers an operation for a page's visitor, as the API would (a server render's data). */
  call: (request: FastifyRequest, language: LanguageCode, route: RouteFacts, input: unknown) => Promise<unknown>;
  pageCache: PageCache;
}

/** The language a page is drawn in: the one the player chose on this site (a cookie), else the merchant's. */
function pageLanguage(request: FastifyRequest, init: InitSettings): LanguageCode {
  const chosen = parseLanguage(/(?:^|;\s*)pd_lang=([A-Za-z-]{2,5})/.exec(request.headers.cookie ?? '')?.[1]);
  return chosen && init.info.languages.supported.includes(chosen) ? chosen : init.info.languages.default;
}

export async function registerWebApp(app: FastifyInstance, options: WebAppOptions) {
  const { distDir, initSettingsFor, call, pageCache } = options;
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ distDir }, 'web app is not built: pages are not served (run npm run build)');
    return null;
  }
  const template = readFileSync(indexFile, 'utf8');
  if (!template.includes('<!--pd:head-->')) throw new Error('index.html lacks the <!--pd:head--> marker');
  if (!template.includes('<div id="root"></div>')) throw new Error('index.html lacks <div id="root"></div>');
  const renderer = await loadServerRenderer(distDir, app.log);
  const pageOf = pageAssembler(distDir, template);
  const startCatalogues = new TtlCache<LanguageCode, Record<string, unknown>>(Number.POSITIVE_INFINITY);

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

  /** A public screen drawn on the server, from the page cache; null when the browser draws it. */
  async function drawnPage(request: FastifyRequest, merchantId: number, init: InitSettings, language: LanguageCode) {
    // The browser says it has a session (lib/session.ts): the page takes a member's shape.
    const member = /(?:^|;\s*)pd_member=1(?:;|$)/.test(request.headers.cookie ?? '');
    // Only the site as everyone sees it is drawn: not a maintenance or region page (each its own).
    if (!renderer || init.state !== 0 || !renderer.rendersOnServer(request.url.split('?')[0] ?? '')) return null;
    return pageCache.page({ merchantId, language, member, url: request.url }, async () => {
      const drawn = await renderer.renderPage({
        url: request.url,
        init,
        language,
        member,
        call: (route, input) => call(request, language, route, input),
        sanitiseHtml,
      });
      return drawn && new PageBody(pageOf(init, drawn.state, drawn));
    });
  }

  return async function sendIndex(request: FastifyRequest, reply: FastifyReply) {
    let page: PageBody | null = null;
    try {
      const { merchantId, init } = await initSettingsFor(request);
      const language = pageLanguage(request, init);
      page = await drawnPage(request, merchantId, init, language).catch((error: unknown) => {
        request.log.error({ err: error }, 'server render failed; the browser draws the page');
        return null;
      });
      if (!page) {
        const catalogues = renderer
          ? await startCatalogues.get(language, () => renderer.startCatalogues(language))
          : {};
        page = new PageBody(pageOf(init, { init, language, catalogues }));
      }
    } catch (error) {
      request.log.warn({ err: error }, 'no merchant for this page; the app will ask again');
      page = new PageBody(pageOf(null, null));
    }
    const { body, encoding } = page.for(request.headers['accept-encoding']);
    if (encoding) reply.header('content-encoding', encoding);
    return reply
      .status(200)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'cookie, accept-encoding')
      .header(
        'content-security-policy',
        [
          "default-src 'self'",
          "script-src 'self'",
          "style-src 'self' 'unsafe-inline'",
          "img-src 'self' data: blob: https:",
          "connect-src 'self'",
          "frame-src 'self' https:",
          "frame-ancestors 'self'",
          "base-uri 'self'",
          "form-action 'self'",
        ].join('; '),
      )
      .send(body);
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
