import type { LotteryOddsSettings } from '@playdeck/contracts';
import { INHOUSE_LOTTERY_VENDOR } from '@playdeck/contracts/game-constants';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { lotteryBets, lotteryDraws, merchants } from '../../db/schema';
import type { Db } from '../../db/types';
import { AppError } from '../../lib/errors';
import { walletRefusalError } from '../games/vendors/refusal-error';
import type { SeamlessWallet } from '../games/vendors/seamless-wallet.service';
import { playerIdOf } from '../games/vendors/vendor-answer';
import type { MerchantConfig } from '../settings/settings.service';
import { lotteryPayout } from './rules/draw';
import { type FastPick, fastHits, fastPickValid } from './rules/fast';
import { oddsOf } from './rules/odds';
import { VN_BET_TYPES, type VnBetType, vnBetValid, vnHits, vnResult } from './rules/vietnam';
import { isLotteryGame, LOTTERY_GAMES, type LotteryGameCode } from './schedule';

/** The vendor code of Playdeck's own lotteries: their rounds go through the seamless wallet as any vendor's. */
export const LOTTERY_VENDOR = INHOUSE_LOTTERY_VENDOR;

/** A slip's lines: at most this many, each within these stakes (minor units). */
export const MAX_LINES = 20;
export const MIN_STAKE = 100;
export const MAX_STAKE = 5_000_000;

export interface SlipLine {
  betType: string;
  /** Vietnamese lottery: the numbers. Fast draws: the pick (without its type). */
  selection: unknown;
  stake: number;
  /** The odds the player saw, when the slip names them. */
  oddsBp?: number;
}

export interface LotteryDeps {
  db: Db;
  seamless: SeamlessWallet;
}

const invalid = (field: string) => new AppError('validation.failed', { fields: [{ field, key: 'field.invalid' }] });

/** A line checked against its game's bet types: the selection as stored, and the odds it is paid at. */
function checkedLine(game: LotteryGameCode, line: SlipLine, index: number, merchantOdds: LotteryOddsSettings) {
  const rule = LOTTERY_GAMES[game];
  const field = `lines.${index}`;
  if (!Number.isSafeInteger(line.stake) || line.stake < MIN_STAKE || line.stake > MAX_STAKE)
    throw invalid(`${field}.stake`);
  if (rule.kind === 'vn') {
    const type = line.betType as VnBetType;
    const numbers = line.selection;
    if (!VN_BET_TYPES.includes(type)) throw invalid(`${field}.betType`);
    if (!Array.isArray(numbers) || !numbers.every((n) => typeof n === 'string') || !vnBetValid(type, numbers))
      throw invalid(`${field}.selection`);
    return { betType: type, selection: numbers as string[], oddsBp: oddsOf(merchantOdds, rule, type) };
  }
  const pick = { ...(line.selection as object), type: line.betType } as FastPick;
  if (typeof line.selection !== 'object' || line.selection === null || !fastPickValid(pick))
    throw invalid(`${field}.selection`);
  const { type: _type, ...selection } = pick;
  return { betType: pick.type, selection, oddsBp: oddsOf(merchantOdds, rule, pick.type) };
}

/** JSON with its keys sorted: a selection read back from jsonb compares equal to the one sent. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  return JSON.stringify(value);
}

type LineFacts = { game: string; betType: string; selection: unknown; stake: number };
const lineFacts = (line: LineFacts) => `${line.game}|${line.betType}|${canonical(line.selection)}|${line.stake}`;

/** Whether two slips name the same lines in the same order. */
const sameLines = (a: LineFacts[], b: LineFacts[]) =>
  a.length === b.length && a.every((line, i) => lineFacts(line) === lineFacts(b[i] as LineFacts));

/**
 * Places a slip on one draw: every line or none. In one transaction the draw is locked and
 * checked open (betting closes at `closes_at`, by the database's clock), the lines are written,
 * and each line's stake is taken through the seamless wallet; a shortfall rolls it all back.
 * The same requestId again answers the lines already placed; with another slip, a conflict.
 */
