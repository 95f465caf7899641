import type { PrizeMode } from '@playdeck/contracts/game-constants';

interface Place {
  pathname: string;
  search: string;
}

/**
 * The launch call accepts a back address of plain characters only (no %-escapes), so a
 * place whose query has escaped characters returns to its path without the query.
 */
const BACK_PATTERN = /^\/m\/[A-Za-z0-9._~\-/?=&]*$/;

export function backAddress(place: Place): string {
  const full = `${place.pathname}${place.search}`;
  if (BACK_PATTERN.test(full) && full.length <= 200) return full;
  return BACK_PATTERN.test(place.pathname) ? place.pathname : '/m/home';
}

/** Spec 2 route table: pageBack defaults to home; a name means /m/<name>, a path stays. */
export function pageBackPath(value: string | null): string {
  if (!value) return '/m/home';
  if (value.startsWith('/m/') && BACK_PATTERN.test(value) && !value.includes('//')) return value;
  if (/^[A-Za-z][A-Za-z/]{0,40}$/.test(value)) return `/m/${value}`;
  return '/m/home';
}

/** Spec 5: launch and favourites need a session, else /m/login (back here once logged in). */
export const loginPath = (place: Place) =>
  `/m/login?redirect=${encodeURIComponent(`${place.pathname}${place.search}`)}`;

export interface GameTarget {
  vassalage: string;
  gameId: string;
  nodeId: number;
  /** The game's category, when the caller knows it (a hot match names only vendor, room and node). */
  gameCategory?: string;
}

/** The launch page for one game (spec 2: category, vendor, gameId, nodeId through the game centre). */
export function launchPagePath(game: GameTarget, options: { accountType: 0 | 1; back: string }): string {
  const query = new URLSearchParams({
    ...(game.gameCategory ? { gameType: game.gameCategory } : {}),
    vendor: game.vassalage,
    gameId: game.gameId,
    nodeId: String(game.nodeId),
    accountType: String(options.accountType),
    pageBack: options.back,
  });
  return `/m/launchGame?${query}`;
}

/** Spec 2 vendor tile: classic lottery types go to /m/launchGame with play type, prize mode and code. */
export function lotteryLaunchPath(options: { prizeMode: PrizeMode; code: string; back: string }): string {
  const query = new URLSearchParams({
    playType: 'Tradition',
    prize_mode: options.prizeMode,
    code: options.code || 'lobby',
    pageBack: options.back,
  });
  return `/m/launchGame?${query}`;
}

/** Spec 4: the lottery prize mode when vendor data has a lottery or Vietnamese lotto entry, else the other one. */
export function prizeModeOf(mapping: Record<string, unknown[]>): PrizeMode {
  return mapping.LOTT?.length || mapping.VNLOTT?.length ? 'Lott' : 'ZY';
}
