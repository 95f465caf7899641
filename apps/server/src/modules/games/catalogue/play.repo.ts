import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import { favourites, gameRounds, games, launchTokens, recentGames, vendors } from '../../../db/schema';
import type { Executor } from '../../../db/types';

/** Spec 9 recent page size: a member's recent list keeps this many. */
export const RECENT_KEPT = 25;

export interface RoundsFilter {
  memberId: number;
  /** UTC dates (YYYY-MM-DD), both days included. */
  from?: string | undefined;
  to?: string | undefined;
  category?: string | undefined;
  /** Rounds with a smaller id than this (the previous page's last). */
  beforeId?: number | undefined;
  limit: number;
}

/** A member's games: favourites, recent games, launch tokens and rounds played. */
export function createPlayRepo(db: Executor) {
  return {
    async addFavourite(memberId: number, gameId: number) {
      await db.insert(favourites).values({ memberId, gameId }).onConflictDoNothing();
    },

    async removeFavourite(memberId: number, gameId: number) {
      await db.delete(favourites).where(and(eq(favourites.memberId, memberId), eq(favourites.gameId, gameId)));
    },

    /** Newest first. */
    async favouriteIds(memberId: number): Promise<number[]> {
      const rows = await db
        .select({ id: favourites.gameId })
        .from(favourites)
        .where(eq(favourites.memberId, memberId))
        .orderBy(desc(favourites.createdAt));
      return rows.map((r) => r.id);
    },

    /** Records the game as just played, keeping the last RECENT_KEPT (older entries go). */
    async addRecent(memberId: number, gameId: number) {
      await db
        .insert(recentGames)
        .values({ memberId, gameId })
        .onConflictDoUpdate({ target: [recentGames.memberId, recentGames.gameId], set: { playedAt: new Date() } });
      await db.execute(sql`delete from recent_games where member_id = ${memberId} and game_id not in (
        select game_id from recent_games where member_id = ${memberId} order by played_at desc limit ${RECENT_KEPT})`);
    },

    /** Most recently played first. */
    async recentIds(memberId: number): Promise<number[]> {
      const rows = await db
        .select({ id: recentGames.gameId })
        .from(recentGames)
        .where(eq(recentGames.memberId, memberId))
        .orderBy(desc(recentGames.playedAt))
        .limit(RECENT_KEPT);
      return rows.map((r) => r.id);
    },

    async insertLaunchToken(row: typeof launchTokens.$inferInsert) {
      await db.insert(launchTokens).values(row);
    },

    /** The launch token with this hash (of this vendor, when given) and its game. */
    async launchToken(tokenHash: string, vendor: string | undefined) {
      const [row] = await db
        .select({ session: launchTokens, game: games })
        .from(launchTokens)
        .innerJoin(games, eq(games.id, launchTokens.gameId))
        .where(and(eq(launchTokens.tokenHash, tokenHash), vendor ? eq(launchTokens.vendorCode, vendor) : undefined));
      return row;
    },

    /** A member's rounds, newest first, with their game and vendor name. */
    rounds(filter: RoundsFilter) {
      return db
        .select({ round: gameRounds, game: games, vendorName: vendors.name })
        .from(gameRounds)
        .innerJoin(games, eq(games.id, gameRounds.gameId))
        .innerJoin(vendors, eq(vendors.code, gameRounds.vendorCode))
        .where(
          and(
            eq(gameRounds.memberId, filter.memberId),
            filter.category ? eq(gameRounds.category, filter.category) : undefined,
            filter.beforeId !== undefined ? lt(gameRounds.id, filter.beforeId) : undefined,
            filter.from ? gte(gameRounds.openedAt, new Date(`${filter.from}T00:00:00Z`)) : undefined,
            filter.to
              ? lt(gameRounds.openedAt, new Date(new Date(`${filter.to}T00:00:00Z`).getTime() + 86_400_000))
              : undefined,
          ),
        )
        .orderBy(desc(gameRounds.id))
        .limit(filter.limit);
    },
  };
}

export type PlayRepo = ReturnType<typeof createPlayRepo>;
