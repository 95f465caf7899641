import { asc, inArray, sql } from 'drizzle-orm';
import { ledgerAccounts, ledgerEntries, ledgerTransfers } from '../../db/schema';
import type { Tx } from '../../db/types';
import { refKey } from './accounts';
import { assertAmount, hashOf, type TransferRequest } from './requests';

/**
 * A transfer its caller decided under the batch's locks (issue 10): the accounts' rows, and the
 * balances the two accounts have right after it, computed in memory in arrival order.
 */
export type PlannedTransfer = TransferRequest & {
  fromAccountId: number;
  toAccountId: number;
  fromBalance: number;
  toBalance: number;
};

const keyOf = (source: string, externalId: string) => `${source}\u0000${externalId}`;

/**
 * The ledger's group-commit operations: a batch locks its accounts once and posts all its
 * transfers in a few statements, whatever their number. The database still refuses a member
 * balance below zero and a key used twice: a batch that breaks either is rolled back whole, and
 * its caller applies it again in halves.
 */
export function createBatchPostings() {
  return {
    /** The accounts' balances, their rows locked in id order (as every transfer locks them). */
    async lockBalances(tx: Tx, ids: number[]): Promise<Map<number, number>> {
      const rows = await tx
        .select({ id: ledgerAccounts.id, balance: ledgerAccounts.balance })
        .from(ledgerAccounts)
        .where(inArray(ledgerAccounts.id, [...new Set(ids)]))
        .orderBy(asc(ledgerAccounts.id))
        .for('update');
      return new Map(rows.map((r) => [r.id, r.balance]));
    },

    /**
     * Posts the planned transfers and sets the accounts' balances (locked by `lockBalances` in
     * the same transaction). Answers each transfer's id, in plan order.
     */
    async postPlanned(tx: Tx, transfers: PlannedTransfer[], balances: Map<number, number>): Promise<number[]> {
      if (transfers.length === 0) return [];
      const rows = await tx
        .insert(ledgerTransfers)
        .values(
          transfers.map((t) => {
            assertAmount(t.amount);
            return {
              merchantId: t.merchantId,
              currency: t.currency,
              fromAccountId: t.fromAccountId,
              toAccountId: t.toAccountId,
              amount: t.amount,
              kind: t.kind,
              status: 'posted' as const,
              source: t.source,
              externalId: t.externalId,
              // As transferIn hashes: the accounts by name, so a retry on another house slot is the same request.
              requestHash: hashOf([
                refKey(t.merchantId, t.currency, t.from),
                refKey(t.merchantId, t.currency, t.to),
                t.amount,
                t.kind,
                'posted',
              ]),
              actor: t.actor,
              metadata: t.metadata ?? {},
            };
          }),
        )
        .returning({ id: ledgerTransfers.id, source: ledgerTransfers.source, externalId: ledgerTransfers.externalId });
      // Matched by idempotency key, not by row order (which an insert does not promise).
      const idByKey = new Map(rows.map((r) => [keyOf(r.source, r.externalId), r.id]));
      const ids = transfers.map((t) => {
        const id = idByKey.get(keyOf(t.source, t.externalId));
        if (id === undefined) throw new Error('a batch transfer insert lost a row');
        return id;
      });
      await tx.insert(ledgerEntries).values(
        transfers.flatMap((t, i) => {
          const transferId = ids[i] as number;
          return [
            { transferId, accountId: t.fromAccountId, amount: -t.amount, balanceAfter: t.fromBalance, kind: t.kind },
            { transferId, accountId: t.toAccountId, amount: t.amount, balanceAfter: t.toBalance, kind: t.kind },
          ];
        }),
      );
      const after = [...balances].sort(([a], [b]) => a - b).map(([id, balance]) => ({ id, balance }));
      await tx.execute(
        sql`update ledger_accounts as a set balance = v.balance
            from jsonb_to_recordset(${JSON.stringify(after)}::jsonb) as v(id bigint, balance bigint)
            where a.id = v.id and a.balance is distinct from v.balance`,
      );
      return ids;
    },
  };
}
