import { asc, inArray, sql } from 'drizzle-orm';
import { announceCommitted } from '../../db/committed';
import { rawRows } from '../../db/raw';
import { ledgerAccounts } from '../../db/schema';
import type { Tx } from '../../db/types';
import { refKey } from './accounts';
import { BALANCES_CHANGED } from './movements';
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
      const rows = transfers.map((t, ord) => {
        assertAmount(t.amount);
        return {
          ord,
          merchant_id: t.merchantId,
          currency: t.currency,
          from_account_id: t.fromAccountId,
          to_account_id: t.toAccountId,
          amount: t.amount,
          kind: t.kind,
          source: t.source,
          external_id: t.externalId,
          // As transferIn hashes: the accounts by name, so a retry on another house slot is the same request.
          request_hash: hashOf([
            refKey(t.merchantId, t.currency, t.from),
            refKey(t.merchantId, t.currency, t.to),
            t.amount,
            t.kind,
            'posted',
          ]),
          actor: t.actor,
          metadata: t.metadata ?? {},
          from_balance: t.fromBalance,
          to_balance: t.toBalance,
        };
      });
      const after = [...balances].sort(([a], [b]) => a - b).map(([id, balance]) => ({ id, balance }));
      // One statement: the transfers, their two entries each (joined back by idempotency key, not
      // by row order, which an insert does not promise), and the accounts' new balances.
      const inserted = await rawRows<{ id: number; source: string; external_id: string }>(
        tx,
        sql`with planned as (
              select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as p(
                ord int, merchant_id int, currency text, from_account_id bigint, to_account_id bigint, amount bigint,
                kind text, source text, external_id text, request_hash text, actor text, metadata jsonb,
                from_balance bigint, to_balance bigint)),
            transfers as (
              insert into ledger_transfers (merchant_id, currency, from_account_id, to_account_id, amount, kind,
                status, source, external_id, request_hash, actor, metadata)
              select merchant_id, currency, from_account_id, to_account_id, amount, kind, 'posted', source,
                external_id, request_hash, actor, metadata from planned
              returning id, merchant_id, source, external_id),
            entries as (
              insert into ledger_entries (transfer_id, account_id, amount, balance_after, kind)
              select t.id, side.account_id, side.amount, side.balance_after, p.kind
              from planned p
              join transfers t on t.merchant_id = p.merchant_id and t.source = p.source and t.external_id = p.external_id
              cross join lateral (values (p.from_account_id, -p.amount, p.from_balance),
                                         (p.to_account_id, p.amount, p.to_balance)) as side(account_id, amount, balance_after)
              -- In plan order: an account's entries, by id, add up to each one's balance after (ledger:verify).
              order by p.ord, side.amount),
            balances as (
              update ledger_accounts as a set balance = v.balance
              from jsonb_to_recordset(${JSON.stringify(after)}::jsonb) as v(id bigint, balance bigint)
              where a.id = v.id and a.balance is distinct from v.balance)
            select id, source, external_id from transfers`,
      );
      announceCommitted(
        tx,
        BALANCES_CHANGED,
        after.map((a) => a.id),
      );
      const idByKey = new Map(inserted.map((r) => [keyOf(r.source, r.external_id), Number(r.id)]));
      return transfers.map((t) => {
        const id = idByKey.get(keyOf(t.source, t.externalId));
        if (id === undefined) throw new Error('a batch transfer insert lost a row');
        return id;
      });
    },
  };
}
