import { FAST_DIGITS } from './rules/fast';
import { type VnRegion, vnDigitCount } from './rules/vietnam';

/**
 * When each in-house lottery draws (issue 14). Fast draws fall on fixed slots of the clock (a
 * 3-minute draw at :00, :03, ...), each open from the previous slot until its close; the
 * Vietnamese draws are daily at the regions' times in Vietnam (UTC+7, no daylight saving):
 * south 16:15, central 17:15, north 18:15, open from the previous day's draw.
 */
export const LOTTERY_GAMES = {
  '5D-1': { kind: 'fast', everyMs: 60_000, closeBeforeMs: 10_000, digits: FAST_DIGITS },
  '5D-3': { kind: 'fast', everyMs: 180_000, closeBeforeMs: 30_000, digits: FAST_DIGITS },
  '5D-5': { kind: 'fast', everyMs: 300_000, closeBeforeMs: 30_000, digits: FAST_DIGITS },
  'VN-south': {
    kind: 'vn',
    region: 'south',
    drawsAtUtc: '09:15',
    closeBeforeMs: 15 * 60_000,
    digits: vnDigitCount('south'),
  },
  'VN-central': {
    kind: 'vn',
    region: 'central',
    drawsAtUtc: '10:15',
    closeBeforeMs: 15 * 60_000,
    digits: vnDigitCount('central'),
  },
  'VN-north': {
    kind: 'vn',
    region: 'north',
    drawsAtUtc: '11:15',
    closeBeforeMs: 15 * 60_000,
    digits: vnDigitCount('north'),
  },
} as const satisfies Record<string, LotteryGameRule>;

type LotteryGameRule =
  | { kind: 'fast'; everyMs: number; closeBeforeMs: number; digits: number }
  | { kind: 'vn'; region: VnRegion; drawsAtUtc: string; closeBeforeMs: number; digits: number };

export type LotteryGameCode = keyof typeof LOTTERY_GAMES;
export const LOTTERY_GAME_CODES = Object.keys(LOTTERY_GAMES) as LotteryGameCode[];
export const isLotteryGame = (code: string): code is LotteryGameCode => Object.hasOwn(LOTTERY_GAMES, code);

/** One draw of a game: its key (unique per merchant and game) and its moments. */
export interface DrawSlot {
  game: LotteryGameCode;
  key: string;
  opensAt: Date;
  closesAt: Date;
  drawsAt: Date;
}

const DAY_MS = 86_400_000;

/** The draw of `game` that draws at or after `at` (the one open now, or the next). */
export function slotAtOrAfter(game: LotteryGameCode, at: Date): DrawSlot {
  const rule: LotteryGameRule = LOTTERY_GAMES[game];
  if (rule.kind === 'fast') {
    const drawsAt = Math.ceil(at.getTime() / rule.everyMs) * rule.everyMs;
    return slotOf(game, drawsAt, drawsAt - rule.everyMs, rule.closeBeforeMs);
  }
  const today = Date.parse(`${at.toISOString().slice(0, 10)}T${rule.drawsAtUtc}:00Z`);
  const drawsAt = today >= at.getTime() ? today : today + DAY_MS;
  return slotOf(game, drawsAt, drawsAt - DAY_MS, rule.closeBeforeMs);
}

/** The draw after `slot`. */
export const nextSlot = (slot: DrawSlot): DrawSlot => slotAtOrAfter(slot.game, new Date(slot.drawsAt.getTime() + 1));

function slotOf(game: LotteryGameCode, drawsAt: number, opensAt: number, closeBeforeMs: number): DrawSlot {
  const rule = LOTTERY_GAMES[game];
  // A fast draw by its minute (UTC); a Vietnamese draw by its day in Vietnam (UTC+7).
  const key =
    rule.kind === 'fast'
      ? `${game}:${new Date(drawsAt).toISOString().slice(0, 16)}`
      : `${game}:${new Date(drawsAt + 7 * 3_600_000).toISOString().slice(0, 10)}`;
  return {
    game,
    key,
    opensAt: new Date(opensAt),
    closesAt: new Date(drawsAt - closeBeforeMs),
    drawsAt: new Date(drawsAt),
  };
}
