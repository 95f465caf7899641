import { CUSTOMER_TYPE, type GameRecord } from '@playdeck/contracts';
import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import { favourites, gameRounds, games, launchTokens, recentGames, vendors } from '../../db/schema';
import type { Db } from '../../db/types';
import { randomToken, sha256 } from '../../lib/crypto';
import { AppError } from '../../lib/errors';
import type { Services } from '../../services';
import type { AuthenticatedMember } from '../auth/sessions.service';
import type { MerchantConfig } from '../settings/settings.service';
import { fundTrialWallet, TRIAL_CURRENCY } from '../wallet/wallet.service';
import { nameOf, offeredGame } from './catalogue.service';

const LAUNCH_TOKEN_HOURS = 4;
const RECENT_KEPT = 25;

/**
 * Spec 7 launch: a game session for the vendor and the address that opens the game. Free play
 * (accountType 0) and trial accounts play with play money (XTR); nobody else's money moves.
 */
export async function launchGame(
  services: Services,
  merchant: MerchantConfig,
  who: AuthenticatedMember,
  input: {
    vendor: string;
    nodeId: number;
    gameId: string;
    accountType?: '0' | '1' | undefined;
    pageBack?: string | undefined;
  },
  language: string,
) {
  const db = services.database.db;
  const offered = await offeredGame(db, merchant.id, input.nodeId);
  if (!offered || offered.game.vendorCode !== input.vendor || offered.game.gameCode !== input.gameId)
    throw new AppError('resource.not.found');
  const freePlay = who.isTrial || who.customerType === CUSTOMER_TYPE.FREE_TRIAL || input.accountType === '0';
  if (freePlay && !offered.game.supportPlay && !who.isTrial) throw new AppError('permission.denied');
  const currency = freePlay ? TRIAL_CURRENCY : merchant.currency.code;
  if (freePlay && !who.isTrial) {
    // A real member's free play uses play money of its own, topped up when it runs out.
    const balance = await services.ledger.balance(merchant.id, TRIAL_CURRENCY, {
      member: who.memberId,
      purpose: 'trial',
    });
    if (balance === 0) await fundTrialWallet(services, merchant, who.memberId);
  }
  const token = randomToken(32);
  await db.insert(launchTokens).values({
    tokenHash: sha256(token),
    merchantId: merchant.id,
    memberId: who.memberId,
    vendorCode: offered.game.vendorCode,
    gameId: offered.game.id,
    currency,
    expiresAt: new Date(Date.now() + LAUNCH_TOKEN_HOURS * 3_600_000),
  });
  await addRecent(db, who.memberId, offered.game.id);
  const url = offered.vendor.launchUrl
    .replace('{token}', encodeURIComponent(token))
    .replace('{game}', encodeURIComponent(offered.game.gameCode))
    .replace('{vendor}', encodeURIComponent(offered.vendor.code))
    .replace('{lang}', encodeURIComponent(language))
    .replace('{back}', encodeURIComponent(input.pageBack ?? '/m/home'));
  return { url };
}

/** The live launch session behind a token (the in-house and sandbox game pages use it). */
export async function gameSession(db: Db, token: string | undefined) {
  if (!token || !/^[A-Za-z0-9_-]{43}$/.test(token)) throw new AppError('session.expired');
  const [row] = await db
    .select({ session: launchTokens, game: games })
    .from(launchTokens)
    .innerJoin(games, eq(games.id, launchTokens.gameId))
    .where(eq(launchTokens.tokenHash, sha256(token)));
  if (!row || row.session.expiresAt < new Date()) throw new AppError('session.expired');
  return row;
}

export async function addRecent(db: Db, memberId: number, gameId: number) {
  await db
    .insert(recentGames)
    .values({ memberId, gameId })
    .onConflictDoUpdate({ target: [recentGames.memberId, recentGames.gameId], set: { playedAt: new Date() } });
  // Keep the last 25 (spec 9 recent page size): older entries go.
  await db.execute(sql`delete from recent_games where member_id = ${memberId} and game_id not in (
    select game_id from recent_games where member_id = ${memberId} order by played_at desc limit ${RECENT_KEPT})`);
}

export async function recentIds(db: Db, memberId: number): Promise<number[]> {
  const rows = await db
    .select({ id: recentGames.gameId })
    .from(recentGames)
    .where(eq(recentGames.memberId, memberId))
    .orderBy(desc(recentGames.playedAt))
    .limit(RECENT_KEPT);
  return rows.map((r) => r.id);
}

/** Spec 4: adding a favourite already there changes nothing. */
export async function addFavourite(db: Db, merchantId: number, memberId: number, gameId: number) {
  if (!(await offeredGame(db, merchantId, gameId))) throw new AppError('resource.not.found');
  await db.insert(favourites).values({ memberId, gameId }).onConflictDoNothing();
}

export async function removeFavourite(db: Db, memberId: number, gameId: number) {
  await db.delete(favourites).where(and(eq(favourites.memberId, memberId), eq(favourites.gameId, gameId)));
}

export async function favouriteIds(db: Db, memberId: number): Promise<number[]> {
  const rows = await db
    .select({ id: favourites.gameId })
    .from(favourites)
    .where(eq(favourites.memberId, memberId))
    .orderBy(desc(favourites.createdAt));
  return rows.map((r) => r.id);
}

/** Spec: /m/gameRecord, the member's bets (rounds), newest first, paged from a cursor by index. */
export async function gameRecords(
  db: Db,
  memberId: number,
  query: {
    from?: string | undefined;
    to?: string | undefined;
    gameCategory?: string | undefined;
    cursor?: string | undefined;
    pageSize: number;
  },
  language: string,
) {
  const rows = await db
    .select({ round: gameRounds, game: games, vendorName: vendors.name })
    .from(gameRounds)
    .innerJoin(games, eq(games.id, gameRounds.gameId))
    .innerJoin(vendors, eq(vendors.code, gameRounds.vendorCode))
    .where(
      and(
        eq(gameRounds.memberId, memberId),
        query.gameCategory ? eq(gameRounds.category, query.gameCategory) : undefined,
        query.cursor ? lt(gameRounds.id, Number(query.cursor)) : undefined,
        query.from ? gte(gameRounds.openedAt, new Date(`${query.from}T00:00:00Z`)) : undefined,
        query.to
          ? lt(gameRounds.openedAt, new Date(new Date(`${query.to}T00:00:00Z`).getTime() + 86_400_000))
          : undefined,
      ),
    )
    .orderBy(desc(gameRounds.id))
    .limit(query.pageSize + 1);
  const page = rows.slice(0, query.pageSize);
  const content: GameRecord[] = page.map(({ round, game, vendorName }) => ({
    id: round.id,
    roundId: round.roundId,
    gameName: nameOf(game.names, language as 'EN'),
    vendorName,
    gameCategory: round.category,
    stake: round.stake,
    payout: round.payout,
    status: round.status,
    currency: round.currency,
    openedAt: round.openedAt.toISOString(),
    settledAt: round.settledAt?.toISOString() ?? null,
  }));
  return { content, nextCursor: rows.length > query.pageSize ? String(page.at(-1)?.round.id) : null };
}
