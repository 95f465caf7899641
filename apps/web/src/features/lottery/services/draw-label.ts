import type { LotteryDraw } from '@playdeck/contracts';
import { formatDate, formatTime } from '../../../lib/format';
import { isVietnamese } from './bet-rules';

/** Which draw it is, as a player names it: a fast draw by its time, a Vietnamese one by its day. */
export const drawLabel = (draw: LotteryDraw) =>
  isVietnamese(draw.game) ? formatDate(draw.drawsAt) : formatTime(draw.drawsAt);
