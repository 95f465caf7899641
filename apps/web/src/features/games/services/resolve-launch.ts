import type { VendorItem } from '@playdeck/contracts';
import { INHOUSE_LOTTERY_VENDOR, isLotteryGameCode } from '@playdeck/contracts/game-constants';
import type { LaunchRequest } from '../api/launch-game';
import { pageBackPath } from './launch-target';

/** The site's lottery screen for a code: a game's bet screen, or the lobby on the prize mode's play type. */
function lotteryScreen(code: string, prizeMode?: string): LaunchPlan {
  if (isLotteryGameCode(code)) return { kind: 'site', path: `/m/startLottery?game=${code}` };
  return { kind: 'site', path: prizeMode === 'Elott' ? '/m/lottery?playType=Entertainment' : '/m/lottery' };
}

/** Spec 9 prize modes: the lottery kinds each mode's games are filed under. */
const PRIZE_MODE_CATEGORIES: Record<string, string[]> = {
  Lott: ['LOTT', 'VNLOTT'],
  ZY: ['LOTT', 'VNLOTT'],
  Elott: ['ELOTT'],
};

export type LaunchPlan =
  | { kind: 'ready'; request: LaunchRequest; vendor: string }
  /** Playdeck's own lotteries are screens of the site: their lobby, or a game's bet screen. */
  | { kind: 'site'; path: string }
  | { kind: 'needs-vendors' }
  | { kind: 'lobby' }
  | { kind: 'unknown' };

/**
 * What /m/launchGame opens: a game named by vendor, gameId and nodeId (a card or tile), or a
 * classic lottery type named by prize_mode and code (default lobby, spec 2 route table),
 * found among the vendor data's lottery vendors.
 */
export function planLaunch(search: URLSearchParams, mapping: Record<string, VendorItem[]> | undefined): LaunchPlan {
  const pageBack = pageBackPath(search.get('pageBack'));
  const accountType = search.get('accountType') === '0' ? '0' : '1';
  const vendor = search.get('vendor');
  const gameId = search.get('gameId');
  const nodeId = Number(search.get('nodeId'));
  if (vendor === INHOUSE_LOTTERY_VENDOR && gameId) return lotteryScreen(gameId);
  if (vendor && gameId && Number.isSafeInteger(nodeId) && nodeId > 0) {
    return { kind: 'ready', vendor, request: { vendor, gameId, nodeId, accountType, pageBack } };
  }
  const prizeMode = search.get('prize_mode');
  // Spec 2 route table: code defaults to the lobby, so a bare /m/launchGame opens the game lobby.
  if (!prizeMode && !vendor && !gameId && !search.get('code')) return { kind: 'lobby' };
  if (!prizeMode) return { kind: 'unknown' };
  if (!mapping) return { kind: 'needs-vendors' };
  const code = search.get('code') || 'lobby';
  const inhouse = (PRIZE_MODE_CATEGORIES[prizeMode] ?? []).some((category) =>
    mapping[category]?.some((item) => item.vassalage === INHOUSE_LOTTERY_VENDOR),
  );
  if (inhouse && (code === 'lobby' || isLotteryGameCode(code))) return lotteryScreen(code, prizeMode);
  const candidates = (PRIZE_MODE_CATEGORIES[prizeMode] ?? []).flatMap((category) => mapping[category] ?? []);
  const found = candidates.find((item) => item.gameId === code && item.nodeId > 0);
  if (!found) return { kind: 'unknown' };
  return {
    kind: 'ready',
    vendor: found.vassalage,
    request: { vendor: found.vassalage, gameId: found.gameId, nodeId: found.nodeId, accountType, pageBack },
  };
}
