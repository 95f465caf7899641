import type { Outcome } from '../../../lib/group-commit';
import { type AccountRef, refKey } from '../../ledger/accounts';
import type { PlannedTransfer } from '../../ledger/ledger.service';
import { assertAmount } from '../../ledger/requests';
import type { Stake } from '../../promotions/bonus-grants';
import { type PlayerState, playRefusalOf } from '../../responsible-gaming/play-guard';
import { TRIAL_CURRENCY } from '../../wallet/wallet.service';
import { answerToReplay, type GameRound, type GameRow, openingRound, type VendorTransaction } from './seamless.repo';
import type { Player, PlayerWallet } from './seamless-players';
import type { MoneyCall } from './seamless-rollback';
import { house, ok, refuse, refuseForPlay, type VendorAnswer } from './vendor-answer';

/** A bet or a win as the batch takes it: the call, and what was looked up before it queued. */
export type SeamlessItem =
  | {
      type: 'bet';
      vendor: string;
      call: MoneyCall & { amount: number };
      player: Player;
      ref: PlayerWallet;
      accountId: number;
      game: GameRow;
    }
  | {
      type: 'win';
      vendor: string;
      call: MoneyCall & { amount: number };
      player: Player;
      ref: PlayerWallet;
      accountId: number;
    };

/** What the batch read under its locks: recorded calls, rounds, account balances, house slots. */
export interface BatchView {
  transactions: VendorTransaction[];
  rounds: GameRound[];
  balances: Map<number, number>;
  /** The house account slot this batch moves each vendor's money through, by `refKey`. */
  houseAccounts: Map<string, number>;
  /**
   * The batch's members, read under their rows' share lock: a disabled one's calls are refused
   * (nothing recorded); an excluded one's bets, and a guarded one's past a limit (issue 15).
   */
  players: Map<number, PlayerState>;
  now: Date;
}

/** A round as the batch leaves it: `id` null for one this batch opens. */
export type RoundState = Omit<GameRound, 'id' | 'openedAt' | 'settledAt' | 'refundReason'> & {
  id: number | null;
  settledNow: boolean;
};

export interface PlannedRecord {
  vendorCode: string;
  transactionId: string;
  type: 'bet' | 'win';
  merchantId: number;
  memberId: number;
  roundId: string;
  amount: number;
  currency: string;
  /** Index into `transfers`, or null when no money moved. */
  transfer: number | null;
  response: VendorAnswer;
}

/** What a batch writes once every item is decided. */
export interface BatchWrites {
  transfers: PlannedTransfer[];
  records: PlannedRecord[];
  rounds: RoundState[];
  balances: Map<number, number>;
  /** Real-money stakes per member (free-play money counts no turnover). */
  turnover: Map<number, { merchantId: number; done: number }>;
  /** Stakes of the rounds this batch settles, by game category, for bonus wagering (promotions). */
  wagering: Stake[];
}

const key = (vendor: string, id: string) => `${vendor}\u0000${id}`;

/**
 * Decides every item of a batch in arrival order, in memory, exactly as the one-at-a-time path
 * would (seamless-wallet.service: betIn, winIn): a later item sees what earlier ones did, so a
 * replay inside the batch answers the first call's answer and two bets share one balance.
 */
