import { and, asc, inArray, or, sql } from 'drizzle-orm';
import { gameRounds, vendorTransactions } from '../../../db/schema';
import type { Tx } from '../../../db/types';
import type { GameRound, VendorTransaction } from './seamless.repo';
import type { BatchWrites, SeamlessItem } from './seamless-batch.decide';

const unique = <T>(values: T[]) => [...new Set(values)];
const pairKey = (a: string, b: string) => `${a}\u0000${b}`;

/** A JSON document bound as one parameter: the same statement text whatever the batch's size. */
const json = (rows: unknown) => sql`${JSON.stringify(rows)}::jsonb`;

/**
 * The seamless wallet's batch statements (issue 10): one read per table for the whole batch, and
 * multi-row writes. The ledger's own rows go through the ledger (`ledger.batch`).
 */
export function seamlessBatchRepo(tx: Tx) {
  return {
    /** Calls recorded under the batch's ids, and rollbacks naming its bets. */
    async transactions(items: SeamlessItem[]): Promise<VendorTransaction[]> {
      const ids = unique(items.map((i) => i.call.transactionId));
      const rows = await tx
        .select()
        .from(vendorTransactions)
        .where(
          and(
            inArray(vendorTransactions.vendorCode, unique(items.map((i) => i.vendor))),
            or(inArray(vendorTransactions.transactionId, ids), inArray(vendorTransactions.betTransactionId, ids)),
          ),
        );
      const wanted = new Set(items.map((i) => pairKey(i.vendor, i.call.transactionId)));
      return rows.filter(
        (r) =>
          wanted.has(pairKey(r.vendorCode, r.transactionId)) ||
          (r.betTransactionId !== null && wanted.has(pairKey(r.vendorCode, r.betTransactionId))),
      );
    },

    /** The batch's rounds, locked in id order. */
    async rounds(items: SeamlessItem[]): Promise<GameRound[]> {
      const rows = await tx
        .select()
        .from(gameRounds)
        .where(
          and(
            inArray(gameRounds.vendorCode, unique(items.map((i) => i.vendor))),
            inArray(gameRounds.roundId, unique(items.map((i) => i.call.roundId))),
          ),
        )
        .orderBy(asc(gameRounds.id))
        .for('update');
      const wanted = new Set(items.map((i) => pairKey(i.vendor, i.call.roundId)));
      return rows.filter((r) => wanted.has(pairKey(r.vendorCode, r.roundId)));
    },

    /**
     * What the batch decided, in one statement: the rounds it opened (inserted as they end), the
     * rounds it changed, and every call it answered with a record (and the ledger transfer it made).
     */
    async write({ rounds, records }: BatchWrites, transferIds: number[]) {
      const opened = rounds
        .filter((r) => r.id === null)
        .map((r) => ({
          vendor_code: r.vendorCode,
          round_id: r.roundId,
          merchant_id: r.merchantId,
          member_id: r.memberId,
          game_id: r.gameId,
          category: r.category,
          currency: r.currency,
          stake: r.stake,
          payout: r.payout,
          status: r.status,
          settled: r.settledNow,
        }));
      const changed = rounds
        .filter((r) => r.id !== null)
        .map((r) => ({ id: r.id, stake: r.stake, payout: r.payout, status: r.status, settled: r.settledNow }));
      const recorded = records.map((r) => ({
        vendor_code: r.vendorCode,
        transaction_id: r.transactionId,
        type: r.type,
        merchant_id: r.merchantId,
        member_id: r.memberId,
        round_id: r.roundId,
        amount: r.amount,
        currency: r.currency,
        ledger_transfer_id: r.transfer === null ? null : transferIds[r.transfer],
        response: r.response,
      }));
      await tx.execute(
        sql`with opened as (
              insert into game_rounds (vendor_code, round_id, merchant_id, member_id, game_id, category, currency,
                stake, payout, status, settled_at)
              select vendor_code, round_id, merchant_id, member_id, game_id, category, currency, stake, payout, status,
                case when settled then now() end
              from jsonb_to_recordset(${json(opened)}) as v(vendor_code text, round_id text, merchant_id int,
                member_id bigint, game_id bigint, category text, currency text, stake bigint, payout bigint,
                status text, settled boolean)),
            changed as (
              update game_rounds as g set stake = v.stake, payout = v.payout, status = v.status,
                settled_at = case when v.settled then coalesce(g.settled_at, now()) else g.settled_at end
              from jsonb_to_recordset(${json(changed)}) as v(id bigint, stake bigint, payout bigint, status text,
                settled boolean)
              where g.id = v.id)
            insert into vendor_transactions (vendor_code, transaction_id, type, merchant_id, member_id, round_id,
              amount, currency, ledger_transfer_id, response)
            select vendor_code, transaction_id, type, merchant_id, member_id, round_id, amount, currency,
              ledger_transfer_id, response
            from jsonb_to_recordset(${json(recorded)}) as v(vendor_code text, transaction_id text, type text,
              merchant_id int, member_id bigint, round_id text, amount bigint, currency text,
              ledger_transfer_id bigint, response jsonb)`,
      );
    },
  };
}
