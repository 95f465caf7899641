import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { rawRows } from '../../db/raw';
import { gameRounds, vendorTransactions } from '../../db/schema';
import { withTransaction } from '../../db/transaction';
import type { Tx } from '../../db/types';
import type { Services } from '../../services';
import type { AccountRef } from '../ledger/accounts';
import { TRIAL_CURRENCY } from '../wallet/wallet.service';
import { ok } from './seamless-wallet.service';
import { lock, roundKey, tryLock, txKey } from './wallet-locks';

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
export async function refundExpiredRounds(services: Services): Promise<{ refunded: number }> {
  const due = await rawRows<{ vendor_code: string; round_id: string }>(
    services.database.db,
    sql`select r.vendor_code, r.round_id from game_rounds r join vendors v on v.code = r.vendor_code
        where r.status = 'open' and r.opened_at < now() - make_interval(mins => v.round_timeout_minutes)
        order by r.opened_at limit ${BATCH}`,
  );
  let refunded = 0;
  for (const round of due) {
    if (await refundRound(services, round.vendor_code, round.round_id)) refunded++;
  }
  return { refunded };
}

/** Refunds one round if it is still open and past its timeout; false if there was nothing to do. */
function refundRound(services: Services, vendor: string, roundId: string): Promise<boolean> {
  return withTransaction(services.database.db, async (tx) => {
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
    const bets = await tx
      .select()
      .from(vendorTransactions)
      .where(
        and(
          eq(vendorTransactions.vendorCode, vendor),
          eq(vendorTransactions.roundId, roundId),
          eq(vendorTransactions.type, 'bet'),
          isNotNull(vendorTransactions.ledgerTransferId),
        ),
      );
    for (const bet of bets) await refundBet(services, tx, bet, Number(round.game_id));
    await tx
      .update(gameRounds)
      .set({ stake: 0, status: 'rolled_back', refundReason: 'timeout', settledAt: new Date() })
      .where(eq(gameRounds.id, Number(round.id)));
    return true;
  });
}

async function refundBet(services: Services, tx: Tx, bet: typeof vendorTransactions.$inferSelect, gameId: number) {
  const vendor = bet.vendorCode;
  await lock(tx, txKey(vendor, bet.transactionId));
  const [rolledBack] = await tx
    .select({ id: vendorTransactions.id })
    .from(vendorTransactions)
    .where(and(eq(vendorTransactions.vendorCode, vendor), eq(vendorTransactions.betTransactionId, bet.transactionId)));
  if (rolledBack) return;
  // The stake goes back to the wallet it came from, whatever the member's or merchant's state now.
  const wallet: AccountRef = {
    member: bet.memberId,
    purpose: bet.currency === TRIAL_CURRENCY ? 'trial' : 'main',
  };
  const id = `timeout:${bet.transactionId}`;
  const moved = await services.ledger.transfer(
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
  await tx.insert(vendorTransactions).values({
    vendorCode: vendor,
    transactionId: id,
    type: 'rollback',
    merchantId: bet.merchantId,
    memberId: bet.memberId,
    roundId: bet.roundId,
    betTransactionId: bet.transactionId,
    amount: bet.amount,
    currency: bet.currency,
    ledgerTransferId: moved.transferId,
    response: ok(moved.toBalance, bet.currency, id),
  });
}
