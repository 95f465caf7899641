import type { VendorError } from '@playdeck/contracts';
import { and, eq, or, sql } from 'drizzle-orm';
import { gameRounds, games, vendorTransactions } from '../../db/schema';
import { withTransaction } from '../../db/transaction';
import type { Tx } from '../../db/types';
import type { Services } from '../../services';
import { memberById } from '../members/member-info';
import type { MerchantConfig } from '../settings/settings.service';
import { countTurnover, TRIAL_CURRENCY } from '../wallet/wallet.service';
import { createVendorScope } from './vendor-scope';
import { lock, roundKey, txKey } from './wallet-locks';

/** What a vendor gets back: `ok` with the balance, or an error code (and the balance where it helps). */
export interface VendorAnswer {
  status: number;
  body:
    | { ok: true; balance: number; currency: string; transactionId?: string }
    | { ok: false; error: VendorError; balance?: number };
}

export const ok = (balance: number, currency: string, transactionId?: string): VendorAnswer => ({
  status: 200,
  body: { ok: true, balance, currency, ...(transactionId ? { transactionId } : {}) },
});
export const refuse = (status: number, error: VendorError, balance?: number): VendorAnswer => ({
  status,
  body: { ok: false, error, ...(balance === undefined ? {} : { balance }) },
});

/** A vendor's player id names the merchant and the member: `<merchantId>.<memberId>`. */
export const playerIdOf = (merchantId: number, memberId: number) => `${merchantId}.${memberId}`;

interface Player {
  merchant: MerchantConfig;
  memberId: number;
  isTrial: boolean;
}

interface MoneyCall {
  playerId: string;
  transactionId: string;
  roundId: string;
  currency: string;
}

/**
 * The seamless wallet (architecture, Game vendors): the one path every bet, win and refund of a
 * game takes, whether the vendor calls over HTTP or is the in-house one. Calls for one round (and
 * for one bet id) are serialised by transaction-scoped advisory locks; each call is recorded by
 * the vendor's transaction id, and a replay answers exactly what the first call answered.
 */
