/**
 * The games' constants, declared once and without zod: the web app imports them from
 * `@playdeck/contracts/game-constants` without the schema library; games.ts builds its schemas
 * from them and re-exports them for the server.
 */

/** Spec 2 Home: HOT, RNG, FISH, LIVE, PVP, COCKFIGHT, SPORTS, ESPORTS, then the others. */
export const GAME_CATEGORIES = [
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
export type GameCategoryCode = (typeof GAME_CATEGORIES)[number];

/** Spec 2 Home: these categories show a game list; the others (but HOT and INHOUSE) vendor tiles. */
export const LISTED_CATEGORIES: readonly GameCategoryCode[] = ['RNG', 'PVP', 'LIVE', 'FISH'];

/** The lottery kinds (spec 1): built by the lottery screens, reached through /m/lottery. */
export const LOTTERY_CATEGORIES: readonly GameCategoryCode[] = ['LOTT', 'ELOTT', 'VNLOTT'];

/** Spec 9: minimum-bet filter options in major units; empty means all. */
export const MIN_BET_OPTIONS = ['', '0.01', '0.05', '0.1', '0.5', '0.75'] as const;
export type MinBetOption = (typeof MIN_BET_OPTIONS)[number];

/** Spec 9 page sizes: the game list from page 1, the recent list. */
export const GAME_LIST_PAGE_SIZE = 26;
export const RECENT_LIST_SIZE = 25;

/** Spec 9: the e-sports and cockfight vendor codes, which spec 4 splits out of sports. */
export const ESPORTS_VENDOR = 'TF';
export const COCKFIGHT_VENDOR = 'DS88';

/** Playdeck's own lotteries (issue 14): a lottery vendor whose lobby and games are screens of the site. */
export const INHOUSE_LOTTERY_VENDOR = 'PDLOT';
/** Its games: the fast 5D draws every 1, 3 and 5 minutes, and the Vietnamese regional draws. */
export const LOTTERY_GAME_CODES = ['5D-1', '5D-3', '5D-5', 'VN-south', 'VN-central', 'VN-north'] as const;
export type LotteryGameCode = (typeof LOTTERY_GAME_CODES)[number];
export const isLotteryGameCode = (code: string): code is LotteryGameCode =>
  (LOTTERY_GAME_CODES as readonly string[]).includes(code);

/**
 * The Vietnamese lottery's bet types (lô, đề, xiên): how many digits each number has and how
 * many numbers a line names. The server's rules and the bet screen's picker both read this.
 */
export const VN_BET_SHAPES = {
  lo2: { digits: 2, numbers: 1 },
  de: { digits: 2, numbers: 1 },
  lo3: { digits: 3, numbers: 1 },
  de3: { digits: 3, numbers: 1 },
  xien2: { digits: 2, numbers: 2 },
  xien3: { digits: 2, numbers: 3 },
  xien4: { digits: 2, numbers: 4 },
} as const;

/** Spec 9 prize modes and play types (spec 2: classic lottery types launch at /m/launchGame). */
export const PRIZE_MODES = ['Lott', 'ZY', 'Elott'] as const;
export type PrizeMode = (typeof PRIZE_MODES)[number];
export const PLAY_TYPES = ['Tradition', 'Entertainment'] as const;
export type PlayType = (typeof PLAY_TYPES)[number];
