import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import { lotteryDraws } from '../../db/schema';
import type { Executor } from '../../db/types';
import { floats } from '../games/inhouse/fairness';
import { digitsOf } from './rules/draw';
import {
  type DrawSlot,
  LOTTERY_GAME_CODES,
  LOTTERY_GAMES,
  type LotteryGameCode,
  nextSlot,
  slotAtOrAfter,
} from './schedule';

/** How many draws of each game exist ahead of now: the lobby shows the next ones with their seed hashes. */
const AHEAD: Record<'fast' | 'vn', number> = { fast: 3, vn: 2 };

/** The digits of a draw, from its seed and key (rules/draw.ts): anyone with the revealed seed gets the same. */
export function drawDigits(game: LotteryGameCode, seed: string, key: string): string {
  return digitsOf(floats({ serverSeed: seed, clientSeed: key, nonce: 0, count: LOTTERY_GAMES[game].digits })).join('');
}

export const seedHashOf = (seed: string) => createHash('sha256').update(seed).digest('hex');

/** The draws of every game from the one open at `now` on, `AHEAD` of each, each with a new seed. */
export function upcomingSlots(now: Date): DrawSlot[] {
  return LOTTERY_GAME_CODES.flatMap((game) => {
    const slots = [slotAtOrAfter(game, now)];
    while (slots.length < AHEAD[LOTTERY_GAMES[game].kind]) slots.push(nextSlot(slots.at(-1) as DrawSlot));
    return slots;
  });
}

/**
 * Makes sure the coming draws exist (one statement; a draw already there keeps its seed, so the
 * hash a player saw never changes). Every instance may: the key is unique.
 */
export async function scheduleDraws(db: Executor, now = new Date(), slots = upcomingSlots(now)): Promise<number> {
  if (slots.length === 0) return 0;
  const rows = await db
    .insert(lotteryDraws)
    .values(
      slots.map((slot) => {
        const seed = randomBytes(32).toString('hex');
        return {
          game: slot.game,
          drawKey: slot.key,
          opensAt: slot.opensAt,
          closesAt: slot.closesAt,
          drawsAt: slot.drawsAt,
          seed,
          seedHash: seedHashOf(seed),
        };
      }),
    )
    .onConflictDoNothing({ target: [lotteryDraws.game, lotteryDraws.drawKey] })
    .returning({ id: lotteryDraws.id });
  return rows.length;
}

/**
 * Draws every open draw whose moment has come, each exactly once: the digits are written by an
 * update that only an open row takes, so two instances (or a restart halfway) never draw one
 * twice and never lose one. Answers the draws this call drew.
 */
export async function drawDue(db: Executor, now = new Date()): Promise<{ id: number; game: string; key: string }[]> {
  const due = await db
    .select({ id: lotteryDraws.id, game: lotteryDraws.game, key: lotteryDraws.drawKey, seed: lotteryDraws.seed })
    .from(lotteryDraws)
    .where(and(eq(lotteryDraws.status, 'open'), lte(lotteryDraws.drawsAt, now)))
    .orderBy(asc(lotteryDraws.drawsAt))
    .limit(500);
  const drawn: { id: number; game: string; key: string }[] = [];
  for (const draw of due) {
    if (!(draw.game in LOTTERY_GAMES)) continue;
    const [row] = await db
      .update(lotteryDraws)
      .set({
        status: 'drawn',
        digits: drawDigits(draw.game as LotteryGameCode, draw.seed, draw.key),
        drawnAt: sql`now()`,
      })
      .where(and(eq(lotteryDraws.id, draw.id), eq(lotteryDraws.status, 'open')))
      .returning({ id: lotteryDraws.id });
    if (row) drawn.push({ id: draw.id, game: draw.game, key: draw.key });
  }
  return drawn;
}
