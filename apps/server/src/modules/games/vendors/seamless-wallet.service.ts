import { withTransaction } from '../../../db/transaction';
import type { Db, Tx } from '../../../db/types';
import type { GroupCommitOptions } from '../../../lib/group-commit';
import { TtlCache } from '../../../lib/ttl-cache';
import type { Ledger } from '../../ledger/ledger.service';
import { countBonusWagering } from '../../promotions/bonus-grants';
import {
  countPlay,
  lockPlayers,
  type PlayerState,
  playRefusalOf,
  timeZonesOf,
} from '../../responsible-gaming/play-guard';
import type { SettingsService } from '../../settings/settings.service';
import { countTurnover, TRIAL_CURRENCY } from '../../wallet/wallet.service';
import { type GameRow, openingRound, seamlessRepo } from './seamless.repo';
import { createSeamlessBatch } from './seamless-batch';
import { createSeamlessPlayers, type Player, type PlayerWallet, walletFor } from './seamless-players';
import { createRollback, type MoneyCall } from './seamless-rollback';
import { house, ok, refuse, refuseForPlay, type VendorAnswer, whoOf } from './vendor-answer';
import { lock, roundKey, txKey } from './wallet-locks';

interface PreparedBet {
  player: Player;
  ref: PlayerWallet;
  game: GameRow;
  accountId: number;
}

export interface SeamlessWalletDeps {
  db: Db;
  settings: Pick<SettingsService, 'get'>;
  ledger: Ledger;
  /**
   * Vendors' bets and wins are applied in batches (issue 10); `false` applies each call in its
   * own transaction (the one-at-a-time path the batches are checked against).
   */
  groupCommit: GroupCommitOptions | false;
}

/**
 * The seamless wallet (architecture, Game vendors): the one path every bet, win and refund of a
 * game takes, whether the vendor calls over HTTP or is the in-house one. Calls for one round (and
 * for one bet id) are serialised by transaction-scoped advisory locks; each call is recorded by
 * the vendor's transaction id, and a replay answers exactly what the first call answered.
 */
