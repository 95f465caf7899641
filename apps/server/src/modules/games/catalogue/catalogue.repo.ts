import { and, asc, count, eq, gte, inArray, isNotNull, lte, type SQL, sql } from 'drizzle-orm';
import { games, merchantGames, merchantVendors, vendors } from '../../../db/schema';
import type { Executor } from '../../../db/types';

export type GameRow = typeof games.$inferSelect;

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

/** A merchant's games a player may see: enabled by the merchant and active. */
const onOffer = (merchantId: number): SQL[] => [
  eq(merchantGames.merchantId, merchantId),
  eq(merchantGames.enabled, true),
  eq(games.status, 'active'),
];

/** The conditions of a merchant's list (one index range: merchant, category[, vendor], order). */
function conditions(merchantId: number, filter: ListFilter): SQL[] {
  const parts: SQL[] = [...onOffer(merchantId), eq(merchantGames.category, filter.category)];
  if (filter.vendor) parts.push(eq(merchantGames.vendorCode, filter.vendor));
  if (filter.name)
    parts.push(sql`${games.searchText} like ${`%${filter.name.toLowerCase().replace(/[%_\\]/g, '\\$&')}%`}`);
  if (filter.classification) parts.push(sql`${filter.classification} = any(${games.classifications})`);
  if (filter.isNew) parts.push(eq(games.isNew, true));
  if (filter.maxMinBet !== undefined) parts.push(lte(games.minBet, filter.maxMinBet));
  if (filter.minLines !== undefined) parts.push(gte(games.lines, filter.minLines));
  return parts;
}

/** The catalogue's queries: games, the merchant's offer of them, and vendors. */
export function createCatalogueRepo(db: Executor) {
  /** Games through the merchant's offer of them; the lists add their conditions and order. */
  const offeredGames = () =>
    db.select({ game: games }).from(merchantGames).innerJoin(games, eq(games.id, merchantGames.gameId));

  return {
    /**
     * One page of a category in the merchant's order, and how many there are in all: one index
     * range of merchant_games (merchant, category[, vendor], order) per page.
     */
    async page(merchantId: number, filter: ListFilter, page: { pageNo: number; pageSize: number }) {
      const where = and(...conditions(merchantId, filter));
      const [rows, [total]] = await Promise.all([
        offeredGames()
          .where(where)
          .orderBy(asc(merchantGames.sortOrder), asc(merchantGames.gameId))
          .limit(page.pageSize)
          .offset((page.pageNo - 1) * page.pageSize),
        db.select({ n: count() }).from(merchantGames).innerJoin(games, eq(games.id, merchantGames.gameId)).where(where),
      ]);
      return { games: rows.map((r) => r.game), total: total?.n ?? 0 };
    },

    /** The merchant's hot games by rank, optionally of one category. */
    async hot(merchantId: number, category: string | undefined, limit: number): Promise<GameRow[]> {
      const rows = await offeredGames()
        .where(
          and(
            ...onOffer(merchantId),
            isNotNull(merchantGames.hotRank),
            category && category !== 'HOT' ? eq(merchantGames.category, category) : undefined,
          ),
        )
        .orderBy(asc(merchantGames.hotRank))
        .limit(limit);
      return rows.map((r) => r.game);
    },

    /** Games the merchant offers among these ids, in no particular order. */
    async offeredAmong(merchantId: number, ids: number[]): Promise<GameRow[]> {
      if (ids.length === 0) return [];
      const rows = await offeredGames().where(and(...onOffer(merchantId), inArray(merchantGames.gameId, ids)));
      return rows.map((r) => r.game);
    },

    /** One game the merchant offers and can launch now (game, vendor and merchant's vendor active), or undefined. */
    async offered(merchantId: number, gameId: number) {
      const [row] = await db
        .select({ game: games, vendor: vendors })
        .from(merchantGames)
        .innerJoin(games, eq(games.id, merchantGames.gameId))
        .innerJoin(vendors, eq(vendors.code, games.vendorCode))
        .innerJoin(
          merchantVendors,
          and(
            eq(merchantVendors.merchantId, merchantGames.merchantId),
            eq(merchantVendors.vendorCode, games.vendorCode),
          ),
        )
        .where(
          and(
            ...onOffer(merchantId),
            eq(merchantGames.gameId, gameId),
            eq(vendors.status, 'active'),
            eq(merchantVendors.enabled, true),
          ),
        );
      return row;
    },

    /** Whether the merchant's catalogue lists the game at all (enabled or not). */
    async listed(merchantId: number, gameId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: merchantGames.gameId })
        .from(merchantGames)
        .where(and(eq(merchantGames.merchantId, merchantId), eq(merchantGames.gameId, gameId)));
      return row !== undefined;
    },

    /** How many enabled games the merchant has, by category and vendor. */
    countsByCategoryAndVendor(merchantId: number) {
      return db
        .select({ category: merchantGames.category, vendor: merchantGames.vendorCode, n: count() })
        .from(merchantGames)
        .where(and(eq(merchantGames.merchantId, merchantId), eq(merchantGames.enabled, true)))
        .groupBy(merchantGames.category, merchantGames.vendorCode);
    },

    /** How many games the merchant ranks hot. */
    async hotCount(merchantId: number): Promise<number> {
      const [hot] = await db
        .select({ n: count() })
        .from(merchantGames)
        .where(and(eq(merchantGames.merchantId, merchantId), sql`${merchantGames.hotRank} is not null`));
      return hot?.n ?? 0;
    },

    /** The merchant's vendors in its order, with the categories each serves. */
    vendorsOf(merchantId: number) {
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
          and(
            eq(merchantVendors.merchantId, merchantId),
            eq(merchantVendors.enabled, true),
            eq(vendors.status, 'active'),
          ),
        )
        .orderBy(asc(merchantVendors.sortOrder));
    },

    /** Every vendor's display name, by code. */
    async vendorNames(): Promise<Map<string, string>> {
      const rows = await db.select({ code: vendors.code, name: vendors.name }).from(vendors);
      return new Map(rows.map((r) => [r.code, r.name]));
    },

    /** The lobby game (game code `lobby`) of each of these vendors that has one: vendor code to game id. */
    async lobbies(vendorCodes: string[]): Promise<Map<string, number>> {
      if (vendorCodes.length === 0) return new Map();
      const rows = await db
        .select({ id: games.id, vendor: games.vendorCode })
        .from(games)
        .where(and(inArray(games.vendorCode, vendorCodes), eq(games.gameCode, 'lobby')));
      return new Map(rows.map((r) => [r.vendor, r.id]));
    },

    /** Code, vendor and names of some games, by id. */
    async refs(ids: number[]) {
      const unique = [...new Set(ids)];
      if (unique.length === 0) return [];
      return db
        .select({ id: games.id, code: games.gameCode, vendorCode: games.vendorCode, names: games.names })
        .from(games)
        .where(inArray(games.id, unique));
    },

    /**
     * What a game's artwork is drawn from: id, one name (English when it has one, so the picture
     * is the same in every language; else its first), vendor and category. Undefined if no such game.
     */
    async artworkOf(gameId: number) {
      const [row] = await db
        .select({ id: games.id, names: games.names, vendorCode: games.vendorCode, category: games.category })
        .from(games)
        .where(eq(games.id, gameId));
      if (!row) return undefined;
      const name = row.names.EN ?? Object.values(row.names)[0] ?? '';
      return { id: row.id, name, vendorCode: row.vendorCode, category: row.category };
    },
  };
}

export type CatalogueRepo = ReturnType<typeof createCatalogueRepo>;
