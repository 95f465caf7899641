import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { ledgerEntries } from '../../db/schema';
import type { Executor } from '../../db/types';

/*
 * The ledger's reading of a wallet's play for responsible gaming (issue 15): a session's net
 * result, and the usage a first limit starts from. Here because the ledger owns its tables.
 */

/** The ledger kinds that are play: a stake, a win, a stake returned. */
const PLAY_KINDS = ['bet', 'win', 'refund'];

/**
 * A wallet's stakes and wins in a time range, from the ledger's own lines (stakes net of refunds).
 * Read for a session's net result and to start a member's usage when their first limit is set.
 */
export async function playBetween(executor: Executor, accountId: number, from: Date, to?: Date) {
  const [row] = await executor
    .select({
      staked: sql<number>`coalesce(-sum(${ledgerEntries.amount}) filter (where ${ledgerEntries.kind} in ('bet', 'refund')), 0)::bigint`,
      won: sql<number>`coalesce(sum(${ledgerEntries.amount}) filter (where ${ledgerEntries.kind} = 'win'), 0)::bigint`,
    })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.accountId, accountId),
        inArray(ledgerEntries.kind, PLAY_KINDS),
        gte(ledgerEntries.createdAt, from),
        to ? lt(ledgerEntries.createdAt, to) : undefined,
      ),
    );
  return { staked: Number(row?.staked ?? 0), won: Number(row?.won ?? 0) };
}

/** A wallet's stakes and wins per local day of a time zone since an instant (the usage a first limit starts from). */
export async function playByDay(executor: Executor, accountId: number, from: Date, timeZone: string) {
  const day = sql<string>`to_char(${ledgerEntries.createdAt} at time zone ${timeZone}, 'YYYY-MM-DD')`;
  const rows = await executor
    .select({
      day,
      wagered: sql<number>`coalesce(-sum(${ledgerEntries.amount}) filter (where ${ledgerEntries.kind} in ('bet', 'refund')), 0)::bigint`,
      won: sql<number>`coalesce(sum(${ledgerEntries.amount}) filter (where ${ledgerEntries.kind} = 'win'), 0)::bigint`,
    })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.accountId, accountId),
        inArray(ledgerEntries.kind, PLAY_KINDS),
        gte(ledgerEntries.createdAt, from),
      ),
    )
    // By position: the zone is a parameter, and the same expression twice would be two parameters.
    .groupBy(sql`1`);
  return rows.map((row) => ({ day: row.day, wagered: Number(row.wagered), won: Number(row.won) }));
}
