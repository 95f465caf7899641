import {
  cursorPage,
  favouriteRequest,
  favouritesPage,
  favouritesQuery,
  gameCategories,
  gameItem,
  gameListQuery,
  gameMenuItem,
  gameRecord,
  gameRecordQuery,
  hotGamesQuery,
  launchQuery,
  launchResponse,
  pagedGames,
  recentQuery,
  vendorData,
  vendorOfCategory,
} from '@playdeck/contracts';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { games, merchantGames } from '../../db/schema';
import { envelopeResponses, ok } from '../../lib/http';
import { TtlCache } from '../../lib/ttl-cache';
import { gamesByIds, hotGames, listGames, merchantVendorList, vendorIconPath } from './catalogue.service';
import {
  addFavourite,
  addRecent,
  favouriteIds,
  gameRecords,
  launchGame,
  recentIds,
  removeFavourite,
} from './play.service';

const nodeQuery = z.object({ nodeId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

/** Games (spec 7 Games calls). Lists are public; favourites, recent, launch and records need a session. */
export const gameRoutes: FastifyPluginAsyncZod = async (app) => {
  const { services } = app;
  const db = services.database.db;
  const tags = ['games'];
  // The catalogue changes rarely and every visitor asks for the same pages: a few seconds of cache.
  const cache = new TtlCache<string, unknown>(5_000);
  const cached = <T>(key: string, load: () => Promise<T>) => cache.get(key, load) as Promise<T>;

  app.get(
    '/game/list',
    {
      schema: {
        tags,
        summary: 'Game list of a category with every filter, 26 a page from 1 (spec 7)',
        querystring: gameListQuery,
        response: envelopeResponses(pagedGames),
      },
    },
    async (request) => {
      const q = request.query;
      const exponent = request.merchant.currency.exponent;
      const key = `list|${request.merchant.id}|${request.language}|${JSON.stringify(q)}`;
      return ok(
        await cached(key, () =>
          q.gameType === 'HOT'
            ? hotGames(db, request.merchant, undefined, q.pageSize, request.language).then((list) => ({
                games: list,
                pageNum: 1,
                totalPages: 1,
                total: list.length,
              }))
            : listGames(
                db,
                request.merchant,
                {
                  // Spec 2: the INHOUSE category is the RNG list of the in-house vendor.
                  category: q.gameType === 'INHOUSE' ? 'RNG' : q.gameType,
                  vendor: q.gameType === 'INHOUSE' ? 'INHOUSE' : q.vassalage,
                  name: q.gameName || undefined,
                  classification: q.gameClassify || undefined,
                  isNew: q.isNew,
                  maxMinBet: q.minBet ? Math.round(Number(q.minBet) * 10 ** exponent) : undefined,
                  minLines: q.minLine,
                },
                { pageNo: q.pageNo, pageSize: q.pageSize },
                request.language,
              ),
        ),
      );
    },
  );

  app.get(
    '/game/hot',
    {
      schema: {
        tags,
        summary: 'Hot games (platform 2)',
        querystring: hotGamesQuery,
        response: envelopeResponses(z.array(gameItem)),
      },
    },
    async (request) =>
      ok(
        await cached(
          `hot|${request.merchant.id}|${request.language}|${request.query.gameType ?? ''}|${request.query.limit}`,
          () => hotGames(db, request.merchant, request.query.gameType, request.query.limit, request.language),
        ),
      ),
  );

  app.get(
    '/game/vendorData',
    {
      schema: {
        tags,
        summary: 'Vendor data: sorting (categories with their vendors) and mapping (spec 3)',
        response: envelopeResponses(vendorData),
      },
    },
    async (request) =>
      ok(
        await cached(`vendors|${request.merchant.id}`, async () => {
          const list = await merchantVendorList(db, request.merchant.id);
          const lobbies = list.length
            ? await db
                .select({ id: games.id, vendor: games.vendorCode })
                .from(games)
                .where(
                  and(
                    inArray(
                      games.vendorCode,
                      list.map((v) => v.code),
                    ),
                    eq(games.gameCode, 'lobby'),
                  ),
                )
            : [];
          const lobbyOf = new Map(lobbies.map((l) => [l.vendor, l.id]));
          const sorting = [];
          const mapping: Record<string, z.infer<typeof vendorData>['mapping'][string]> = {};
          for (const category of gameCategories.filter((c) => c !== 'HOT')) {
            const serving = list.filter((v) => v.categories.includes(category));
            if (serving.length === 0) continue;
            sorting.push({
              gameCategory: category,
              vendorNames: serving.map((v) => ({ gameType: category, vassalage: v.code, accountTypeName: v.name })),
            });
            mapping[category] = serving.map((v) => ({
              vassalage: v.code,
              name: v.name,
              gameType: category,
              gameCategory: category,
              gameId: lobbyOf.has(v.code) ? 'lobby' : '',
              nodeId: lobbyOf.get(v.code) ?? 0,
              mobileLargeIcon: vendorIconPath(request.merchant.code, v.code, 'large'),
              mobileSmallIcon: vendorIconPath(request.merchant.code, v.code, 'white'),
              accountTypeName: v.name,
            }));
          }
          return { sorting, mapping };
        }),
      ),
  );

  app.get(
    '/game/menus',
    {
      schema: {
        tags,
        summary: 'Game menus: the categories this merchant offers, in the spec’s order',
        response: envelopeResponses(z.array(gameMenuItem)),
      },
    },
    async (request) =>
      ok(
        await cached(`menus|${request.merchant.id}`, async () => {
          const counts = await db
            .select({ category: merchantGames.category, vendor: merchantGames.vendorCode, n: count() })
            .from(merchantGames)
            .where(and(eq(merchantGames.merchantId, request.merchant.id), eq(merchantGames.enabled, true)))
            .groupBy(merchantGames.category, merchantGames.vendorCode);
          const [hot] = await db
            .select({ n: count() })
            .from(merchantGames)
            .where(and(eq(merchantGames.merchantId, request.merchant.id), sql`${merchantGames.hotRank} is not null`));
          const sum = (category: string) => counts.filter((c) => c.category === category).reduce((s, c) => s + c.n, 0);
          const inhouse = counts.filter((c) => c.vendor === 'INHOUSE').reduce((s, c) => s + c.n, 0);
          return gameCategories
            .map((category) => ({
              gameCategory: category,
              count: category === 'HOT' ? (hot?.n ?? 0) : category === 'INHOUSE' ? inhouse : sum(category),
            }))
            .filter((m) => m.count > 0);
        }),
      ),
  );

  app.get(
    '/game/vassalGameTypes',
    {
      schema: {
        tags,
        summary: 'Vendors of each category with their game counts (typeId 1)',
        querystring: z.object({ typeId: z.string().max(4).optional(), gameType: z.enum(gameCategories).optional() }),
        response: envelopeResponses(z.array(vendorOfCategory)),
      },
    },
    async (request) => {
      const rows = await cached(`vassal|${request.merchant.id}`, async () => {
        const list = await merchantVendorList(db, request.merchant.id);
        const counts = await db
          .select({ category: merchantGames.category, vendor: merchantGames.vendorCode, n: count() })
          .from(merchantGames)
          .where(and(eq(merchantGames.merchantId, request.merchant.id), eq(merchantGames.enabled, true)))
          .groupBy(merchantGames.category, merchantGames.vendorCode);
        return counts
          .map((c) => ({
            vassalage: c.vendor,
            name: list.find((v) => v.code === c.vendor)?.name ?? c.vendor,
            gameCategory: c.category,
            count: c.n,
          }))
          .filter((c) => list.some((v) => v.code === c.vassalage))
          .sort(
            (a, b) => list.findIndex((v) => v.code === a.vassalage) - list.findIndex((v) => v.code === b.vassalage),
          );
      });
      return ok(request.query.gameType ? rows.filter((r) => r.gameCategory === request.query.gameType) : rows);
    },
  );

  app.get(
    '/game/vassalage',
    {
      schema: {
        tags,
        summary: 'All vendors (vassalage) of this merchant',
        response: envelopeResponses(
          z.array(z.object({ vassalage: z.string(), name: z.string(), categories: z.array(z.string()) })),
        ),
      },
    },
    async (request) =>
      ok(
        (await merchantVendorList(db, request.merchant.id)).map((v) => ({
          vassalage: v.code,
          name: v.name,
          categories: v.categories,
        })),
      ),
  );

  app.post(
    '/game/favourite',
    {
      config: { auth: 'member' },
      schema: {
        tags,
        summary: 'Add a favourite (already there: no change)',
        body: favouriteRequest,
        response: envelopeResponses(z.object({})),
      },
    },
    async (request) => {
      await addFavourite(db, request.merchant.id, request.member.memberId, request.body.nodeId);
      return ok({});
    },
  );

  app.delete(
    '/game/favourite',
    {
      config: { auth: 'member' },
      schema: {
        tags,
        summary: 'Remove a favourite',
        querystring: favouriteRequest,
        response: envelopeResponses(z.object({})),
      },
    },
    async (request) => {
      await removeFavourite(db, request.member.memberId, request.query.nodeId);
      return ok({});
    },
  );

  app.get(
    '/game/favourite/ids',
    {
      config: { auth: 'member' },
      schema: {
        tags,
        summary: 'The member’s favourite ids (favourite state follows this list)',
        response: envelopeResponses(z.array(z.number().int())),
      },
    },
    async (request) => ok(await favouriteIds(db, request.member.memberId)),
  );

  app.get(
    '/game/favourites',
    {
      config: { auth: 'member' },
      schema: {
        tags,
        summary: 'Favourites, paged (spec 3 favourite page)',
        querystring: favouritesQuery,
        response: envelopeResponses(favouritesPage),
      },
    },
    async (request) => {
      const all = await gamesByIds(
        db,
        request.merchant,
        await favouriteIds(db, request.member.memberId),
        request.language,
      );
      const filtered = request.query.gameType ? all.filter((g) => g.gameCategory === request.query.gameType) : all;
      const { pageNo, pageSize } = request.query;
      return ok({
        content: filtered.slice((pageNo - 1) * pageSize, pageNo * pageSize),
        pageNum: pageNo,
        totalPages: Math.ceil(filtered.length / pageSize),
      });
    },
  );

  app.get(
    '/game/recent/add',
    {
      config: { auth: 'member' },
      schema: { tags, summary: 'Add a recent game', querystring: nodeQuery, response: envelopeResponses(z.object({})) },
    },
    async (request) => {
      const [offered] = await db
        .select({ id: merchantGames.gameId })
        .from(merchantGames)
        .where(and(eq(merchantGames.merchantId, request.merchant.id), eq(merchantGames.gameId, request.query.nodeId)));
      if (offered) await addRecent(db, request.member.memberId, offered.id);
      return ok({});
    },
  );

  app.get(
    '/game/recent',
    {
      config: { auth: 'member' },
      schema: {
        tags,
        summary: 'Recent games (the last 25)',
        querystring: recentQuery,
        response: envelopeResponses(z.array(gameItem)),
      },
    },
    async (request) => {
      const all = await gamesByIds(
        db,
        request.merchant,
        await recentIds(db, request.member.memberId),
        request.language,
      );
      const filtered = request.query.gameType ? all.filter((g) => g.gameCategory === request.query.gameType) : all;
      return ok(filtered.slice(0, request.query.pageSize));
    },
  );

  app.get(
    '/game/launchGame',
    {
      config: { auth: 'member' },
      schema: {
        tags,
        summary: 'Launch a game: the address that opens it (spec 7)',
        querystring: launchQuery,
        response: envelopeResponses(launchResponse),
      },
    },
    async (request) =>
      ok(await launchGame(services, request.merchant, request.member, request.query, request.language)),
  );

  app.get(
    '/game/records',
    {
      config: { auth: 'member' },
      schema: {
        tags,
        summary: 'Betting records (spec: /m/gameRecord)',
        querystring: gameRecordQuery,
        response: envelopeResponses(cursorPage(gameRecord)),
      },
    },
    async (request) => ok(await gameRecords(db, request.member.memberId, request.query, request.language)),
  );
};
