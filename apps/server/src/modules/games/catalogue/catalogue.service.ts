import type { GameItem, gameListQuery, hotGamesQuery, LanguageCode, PagedGames, VendorData } from '@playdeck/contracts';
import type { z } from 'zod';
import type { Db } from '../../../db/types';
import { TtlCache } from '../../../lib/ttl-cache';
import type { MerchantConfig } from '../../settings/settings.service';
import { createCatalogueRepo, type GameRow } from './catalogue.repo';
import { categoryVendorsOf, menusOf, vendorDataOf, vendorsOf } from './catalogue-vendors';

export { vendorIconPath } from './catalogue-vendors';

/** The name in the request's language, falling back to English. */
export const nameOf = (names: Record<string, string>, language: LanguageCode) => names[language] ?? names.EN ?? '';

export interface GameRef {
  id: number;
  code: string;
  vendorCode: string;
  names: Record<string, string>;
}

/**
 * The catalogue's names of some games, by id: other modules' records (the account record's bet,
 * win and refund lines) name a game as the catalogue does, in every language (issue 8 item 22).
 */
export async function gameNamesById(db: Db, ids: number[]): Promise<Map<number, GameRef>> {
  const rows = await createCatalogueRepo(db).refs(ids);
  return new Map(rows.map((row) => [row.id, row]));
}

/** Generated artwork of a game (see media.routes); the web app puts a CDN in front when configured. */
/**
 * The drawing's version: images are cached for a year without asking again, so a new way of
 * drawing them (issue 11: a scene per game) gets new addresses.
 */
const ARTWORK_VERSION = 2;

export const gameIconPath = (id: number) => `/media/games/${id}.webp?v=${ARTWORK_VERSION}`;

export function toGameItem(game: GameRow, vendorName: string, language: LanguageCode): GameItem {
  return {
    nodeId: game.id,
    gameName: nameOf(game.names, language),
    vassalage: game.vendorCode,
    vendorName,
    gameType: game.gameType,
    gameCategory: game.category,
    roomId: game.gameCode,
    gameId: game.gameCode,
    iconUrl: gameIconPath(game.id),
    supportPlay: game.supportPlay,
    isNew: game.isNew,
    minBet: game.minBet,
    lines: game.lines,
    classifications: game.classifications,
  };
}

/** Who asks: the merchant whose catalogue it is, and the language of the games' names. */
export interface CatalogueViewer {
  merchant: MerchantConfig;
  language: LanguageCode;
}

/** The games' catalogue as members see it (spec 7 Games calls). */
export function createCatalogue({ db }: { db: Db }) {
  const repo = createCatalogueRepo(db);
  // The catalogue changes rarely and every visitor asks for the same pages: a few seconds of cache.
  const cache = new TtlCache<string, unknown>(5_000);
  const cached = <T>(key: string, load: () => Promise<T>) => cache.get(key, load) as Promise<T>;

  const items = async (rows: GameRow[], language: LanguageCode) => {
    const names = await repo.vendorNames();
    return rows.map((game) => toGameItem(game, names.get(game.vendorCode) ?? game.vendorCode, language));
  };

  const hot = ({ merchant, language }: CatalogueViewer, category: string | undefined, limit: number) =>
    repo.hot(merchant.id, category, limit).then((rows) => items(rows, language));

  return {
    /** Spec 7 game list: one page of a category in the merchant's order, with every filter; pages from 1. */
    list(viewer: CatalogueViewer, query: z.infer<typeof gameListQuery>): Promise<PagedGames> {
      const { merchant, language } = viewer;
      const key = `list|${merchant.id}|${language}|${JSON.stringify(query)}`;
      return cached(key, async () => {
        if (query.gameType === 'HOT') {
          const games = await hot(viewer, undefined, query.pageSize);
          return { games, pageNum: 1, totalPages: 1, total: games.length };
        }
        const inhouse = query.gameType === 'INHOUSE';
        const page = { pageNo: query.pageNo, pageSize: query.pageSize };
        const [found, names] = await Promise.all([
          repo.page(
            merchant.id,
            {
              // Spec 2: the INHOUSE category is the RNG list of the in-house vendor.
              category: inhouse ? 'RNG' : query.gameType,
              vendor: inhouse ? 'INHOUSE' : query.vassalage,
              name: query.gameName || undefined,
              classification: query.gameClassify || undefined,
              isNew: query.isNew,
              maxMinBet: query.minBet ? Math.round(Number(query.minBet) * 10 ** merchant.currency.exponent) : undefined,
              minLines: query.minLine,
            },
            page,
          ),
          repo.vendorNames(),
        ]);
        return {
          games: found.games.map((game) => toGameItem(game, names.get(game.vendorCode) ?? game.vendorCode, language)),
          pageNum: page.pageNo,
          totalPages: Math.ceil(found.total / page.pageSize),
          total: found.total,
        };
      });
    },

    /** Spec 7 hot games: the merchant's hot ranks, optionally of one category. */
    hot(viewer: CatalogueViewer, query: z.infer<typeof hotGamesQuery>): Promise<GameItem[]> {
      const key = `hot|${viewer.merchant.id}|${viewer.language}|${query.gameType ?? ''}|${query.limit}`;
      return cached(key, () => hot(viewer, query.gameType, query.limit));
    },

    /** Games of this merchant by id (favourites, recent), in the order of the ids: only those it offers. */
    async gamesByIds({ merchant, language }: CatalogueViewer, ids: number[]): Promise<GameItem[]> {
      if (ids.length === 0) return [];
      const byId = new Map(
        (await items(await repo.offeredAmong(merchant.id, ids), language)).map((g) => [g.nodeId, g]),
      );
      return ids.map((id) => byId.get(id)).filter((g): g is GameItem => g !== undefined);
    },

    vendorData: (merchant: MerchantConfig): Promise<VendorData> =>
      cached(`vendors|${merchant.id}`, () => vendorDataOf(repo, merchant)),

    menus: (merchant: MerchantConfig) => cached(`menus|${merchant.id}`, () => menusOf(repo, merchant.id)),

    async categoryVendors(merchant: MerchantConfig, category: string | undefined) {
      const rows = await cached(`vassal|${merchant.id}`, () => categoryVendorsOf(repo, merchant.id));
      return category ? rows.filter((r) => r.gameCategory === category) : rows;
    },

    vendors: (merchant: MerchantConfig) => vendorsOf(repo, merchant.id),

    /** One game the merchant offers and can launch now, or undefined. */
    offered: (merchantId: number, gameId: number) => repo.offered(merchantId, gameId),

    /** Whether the merchant's catalogue lists the game (enabled or not). */
    listed: (merchantId: number, gameId: number) => repo.listed(merchantId, gameId),
  };
}

export type Catalogue = ReturnType<typeof createCatalogue>;
