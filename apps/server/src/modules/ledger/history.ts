import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import { rawRows } from '../../db/raw';
import { ledgerEntries, ledgerTransfers } from '../../db/schema';
import type { Db } from '../../db/types';
import type { AccountDirectory } from './accounts';
import type { AccountQuery } from './requests';

/** A page of an account's lines, newest first. */
export interface EntriesQuery extends Omit<AccountQuery, 'tx'> {
  kind?: string | undefined;
  /** Lines older than this id (the cursor). */
  before?: number | undefined;
  /** From this moment (inclusive) to that one (exclusive). */
  from?: Date | undefined;
  to?: Date | undefined;
  limit: number;
}

/** The reading half of the ledger for record screens: an account's lines and their sums by kind. */
export function createHistory(db: Db, accounts: AccountDirectory) {
  return {
    /**
     * An account's lines with the transfer's detail and game, paged by the (account, kind, id) or
     * (account, id) index, whatever the history length.
     */
    async entries({ merchantId, currency, account, kind, before, from, to, limit }: EntriesQuery) {
      const accountId = await accounts.resolve(db, { merchantId, currency, ref: account });
      return db
        .select({
          id: ledgerEntries.id,
          kind: ledgerEntries.kind,
          amount: ledgerEntries.amount,
          balanceAfter: ledgerEntries.balanceAfter,
          createdAt: ledgerEntries.createdAt,
          detail: sql<string | null>`${ledgerTransfers.metadata}->>'detail'`,
          gameId: sql<string | null>`${ledgerTransfers.metadata}->>'gameId'`,
        })
        .from(ledgerEntries)
        .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, ledgerEntries.transferId))
        .where(
          and(
            eq(ledgerEntries.accountId, accountId),
            kind ? eq(ledgerEntries.kind, kind) : undefined,
            before ? lt(ledgerEntries.id, before) : undefined,
            from ? gte(ledgerEntries.createdAt, from) : undefined,
            to ? lt(ledgerEntries.createdAt, to) : undefined,
          ),
        )
        .orderBy(desc(ledgerEntries.id))
        .limit(limit);
    },

    /** What came in and went out of an account by kind, from `from` (inclusive) to `to` (exclusive). */
    async totalsByKind({
      merchantId,
      currency,
      account,
      from,
      to,
    }: Omit<AccountQuery, 'tx'> & { from: Date; to: Date }) {
      const accountId = await accounts.resolve(db, { merchantId, currency, ref: account });
      return rawRows<{ kind: string; incoming: number; outgoing: number }>(
        db,
        sql`select kind,
          coalesce(sum(amount) filter (where amount > 0), 0)::bigint as incoming,
          coalesce(-sum(amount) filter (where amount < 0), 0)::bigint as outgoing
        from ledger_entries
        where account_id = ${accountId} and created_at >= ${from} and created_at < ${to}
        group by kind`,
      );
    },
  };
}
