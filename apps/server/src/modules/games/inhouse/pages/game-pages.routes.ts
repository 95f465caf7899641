import { type LanguageCode, parseLanguage } from '@playdeck/contracts';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../../../db/client';
import { AppError } from '../../../../lib/errors';
import { nameOf } from '../../catalogue/catalogue.service';
import { createVendorsRepo } from '../../vendors/vendors.repo';
import { INHOUSE } from '../inhouse.service';
import { isInhouseGame } from '../rules';
import { loadPageAssets } from './page-assets';
import { gamePage, notFoundPage, PAGE_CSP, safeBack } from './page-html';

/** Each in-house game's script (browser/<name>.ts). */
const ENTRY: Record<string, string> = { dice: 'dice', limbo: 'limbo', 'lucky-sevens': 'sevens' };
/** The sandbox play route's own stake limit (sandbox-vendor.routes). */
const SANDBOX_MAX_STAKE = 1_000_000;
const SANDBOX_PREFIX = '/vendor-sandbox/';

interface PageQuery {
  lang?: string;
  back?: string;
}

/**
 * The pages a game launch opens (the vendors' launchUrl templates): the in-house games at
 * /inhouse/{game} and the sandbox vendors' round page at /vendor-sandbox/{vendor}/{game}. They
 * are small script pages that play through the in-house and sandbox APIs with the launch token.
 */
export const gamePagesRoutes: FastifyPluginAsync<{ database: Pick<Database, 'db'> }> = async (app, { database }) => {
  const db = database.db;
  const { version, files, entry } = loadPageAssets();
  const stringsOf = (language: LanguageCode) => entry(`i18n-${language.toLowerCase()}`);

  const languageOf = (request: FastifyRequest<{ Querystring: PageQuery }>): LanguageCode =>
    parseLanguage(request.query.lang) ?? 'EN';

  function sendPage(reply: FastifyReply, status: number, html: string) {
    return (
      reply
        .status(status)
        .header('content-type', 'text/html; charset=utf-8')
        // The address carries the launch token and the page shows a live balance: never stored.
        .header('cache-control', 'no-store')
        .header('content-security-policy', PAGE_CSP)
        .send(html)
    );
  }

  /** A game's page: its script, its strings in the player's language, and the data it starts from. */
  function sendGame(
    reply: FastifyReply,
    language: LanguageCode,
    page: { assets: string; script: string; title: string; data: Record<string, string> },
  ) {
    const { assets, script, title, data } = page;
    const strings = stringsOf(language);
    return sendPage(reply, 200, gamePage({ language, assets, version, entry: entry(script), strings, title, data }));
  }

  function sendMissing(request: FastifyRequest<{ Querystring: PageQuery }>, reply: FastifyReply, assets: string) {
    return sendPage(
      reply,
      404,
      notFoundPage({ language: languageOf(request), assets, version, back: safeBack(request.query.back) }),
    );
  }

  for (const prefix of ['/inhouse/assets/', `${SANDBOX_PREFIX}assets/`]) {
    app.get<{ Params: { name: string }; Querystring: { v?: string } }>(
      `${prefix}:name`,
      { schema: { hide: true } },
      async (request, reply) => {
        const file = files.get(request.params.name);
        if (!file) throw new AppError('route.not.found');
        // A versioned address never changes content; an unversioned one is checked again soon.
        const immutable = request.query.v === version;
        reply
          .header('content-type', file.type)
          .header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=300')
          .header('etag', file.etag)
          .header('vary', 'accept-encoding');
        if (request.headers['if-none-match'] === file.etag) return reply.status(304).send();
        const accepts = String(request.headers['accept-encoding'] ?? '');
        if (/\bbr\b/.test(accepts)) return reply.header('content-encoding', 'br').send(file.br);
        if (/\bgzip\b/.test(accepts)) return reply.header('content-encoding', 'gzip').send(file.gzip);
        return reply.send(file.body);
      },
    );
  }

  app.get<{ Params: { game: string }; Querystring: PageQuery }>(
    '/inhouse/:game',
    { schema: { hide: true } },
    async (request, reply) => {
      const script = ENTRY[request.params.game];
      if (!script || !isInhouseGame(request.params.game)) return sendMissing(request, reply, '/inhouse/assets/');
      return sendGame(reply, languageOf(request), {
        assets: '/inhouse/assets/',
        script,
        title: 'Playdeck Originals',
        data: { kind: INHOUSE, game: request.params.game, back: safeBack(request.query.back) },
      });
    },
  );

  app.get<{ Params: { vendor: string; game: string }; Querystring: PageQuery }>(
    `${SANDBOX_PREFIX}:vendor/:game`,
    { schema: { hide: true } },
    async (request, reply) => {
      const { vendor, game } = request.params;
      const assets = `${SANDBOX_PREFIX}assets/`;
      if (!/^[A-Z0-9_]{2,20}$/.test(vendor) || game.length > 60) return sendMissing(request, reply, assets);
      const found = await createVendorsRepo(db).activeGame(vendor, game);
      // Only the vendors whose games Playdeck serves itself have a page here.
      if (!found?.launchUrl.startsWith(SANDBOX_PREFIX)) return sendMissing(request, reply, assets);
      const language = languageOf(request);
      return sendGame(reply, language, {
        assets,
        script: 'sandbox',
        title: `${nameOf(found.names, language)} · ${found.vendorName}`,
        data: {
          kind: 'sandbox',
          vendor,
          'vendor-name': found.vendorName,
          game,
          category: found.category,
          back: safeBack(request.query.back),
          'max-stake': String(SANDBOX_MAX_STAKE),
        },
      });
    },
  );
};