export function createSeamlessWallet(services: Services) {
  const db = services.database.db;
  const scope = createVendorScope(db);

  async function playerOf(playerId: string): Promise<Player | null> {
    const match = /^(\d{1,9})\.(\d{1,15})$/.exec(playerId);
    if (!match) return null;
    const merchant = await services.settings.get(Number(match[1]));
    const member = merchant ? await memberById(db, merchant.id, Number(match[2])) : undefined;
    if (!merchant || !member || member.status !== 'active') return null;
    return { merchant, memberId: member.id, isTrial: member.isTrial };
  }

  /**
   * The player a vendor's call names, if the player's merchant is active and offers the vendor
   * (issue 8 item 2); otherwise the refusal, and nothing moves.
   */
  async function scopedPlayer(vendor: string, playerId: string): Promise<Player | VendorAnswer> {
    const player = await playerOf(playerId);
    if (!player) return refuse(404, 'UNKNOWN_PLAYER');
    if (player.merchant.status !== 'active') return refuse(403, 'MERCHANT_DISABLED');
    if (!(await scope.offers(player.merchant.id, vendor))) return refuse(403, 'VENDOR_NOT_OFFERED');
    return player;
  }

  /** The wallet a currency names: real money, or play money (XTR). Trial accounts have play money only. */
  function walletFor(player: Player, currency: string) {
    if (currency === TRIAL_CURRENCY) return { member: player.memberId, purpose: 'trial' as const };
    if (currency === player.merchant.currency.code && !player.isTrial)
      return { member: player.memberId, purpose: 'main' as const };
    return null;
  }

  const balanceIn = (tx: Tx, player: Player, currency: string, ref: ReturnType<typeof walletFor>) =>
    services.ledger.balance(player.merchant.id, currency, ref as NonNullable<typeof ref>, tx);

  async function replayOf(tx: Tx, vendor: string, transactionId: string, type: string, amount: number) {
    const [seen] = await tx
      .select()
      .from(vendorTransactions)
      .where(and(eq(vendorTransactions.vendorCode, vendor), eq(vendorTransactions.transactionId, transactionId)));
    return seen ? answerToReplay(seen, type, amount) : null;
  }

  /** A replay answers what the first call answered; the same id with another call is a duplicate. */
  function answerToReplay(seen: typeof vendorTransactions.$inferSelect, type: string, amount: number) {
    if (seen.type !== type || seen.amount !== amount) return refuse(409, 'DUPLICATE_TRANSACTION');
    return seen.response as VendorAnswer;
  }

  async function record(
    tx: Tx,
    vendor: string,
    call: MoneyCall & { type: 'bet' | 'win' | 'rollback'; amount: number; betTransactionId?: string },
    player: Player,
    answer: VendorAnswer,
    ledgerTransferId: number | null,
  ) {
    await tx.insert(vendorTransactions).values({
      vendorCode: vendor,
      transactionId: call.transactionId,
      type: call.type,
      merchantId: player.merchant.id,
      memberId: player.memberId,
      roundId: call.roundId,
      betTransactionId: call.betTransactionId ?? null,
      amount: call.amount,
      currency: call.currency,
      ledgerTransferId,
      response: answer,
    });
    return answer;
  }

  interface PreparedBet {
    player: Player;
    ref: NonNullable<ReturnType<typeof walletFor>>;
    game: typeof games.$inferSelect;
  }

  /** What a bet needs that is read before its transaction: the player, the wallet, the game. */
  async function prepareBet(
    vendor: string,
    call: MoneyCall & { gameCode: string },
  ): Promise<PreparedBet | VendorAnswer> {
    const player = await scopedPlayer(vendor, call.playerId);
    if ('status' in player) return player;
    const ref = walletFor(player, call.currency);
    if (!ref) return refuse(409, 'CURRENCY_MISMATCH');
    const [game] = await db
      .select()
      .from(games)
      .where(and(eq(games.vendorCode, vendor), eq(games.gameCode, call.gameCode), eq(games.status, 'active')));
    if (!game) return refuse(404, 'UNKNOWN_GAME');
    // Opened outside the bet's transaction, so the ledger finds the wallet there without a statement.
    await services.ledger.accountId(player.merchant.id, call.currency, ref);
    return { player, ref, game };
  }

  async function betIn(
    tx: Tx,
    vendor: string,
    call: MoneyCall & { amount: number },
    { player, ref, game }: PreparedBet,
  ) {
    await lock(tx, roundKey(vendor, call.roundId), txKey(vendor, call.transactionId));
    // One read finds both a replay of this bet and a rollback that came before it.
    const seen = await tx
      .select()
      .from(vendorTransactions)
      .where(
        and(
          eq(vendorTransactions.vendorCode, vendor),
          or(
            eq(vendorTransactions.transactionId, call.transactionId),
            eq(vendorTransactions.betTransactionId, call.transactionId),
          ),
        ),
      );
    const first = seen.find((row) => row.transactionId === call.transactionId);
    if (first) return answerToReplay(first, 'bet', call.amount);
    const entry = { ...call, type: 'bet' as const };
    if (seen.length > 0) return record(tx, vendor, entry, player, refuse(409, 'BET_ROLLED_BACK'), null);
    const [round] = await tx
      .select()
      .from(gameRounds)
      .where(and(eq(gameRounds.vendorCode, vendor), eq(gameRounds.roundId, call.roundId)));
    // Another player's round: refused, and the id stays free for the right call.
    if (round && round.memberId !== player.memberId) return refuse(409, 'PLAYER_MISMATCH');
    if (round?.status !== undefined && round.status !== 'open') {
      return record(tx, vendor, entry, player, refuse(409, 'ROUND_CLOSED'), null);
    }
    if (round && round.stake + call.amount > Number.MAX_SAFE_INTEGER) {
      return record(tx, vendor, entry, player, refuse(409, 'BALANCE_LIMIT'), null);
    }
    // The ledger checks the balance under the wallet's row lock: a shortfall is an answer, not an aborted transaction.
    const moved = await services.ledger.debit({
      tx,
      transfer: {
        merchantId: player.merchant.id,
        currency: call.currency,
        from: ref,
        to: { house: `vendor:${vendor}` },
        amount: call.amount,
        kind: 'bet',
        source: `vendor:${vendor}`,
        externalId: call.transactionId,
        actor: `vendor:${vendor}`,
        metadata: { detail: game.names.EN ?? game.gameCode, roundId: call.roundId, gameId: game.id },
      },
    });
    if (!moved.moved) return record(tx, vendor, entry, player, refuse(402, 'INSUFFICIENT_FUNDS', moved.balance), null);
    if (round) {
      await tx
        .update(gameRounds)
        .set({ stake: sql`${gameRounds.stake} + ${call.amount}` })
        .where(eq(gameRounds.id, round.id));
    } else {
      await tx.insert(gameRounds).values({
        vendorCode: vendor,
        roundId: call.roundId,
        merchantId: player.merchant.id,
        memberId: player.memberId,
        gameId: game.id,
        category: game.category,
        currency: call.currency,
        stake: call.amount,
        status: 'open',
      });
    }
    if (call.currency !== TRIAL_CURRENCY) await countTurnover(tx, player.merchant.id, player.memberId, call.amount);
    return record(
      tx,
      vendor,
      entry,
      player,
      ok(moved.fromBalance, call.currency, call.transactionId),
      moved.transferId,
    );
  }

  async function winIn(
    tx: Tx,
    vendor: string,
    call: MoneyCall & { amount: number },
    player: Player,
    ref: NonNullable<ReturnType<typeof walletFor>>,
  ): Promise<VendorAnswer> {
    await lock(tx, roundKey(vendor, call.roundId));
    const replay = await replayOf(tx, vendor, call.transactionId, 'win', call.amount);
    if (replay) return replay;
    const entry = { ...call, type: 'win' as const };
    const [round] = await tx
      .select()
      .from(gameRounds)
      .where(and(eq(gameRounds.vendorCode, vendor), eq(gameRounds.roundId, call.roundId)))
      .for('update');
    // Another player's round: refused, and the id stays free for the right call (issue 8 item 14).
    if (round && round.memberId !== player.memberId) return refuse(409, 'PLAYER_MISMATCH');
    if (!round || round.currency !== call.currency) {
      return record(tx, vendor, entry, player, refuse(404, 'UNKNOWN_ROUND'), null);
    }
    if (round.status === 'rolled_back') return record(tx, vendor, entry, player, refuse(409, 'BET_ROLLED_BACK'), null);
    let transferId: number | null = null;
    let balance: number;
    if (call.amount > 0) {
      // A credit past 2^53 - 1 would make the API and the database disagree (issue 8 item 15):
      // the ledger refuses a wallet past it, the round's payout is this module's own limit.
      const moved = await services.ledger.credit({
        tx,
        transfer: {
          merchantId: player.merchant.id,
          currency: call.currency,
          from: { house: `vendor:${vendor}` },
          to: ref,
          amount: call.amount,
          kind: 'win',
          source: `vendor:${vendor}`,
          externalId: call.transactionId,
          actor: `vendor:${vendor}`,
          metadata: { roundId: call.roundId, gameId: round.gameId },
        },
        overLimit: round.payout + call.amount > Number.MAX_SAFE_INTEGER,
      });
      if (!moved.moved) return record(tx, vendor, entry, player, refuse(409, 'BALANCE_LIMIT', moved.balance), null);
      transferId = moved.transferId;
      balance = moved.toBalance;
    } else {
      balance = await balanceIn(tx, player, call.currency, ref);
    }
    await tx
      .update(gameRounds)
      .set({ payout: sql`${gameRounds.payout} + ${call.amount}`, status: 'settled', settledAt: new Date() })
      .where(eq(gameRounds.id, round.id));
    return record(tx, vendor, entry, player, ok(balance, call.currency, call.transactionId), transferId);
  }

  return {
    playerOf,

    async balance(vendor: string, playerId: string, currency?: string): Promise<VendorAnswer> {
      const player = await scopedPlayer(vendor, playerId);
      if ('status' in player) return player;
      const code = currency ?? (player.isTrial ? TRIAL_CURRENCY : player.merchant.currency.code);
      const ref = walletFor(player, code);
      if (!ref) return refuse(409, 'CURRENCY_MISMATCH');
      return ok(await services.ledger.balance(player.merchant.id, code, ref), code);
    },

    /** A vendor's bet: takes the stake from the player's wallet, once. */
    async bet(vendor: string, call: MoneyCall & { gameCode: string; amount: number }): Promise<VendorAnswer> {
      const prepared = await prepareBet(vendor, call);
      if ('status' in prepared) return prepared;
      return withTransaction(db, (tx) => betIn(tx, vendor, call, prepared));
    },

    /** A vendor's win (0 closes a lost round): pays into the round's wallet, once. */
    async win(vendor: string, call: MoneyCall & { gameCode: string; amount: number }): Promise<VendorAnswer> {
      const player = await scopedPlayer(vendor, call.playerId);
      if ('status' in player) return player;
      const ref = walletFor(player, call.currency);
      if (!ref) return refuse(409, 'CURRENCY_MISMATCH');
      return withTransaction(db, (tx) => winIn(tx, vendor, call, player, ref));
    },

    /**
     * A single-step round (the in-house games): the bet and its settlement in one transaction,
     * so a crash can never keep the stake and lose the win. Both calls are recorded as a vendor's
     * would be, under `bet-<round>` and `win-<round>`.
     */
    async playRound(
      vendor: string,
      call: Omit<MoneyCall, 'transactionId'> & { gameCode: string; stake: number; payout: number },
    ): Promise<VendorAnswer> {
      const bet = { ...call, transactionId: `bet-${call.roundId}`, amount: call.stake };
      const prepared = await prepareBet(vendor, bet);
      if ('status' in prepared) return prepared;
      return withTransaction(db, async (tx) => {
        const placed = await betIn(tx, vendor, bet, prepared);
        if (!placed.body.ok) return placed;
        return winIn(
          tx,
          vendor,
          { ...call, transactionId: `win-${call.roundId}`, amount: call.payout },
          prepared.player,
          prepared.ref,
        );
      });
    },

    async rollback(
      vendor: string,
      call: Omit<MoneyCall, 'currency'> & { betTransactionId: string },
    ): Promise<VendorAnswer> {
      const player = await scopedPlayer(vendor, call.playerId);
      if ('status' in player) return player;

      return withTransaction(db, async (tx) => {
        await lock(tx, roundKey(vendor, call.roundId), txKey(vendor, call.betTransactionId));
        const [bet] = await tx
          .select()
          .from(vendorTransactions)
          .where(
            and(eq(vendorTransactions.vendorCode, vendor), eq(vendorTransactions.transactionId, call.betTransactionId)),
          );
        // A rollback naming another player than the bet's is refused and records nothing: the
        // right rollback, coming after, still refunds (issue 8 item 14).
        if (bet && (bet.memberId !== player.memberId || bet.merchantId !== player.merchant.id)) {
          return refuse(409, 'PLAYER_MISMATCH');
        }
        const currency = bet?.currency ?? (player.isTrial ? TRIAL_CURRENCY : player.merchant.currency.code);
        const amount = bet?.type === 'bet' && bet.ledgerTransferId ? bet.amount : 0;
        const replay = await replayOf(tx, vendor, call.transactionId, 'rollback', amount);
        if (replay) return replay;
        const entry = { ...call, currency, type: 'rollback' as const, amount };
        const ref = walletFor(player, currency);
        if (!ref) return refuse(409, 'CURRENCY_MISMATCH');
        const [already] = await tx
          .select({ id: vendorTransactions.id })
          .from(vendorTransactions)
          .where(
            and(
              eq(vendorTransactions.vendorCode, vendor),
              eq(vendorTransactions.betTransactionId, call.betTransactionId),
            ),
          );
        if (already) return refuse(409, 'DUPLICATE_TRANSACTION');
        // A bet we never saw (or refused): nothing to return, but remember it, so it is refused if it comes late.
        if (bet?.type !== 'bet' || !bet.ledgerTransferId) {
          return record(
            tx,
            vendor,
            entry,
            player,
            ok(await balanceIn(tx, player, currency, ref), currency, call.transactionId),
            null,
          );
        }
        const [round] = await tx
          .select()
          .from(gameRounds)
          .where(and(eq(gameRounds.vendorCode, vendor), eq(gameRounds.roundId, bet.roundId)))
          .for('update');
        if (round && round.status === 'settled')
          return record(tx, vendor, { ...entry, amount: 0 }, player, refuse(409, 'ROUND_CLOSED'), null);
        const moved = await services.ledger.transfer(
          {
            merchantId: player.merchant.id,
            currency,
            from: { house: `vendor:${vendor}` },
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
        if (round) {
          const stake = round.stake - bet.amount;
          await tx
            .update(gameRounds)
            .set({
              stake,
              ...(stake <= 0
                ? { status: 'rolled_back' as const, refundReason: 'vendor' as const, settledAt: new Date() }
                : {}),
            })
            .where(eq(gameRounds.id, round.id));
        }
        return record(tx, vendor, entry, player, ok(moved.toBalance, currency, call.transactionId), moved.transferId);
      });
    },
  };
}

export type SeamlessWallet = ReturnType<typeof createSeamlessWallet>;
