import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { onCommitted } from '../../db/committed';
import { ledgerAccounts } from '../../db/schema';
import type { Db, Tx } from '../../db/types';
import { TtlCache } from '../../lib/ttl-cache';
import { type AccountDirectory, type AccountKey, type AccountRef, createAccountDirectory } from './accounts';
import { createBatchPostings } from './batch';
import { createCheckedMoves } from './checked';
import { createGroupSums } from './group-sums';
import { createHistory } from './history';
import { BALANCES_CHANGED } from './movements';
import { createPostings } from './postings';
import type { ResolveRequest, TransferRequest, TransferResult } from './requests';

export type { PlannedTransfer } from './batch';
export type { MemberGroups } from './group-sums';
export { BALANCES_CHANGED } from './movements';
export type {
  AccountQuery,
  CheckedMove,
  CheckedResult,
  ResolveRequest,
  TransferRequest,
  TransferResult,
} from './requests';
export { MAX_AMOUNT } from './requests';

/**
 * The double-entry ledger (architecture, Money). Every movement of money in Playdeck goes
 * through here: games, promotions, agents and the wallet call `transfer`, `hold`, `post`, `void`,
 * the checked `debit` and `credit`, and `balance`. The ledger owns its tables: nobody else reads
 * or locks their rows (a wallet's row lock is `lock`; record screens read `entries`). Each call
 * is one database transaction, or joins the caller's; the database refuses a member balance
 * below zero and a key used twice.
 */
export function createLedger(db: Db, { balanceCacheMs = 5_000 } = {}) {
  const accounts: AccountDirectory = createAccountDirectory();
  const postings = createPostings(db, accounts);
  const { transferIn, guarded, resolveHold } = postings;
  // The wallet refresh is the hottest read: its statement is built once (and, on PostgreSQL, planned once).
  const balanceById = db
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.id, sql.placeholder('id')))
    .prepare('ledger_balance_by_id');
  // A member's balance is read after every spin and every screen; it is kept until a commit
  // changes it (this instance forgets at the commit, the others when the bus tells them) or,
  // should that message be lost, for `balanceCacheMs` at most. Money decisions never read it.
  const balances = new TtlCache<number, number>(balanceCacheMs, 200_000);
  onCommitted(db, BALANCES_CHANGED, (ids) => {
    for (const id of ids) balances.delete(id);
  });

  return {
    /** Moves `amount` from one account to another, once per key. Pass `tx` to join a caller's transaction. */
    transfer: (req: TransferRequest, tx?: Tx) =>
      guarded((t, opened) => transferIn(t, { opened, req, status: 'posted', batchId: null }), tx),

    /** Linked transfers: all of them commit, or none does. */
    transferMany: (reqs: TransferRequest[], tx?: Tx) =>
      guarded(async (t, opened) => {
        const batchId = randomUUID();
        const results: TransferResult[] = [];
        for (const req of reqs) results.push(await transferIn(t, { opened, req, status: 'posted', batchId }));
        return results;
      }, tx),

    /** Moves money into a holding account as a pending transfer (a withdrawal request). */
    hold: (req: TransferRequest, tx?: Tx) =>
      guarded((t, opened) => transferIn(t, { opened, req, status: 'pending', batchId: null }), tx),

    /** Sends held money on to its destination, once. */
    post: (req: ResolveRequest, to: AccountRef, tx?: Tx) => resolveHold({ req, outcome: 'settled', to }, tx),

    /** Returns held money to where it came from, once. */
    void: (req: ResolveRequest, tx?: Tx) => resolveHold({ req, outcome: 'voided', to: null }, tx),

    ...createCheckedMoves(accounts, postings),

    /** Group commit (issue 10): lock a batch's accounts once, post its transfers together. */
    batch: createBatchPostings(),

    ...createHistory(db, accounts),

    ...createGroupSums(db),

    /** An account's balance (0 for one never used): one row for a member; the sum of the slots for the house. */
    async balance({ merchantId, currency, ref }: AccountKey, tx?: Tx): Promise<number> {
      if ('house' in ref) {
        const [row] = await (tx ?? db)
          .select({ total: sql<number>`coalesce(sum(${ledgerAccounts.balance}), 0)::bigint` })
          .from(ledgerAccounts)
          .where(
            and(
              eq(ledgerAccounts.merchantId, merchantId),
              eq(ledgerAccounts.currency, currency),
              eq(ledgerAccounts.kind, 'house'),
              sql`${ledgerAccounts.purpose} like ${`${ref.house}#%`}`,
            ),
          );
        return Number(row?.total ?? 0);
      }
      const id = await accounts.resolve(tx ?? db, { merchantId, currency, ref }, tx ? new Map() : undefined);
      if (tx) {
        const [row] = await tx
          .select({ balance: ledgerAccounts.balance })
          .from(ledgerAccounts)
          .where(eq(ledgerAccounts.id, id));
        return row?.balance ?? 0;
      }
      return balances.get(id, async () => (await balanceById.execute({ id }))[0]?.balance ?? 0);
    },

    /**
     * Finds (or opens) an account. Outside a transaction its id is remembered, so a later
     * transaction touching it (a bet, a withdrawal) spends no statement on finding it.
     */
    accountId: ({ merchantId, currency, ref }: AccountKey, tx?: Tx) =>
      accounts.resolve(tx ?? db, { merchantId, currency, ref }, tx ? new Map() : undefined),
  };
}

export type Ledger = ReturnType<typeof createLedger>;
