import { withTransaction } from '../../../db/transaction';
import type { Db } from '../../../db/types';
import { createGroupCommit, type GroupCommitOptions, type Outcome } from '../../../lib/group-commit';
import { refKey } from '../../ledger/accounts';
import type { Ledger } from '../../ledger/ledger.service';
import { countBonusWagering } from '../../promotions/bonus-grants';
import { lockPlayers, saveUsage, timeZonesOf } from '../../responsible-gaming/play-guard';
import { countTurnoverMany } from '../../wallet/wallet.service';
import { decideBatch, type SeamlessItem } from './seamless-batch.decide';
import { seamlessBatchRepo } from './seamless-batch.repo';
import { house, type VendorAnswer } from './vendor-answer';
import { lock, roundKey, txKey } from './wallet-locks';

/**
 * The seamless wallet's group commit (issue 10): bets and wins queue here and are applied in
 * batches, one transaction each. Under the batch's locks (the rounds' and ids' advisory locks in
 * hash order, then the rounds' and the accounts' rows in id order) every item is decided in
 * arrival order in memory, exactly as it would be alone, and the batch is written in a few
 * set-based statements. Each caller is answered once its batch has committed. Several instances
 * stay correct through the same row locks; the database's checks remain the last line.
 */
export function createSeamlessBatch({ db, ledger }: { db: Db; ledger: Ledger }, options: GroupCommitOptions) {
  /** The house slot each vendor's money moves through in this batch (opened outside it, remembered). */
  async function houseAccountsOf(items: SeamlessItem[]) {
    const slots = new Map<string, number>();
    for (const { player, call, vendor } of items) {
      const account = { merchantId: player.merchant.id, currency: call.currency, ref: house(vendor) };
      const name = refKey(account.merchantId, account.currency, account.ref);
      if (!slots.has(name)) slots.set(name, await ledger.accountId(account));
    }
    return slots;
  }

  async function apply(items: SeamlessItem[]): Promise<Outcome<VendorAnswer>[]> {
    const houseAccounts = await houseAccountsOf(items);
    return withTransaction(
      db,
      async (tx) => {
        const repo = seamlessBatchRepo(tx);
        await lock(
          tx,
          ...items.flatMap(({ type, vendor, call }) =>
            type === 'bet'
              ? [roundKey(vendor, call.roundId), txKey(vendor, call.transactionId)]
              : [roundKey(vendor, call.roundId)],
          ),
        );
        const now = new Date();
        const players = await lockPlayers(tx, timeZonesOf(items), now);
        const transactions = await repo.transactions(items);
        const rounds = await repo.rounds(items);
        const balances = await ledger.batch.lockBalances(tx, [
          ...items.map((item) => item.accountId),
          ...houseAccounts.values(),
        ]);
        const { outcomes, writes } = decideBatch(items, {
          transactions,
          rounds,
          balances,
          houseAccounts,
          players,
          now,
        });
        const transferIds = await ledger.batch.postPlanned(tx, writes.transfers, writes.balances);
        await repo.write(writes, transferIds);
        await countTurnoverMany(tx, writes.turnover);
        await countBonusWagering(tx, writes.wagering);
        await saveUsage(
          tx,
          [...players.values()].map((state) => state.guard),
        );
        return outcomes;
      },
      { retries: 5 },
    );
  }

  const queue = createGroupCommit(apply, options);
  return {
    submit: (item: SeamlessItem) => queue.submit(item),
    /** Applies these items as one batch, now (the tests choose the splits; the queue never does this). */
    applyAsOneBatch: apply,
  };
}

export type SeamlessBatch = ReturnType<typeof createSeamlessBatch>;
