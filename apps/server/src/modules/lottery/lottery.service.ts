import type { LotteryBet, LotteryDraw, LotteryGame, LotteryOddsSettings, WinnerEntry } from '@playdeck/contracts';
import { and, asc, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import { lotteryBets, lotteryDraws, members, merchantVendors, vendors } from '../../db/schema';
import type { Db, Executor } from '../../db/types';
import { AppError } from '../../lib/errors';
import type { Ledger } from '../ledger/ledger.service';
import { maskName } from '../promotions/referral';
import type { MerchantConfig } from '../settings/settings.service';
import { cancelSlip, LOTTERY_VENDOR, placeSlip, type SlipLine } from './bets';
import { FAST_BET_TYPES } from './rules/fast';
import { oddsOf } from './rules/odds';
import { VN_BET_TYPES, vnResult } from './rules/vietnam';
import { LOTTERY_GAME_CODES, LOTTERY_GAMES, type LotteryGameCode } from './schedule';

export interface LotteryServiceDeps {
  db: Db;
  ledger: Ledger;
  seamless: Parameters<typeof placeSlip>[0]['seamless'];
}

const PAGE_SIZE = 20;

/** Whether the merchant offers Playdeck's lotteries (the PDLOT vendor enabled for it, and active). */
async function offersLottery(db: Executor, merchantId: number): Promise<boolean> {
  const [row] = await db
    .select({ enabled: merchantVendors.enabled })
    .from(merchantVendors)
    .innerJoin(vendors, eq(vendors.code, merchantVendors.vendorCode))
    .where(
      and(
        eq(merchantVendors.merchantId, merchantId),
        eq(merchantVendors.vendorCode, LOTTERY_VENDOR),
        eq(vendors.status, 'active'),
      ),
    );
  return row?.enabled === true;
}

type DrawRow = typeof lotteryDraws.$inferSelect;

/** A draw as a player sees it: the seed only once it has been drawn. */
const drawView = (row: DrawRow): LotteryDraw => {
  const rule = LOTTERY_GAMES[row.game as LotteryGameCode];
  const drawn = row.status !== 'open' && row.digits !== null;
  return {
    game: row.game as LotteryGameCode,
    key: row.drawKey,
    opensAt: row.opensAt.toISOString(),
    closesAt: row.closesAt.toISOString(),
    drawsAt: row.drawsAt.toISOString(),
    seedHash: row.seedHash,
    digits: drawn ? row.digits : null,
    prizes: drawn && rule.kind === 'vn' ? vnResult(rule.region, [...(row.digits as string)].map(Number)) : null,
    seed: drawn ? row.seed : null,
  };
};

/** A game's bet types at the merchant's odds. */
const betTypesOf = (game: LotteryGameCode, merchantOdds: LotteryOddsSettings) => {
  const rule = LOTTERY_GAMES[game];
  const types = rule.kind === 'vn' ? VN_BET_TYPES : FAST_BET_TYPES;
  return types.map((betType) => ({ betType, oddsBp: oddsOf(merchantOdds, rule, betType) }));
};

/** Spec 7 lottery menu and list by prize mode: each game with its odds and the draw open for bets now. */
export async function lotteryMenu(
  db: Db,
  merchant: MerchantConfig,
  prizeMode?: 'Lott' | 'Elott',
): Promise<LotteryGame[]> {
  if (!(await offersLottery(db, merchant.id))) return [];
  const codes = LOTTERY_GAME_CODES.filter((game) => {
    const mode = LOTTERY_GAMES[game].kind === 'vn' ? 'Lott' : 'Elott';
    return !prizeMode || prizeMode === mode;
  });
  // The next open draw of each game: the earliest still taking bets.
  const next = await db
    .selectDistinctOn([lotteryDraws.game])
    .from(lotteryDraws)
    .where(
      and(inArray(lotteryDraws.game, codes), eq(lotteryDraws.status, 'open'), sql`${lotteryDraws.closesAt} > now()`),
    )
    .orderBy(lotteryDraws.game, asc(lotteryDraws.drawsAt));
  const byGame = new Map(next.map((row) => [row.game, row]));
  return codes.map((game) => {
    const vn = LOTTERY_GAMES[game].kind === 'vn';
    const draw = byGame.get(game);
    return {
      game,
      playType: vn ? 'Tradition' : 'Entertainment',
      prizeMode: vn ? 'Lott' : 'Elott',
      betTypes: betTypesOf(game, merchant.settings.lotteryOdds ?? {}),
      next: draw ? drawView(draw) : null,
    };
  });
}

/** The latest drawn results of a game, newest first (spec 7 recent VN lottery, VN numero). */
export async function lotteryResults(db: Db, merchant: MerchantConfig, game: LotteryGameCode, limit: number) {
  if (!(await offersLottery(db, merchant.id))) throw new AppError('resource.not.found');
  const rows = await db
    .select()
    .from(lotteryDraws)
    .where(and(eq(lotteryDraws.game, game), inArray(lotteryDraws.status, ['drawn', 'settled'])))
    .orderBy(desc(lotteryDraws.drawsAt))
    .limit(limit);
  return rows.map(drawView);
}

type BetRow = typeof lotteryBets.$inferSelect;
const betView = (row: BetRow, drawKey: string): LotteryBet => ({
  id: row.id,
  game: row.game as LotteryGameCode,
  drawKey,
  requestId: row.requestId,
  betType: row.betType,
  selection: row.selection,
  stake: row.stake,
  oddsBp: row.oddsBp,
  status: row.status,
  hits: row.hits,
  payout: row.payout,
  createdAt: row.createdAt.toISOString(),
});

/** The member's main balance after a slip or a cancel, for the bet slip to show. */
const balanceOf = (deps: LotteryServiceDeps, merchant: MerchantConfig, memberId: number) =>
  deps.ledger.balance({
    merchantId: merchant.id,
    currency: merchant.currency.code,
    ref: { member: memberId, purpose: 'main' },
  });

/** Places a slip (bets.ts) for a member of a merchant that offers the lotteries; answers the lines and the balance. */
export async function placeMemberSlip(
  deps: LotteryServiceDeps,
  merchant: MerchantConfig,
  memberId: number,
  slip: { game: LotteryGameCode; drawKey: string; requestId: string; lines: SlipLine[] },
) {
  if (!(await offersLottery(deps.db, merchant.id))) throw new AppError('resource.not.found');
  const lines = await placeSlip(deps, merchant, memberId, slip);
  return {
    lines: lines.map((line) => betView(line, slip.drawKey)),
    balance: await balanceOf(deps, merchant, memberId),
  };
}

/** Cancels a member's slip before its draw closes (bets.ts); answers its lines and the balance. */
export async function cancelMemberSlip(
  deps: LotteryServiceDeps,
  merchant: MerchantConfig,
  memberId: number,
  requestId: string,
) {
  const lines = await cancelSlip(deps, merchant, memberId, requestId);
  const [draw] = await deps.db
    .select({ key: lotteryDraws.drawKey })
    .from(lotteryDraws)
    .where(eq(lotteryDraws.id, lines[0]?.drawId ?? 0));
  return {
    lines: lines.map((line) => betView(line, draw?.key ?? '')),
    balance: await balanceOf(deps, merchant, memberId),
  };
}

/** The member's bet lines, newest first, a page at a time. */
export async function myLotteryBets(db: Db, merchant: MerchantConfig, memberId: number, pageNo: number) {
  const rows = await db
    .select({ bet: lotteryBets, drawKey: lotteryDraws.drawKey })
    .from(lotteryBets)
    .innerJoin(lotteryDraws, eq(lotteryDraws.id, lotteryBets.drawId))
    .where(and(eq(lotteryBets.memberId, memberId), eq(lotteryBets.merchantId, merchant.id)))
    .orderBy(desc(lotteryBets.id))
    .limit(PAGE_SIZE + 1)
    .offset((pageNo - 1) * PAGE_SIZE);
  return {
    list: rows.slice(0, PAGE_SIZE).map((row) => betView(row.bet, row.drawKey)),
    pageNo,
    hasMore: rows.length > PAGE_SIZE,
  };
}

/** Winner board: the merchant's biggest lottery wins of the last day, highest first, names masked. */
export async function lotteryWinners(db: Db, merchant: MerchantConfig, now = new Date()): Promise<WinnerEntry[]> {
  const rows = await db
    .select({
      username: members.username,
      game: lotteryBets.game,
      winAmount: lotteryBets.payout,
      settledAt: lotteryBets.settledAt,
    })
    .from(lotteryBets)
    .innerJoin(members, eq(members.id, lotteryBets.memberId))
    .where(
      and(
        eq(lotteryBets.merchantId, merchant.id),
        eq(lotteryBets.status, 'won'),
        gt(lotteryBets.settledAt, new Date(now.getTime() - 86_400_000)),
      ),
    )
    .orderBy(desc(lotteryBets.payout), asc(lotteryBets.id))
    .limit(20);
  return rows.map((row) => ({
    name: maskName(row.username),
    gameName: row.game,
    winAmount: row.winAmount ?? 0,
    at: row.settledAt?.toISOString() ?? '',
  }));
}
