import { and, count, countDistinct, eq, gte, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { gameRounds, memberTree } from '../../db/schema';
import type { Executor } from '../../db/types';

/** What a team did at the tables in a span: from settled rounds of the merchant's currency. */
export interface TeamPlay {
  /** Members with at least one settled round (the contracts' "active members"). */
  bettors: number;
  rounds: number;
  /** Stakes of settled rounds: rolled-back rounds are refunded and never count. */
  validBet: number;
  payout: number;
}

export interface TeamPlayQuery {
  merchantId: number;
  currency: string;
  /** Whose team. */
  ancestorId: number;
  /** 1: the downline only (the team); 0: the ancestor's own rounds too. */
  minDepth: 0 | 1;
  /** A half-open span [from, to): Dates, or SQL instants (periodBounds). */
  from: Date | SQL;
  to: Date | SQL;
}

/**
 * The team's settled rounds in a span, by one statement: the rounds come from the
 * (merchant, settled_at) index range, each is kept if its member is in the team (one lookup in
 * the closure table's primary key). Shared by the team screens and the contract settlements, so
 * a salary is paid on the same turnover the agent sees.
 */
export async function teamPlay(db: Executor, query: TeamPlayQuery): Promise<TeamPlay> {
  const [row] = await db
    .select({
      bettors: countDistinct(gameRounds.memberId),
      rounds: count(),
      validBet: sql<string>`coalesce(sum(${gameRounds.stake}), 0)`,
      payout: sql<string>`coalesce(sum(${gameRounds.payout}), 0)`,
    })
    .from(gameRounds)
    .innerJoin(
      memberTree,
      and(eq(memberTree.descendantId, gameRounds.memberId), eq(memberTree.ancestorId, query.ancestorId)),
    )
    .where(teamRoundsIn(query));
  return {
    bettors: Number(row?.bettors ?? 0),
    rounds: Number(row?.rounds ?? 0),
    validBet: Number(row?.validBet ?? 0),
    payout: Number(row?.payout ?? 0),
  };
}

const sums = {
  bettors: countDistinct(gameRounds.memberId),
  rounds: count(),
  validBet: sql<string>`coalesce(sum(${gameRounds.stake}), 0)`,
  payout: sql<string>`coalesce(sum(${gameRounds.payout}), 0)`,
};
const playOf = (row: { bettors: number | string; rounds: number | string; validBet: string; payout: string }) => ({
  bettors: Number(row.bettors),
  rounds: Number(row.rounds),
  validBet: Number(row.validBet),
  payout: Number(row.payout),
});

/** The second look into the tree: a round's member's ancestor one level below the team's head. */
const branchRow = alias(memberTree, 'branch');

/**
 * The same rounds as teamPlay, split by branch: each direct downline of the ancestor with its
 * whole team under it, keyed by the direct downline's id; the ancestor's own rounds (minDepth 0)
 * under the ancestor's id. The branch of a member at depth d is its ancestor at distance d - 1,
 * one lookup in the (descendant, depth) index per round: still one statement over the span.
 */
export async function teamPlayByBranch(db: Executor, query: TeamPlayQuery): Promise<Map<number, TeamPlay>> {
  // The tree's own ancestor column, not a parameter: the select and the group by must be one expression.
  const branch = sql<string>`coalesce(${branchRow.ancestorId}, ${memberTree.ancestorId})`;
  const rows = await db
    .select({ branch, ...sums })
    .from(gameRounds)
    .innerJoin(
      memberTree,
      and(eq(memberTree.descendantId, gameRounds.memberId), eq(memberTree.ancestorId, query.ancestorId)),
    )
    .leftJoin(
      branchRow,
      and(eq(branchRow.descendantId, gameRounds.memberId), sql`${branchRow.depth} = ${memberTree.depth} - 1`),
    )
    .where(teamRoundsIn(query))
    .groupBy(branch);
  return new Map(rows.map((row) => [Number(row.branch), playOf(row)]));
}

/** The same rounds as teamPlay, by game category (team betting). */
export async function teamPlayByCategory(db: Executor, query: TeamPlayQuery): Promise<Map<string, TeamPlay>> {
  const rows = await db
    .select({ category: gameRounds.category, ...sums })
    .from(gameRounds)
    .innerJoin(
      memberTree,
      and(eq(memberTree.descendantId, gameRounds.memberId), eq(memberTree.ancestorId, query.ancestorId)),
    )
    .where(teamRoundsIn(query))
    .groupBy(gameRounds.category);
  return new Map(rows.map((row) => [row.category, playOf(row)]));
}

/** The filter of a team's settled rounds in a span (with game_rounds joined to member_tree). */
export function teamRoundsIn({ merchantId, currency, minDepth, from, to }: TeamPlayQuery): SQL {
  return and(
    eq(gameRounds.merchantId, merchantId),
    eq(gameRounds.status, 'settled'),
    eq(gameRounds.currency, currency),
    sql`${gameRounds.settledAt} >= ${from} and ${gameRounds.settledAt} < ${to}`,
    gte(memberTree.depth, minDepth),
  ) as SQL;
}
