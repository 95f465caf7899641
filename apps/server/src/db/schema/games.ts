import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, identity } from '../columns';
import { ledgerTransfers } from './ledger';
import { memberRef, sessions } from './members';
import { merchantRef } from './merchants';

/** Round sums stay where a JS number is exact, like ledger balances (issue 8 item 15). */
const MAX_SAFE = sql.raw(String(Number.MAX_SAFE_INTEGER));

/** Game vendors (spec 1): who makes the games, and how money flows to them. */
export const vendors = pgTable('vendors', {
  code: text().primaryKey(),
  name: text().notNull(),
  /** seamless: the vendor calls our wallet API for every bet and win; transfer: money is moved in and out. */
  model: text({ enum: ['seamless', 'transfer'] }).notNull(),
  /** The categories its games belong to (spec 1 game categories). */
  categories: text().array().notNull(),
  /** HMAC secret of its calls to /vendor-api/{vendor}. */
  secret: text().notNull(),
  /**
   * Where a game opens: a template with {token}, {game}, {lang}, {back}, {vendor} (absolute for
   * an outside vendor; a path for the in-house and sandbox vendors Playdeck serves itself).
   */
  launchUrl: text().notNull(),
  status: text({ enum: ['active', 'disabled'] })
    .notNull()
    .default('active'),
  /**
   * A round still open this long after its first bet is refunded by the reconciliation job
   * (a vendor that crashed between bet and win never settles it). Longer for sports-like vendors.
   */
  roundTimeoutMinutes: integer().notNull().default(60),
});

/** The catalogue: one row per game of a vendor; names per language. */
export const games = pgTable(
  'games',
  {
    /** The spec's nodeId. */
    id: identity(),
    vendorCode: text()
      .notNull()
      .references(() => vendors.code),
    /** The vendor's own id of the game (spec roomId / gameId). */
    gameCode: text().notNull(),
    category: text().notNull(),
    /** The vendor's game type within the category (spec game item gameType). */
    gameType: text().notNull(),
    names: jsonb().$type<Record<string, string>>().notNull(),
    /** All names lower-cased, for search. */
    searchText: text().notNull(),
    classifications: text().array().notNull().default(sql`'{}'::text[]`),
    isNew: boolean().notNull().default(false),
    /** Smallest stake, minor units. */
    minBet: bigint({ mode: 'number' }).notNull(),
    lines: smallint(),
    /** Free play offered. */
    supportPlay: boolean().notNull().default(false),
    status: text({ enum: ['active', 'disabled'] })
      .notNull()
      .default('active'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('games_vendor_code').on(t.vendorCode, t.gameCode)],
);

/**
 * A merchant's choice and order of games, with what the lists filter on copied in, so every
 * list is one index range whatever the catalogue size.
 */
export const merchantGames = pgTable(
  'merchant_games',
  {
    merchantId: merchantRef(),
    gameId: bigint({ mode: 'number' })
      .notNull()
      .references(() => games.id),
    category: text().notNull(),
    vendorCode: text().notNull(),
    sortOrder: integer().notNull(),
    /** Rank among the hot games (1 first); null when not hot. */
    hotRank: integer(),
    enabled: boolean().notNull().default(true),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.gameId] }),
    index('merchant_games_list').on(t.merchantId, t.category, t.sortOrder, t.gameId),
    index('merchant_games_vendor').on(t.merchantId, t.category, t.vendorCode, t.sortOrder, t.gameId),
    index('merchant_games_hot').on(t.merchantId, t.hotRank).where(sql`${t.hotRank} is not null`),
  ],
);

/** A merchant's vendors and their order (vendor data: sorting and mapping). */
export const merchantVendors = pgTable(
  'merchant_vendors',
  {
    merchantId: merchantRef(),
    vendorCode: text()
      .notNull()
      .references(() => vendors.code),
    sortOrder: integer().notNull(),
    enabled: boolean().notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.vendorCode] })],
);

export const favourites = pgTable(
  'favourites',
  {
    memberId: memberRef(),
    gameId: bigint({ mode: 'number' })
      .notNull()
      .references(() => games.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.gameId] }), index('favourites_member_time').on(t.memberId, t.createdAt)],
);

export const recentGames = pgTable(
  'recent_games',
  {
    memberId: memberRef(),
    gameId: bigint({ mode: 'number' })
      .notNull()
      .references(() => games.id),
    playedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.gameId] }),
    index('recent_games_member_time').on(t.memberId, t.playedAt),
  ],
);