export function decideBatch(items: SeamlessItem[], view: BatchView) {
  const seen = new Map<string, Pick<VendorTransaction, 'type' | 'amount' | 'response'>>();
  const rolledBackBets = new Set<string>();
  for (const row of view.transactions) {
    seen.set(key(row.vendorCode, row.transactionId), row);
    if (row.betTransactionId) rolledBackBets.add(key(row.vendorCode, row.betTransactionId));
  }
  const rounds = new Map<string, RoundState>();
  for (const { openedAt: _o, settledAt: _s, refundReason: _r, ...round } of view.rounds)
    rounds.set(key(round.vendorCode, round.roundId), { ...round, settledNow: false });
  const balances = new Map(view.balances);
  const writes: BatchWrites = {
    transfers: [],
    records: [],
    rounds: [],
    balances,
    turnover: new Map(),
    wagering: [],
  };
  const touchedRounds = new Set<RoundState>();

  const balanceOf = (id: number) => balances.get(id) ?? 0;
  const houseOf = (item: SeamlessItem) => {
    const id = view.houseAccounts.get(refKey(item.player.merchant.id, item.call.currency, house(item.vendor)));
    if (id === undefined) throw new Error(`house account of ${item.vendor} not prepared`);
    return id;
  };

  function move(item: SeamlessItem, from: { id: number; ref: AccountRef }, to: { id: number; ref: AccountRef }) {
    const { player, call, vendor } = item;
    assertAmount(call.amount);
    const fromBalance = balanceOf(from.id) - call.amount;
    const toBalance = balanceOf(to.id) + call.amount;
    balances.set(from.id, fromBalance);
    balances.set(to.id, toBalance);
    const kind = item.type;
    writes.transfers.push({
      merchantId: player.merchant.id,
      currency: call.currency,
      fromAccountId: from.id,
      toAccountId: to.id,
      amount: call.amount,
      kind,
      from: from.ref,
      to: to.ref,
      source: `vendor:${vendor}`,
      externalId: call.transactionId,
      actor: `vendor:${vendor}`,
      metadata:
        item.type === 'bet'
          ? { detail: item.game.names.EN ?? item.game.gameCode, roundId: call.roundId, gameId: item.game.id }
          : { roundId: call.roundId, gameId: rounds.get(key(vendor, call.roundId))?.gameId },
      fromBalance,
      toBalance,
    });
    return writes.transfers.length - 1;
  }

  function record(item: SeamlessItem, response: VendorAnswer, transfer: number | null = null) {
    const { vendor, call, player } = item;
    writes.records.push({
      vendorCode: vendor,
      transactionId: call.transactionId,
      type: item.type,
      merchantId: player.merchant.id,
      memberId: player.memberId,
      roundId: call.roundId,
      amount: call.amount,
      currency: call.currency,
      transfer,
      response,
    });
    seen.set(key(vendor, call.transactionId), { type: item.type, amount: call.amount, response });
    return response;
  }

  function bet(item: Extract<SeamlessItem, { type: 'bet' }>): VendorAnswer {
    const { vendor, call, player, game } = item;
    const first = seen.get(key(vendor, call.transactionId));
    if (first) return answerToReplay(first as VendorTransaction, 'bet', call.amount);
    if (rolledBackBets.has(key(vendor, call.transactionId))) return record(item, refuse(409, 'BET_ROLLED_BACK'));
    const round = rounds.get(key(vendor, call.roundId));
    if (round && round.memberId !== player.memberId) return refuse(409, 'PLAYER_MISMATCH');
    if (round && round.status !== 'open') return record(item, refuse(409, 'ROUND_CLOSED'));
    if (round && round.stake + call.amount > Number.MAX_SAFE_INTEGER) return record(item, refuse(409, 'BALANCE_LIMIT'));
    const balance = balanceOf(item.accountId);
    const state = view.players.get(player.memberId);
    const realMoney = call.currency !== TRIAL_CURRENCY;
    // Not recorded: a limit resets and a break ends, so a retry later is decided afresh.
    const stopped = realMoney && state ? playRefusalOf(state, call.amount, view.now) : null;
    if (stopped) return refuseForPlay(stopped, balance);
    if (balance < call.amount) return record(item, refuse(402, 'INSUFFICIENT_FUNDS', balance));
    const transfer = move(item, { id: item.accountId, ref: item.ref }, { id: houseOf(item), ref: house(vendor) });
    if (realMoney) state?.guard?.count({ wagered: call.amount });
    if (round) round.stake += call.amount;
    else
      rounds.set(key(vendor, call.roundId), {
        id: null,
        ...openingRound(vendor, call, player, game),
        settledNow: false,
      });
    touchedRounds.add(rounds.get(key(vendor, call.roundId)) as RoundState);
    if (call.currency !== TRIAL_CURRENCY) {
      const sum = writes.turnover.get(player.memberId) ?? { merchantId: player.merchant.id, done: 0 };
      writes.turnover.set(player.memberId, { ...sum, done: sum.done + call.amount });
    }
    return record(item, ok(balanceOf(item.accountId), call.currency, call.transactionId), transfer);
  }

  function win(item: Extract<SeamlessItem, { type: 'win' }>): VendorAnswer {
    const { vendor, call, player } = item;
    const first = seen.get(key(vendor, call.transactionId));
    if (first) return answerToReplay(first as VendorTransaction, 'win', call.amount);
    const round = rounds.get(key(vendor, call.roundId));
    if (round && round.memberId !== player.memberId) return refuse(409, 'PLAYER_MISMATCH');
    if (!round || round.currency !== call.currency) return record(item, refuse(404, 'UNKNOWN_ROUND'));
    if (round.status === 'rolled_back') return record(item, refuse(409, 'BET_ROLLED_BACK'));
    let transfer: number | null = null;
    if (call.amount > 0) {
      const balance = balanceOf(item.accountId);
      const overLimit =
        round.payout + call.amount > Number.MAX_SAFE_INTEGER || balance + call.amount > Number.MAX_SAFE_INTEGER;
      if (overLimit) return record(item, refuse(409, 'BALANCE_LIMIT', balance));
      transfer = move(item, { id: houseOf(item), ref: house(vendor) }, { id: item.accountId, ref: item.ref });
      if (call.currency !== TRIAL_CURRENCY) view.players.get(player.memberId)?.guard?.count({ won: call.amount });
    }
    // Bonus wagering counts a round's stake once it is settled: a refunded bet never counts.
    if (round.status === 'open' && round.currency !== TRIAL_CURRENCY)
      writes.wagering.push({ memberId: round.memberId, category: round.category, amount: round.stake });
    round.payout += call.amount;
    round.status = 'settled';
    round.settledNow = true;
    touchedRounds.add(round);
    return record(item, ok(balanceOf(item.accountId), call.currency, call.transactionId), transfer);
  }

  const outcomes: Outcome<VendorAnswer>[] = items.map((item) => {
    try {
      if (!view.players.get(item.player.memberId)?.active)
        return { ok: true, value: refuse(404, 'UNKNOWN_PLAYER') } as const;
      return { ok: true, value: item.type === 'bet' ? bet(item) : win(item) };
    } catch (error) {
      return { ok: false, error };
    }
  });
  writes.rounds = [...touchedRounds];
  return { outcomes, writes };
}
