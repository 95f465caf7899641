import { z } from 'zod';
import { GAME_CATEGORIES, GAME_LIST_PAGE_SIZE, MIN_BET_OPTIONS, RECENT_LIST_SIZE } from './game-constants';

// The games' constants are declared once, zod-free, in game-constants.ts (the web imports them
// from `@playdeck/contracts/game-constants`); the server finds them here too.
export * from './game-constants';

/** Spec 3 game item. */
export const gameItem = z.object({
  nodeId: z.number().int(),
  gameName: z.string(),
  vassalage: z.string(),
  vendorName: z.string(),
  gameType: z.string(),
  gameCategory: z.string(),
  roomId: z.string(),
  gameId: z.string(),
  iconUrl: z.string(),
  supportPlay: z.boolean(),
  isNew: z.boolean(),
  minBet: z.number().int(),
  lines: z.number().int().nullable(),
  classifications: z.array(z.string()),
});

export type GameItem = z.infer<typeof gameItem>;

/** Spec 3 paged game result: games, pageNum, totalPages. */
export const pagedGames = z.object({
  games: z.array(gameItem),
  pageNum: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
});

export type PagedGames = z.infer<typeof pagedGames>;

const flag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/** Spec 7 game list query (merchant, platform and clientType travel as headers or are implied). */
export const gameListQuery = z.object({
  gameType: z.enum(GAME_CATEGORIES),
  gameName: z.string().trim().max(60).optional(),
  gameClassify: z.string().trim().max(40).optional(),
  isNew: flag.optional(),
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(60).default(GAME_LIST_PAGE_SIZE),
  vassalage: z
    .string()
    .regex(/^[A-Z0-9_]{2,20}$/)
    .optional(),
  minBet: z.enum(MIN_BET_OPTIONS).optional(),
  minLine: z.coerce.number().int().min(0).max(1000).optional(),
  platform: z.string().max(20).optional(),
  clientType: z.string().max(4).optional(),
  language: z.string().max(4).optional(),
});

export const hotGamesQuery = z.object({
  gameType: z.enum(GAME_CATEGORIES).optional(),
  isPlatform: z.string().max(4).optional(),
  platform: z.string().max(20).optional(),
  language: z.string().max(4).optional(),
  limit: z.coerce.number().int().min(1).max(60).default(30),
});

/** Spec 3 vendor item. */
export const vendorItem = z.object({
  vassalage: z.string(),
  name: z.string(),
  gameType: z.string(),
  gameCategory: z.string(),
  gameId: z.string(),
  nodeId: z.number().int(),
  mobileLargeIcon: z.string(),
  mobileSmallIcon: z.string(),
  accountTypeName: z.string(),
});

export type VendorItem = z.infer<typeof vendorItem>;

/** Spec 3 vendor data: sorting (categories with their vendors) and mapping (category to vendors). */
export const vendorData = z.object({
  sorting: z.array(
    z.object({
      gameCategory: z.string(),
      vendorNames: z.array(z.object({ gameType: z.string(), vassalage: z.string(), accountTypeName: z.string() })),
    }),
  ),
  mapping: z.record(z.string(), z.array(vendorItem)),
});

export type VendorData = z.infer<typeof vendorData>;

/** A category the merchant offers, with its game count (the categories are the spec's own). */
export const gameMenuItem = z.object({ gameCategory: z.enum(GAME_CATEGORIES), count: z.number().int() });

export const vendorOfCategory = z.object({
  vassalage: z.string(),
  name: z.string(),
  gameCategory: z.string(),
  count: z.number().int(),
});

/** Spec 7 vassal game types (the web asks with typeId 1), optionally of one category. */
export const categoryVendorsQuery = z.object({
  typeId: z.string().max(4).optional(),
  gameType: z.enum(GAME_CATEGORIES).optional(),
});

/** One of the merchant's vendors (vassalage) with the categories it serves. */
export const merchantVendor = z.object({ vassalage: z.string(), name: z.string(), categories: z.array(z.string()) });

export const favouriteRequest = z.object({
  nodeId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  vendor: z.string().max(20).optional(),
});

export const favouritesQuery = z.object({
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(60).default(GAME_LIST_PAGE_SIZE),
  gameType: z.enum(GAME_CATEGORIES).optional(),
  language: z.string().max(4).optional(),
});

/** Spec 3 favourite page: content, pageNum, totalPages. */
export const favouritesPage = z.object({
  content: z.array(gameItem),
  pageNum: z.number().int(),
  totalPages: z.number().int(),
});

export const recentQuery = z.object({
  page: z.coerce.number().int().min(1).max(100).default(1),
  pageSize: z.coerce.number().int().min(1).max(RECENT_LIST_SIZE).default(RECENT_LIST_SIZE),
  gameType: z.enum(GAME_CATEGORIES).optional(),
  language: z.string().max(4).optional(),
  clientType: z.string().max(4).optional(),
});

/** Spec 7 recent add: the game (a game item's nodeId) the member opened. */
export const recentAddQuery = z.object({ nodeId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

/** Spec 7 launch: GET /wps/game/launchGame with vendor, gameId (roomId), nodeId, showChoice false. */
export const launchQuery = z.object({
  vendor: z.string().regex(/^[A-Z0-9_]{2,20}$/),
  gameId: z.string().max(60),
  nodeId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  showChoice: z.string().max(5).optional(),
  /** 0 free play (play money), 1 real money. */
  accountType: z.enum(['0', '1']).optional(),
  /** Where the game's back button returns (a site path). */
  pageBack: z
    .string()
    .regex(/^\/m\/[A-Za-z0-9._~\-/?=&]*$/)
    .max(200)
    .optional(),
});

export const launchResponse = z.object({ url: z.string() });

export const gameRecord = z.object({
  id: z.number().int(),
  roundId: z.string(),
  /** The game's catalogue id (a game item's nodeId): the record's game can be launched again. */
  gameId: z.number().int(),
  /** The game's code at its vendor (a game item's gameId). */
  gameCode: z.string(),
  vendorCode: z.string(),
  /** In the request's language, as the catalogue names it. */
  gameName: z.string(),
  /** The game's name in every language, so the web shows it in the current one as the lobby does. */
  gameNames: z.record(z.string(), z.string()),
  vendorName: z.string(),
  gameCategory: z.string(),
  stake: z.number().int(),
  payout: z.number().int(),
  status: z.enum(['open', 'settled', 'rolled_back']),
  /** Why a rolled-back round was refunded: the vendor's rollback, or the platform's timeout (issue 8 item 13). */
  refundReason: z.enum(['vendor', 'timeout']).nullable(),
  currency: z.string(),
  openedAt: z.string(),
  settledAt: z.string().nullable(),
});

export type GameRecord = z.infer<typeof gameRecord>;

export const gameRecordQuery = z.object({
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  gameCategory: z.enum(GAME_CATEGORIES).optional(),
  cursor: z
    .string()
    .regex(/^\d{1,19}$/)
    .optional(),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