export function createSeamlessWallet({ db, settings, ledger, groupCommit }: SeamlessWalletDeps) {
  const { playerOf, scopedPlayer } = createSeamlessPlayers({ db, settings });
  const rollbackIn = createRollback(ledger);
  const batch = groupCommit ? createSeamlessBatch({ db, ledger }, groupCommit) : null;
  // Every bet reads its game: kept a few seconds, like the vendor's scope (a game switched off
  // takes bets for at most that long; its rounds still settle).
  const activeGames = new TtlCache<string, GameRow | undefined>(5_000);

  const balanceIn = (tx: Tx, { player, currency, ref }: { player: Player; currency: string; ref: PlayerWallet }) =>
    ledger.balance({ merchantId: player.merchant.id, currency, ref }, tx);

  /** What a bet needs that is read before its transaction: the player, the wallet, the game. */
  async function prepareBet(
    vendor: string,
    call: MoneyCall & { gameCode: string },
  ): Promise<PreparedBet | VendorAnswer> {
    const player = await scopedPlayer(vendor, call.playerId, { statusChecked: !batch });
    if ('status' in player) return player;
    const ref = walletFor(player, call.currency);
    if (!ref) return refuse(409, 'CURRENCY_MISMATCH');
    const game = await activeGames.get(`${vendor}:${call.gameCode}`, () =>
      seamlessRepo(db).activeGame(vendor, call.gameCode),
    );
    if (!game) return refuse(404, 'UNKNOWN_GAME');
    // Opened outside the bet's transaction, so the ledger finds the wallet there without a statement.
    const accountId = await ledger.accountId({ merchantId: player.merchant.id, currency: call.currency, ref });
    return { player, ref, game, accountId };
  }

  /** The player's state under their row's share lock (responsible gaming), for real money only. */
  async function lockedState(tx: Tx, player: Player, currency: string) {
    if (currency === TRIAL_CURRENCY) return undefined;
    return (await lockPlayers(tx, timeZonesOf([{ player }]))).get(player.memberId);
  }

  async function betIn(
    tx: Tx,
    {
      vendor,
      call,
      prepared,
      state: given,
    }: { vendor: string; call: MoneyCall & { amount: number }; prepared: PreparedBet; state?: PlayerState | undefined },
  ) {
    const { player, ref, game } = prepared;
    const repo = seamlessRepo(tx);
    await lock(tx, roundKey(vendor, call.roundId), txKey(vendor, call.transactionId));
    // One read finds both a replay of this bet and a rollback that came before it.
    const seen = await repo.withRollbacks(vendor, call.transactionId);
    const first = seen.find((row) => row.transactionId === call.transactionId);
    if (first) return repo.answerToReplay(first, 'bet', call.amount);
    const entry = { ...call, type: 'bet' as const };
    const answer = (result: VendorAnswer, transferId: number | null = null) =>
      repo.record({ vendor, call: entry, player: whoOf(player), answer: result, ledgerTransferId: transferId });
    if (seen.length > 0) return answer(refuse(409, 'BET_ROLLED_BACK'));
    const round = await repo.round(vendor, call.roundId);
    // Another player's round: refused, and the id stays free for the right call.
    if (round && round.memberId !== player.memberId) return refuse(409, 'PLAYER_MISMATCH');
    if (round?.status !== undefined && round.status !== 'open') return answer(refuse(409, 'ROUND_CLOSED'));
    if (round && round.stake + call.amount > Number.MAX_SAFE_INTEGER) return answer(refuse(409, 'BALANCE_LIMIT'));
    const state = given ?? (await lockedState(tx, player, call.currency));
    if (state && !state.active) return refuse(404, 'UNKNOWN_PLAYER');
    // Not recorded: a limit resets and a break ends, so a retry later is decided afresh (issue 15).
    const stopped = state ? playRefusalOf(state, call.amount, new Date()) : null;
    if (stopped) return refuseForPlay(stopped, await balanceIn(tx, { player, currency: call.currency, ref }));
    // The ledger checks the balance under the wallet's row lock: a shortfall is an answer, not an aborted transaction.
    const moved = await ledger.debit({
      tx,
      transfer: {
        merchantId: player.merchant.id,
        currency: call.currency,
        from: ref,
        to: house(vendor),
        amount: call.amount,
        kind: 'bet',
        source: `vendor:${vendor}`,
        externalId: call.transactionId,
        actor: `vendor:${vendor}`,
        metadata: { detail: game.names.EN ?? game.gameCode, roundId: call.roundId, gameId: game.id },
      },
    });
    if (!moved.moved) return answer(refuse(402, 'INSUFFICIENT_FUNDS', moved.balance));
    if (state?.guard) await countPlay(tx, player, { wagered: call.amount }, state);
    if (round) await repo.addStake(round.id, call.amount);
    else await repo.openRound(openingRound(vendor, call, player, game));
    if (call.currency !== TRIAL_CURRENCY)
      await countTurnover(tx, { merchantId: player.merchant.id, memberId: player.memberId, betAmount: call.amount });
    return answer(ok(moved.fromBalance, call.currency, call.transactionId), moved.transferId);
  }

  async function winIn(
    tx: Tx,
    {
      vendor,
      call,
      player,
      ref,
      state,
    }: {
      vendor: string;
      call: MoneyCall & { amount: number };
      player: Player;
      ref: PlayerWallet;
      state?: PlayerState | undefined;
    },
  ): Promise<VendorAnswer> {
    const repo = seamlessRepo(tx);
    await lock(tx, roundKey(vendor, call.roundId));
    const replay = await repo.replayOf({ vendor, transactionId: call.transactionId, type: 'win', amount: call.amount });
    if (replay) return replay;
    const entry = { ...call, type: 'win' as const };
    const answer = (result: VendorAnswer, transferId: number | null = null) =>
      repo.record({ vendor, call: entry, player: whoOf(player), answer: result, ledgerTransferId: transferId });
    const round = await repo.round(vendor, call.roundId, { lock: true });
    // Another player's round: refused, and the id stays free for the right call (issue 8 item 14).
    if (round && round.memberId !== player.memberId) return refuse(409, 'PLAYER_MISMATCH');
    if (!round || round.currency !== call.currency) return answer(refuse(404, 'UNKNOWN_ROUND'));
    if (round.status === 'rolled_back') return answer(refuse(409, 'BET_ROLLED_BACK'));
    let transferId: number | null = null;
    let balance: number;
    if (call.amount > 0) {
      // A credit past 2^53 - 1 would make the API and the database disagree (issue 8 item 15):
      // the ledger refuses a wallet past it, the round's payout is this module's own limit.
      const moved = await ledger.credit({
        tx,
        transfer: {
          merchantId: player.merchant.id,
          currency: call.currency,
          from: house(vendor),
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
      if (!moved.moved) return answer(refuse(409, 'BALANCE_LIMIT', moved.balance));
      if (call.currency !== TRIAL_CURRENCY) await countPlay(tx, player, { won: call.amount }, state);
      transferId = moved.transferId;
      balance = moved.toBalance;
    } else {
      balance = await balanceIn(tx, { player, currency: call.currency, ref });
    }
    // Bonus wagering counts a round's stake once it is settled: a refunded bet never counts.
    if (round.status === 'open' && round.currency !== TRIAL_CURRENCY)
      await countBonusWagering(tx, [{ memberId: round.memberId, category: round.category, amount: round.stake }]);
    await repo.settle(round.id, call.amount);
    return answer(ok(balance, call.currency, call.transactionId), transferId);
  }

  return {
    playerOf,

    async balance(vendor: string, playerId: string, currency?: string): Promise<VendorAnswer> {
      const player = await scopedPlayer(vendor, playerId);
      if ('status' in player) return player;
      const code = currency ?? (player.isTrial ? TRIAL_CURRENCY : player.merchant.currency.code);
      const ref = walletFor(player, code);
      if (!ref) return refuse(409, 'CURRENCY_MISMATCH');
      return ok(await ledger.balance({ merchantId: player.merchant.id, currency: code, ref }), code);
    },

    /** A vendor's bet: takes the stake from the player's wallet, once. */
    async bet(vendor: string, call: MoneyCall & { gameCode: string; amount: number }): Promise<VendorAnswer> {
      const prepared = await prepareBet(vendor, call);
      if ('status' in prepared) return prepared;
      if (batch) return batch.submit({ type: 'bet', vendor, call, ...prepared });
      return withTransaction(db, (tx) => betIn(tx, { vendor, call, prepared }));
    },

    /** A vendor's win (0 closes a lost round): pays into the round's wallet, once. */
    async win(vendor: string, call: MoneyCall & { gameCode: string; amount: number }): Promise<VendorAnswer> {
      const player = await scopedPlayer(vendor, call.playerId, { statusChecked: !batch });
      if ('status' in player) return player;
      const ref = walletFor(player, call.currency);
      if (!ref) return refuse(409, 'CURRENCY_MISMATCH');
      if (batch) {
        const accountId = await ledger.accountId({ merchantId: player.merchant.id, currency: call.currency, ref });
        return batch.submit({ type: 'win', vendor, call, player, ref, accountId });
      }
      return withTransaction(db, (tx) => winIn(tx, { vendor, call, player, ref }));
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
        // The player's row is read (and share-locked) once for the bet and its win.
        const state = await lockedState(tx, prepared.player, call.currency);
        const placed = await betIn(tx, { vendor, call: bet, prepared, state });
        if (!placed.body.ok) return placed;
        const win = { ...call, transactionId: `win-${call.roundId}`, amount: call.payout };
        return winIn(tx, { vendor, call: win, player: prepared.player, ref: prepared.ref, state });
      });
    },

    /**
     * Bets of one player in one game taken in one transaction with the caller's own writes (a
     * lottery slip: the draw checked open and the bet lines written with their stakes). `work`
     * places each bet through `bet`; a refusal it throws on rolls everything back. Answers the
     * refusal when the player or the game cannot bet at all.
     */
    async betTogether<T>(
      vendor: string,
      base: Omit<MoneyCall, 'transactionId' | 'roundId'> & { gameCode: string },
      work: (
        tx: Tx,
        bet: (call: { roundId: string; transactionId: string; amount: number }) => Promise<VendorAnswer>,
      ) => Promise<T>,
    ): Promise<T | VendorAnswer> {
      const prepared = await prepareBet(vendor, { ...base, roundId: '', transactionId: '' });
      if ('status' in prepared) return prepared;
      return withTransaction(db, (tx) =>
        work(tx, (call) => betIn(tx, { vendor, call: { ...base, ...call }, prepared })),
      );
    },

    /**
     * Rollbacks of one player's bets taken in one transaction with the caller's own checks and
     * writes (a lottery slip cancelled before its draw closes), like betTogether.
     */
    async rollbackTogether<T>(
      vendor: string,
      playerId: string,
      work: (
        tx: Tx,
        rollback: (call: { roundId: string; transactionId: string; betTransactionId: string }) => Promise<VendorAnswer>,
      ) => Promise<T>,
    ): Promise<T | VendorAnswer> {
      const player = await scopedPlayer(vendor, playerId);
      if ('status' in player) return player;
      return withTransaction(db, (tx) =>
        work(tx, (call) => rollbackIn(tx, { vendor, call: { ...call, playerId }, player })),
      );
    },

    /** A vendor's rollback of a bet: returns the stake, once; a bet seen later is refused. */
    async rollback(
      vendor: string,
      call: Omit<MoneyCall, 'currency'> & { betTransactionId: string },
    ): Promise<VendorAnswer> {
      const player = await scopedPlayer(vendor, call.playerId);
      if ('status' in player) return player;
      return withTransaction(db, (tx) => rollbackIn(tx, { vendor, call, player }));
    },
  };
}

export type SeamlessWallet = ReturnType<typeof createSeamlessWallet>;