/** A game session handed to a vendor at launch: the vendor authenticates the player with it. */
export const launchTokens = pgTable(
  'launch_tokens',
  {
    tokenHash: text().primaryKey(),
    merchantId: merchantRef(),
    memberId: memberRef(),
    vendorCode: text().notNull(),
    gameId: bigint({ mode: 'number' })
      .notNull()
      .references(() => games.id),
    /** XTR for free play and trial accounts; the merchant's currency otherwise. */
    currency: text().notNull(),
    /**
     * The member's session that launched the game: the token dies with it (logout, a disabled
     * member). Null only for tokens made before tokens were tied to sessions: those are dead.
     */
    sessionId: bigint({ mode: 'number' }).references(() => sessions.id),
    /** A password change after this ends the token too (the change keeps its own session). */
    issuedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('launch_tokens_expiry').on(t.expiresAt)],
);

/** A round of a game: its bets and wins (the bet records, spec /m/gameRecord). */
export const gameRounds = pgTable(
  'game_rounds',
  {
    id: identity(),
    vendorCode: text().notNull(),
    roundId: text().notNull(),
    merchantId: merchantRef(),
    memberId: memberRef(),
    gameId: bigint({ mode: 'number' })
      .notNull()
      .references(() => games.id),
    category: text().notNull(),
    currency: text().notNull(),
    stake: bigint({ mode: 'number' }).notNull().default(0),
    payout: bigint({ mode: 'number' }).notNull().default(0),
    status: text({ enum: ['open', 'settled', 'rolled_back'] }).notNull(),
    /** Why a rolled-back round was refunded: the vendor's rollback, or the platform's timeout. */
    refundReason: text({ enum: ['vendor', 'timeout'] }),
    openedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('game_rounds_vendor_round').on(t.vendorCode, t.roundId),
    index('game_rounds_member').on(t.memberId, t.id),
    index('game_rounds_member_category').on(t.memberId, t.category, t.id),
    // What a rebate settlement reads: a merchant's rounds settled within a period.
    index('game_rounds_merchant_settled').on(t.merchantId, t.settledAt),
    // What the reconciliation job scans: open rounds, oldest first.
    index('game_rounds_open').on(t.openedAt).where(sql`${t.status} = 'open'`),
    check(
      'game_rounds_sums_bounded',
      sql`${t.stake} between 0 and ${MAX_SAFE} and ${t.payout} between 0 and ${MAX_SAFE}`,
    ),
  ],
);

/**
 * Every seamless-wallet call a vendor made, by its own transaction id (unique per vendor): a
 * replay answers what the first call answered. A rollback of a bet we never saw is kept too,
 * so that bet, arriving late, is refused.
 */
export const vendorTransactions = pgTable(
  'vendor_transactions',
  {
    id: identity(),
    vendorCode: text().notNull(),
    transactionId: text().notNull(),
    type: text({ enum: ['bet', 'win', 'rollback'] }).notNull(),
    merchantId: integer().notNull(),
    memberId: bigint({ mode: 'number' }).notNull(),
    roundId: text().notNull(),
    /** For a rollback: the bet it cancels. */
    betTransactionId: text(),
    amount: bigint({ mode: 'number' }).notNull(),
    currency: text().notNull(),
    ledgerTransferId: bigint({ mode: 'number' }).references(() => ledgerTransfers.id),
    /** The answer given, returned again for a replay. */
    response: jsonb().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('vendor_transactions_id').on(t.vendorCode, t.transactionId),
    uniqueIndex('vendor_transactions_rollback_of').on(t.vendorCode, t.betTransactionId),
    // The reconciliation job finds a round's bets by it (issue 8 item 13).
    index('vendor_transactions_round').on(t.vendorCode, t.roundId),
  ],
);

/** Provably-fair seeds of a member for the in-house games (server seed hash shown before play). */
export const fairnessSeeds = pgTable(
  'fairness_seeds',
  {
    id: identity(),
    memberId: memberRef(),
    serverSeed: text().notNull(),
    serverSeedHash: text().notNull(),
    clientSeed: text().notNull(),
    nonce: integer().notNull().default(0),
    active: boolean().notNull().default(true),
    createdAt: createdAt(),
    revealedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('fairness_seeds_active').on(t.memberId).where(sql`${t.active}`),
    index('fairness_seeds_member').on(t.memberId, t.id),
  ],
);
