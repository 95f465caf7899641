import { eq } from 'drizzle-orm';
import { ledgerAccounts } from '../../db/schema';
import type { Tx } from '../../db/types';
import type { AccountDirectory } from './accounts';
import type { Postings } from './postings';
import type { AccountQuery, CheckedMove, CheckedResult } from './requests';

/**
 * Movements checked under the member wallet's row lock, inside a caller's transaction (the
 * seamless wallet's bets and wins, a withdrawal's checks). The statements are the ones the
 * callers ran themselves before the ledger owned them: the hot path spends no extra round trip.
 * Lock order: the wallet's row first, then the transfer's rows in id order (as every transfer).
 */
export function createCheckedMoves(accounts: AccountDirectory, postings: Postings) {
  const { guarded, transferIn } = postings;

  /** The wallet's balance, its row locked until the caller's transaction ends. */
  async function lockedBalance(tx: Tx, accountId: number) {
    const [wallet] = await tx
      .select({ balance: ledgerAccounts.balance })
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.id, accountId))
      .for('update');
    return wallet?.balance ?? 0;
  }

  return {
    /**
     * Locks an account's row until `tx` ends: the caller's own checks (a withdrawal's daily count
     * and turnover) then see no concurrent movement of that wallet. Open the account first
     * (`accountId`, outside the transaction), so finding it costs no statement here.
     */
    async lock({ tx, merchantId, currency, account }: AccountQuery & { tx: Tx }): Promise<void> {
      const id = await accounts.resolve(tx, { merchantId, currency, ref: account }, new Map());
      await tx.select({ id: ledgerAccounts.id }).from(ledgerAccounts).where(eq(ledgerAccounts.id, id)).for('update');
    },

    /**
     * Takes money from a member's wallet if it holds the amount: a shortfall is an answer with
     * the balance, not an aborted transaction (spec: the vendor is told INSUFFICIENT_FUNDS).
     */
    debit: ({ tx, transfer }: CheckedMove<'from'>): Promise<CheckedResult> =>
      guarded(async (t, opened) => {
        const id = await accounts.resolve(
          t,
          { merchantId: transfer.merchantId, currency: transfer.currency, ref: transfer.from },
          opened,
        );
        const balance = await lockedBalance(t, id);
        if (balance < transfer.amount) return { moved: false, reason: 'insufficient', balance };
        return { moved: true, ...(await transferIn(t, { opened, req: transfer, status: 'posted', batchId: null })) };
      }, tx),

    /**
     * Pays into a member's wallet unless its balance would pass 2^53 - 1 (issue 8 item 15), or the
     * caller's own limit says no (`overLimit`, e.g. a round's payout): either refusal answers the
     * balance read under the lock.
     */
    credit: ({
      tx,
      transfer,
      overLimit = false,
    }: CheckedMove<'to'> & { overLimit?: boolean }): Promise<CheckedResult> =>
      guarded(async (t, opened) => {
        const id = await accounts.resolve(
          t,
          { merchantId: transfer.merchantId, currency: transfer.currency, ref: transfer.to },
          opened,
        );
        const balance = await lockedBalance(t, id);
        if (overLimit || balance + transfer.amount > Number.MAX_SAFE_INTEGER) {
          return { moved: false, reason: 'limit', balance };
        }
        return { moved: true, ...(await transferIn(t, { opened, req: transfer, status: 'posted', batchId: null })) };
      }, tx),
  };
}
