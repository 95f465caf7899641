import type { TeamFigures } from '@playdeck/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Ledger } from '../ledger/ledger.service';
import type { TeamPlay } from './team-play';
import type { TeamSpan } from './team-range';

/** The ledger kinds the team figures read, the same ones personal P&L reads (records.service). */
export const MOVE_KINDS = ['deposit', 'withdraw', 'withdraw_refund', 'bonus', 'rebate'];

/**
 * moneyMovesByGroup's arithmetic in SQL, for the rollup's day build: sums over rows of `lines`
 * (kind, incoming, outgoing) as deposits, withdrawals and bonuses.
 */
export const movesOfKindSql = (lines: SQL) => sql`
  coalesce(sum(${lines}.incoming) filter (where ${lines}.kind = 'deposit'), 0) as deposits,
  coalesce(sum(${lines}.outgoing) filter (where ${lines}.kind = 'withdraw'), 0)
    - coalesce(sum(${lines}.incoming) filter (where ${lines}.kind = 'withdraw_refund'), 0) as withdrawals,
  coalesce(sum(${lines}.incoming) filter (where ${lines}.kind in ('bonus', 'rebate')), 0) as bonuses`;

export interface MoneyMoves {
  deposits: number;
  withdrawals: number;
  bonuses: number;
}

const NO_MOVES: MoneyMoves = { deposits: 0, withdrawals: 0, bonuses: 0 };
export const NO_PLAY: TeamPlay = { bettors: 0, rounds: 0, validBet: 0, payout: 0 };

/** Deposits, withdrawals (less refunded ones) and bonuses of each group of members, from the ledger. */
export async function moneyMovesByGroup(
  ledger: Ledger,
  { merchantId, currency, members, span }: { merchantId: number; currency: string; members: SQL; span: TeamSpan },
): Promise<Map<number, MoneyMoves>> {
  const rows = await ledger.groupTotalsByKind({ merchantId, currency, members, kinds: MOVE_KINDS, ...span });
  const out = new Map<number, MoneyMoves>();
  for (const row of rows) {
    const moves = out.get(row.grp) ?? { ...NO_MOVES };
    if (row.kind === 'deposit') moves.deposits += row.incoming;
    else if (row.kind === 'withdraw') moves.withdrawals += row.outgoing;
    else if (row.kind === 'withdraw_refund') moves.withdrawals -= row.incoming;
    else moves.bonuses += row.incoming;
    out.set(row.grp, moves);
  }
  return out;
}

/** The contract's money figures from a group's play and money moves. */
export function figuresOf(play: TeamPlay = NO_PLAY, moves: MoneyMoves = NO_MOVES): TeamFigures {
  const winLoss = play.payout - play.validBet;
  return {
    validBet: play.validBet,
    payout: play.payout,
    winLoss,
    deposits: moves.deposits,
    withdrawals: moves.withdrawals,
    bonuses: moves.bonuses,
    profit: winLoss + moves.bonuses,
  };
}

export function sumFigures(list: TeamFigures[]): TeamFigures {
  const total = figuresOf();
  for (const f of list) for (const key of Object.keys(total) as (keyof TeamFigures)[]) total[key] += f[key];
  return total;
}
