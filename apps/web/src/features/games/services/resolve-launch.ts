import type { VendorItem } from '@playdeck/contracts';
import type { LaunchRequest } from '../api/launch-game';
import { pageBackPath } from './launch-target';

/** Spec 9 prize modes: the lottery kinds each mode's games are filed under. */
const PRIZE_MODE_CATEGORIES: Record<string, string[]> = {
  Lott: ['LOTT', 'VNLOTT'],
  ZY: ['LOTT', 'VNLOTT'],
  Elott: ['ELOTT'],
};

export type LaunchPlan =
  | { kind: 'ready'; request: LaunchRequest; vendor: string }
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
  if (vendor && gameId && Number.isSafeInteger(nodeId) && nodeId > 0) {
    return { kind: 'ready', vendor, request: { vendor, gameId, nodeId, accountType, pageBack } };
  }
  const prizeMode = search.get('prize_mode');
  // Spec 2 route table: code defaults to the lobby, so a bare /m/launchGame opens the game lobby.
  if (!prizeMode && !vendor && !gameId && !search.get('code')) return { kind: 'lobby' };
  if (!prizeMode) return { kind: 'unknown' };
  if (!mapping) return { kind: 'needs-vendors' };
  const code = search.get('code') || 'lobby';
  const candidates = (PRIZE_MODE_CATEGORIES[prizeMode] ?? []).flatMap((category) => mapping[category] ?? []);
  const found = candidates.find((item) => item.gameId === code && item.nodeId > 0);
  if (!found) return { kind: 'unknown' };
  return {
    kind: 'ready',
    vendor: found.vassalage,
    request: { vendor: found.vassalage, gameId: found.gameId, nodeId: found.nodeId, accountType, pageBack },
  };
}
