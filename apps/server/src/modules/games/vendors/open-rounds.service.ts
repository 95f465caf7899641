import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { rawRows } from '../../../db/raw';
import { withTransaction } from '../../../db/transaction';
import type { Tx } from '../../../db/types';
import type { AccountRef } from '../../ledger/accounts';
import type { Ledger } from '../../ledger/ledger.service';
import { TRIAL_CURRENCY } from '../../wallet/wallet.service';
import { seamlessRepo, type VendorTransaction } from './seamless.repo';
import { ok } from './vendor-answer';
import { lock, roundKey, tryLock, txKey } from './wallet-locks';

/** What the reconciliation needs: the database and the ledger. */
export interface OpenRoundsDeps {
  database: Pick<Database, 'db'>;
  ledger: Pick<Ledger, 'transfer'>;
}

/** Rounds looked at per run; the next run takes the rest. */
const BATCH = 200;

/**
 * Reconciliation of rounds a vendor never settled (issue 8 item 13): a bet whose win or rollback
 * never came (the vendor crashed between them) would keep the stake for ever. A round still open
 * past its vendor's `roundTimeoutMinutes` is rolled back: each unrefunded bet is refunded through
 * the ledger and recorded as a rollback of that bet, so a late win is refused (BET_ROLLED_BACK)
 * and the vendor's own late rollback is a duplicate. In-house rounds settle in one transaction
 * and are never left open; they are scanned all the same.
 *
 * Safe to run on every instance at once: a round is taken under its advisory lock, tried without
 * waiting (a round in use by a vendor call or another instance is left for the next run), and
 * the refund is keyed once per bet in the ledger and in the vendor transactions.
 */
export async function refundExpiredRounds(deps: OpenRoundsDeps): Promise<{ refunded: number }> {
  const due = await rawRows<{ vendor_code: string; round_id: string }>(
    deps.database.db,
    sql`select r.vendor_code, r.round_id from game_rounds r join vendors v on v.code = r.vendor_code
        where r.status = 'open' and r.opened_at < now() - make_interval(mins => v.round_timeout_minutes)
        order by r.opened_at limit ${BATCH}`,
  );
  let refunded = 0;
  for (const round of due) {
    if (await refundRound(deps, round.vendor_code, round.round_id)) refunded++;
  }
  return { refunded };
}

/** Refunds one round if it is still open and past its timeout; false if there was nothing to do. */
function refundRound(deps: OpenRoundsDeps, vendor: string, roundId: string): Promise<boolean> {
  return withTransaction(deps.database.db, async (tx) => {
    if (!(await tryLock(tx, roundKey(vendor, roundId)))) return false;
    // Checked again under the lock: a win, a rollback or another instance may have come first.
    const [round] = await rawRows<{ id: number; game_id: number }>(
      tx,
      sql`select r.id, r.game_id from game_rounds r join vendors v on v.code = r.vendor_code
          where r.vendor_code = ${vendor} and r.round_id = ${roundId} and r.status = 'open'
            and r.opened_at < now() - make_interval(mins => v.round_timeout_minutes)
          for update of r`,
    );
    if (!round) return false;
    const repo = seamlessRepo(tx);
    for (const bet of await repo.paidBets(vendor, roundId))
      await refundBet(deps, tx, { bet, gameId: Number(round.game_id) });
    await repo.expire(Number(round.id));
    return true;
  });
}

async function refundBet(deps: OpenRoundsDeps, tx: Tx, { bet, gameId }: { bet: VendorTransaction; gameId: number }) {
  const vendor = bet.vendorCode;
  const repo = seamlessRepo(tx);
  await lock(tx, txKey(vendor, bet.transactionId));
  if (await repo.rolledBack(vendor, bet.transactionId)) return;
  // The stake goes back to the wallet it came from, whatever the member's or merchant's state now.
  const wallet: AccountRef = {
    member: bet.memberId,
    purpose: bet.currency === TRIAL_CURRENCY ? 'trial' : 'main',
  };
  const id = `timeout:${bet.transactionId}`;
  const moved = await deps.ledger.transfer(
    {
      merchantId: bet.merchantId,
      currency: bet.currency,
      from: { house: `vendor:${vendor}` },
      to: wallet,
      amount: bet.amount,
      kind: 'refund',
      source: `reconcile:${vendor}`,
      externalId: bet.transactionId,
      actor: 'system',
      // The game names the refund in the account record, like a vendor's rollback.
      metadata: { roundId: bet.roundId, refunds: bet.transactionId, gameId, reason: 'timeout' },
    },
    tx,
  );
  const rollback = { ...bet, transactionId: id, type: 'rollback' as const, betTransactionId: bet.transactionId };
  await repo.record({
    vendor,
    call: rollback,
    player: bet,
    answer: ok(moved.toBalance, bet.currency, id),
    ledgerTransferId: moved.transferId,
  });
}