export async function placeSlip(
  deps: LotteryDeps,
  merchant: MerchantConfig,
  memberId: number,
  slip: { game: string; drawKey: string; requestId: string; lines: SlipLine[] },
) {
  if (!isLotteryGame(slip.game)) throw new AppError('resource.not.found');
  const game = slip.game;
  if (!Array.isArray(slip.lines) || slip.lines.length < 1 || slip.lines.length > MAX_LINES) throw invalid('lines');
  const lines = slip.lines.map((line, i) => checkedLine(game, line, i, merchant.settings.lotteryOdds ?? {}));
  const placed = await deps.seamless.betTogether(
    LOTTERY_VENDOR,
    { playerId: playerIdOf(merchant.id, memberId), currency: merchant.currency.code, gameCode: game },
    async (tx, bet) => {
      // The same slip sent twice at once (a double tap): the second waits here, then replays.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`lottery-slip:${memberId}:${slip.requestId}`}))`);
      const already = await tx
        .select()
        .from(lotteryBets)
        .where(and(eq(lotteryBets.memberId, memberId), eq(lotteryBets.requestId, slip.requestId)))
        .orderBy(asc(lotteryBets.line));
      if (already.length > 0) {
        // A replay answers the slip placed; another slip under the same id is refused, not swapped in.
        const [placedOn] = await tx
          .select({ key: lotteryDraws.drawKey })
          .from(lotteryDraws)
          .where(eq(lotteryDraws.id, already[0]?.drawId ?? 0));
        const sameSlip =
          placedOn?.key === slip.drawKey &&
          sameLines(
            already.map((row) => ({ ...row, game: row.game })),
            lines.map((line, i) => ({ ...line, game, stake: slip.lines[i]?.stake as number })),
          );
        if (!sameSlip) throw new AppError('conflict', { data: { reason: 'requestId names another slip' } });
        return already;
      }
      // Paid at the odds the player was shown, or not placed (an operator may change them any time).
      if (lines.some((line, i) => (slip.lines[i]?.oddsBp ?? line.oddsBp) !== line.oddsBp))
        throw new AppError('lottery.odds.changed');
      const [draw] = await tx
        .select({ id: lotteryDraws.id })
        .from(lotteryDraws)
        .where(
          and(
            eq(lotteryDraws.game, game),
            eq(lotteryDraws.drawKey, slip.drawKey),
            eq(lotteryDraws.status, 'open'),
            sql`${lotteryDraws.closesAt} > now()`,
          ),
        )
        .for('share');
      if (!draw) throw new AppError('lottery.draw.closed');
      const rows = await tx
        .insert(lotteryBets)
        .values(
          lines.map((line, i) => ({
            merchantId: merchant.id,
            memberId,
            drawId: draw.id,
            game,
            ...line,
            stake: slip.lines[i]?.stake as number,
            requestId: slip.requestId,
            line: i,
          })),
        )
        .returning();
      for (const row of rows) {
        const answer = await bet({
          roundId: `lottery-${row.id}`,
          transactionId: `bet-lottery-${row.id}`,
          amount: row.stake,
        });
        if (!answer.body.ok) throw walletRefusalError(merchant, answer);
      }
      return rows;
    },
  );
  if (!Array.isArray(placed)) {
    const error = placed.body.ok ? 'UNKNOWN' : placed.body.error;
    if (error === 'UNKNOWN_GAME') throw new AppError('resource.not.found');
    throw new AppError('conflict', { data: { error } });
  }
  return placed;
}

/**
 * Cancels a slip before its draw closes: in one transaction the draw is locked and checked
 * still open, each pending line's stake is returned through the seamless wallet (a rollback of
 * its bet, once) and the line marked cancelled. Answers the slip's lines; a slip already
 * cancelled answers them again.
 */
export async function cancelSlip(deps: LotteryDeps, merchant: MerchantConfig, memberId: number, requestId: string) {
  const done = await deps.seamless.rollbackTogether(
    LOTTERY_VENDOR,
    playerIdOf(merchant.id, memberId),
    async (tx, rollback) => {
      const lines = await tx
        .select()
        .from(lotteryBets)
        .where(
          and(
            eq(lotteryBets.memberId, memberId),
            eq(lotteryBets.merchantId, merchant.id),
            eq(lotteryBets.requestId, requestId),
          ),
        )
        .orderBy(asc(lotteryBets.line));
      const first = lines[0];
      if (!first) throw new AppError('resource.not.found');
      if (lines.every((line) => line.status === 'cancelled')) return lines;
      const [open] = await tx
        .select({ id: lotteryDraws.id })
        .from(lotteryDraws)
        .where(
          and(
            eq(lotteryDraws.id, first.drawId),
            eq(lotteryDraws.status, 'open'),
            sql`${lotteryDraws.closesAt} > now()`,
          ),
        )
        .for('share');
      if (!open) throw new AppError('lottery.draw.closed');
      for (const line of lines) {
        if (line.status !== 'pending') continue;
        const answer = await rollback({
          roundId: `lottery-${line.id}`,
          transactionId: `cancel-lottery-${line.id}`,
          betTransactionId: `bet-lottery-${line.id}`,
        });
        if (!answer.body.ok) throw new AppError('conflict', { data: { error: answer.body.error } });
      }
      return tx
        .update(lotteryBets)
        .set({ status: 'cancelled', hits: 0, payout: 0, settledAt: sql`now()` })
        .where(
          and(
            eq(lotteryBets.drawId, first.drawId),
            eq(lotteryBets.memberId, memberId),
            eq(lotteryBets.requestId, requestId),
          ),
        )
        .returning();
    },
  );
  if (!Array.isArray(done))
    throw new AppError('conflict', { data: { error: done.body.ok ? 'UNKNOWN' : done.body.error } });
  return done.sort((a, b) => a.line - b.line);
}

