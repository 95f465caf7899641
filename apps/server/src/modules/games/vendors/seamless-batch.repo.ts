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

    /** Rounds this batch opened, inserted as they end; the ones it changed, in one update. */
    async writeRounds({ rounds }: BatchWrites) {
      const opened = rounds.filter((r) => r.id === null);
      if (opened.length > 0)
        await tx
          .insert(gameRounds)
          .values(opened.map(({ id: _id, settledNow, ...r }) => ({ ...r, settledAt: settledNow ? new Date() : null })));
      const changed = rounds
        .filter((r) => r.id !== null)
        .map((r) => ({ id: r.id, stake: r.stake, payout: r.payout, status: r.status, settled: r.settledNow }));
      if (changed.length > 0)
        await tx.execute(
          sql`update game_rounds as g set stake = v.stake, payout = v.payout, status = v.status,
                settled_at = case when v.settled then now() else g.settled_at end
              from jsonb_to_recordset(${json(changed)}) as v(id bigint, stake bigint, payout bigint, status text, settled boolean)
              where g.id = v.id`,
        );
    },

    /** Every call the batch answered with a record, with the ledger transfer it made. */
    async writeRecords({ records }: BatchWrites, transferIds: number[]) {
      if (records.length === 0) return;
      await tx.insert(vendorTransactions).values(
        records.map(({ transfer, ...r }) => ({
          ...r,
          betTransactionId: null,
          ledgerTransferId: transfer === null ? null : (transferIds[transfer] as number),
        })),
      );
    },
  };
}
