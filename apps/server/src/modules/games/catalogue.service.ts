import type { GameItem, LanguageCode, PagedGames } from '@playdeck/contracts';
import { and, asc, count, eq, gte, inArray, isNotNull, lte, type SQL, sql } from 'drizzle-orm';
import { games, merchantGames, merchantVendors, vendors } from '../../db/schema';
import type { Db } from '../../db/types';
import type { MerchantConfig } from '../settings/settings.service';

type GameRow = typeof games.$inferSelect;

/** The name in the request's language, falling back to English. */
export const nameOf = (names: Record<string, string>, language: LanguageCode) => names[language] ?? names.EN ?? '';

/** Generated artwork of a game (see media.routes); the web app puts a CDN in front when configured. */
export const gameIconPath = (id: number) => `/media/games/${id}.webp`;
export const vendorIconPath = (merchantCode: string, vendor: string, variant: 'white' | 'large') =>
  `/media/${merchantCode.toUpperCase()}/vendors/${vendor}-${variant}.webp`;

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

export interface ListFilter {
  category: string;
  vendor?: string | undefined;
  name?: string | undefined;
  classification?: string | undefined;
  isNew?: boolean | undefined;
  /** Minor units: games whose smallest stake is at most this. */
  maxMinBet?: number | undefined;
  minLines?: number | undefined;
}

/** The conditions of a merchant's list; the merchant and category come first, as in the index. */
function conditions(merchantId: number, filter: ListFilter): SQL[] {
  const parts: SQL[] = [
    eq(merchantGames.merchantId, merchantId),
    eq(merchantGames.category, filter.category),
    eq(merchantGames.enabled, true),
    eq(games.status, 'active'),
  ];
  if (filter.vendor) parts.push(eq(merchantGames.vendorCode, filter.vendor));
  if (filter.name)
    parts.push(sql`${games.searchText} like ${`%${filter.name.toLowerCase().replace(/[%_\\]/g, '\\$&')}%`}`);
  if (filter.classification) parts.push(sql`${filter.classification} = any(${games.classifications})`);
  if (filter.isNew) parts.push(eq(games.isNew, true));
  if (filter.maxMinBet !== undefined) parts.push(lte(games.minBet, filter.maxMinBet));
  if (filter.minLines !== undefined) parts.push(gte(games.lines, filter.minLines));
  return parts;
}

async function vendorNames(db: Db) {
  const rows = await db.select({ code: vendors.code, name: vendors.name }).from(vendors);
  return new Map(rows.map((r) => [r.code, r.name]));
}

/**
 * Spec 7 game list: one page of a category in the merchant's order, with every filter; pages
 * from 1. One index range of merchant_games (merchant, category[, vendor], order) per page.
 */
export async function listGames(
  db: Db,
  merchant: MerchantConfig,
  filter: ListFilter,
  page: { pageNo: number; pageSize: number },
  language: LanguageCode,
): Promise<PagedGames> {
  const where = and(...conditions(merchant.id, filter));
  const [rows, [total], names] = await Promise.all([
    db
      .select({ game: games })
      .from(merchantGames)
      .innerJoin(games, eq(games.id, merchantGames.gameId))
      .where(where)
      .orderBy(asc(merchantGames.sortOrder), asc(merchantGames.gameId))
      .limit(page.pageSize)
      .offset((page.pageNo - 1) * page.pageSize),
    db.select({ n: count() }).from(merchantGames).innerJoin(games, eq(games.id, merchantGames.gameId)).where(where),
    vendorNames(db),
  ]);
  const n = total?.n ?? 0;
  return {
    games: rows.map((r) => toGameItem(r.game, names.get(r.game.vendorCode) ?? r.game.vendorCode, language)),
    pageNum: page.pageNo,
    totalPages: Math.ceil(n / page.pageSize),
    total: n,
  };
}

/** Spec 7 hot games: the merchant's hot ranks, optionally of one category. */
export async function hotGames(
  db: Db,
  merchant: MerchantConfig,
  category: string | undefined,
  limit: number,
  language: LanguageCode,
) {
  const [rows, names] = await Promise.all([
    db
      .select({ game: games })
      .from(merchantGames)
      .innerJoin(games, eq(games.id, merchantGames.gameId))
      .where(
        and(
          eq(merchantGames.merchantId, merchant.id),
          isNotNull(merchantGames.hotRank),
          eq(merchantGames.enabled, true),
          eq(games.status, 'active'),
          category && category !== 'HOT' ? eq(merchantGames.category, category) : undefined,
        ),
      )
      .orderBy(asc(merchantGames.hotRank))
      .limit(limit),
    vendorNames(db),
  ]);
  return rows.map((r) => toGameItem(r.game, names.get(r.game.vendorCode) ?? r.game.vendorCode, language));
}

/** Games of this merchant by id (favourites, recent): only those it offers. */
export async function gamesByIds(db: Db, merchant: MerchantConfig, ids: number[], language: LanguageCode) {
  if (ids.length === 0) return [];
  const [rows, names] = await Promise.all([
    db
      .select({ game: games })
      .from(merchantGames)
      .innerJoin(games, eq(games.id, merchantGames.gameId))
      .where(
        and(
          eq(merchantGames.merchantId, merchant.id),
          inArray(merchantGames.gameId, ids),
          eq(merchantGames.enabled, true),
          eq(games.status, 'active'),
        ),
      ),
    vendorNames(db),
  ]);
  const byId = new Map(
    rows.map((r) => [r.game.id, toGameItem(r.game, names.get(r.game.vendorCode) ?? r.game.vendorCode, language)]),
  );
  return ids.map((id) => byId.get(id)).filter((g): g is GameItem => g !== undefined);
}

/** One game the merchant offers, or undefined. */
export async function offeredGame(db: Db, merchantId: number, gameId: number) {
  const [row] = await db
    .select({ game: games, vendor: vendors })
    .from(merchantGames)
    .innerJoin(games, eq(games.id, merchantGames.gameId))
    .innerJoin(vendors, eq(vendors.code, games.vendorCode))
    .innerJoin(
      merchantVendors,
      and(eq(merchantVendors.merchantId, merchantGames.merchantId), eq(merchantVendors.vendorCode, games.vendorCode)),
    )
    .where(
      and(
        eq(merchantGames.merchantId, merchantId),
        eq(merchantGames.gameId, gameId),
        eq(merchantGames.enabled, true),
        eq(games.status, 'active'),
        eq(vendors.status, 'active'),
        eq(merchantVendors.enabled, true),
      ),
    );
  return row;
}

/** The merchant's vendors in its order, with the categories each serves. */
export async function merchantVendorList(db: Db, merchantId: number) {
  return db
    .select({
      code: vendors.code,
      name: vendors.name,
      categories: vendors.categories,
      sortOrder: merchantVendors.sortOrder,
    })
    .from(merchantVendors)
    .innerJoin(vendors, eq(vendors.code, merchantVendors.vendorCode))
    .where(
      and(eq(merchantVendors.merchantId, merchantId), eq(merchantVendors.enabled, true), eq(vendors.status, 'active')),
    )
    .orderBy(asc(merchantVendors.sortOrder));
}