/** What a line won on a draw's digits: its hits and its payout at the odds it was placed at. */
export function lineOutcome(
  game: LotteryGameCode,
  line: { betType: string; selection: unknown; stake: number; oddsBp: number },
  digits: number[],
) {
  const rule = LOTTERY_GAMES[game];
  const hits =
    rule.kind === 'vn'
      ? vnHits(line.betType as VnBetType, line.selection as string[], vnResult(rule.region, digits))
      : fastHits({ ...(line.selection as object), type: line.betType } as FastPick, digits);
  return { hits, payout: lotteryPayout(line.stake, line.oddsBp, hits) };
}

/**
 * Pays every pending line of the drawn draws: each line's win (0 for a loss) through the
 * seamless wallet under `win-lottery-<id>` (a repeat is a replay, never a second payment), then
 * the line marked; a draw whose lines are all paid is settled. Safe to run on every instance and
 * after a crash at any point. Answers the lines paid by this call.
 */
export async function settleDrawn(deps: LotteryDeps): Promise<number> {
  const { db } = deps;
  let paid = 0;
  const unpaid: string[] = [];
  const drawn = await db
    .select({ id: lotteryDraws.id, game: lotteryDraws.game, digits: lotteryDraws.digits })
    .from(lotteryDraws)
    .where(eq(lotteryDraws.status, 'drawn'))
    // Newest first: draws held up by a refused line (they wait for an operator) can never crowd
    // out the draws that have just been drawn.
    .orderBy(desc(lotteryDraws.drawsAt))
    .limit(100);
  for (const draw of drawn) {
    if (!isLotteryGame(draw.game) || !draw.digits) continue;
    const digits = draw.digits.split('').map(Number);
    const pending = await db
      .select({ line: lotteryBets, currency: merchants.currency })
      .from(lotteryBets)
      .innerJoin(merchants, eq(merchants.id, lotteryBets.merchantId))
      .where(and(eq(lotteryBets.drawId, draw.id), eq(lotteryBets.status, 'pending')))
      .orderBy(asc(lotteryBets.id));
    for (const { line, currency } of pending) {
      const { hits, payout } = lineOutcome(draw.game, line, digits);
      const answer = await deps.seamless.win(LOTTERY_VENDOR, {
        playerId: playerIdOf(line.merchantId, line.memberId),
        roundId: `lottery-${line.id}`,
        transactionId: `win-lottery-${line.id}`,
        currency,
        gameCode: draw.game,
        amount: payout,
      });
      // A round rolled back before its draw (the platform's round timeout, an operator) has its
      // stake back already: the line is void, as a cancelled one.
      const voided = !answer.body.ok && answer.body.error === 'BET_ROLLED_BACK';
      if (!answer.body.ok && !voided) {
        // One refused line must not hold up every other line: it stays pending, its draw
        // unsettled, and the job reports it every tick until an operator looks.
        unpaid.push(`${line.id} (${answer.body.error})`);
        continue;
      }
      const outcome = voided
        ? { status: 'cancelled' as const, hits: 0, payout: 0 }
        : { status: hits > 0 ? ('won' as const) : ('lost' as const), hits, payout };
      const [marked] = await db
        .update(lotteryBets)
        .set({ ...outcome, settledAt: sql`now()` })
        .where(and(eq(lotteryBets.id, line.id), eq(lotteryBets.status, 'pending')))
        .returning({ id: lotteryBets.id });
      if (marked) paid++;
    }
    await db
      .update(lotteryDraws)
      .set({ status: 'settled', settledAt: sql`now()` })
      .where(
        and(
          eq(lotteryDraws.id, draw.id),
          eq(lotteryDraws.status, 'drawn'),
          sql`not exists (select 1 from lottery_bets b where b.draw_id = ${draw.id} and b.status = 'pending')`,
        ),
      );
  }
  if (unpaid.length > 0) throw new Error(`lottery lines not paid, retried next tick: ${unpaid.join(', ')}`);
  return paid;
}
