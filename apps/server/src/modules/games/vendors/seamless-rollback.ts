import type { Tx } from '../../../db/types';
import type { Ledger } from '../../ledger/ledger.service';
import { countPlay } from '../../responsible-gaming/play-guard';
import { TRIAL_CURRENCY } from '../../wallet/wallet.service';
import { seamlessRepo } from './seamless.repo';
import { type Player, walletFor } from './seamless-players';
import { house, ok, refuse, type VendorAnswer, whoOf } from './vendor-answer';
import { lock, roundKey, txKey } from './wallet-locks';

export interface MoneyCall {
  playerId: string;
  transactionId: string;
  roundId: string;
  currency: string;
}

/**
 * A vendor's rollback of a bet, in the caller's transaction: returns the stake once, takes it off
 * its round, and remembers a bet it never saw so that bet is refused if it comes late.
 */
export function createRollback(ledger: Ledger) {
  return async function rollbackIn(
    tx: Tx,
    {
      vendor,
      call,
      player,
    }: { vendor: string; call: Omit<MoneyCall, 'currency'> & { betTransactionId: string }; player: Player },
  ): Promise<VendorAnswer> {
    const repo = seamlessRepo(tx);
    await lock(tx, roundKey(vendor, call.roundId), txKey(vendor, call.betTransactionId));
    const bet = await repo.transaction(vendor, call.betTransactionId);
    // A rollback naming another player than the bet's is refused and records nothing: the
    // right rollback, coming after, still refunds (issue 8 item 14).
    if (bet && (bet.memberId !== player.memberId || bet.merchantId !== player.merchant.id)) {
      return refuse(409, 'PLAYER_MISMATCH');
    }
    const currency = bet?.currency ?? (player.isTrial ? TRIAL_CURRENCY : player.merchant.currency.code);
    const amount = bet?.type === 'bet' && bet.ledgerTransferId ? bet.amount : 0;
    const replay = await repo.replayOf({ vendor, transactionId: call.transactionId, type: 'rollback', amount });
    if (replay) return replay;
    const entry = { ...call, currency, type: 'rollback' as const, amount };
    const ref = walletFor(player, currency);
    if (!ref) return refuse(409, 'CURRENCY_MISMATCH');
    if (await repo.rolledBack(vendor, call.betTransactionId)) return refuse(409, 'DUPLICATE_TRANSACTION');
    // A bet we never saw (or refused): nothing to return, but remember it, so it is refused if it comes late.
    if (bet?.type !== 'bet' || !bet.ledgerTransferId) {
      const balance = await ledger.balance({ merchantId: player.merchant.id, currency, ref }, tx);
      return repo.record({
        vendor,
        call: entry,
        player: whoOf(player),
        answer: ok(balance, currency, call.transactionId),
        ledgerTransferId: null,
      });
    }
    const round = await repo.round(vendor, bet.roundId, { lock: true });
    if (round && round.status === 'settled')
      return repo.record({
        vendor,
        call: { ...entry, amount: 0 },
        player: whoOf(player),
        answer: refuse(409, 'ROUND_CLOSED'),
        ledgerTransferId: null,
      });
    const moved = await ledger.transfer(
      {
        merchantId: player.merchant.id,
        currency,
        from: house(vendor),
        to: ref,
        amount: bet.amount,
        kind: 'refund',
        source: `vendor:${vendor}`,
        externalId: call.transactionId,
        actor: `vendor:${vendor}`,
        // The game names the refund in the account record (issue 8 item 22).
        metadata: { roundId: bet.roundId, refunds: call.betTransactionId, gameId: round?.gameId },
      },
      tx,
    );
    if (round) await repo.refundStake(round.id, round.stake - bet.amount);
    // A returned stake no longer counts toward a loss or wager limit.
    if (currency !== TRIAL_CURRENCY) await countPlay(tx, player, { wagered: -bet.amount });
    const refunded = ok(moved.toBalance, currency, call.transactionId);
    return repo.record({
      vendor,
      call: entry,
      player: whoOf(player),
      answer: refunded,
      ledgerTransferId: moved.transferId,
    });
  };
}
