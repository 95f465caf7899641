import type { GameRecord } from '@playdeck/contracts';

/** The in-house games' vendor code: their rounds can be checked for fairness (seeds and nonce). */
export const INHOUSE_VENDOR = 'INHOUSE';

/** The catalogue key of a bet's state; a round the platform refunded on timeout says so (issue 8 item 13). */
export function betStatusKey(record: Pick<GameRecord, 'status' | 'refundReason'>): string {
  if (record.status === 'rolled_back' && record.refundReason === 'timeout') return 'record_status_timeout';
  return `record_status_${record.status}`;
}

/** An in-house round id is `seedId:nonce`; the nonce is what the fairness panel verifies. */
export function inhouseNonce(record: Pick<GameRecord, 'vendorCode' | 'roundId'>): number | null {
  if (record.vendorCode !== INHOUSE_VENDOR) return null;
  const match = /^\d+:(\d+)$/.exec(record.roundId);
  return match ? Number(match[1]) : null;
}

/**
 * Where a round's fairness is checked: its in-house game, opened on the fairness panel (the
 * launch page passes `fair` on as the game page's #fair), back to the record after.
 */
export function fairnessPath(record: Pick<GameRecord, 'vendorCode' | 'gameCode' | 'gameId'>): string | null {
  if (record.vendorCode !== INHOUSE_VENDOR) return null;
  const search = new URLSearchParams({
    vendor: record.vendorCode,
    gameId: record.gameCode,
    nodeId: String(record.gameId),
    pageBack: '/m/gameRecord',
    fair: '1',
  });
  return `/m/launchGame?${search}`;
}
