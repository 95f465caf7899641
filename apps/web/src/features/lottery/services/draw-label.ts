import type { LotteryDraw } from '@playdeck/contracts';
import { formatDate, formatTime } from '../../../lib/format';
import { isVietnamese } from './bet-rules';

/** Which draw it is, as a player names it: a fast draw by its time, a Vietnamese one by its day. */
export const drawLabel = (draw: LotteryDraw) =>
  isVietnamese(draw.game) ? formatDate(draw.drawsAt) : formatTime(draw.drawsAt);

/**
 * A draw named by its key alone (a bet line carries the key): `5D-1:2026-11-25T01:03` is the
 * draw at that UTC minute, `VN-north:2026-11-24` the draw of that day in Vietnam.
 */
export function drawKeyLabel(key: string): string {
  const moment = key.slice(key.indexOf(':') + 1);
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(moment)) return formatTime(`${moment}:00Z`);
  // Noon UTC is the same calendar day everywhere a player reads it from UTC-11 to UTC+11.
  if (/^\d{4}-\d{2}-\d{2}$/.test(moment)) return formatDate(`${moment}T12:00:00Z`);
  return key;
}
