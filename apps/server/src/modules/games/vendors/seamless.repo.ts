import { and, eq, isNotNull, or, sql } from 'drizzle-orm';
import { gameRounds, games, vendorTransactions } from '../../../db/schema';
import type { Executor } from '../../../db/types';
import { refuse, type VendorAnswer } from './vendor-answer';

export type VendorTransaction = typeof vendorTransactions.$inferSelect;
export type GameRound = typeof gameRounds.$inferSelect;
export type GameRow = typeof games.$inferSelect;

/** A vendor's money call as it is recorded. */
export interface RecordedCall {
  transactionId: string;
  roundId: string;
  currency: string;
  type: 'bet' | 'win' | 'rollback';
  amount: number;
  betTransactionId?: string;
}

/** A replay answers what the first call answered; the same id with another call is a duplicate. */
export function answerToReplay(seen: VendorTransaction, type: string, amount: number) {
  if (seen.type !== type || seen.amount !== amount) return refuse(409, 'DUPLICATE_TRANSACTION');
  return seen.response as VendorAnswer;
}

/** A round a player's first bet opens: the one shape both the one-at-a-time path and the batches write. */
export function openingRound(
  vendor: string,
  call: { roundId: string; currency: string; amount: number },
  player: { merchant: { id: number }; memberId: number },
  game: Pick<GameRow, 'id' | 'category'>,
) {
  return {
    vendorCode: vendor,
    roundId: call.roundId,
    merchantId: player.merchant.id,
    memberId: player.memberId,
    gameId: game.id,
    category: game.category,
    currency: call.currency,
    stake: call.amount,
    payout: 0,
    status: 'open' as const,
  };
}

/**
 * The seamless wallet's tables (vendor transactions, game rounds): queries over the database
 * or, for everything that moves money, the caller's transaction.
 */
export function seamlessRepo(executor: Executor) {
  const byVendor = (vendor: string) => eq(vendorTransactions.vendorCode, vendor);
  async function transaction(vendor: string, transactionId: string): Promise<VendorTransaction | undefined> {
    const [row] = await executor
      .select()
      .from(vendorTransactions)
      .where(and(byVendor(vendor), eq(vendorTransactions.transactionId, transactionId)));
    return row;
  }
  return {
    transaction,
    answerToReplay,

    async activeGame(vendor: string, gameCode: string) {
      const [game] = await executor
        .select()
        .from(games)
        .where(and(eq(games.vendorCode, vendor), eq(games.gameCode, gameCode), eq(games.status, 'active')));
      return game;
    },

    /** A call recorded under this id, and any rollback naming it as its bet. */
    withRollbacks(vendor: string, transactionId: string): Promise<VendorTransaction[]> {
      return executor
        .select()
        .from(vendorTransactions)
        .where(
          and(
            byVendor(vendor),
            or(
              eq(vendorTransactions.transactionId, transactionId),
              eq(vendorTransactions.betTransactionId, transactionId),
            ),
          ),
        );
    },

    /** The bets of a round that took money (the ones a timeout refunds). */
    paidBets: (vendor: string, roundId: string) =>
      executor
        .select()
        .from(vendorTransactions)
        .where(
          and(
            byVendor(vendor),
            eq(vendorTransactions.roundId, roundId),
            eq(vendorTransactions.type, 'bet'),
            isNotNull(vendorTransactions.ledgerTransferId),
          ),
        ),

    /** Whether a rollback of this bet is recorded already. */
    async rolledBack(vendor: string, betTransactionId: string): Promise<boolean> {
      const [row] = await executor
        .select({ id: vendorTransactions.id })
        .from(vendorTransactions)
        .where(and(byVendor(vendor), eq(vendorTransactions.betTransactionId, betTransactionId)));
      return Boolean(row);
    },

    async replayOf({
      vendor,
      transactionId,
      type,
      amount,
    }: {
      vendor: string;
      transactionId: string;
      type: string;
      amount: number;
    }) {
      const seen = await transaction(vendor, transactionId);
      return seen ? answerToReplay(seen, type, amount) : null;
    },

    async record({
      vendor,
      call,
      player,
      answer,
      ledgerTransferId,
    }: {
      vendor: string;
      call: RecordedCall;
      player: { merchantId: number; memberId: number };
      answer: VendorAnswer;
      ledgerTransferId: number | null;
    }) {
      await executor.insert(vendorTransactions).values({
        vendorCode: vendor,
        transactionId: call.transactionId,
        type: call.type,
        merchantId: player.merchantId,
        memberId: player.memberId,
        roundId: call.roundId,
        betTransactionId: call.betTransactionId ?? null,
        amount: call.amount,
        currency: call.currency,
        ledgerTransferId,
        response: answer,
      });
      return answer;
    },

    async round(vendor: string, roundId: string, { lock = false } = {}): Promise<GameRound | undefined> {
      const query = executor
        .select()
        .from(gameRounds)
        .where(and(eq(gameRounds.vendorCode, vendor), eq(gameRounds.roundId, roundId)));
      const [round] = lock ? await query.for('update') : await query;
      return round;
    },

    openRound: (values: typeof gameRounds.$inferInsert) => executor.insert(gameRounds).values(values),

    addStake: (id: number, amount: number) =>
      executor
        .update(gameRounds)
        .set({ stake: sql`${gameRounds.stake} + ${amount}` })
        .where(eq(gameRounds.id, id)),

    /**
     * A win settles the round; a later win on it adds to the payout but keeps the first
     * settlement time, so the round's stake stays in the day it was settled in (a rebate or
     * salary period that read it is never paid on it again in a later one).
     */
    settle: (id: number, payout: number) =>
      executor
        .update(gameRounds)
        .set({
          payout: sql`${gameRounds.payout} + ${payout}`,
          status: 'settled',
          settledAt: sql`coalesce(${gameRounds.settledAt}, now())`,
        })
        .where(eq(gameRounds.id, id)),

    /** A round past its timeout, every bet refunded. */
    expire: (id: number) =>
      executor
        .update(gameRounds)
        .set({ stake: 0, status: 'rolled_back', refundReason: 'timeout', settledAt: new Date() })
        .where(eq(gameRounds.id, id)),

    /** Takes a refunded bet off its round; the round is rolled back once nothing is staked. */
    refundStake: (id: number, stake: number) =>
      executor
        .update(gameRounds)
        .set({
          stake,
          ...(stake <= 0
            ? { status: 'rolled_back' as const, refundReason: 'vendor' as const, settledAt: new Date() }
            : {}),
        })
        .where(eq(gameRounds.id, id)),
  };
}
