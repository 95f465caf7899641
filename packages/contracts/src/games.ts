import { z } from 'zod';

/**
 * Game categories in the spec's order (spec 2 Home: HOT, RNG, FISH, LIVE, PVP, COCKFIGHT,
 * SPORTS, ESPORTS, then others): lottery kinds (LOTT, ELOTT, VNLOTT) and INHOUSE.
 */
export const gameCategories = [
  'HOT',
  'RNG',
  'FISH',
  'LIVE',
  'PVP',
  'COCKFIGHT',
  'SPORTS',
  'ESPORTS',
  'LOTT',
  'ELOTT',
  'VNLOTT',
  'INHOUSE',
] as const;
export type GameCategory = (typeof gameCategories)[number];

/** Categories whose games are listed one by one (spec 2: RNG, PVP, LIVE, FISH show a game list). */
export const listedCategories: readonly GameCategory[] = ['RNG', 'PVP', 'LIVE', 'FISH'];

/** Spec 9: minimum-bet filter options in major units; empty means all. */
export const minBetOptions = ['', '0.01', '0.05', '0.1', '0.5', '0.75'] as const;

/** Spec 9 page sizes. */
export const GAME_PAGE_SIZE = 26;
export const RECENT_PAGE_SIZE = 25;

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
  gameType: z.enum(gameCategories),
  gameName: z.string().trim().max(60).optional(),
  gameClassify: z.string().trim().max(40).optional(),
  isNew: flag.optional(),
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(60).default(GAME_PAGE_SIZE),
  vassalage: z
    .string()
    .regex(/^[A-Z0-9_]{2,20}$/)
    .optional(),
  minBet: z.enum(minBetOptions).optional(),
  minLine: z.coerce.number().int().min(0).max(1000).optional(),
  platform: z.string().max(20).optional(),
  clientType: z.string().max(4).optional(),
  language: z.string().max(4).optional(),
});

export const hotGamesQuery = z.object({
  gameType: z.enum(gameCategories).optional(),
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

export const gameMenuItem = z.object({ gameCategory: z.string(), count: z.number().int() });

export const vendorOfCategory = z.object({
  vassalage: z.string(),
  name: z.string(),
  gameCategory: z.string(),
  count: z.number().int(),
});

export const favouriteRequest = z.object({
  nodeId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  vendor: z.string().max(20).optional(),
});

export const favouritesQuery = z.object({
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(60).default(GAME_PAGE_SIZE),
  gameType: z.enum(gameCategories).optional(),
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
  pageSize: z.coerce.number().int().min(1).max(RECENT_PAGE_SIZE).default(RECENT_PAGE_SIZE),
  gameType: z.enum(gameCategories).optional(),
  language: z.string().max(4).optional(),
  clientType: z.string().max(4).optional(),
});

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
  gameName: z.string(),
  vendorName: z.string(),
  gameCategory: z.string(),
  stake: z.number().int(),
  payout: z.number().int(),
  status: z.enum(['open', 'settled', 'rolled_back']),
  currency: z.string(),
  openedAt: z.string(),
  settledAt: z.string().nullable(),
});

export type GameRecord = z.infer<typeof gameRecord>;

export const gameRecordQuery = z.object({
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  gameCategory: z.enum(gameCategories).optional(),
  cursor: z
    .string()
    .regex(/^\d{1,19}$/)
    .optional(),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
