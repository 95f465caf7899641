import { withTransaction } from '../../db/transaction';
import { AppError } from '../../lib/errors';
import { replayOf, requestFingerprint } from '../../lib/idempotency';
import { checkAmountRange } from '../../lib/money';
import { createBonusGrants, lockedBonusOf } from '../promotions/bonus-grants';
import { vipWithdrawDailyMax } from '../promotions/vip-club';
import { cardOf, publicCard } from '../security-centre/cards.service';
import { checkPaymentPassword } from '../security-centre/payment-password';
import type { MerchantConfig } from '../settings/settings.service';
import { auditDecision, type Decider } from './decision';
import { turnoverOf } from './wallet.service';
import type { WalletDeps } from './wallet-deps';
import { DAY_MS } from './withdrawal-records';
import { type WithdrawalRow, withdrawalsRepo } from './withdrawals.repo';

interface WithdrawInput {
  merchant: MerchantConfig;
  memberId: number;
  requestId: string;
  amount: number;
  cardId: number;
  paymentPassword: string;
  /** The locked bonus the player agreed to forfeit (minor units). */
  forfeitBonus?: number | undefined;
  /**
   * Customer service returns the balance of a member on a cool-off or self-exclusion (issue 15):
   * their own money goes back whatever turnover is left, and a locked bonus is forfeited.
   */
  returnOnBreak?: boolean;
}

/**
 * A withdrawal request: checks the payment password, the card, the limits and the turnover,
 * then holds the money (member to withdrawals pending) in the same transaction as the order.
 * The member's wallet row is locked first, so simultaneous requests of one member are counted
 * one after another and can never hold more than the balance.
 */
export async function requestWithdrawal(services: WalletDeps, input: WithdrawInput): Promise<WithdrawalRow> {
  const previous = await withdrawalsRepo(services.database.db).byRequest(input.memberId, input.requestId);
  if (previous) return replayOf(previous, fingerprintOf(input), input.requestId);
  await checkPaymentPassword(services, {
    merchantId: input.merchant.id,
    memberId: input.memberId,
    password: input.paymentPassword,
  });
  return placeWithdrawal(services, input);
}

/** What makes two withdrawals under one requestId the same request (never the payment password). */
const fingerprintOf = (input: Pick<WithdrawInput, 'amount' | 'cardId'>) =>
  requestFingerprint({ amount: input.amount, cardId: input.cardId });

/** The withdrawal itself, once the payment password was checked. */
export async function placeWithdrawal(
  services: WalletDeps,
  input: Omit<WithdrawInput, 'paymentPassword'>,
): Promise<WithdrawalRow> {
  const { merchant, memberId } = input;
  const db = services.database.db;
  const card = await cardOf(db, { merchantId: merchant.id, memberId, cardId: input.cardId });
  const rules = merchant.settings.withdrawal;
  checkAmountRange(input.amount, { min: rules.minAmount, max: rules.maxAmount }, merchant.currency);
  const currency = merchant.currency.code;
  const wallet = { member: memberId, purpose: 'main' } as const;
  // Opened outside the transaction, so the ledger finds the wallet inside it without a statement.
  await services.ledger.accountId({ merchantId: merchant.id, currency, ref: wallet });

  return withTransaction(db, async (tx) => {
    await services.ledger.lock({ tx, merchantId: merchant.id, currency, account: wallet });
    const repo = withdrawalsRepo(tx);
    const again = await repo.byRequest(memberId, input.requestId);
    if (again) return replayOf(again, fingerprintOf(input), input.requestId);
    const today = await repo.countSince(memberId, new Date(Date.now() - DAY_MS));
    if (today >= rules.dailyCount) throw new AppError('withdraw.daily.limit');
    // The VIP level's daily maximum: today's withdrawals (the merchant's day) and this one. The
    // wallet lock above makes a member's withdrawals count one after another.
    const vipMax = await vipWithdrawDailyMax(tx, merchant.id, memberId);
    if (vipMax !== undefined) {
      const used = await repo.sumToday(memberId, merchant.settings.promotions.timeZone);
      if (used + input.amount > vipMax)
        throw new AppError('withdraw.vip.daily.max', { data: { max: vipMax, left: Math.max(0, vipMax - used) } });
    }
    if (!input.returnOnBreak && (await turnoverOf(tx, memberId)).remaining > 0) throw new AppError('withdraw.turnover');
    // Bonus money still locked is forfeited by a withdrawal (never the player's own money), and
    // only once the player said so.
    const locked = await lockedBonusOf(tx, memberId);
    if (locked.amount > 0) {
      if (!input.returnOnBreak && (input.forfeitBonus ?? 0) < locked.amount)
        throw new AppError('withdraw.bonus.locked', { data: { amount: locked.amount } });
      await createBonusGrants({ db, ledger: services.ledger }).forfeitAll(tx, memberId, `member:${memberId}`);
    }

    const order = await repo.insert({
      merchantId: merchant.id,
      memberId,
      requestId: input.requestId,
      requestHash: fingerprintOf(input),
      amount: input.amount,
      currency,
      status: 'pending',
      cardId: card.id,
      bankName: card.bankName,
      accountNumberMasked: publicCard(card).accountNumberMasked,
      accountName: card.accountName,
    });
    const hold = await services.ledger.hold(
      {
        merchantId: merchant.id,
        currency,
        from: { member: memberId, purpose: 'main' },
        to: { house: 'withdrawals_pending' },
        amount: input.amount,
        kind: 'withdraw',
        source: 'withdrawal',
        externalId: String(order.id),
        actor: `member:${memberId}`,
        metadata: { detail: `${card.bankName} ${publicCard(card).accountNumberMasked} #${order.id}` },
      },
      tx,
    );
    return repo.update(order.id, { holdTransferId: hold.transferId });
  });
}

type Decision = 'approved' | 'rejected' | 'cancelled';

/**
 * Settles a pending withdrawal once: approved pays the held money out; rejected (operator) and
 * cancelled (player) return it. The status change, the ledger resolution and (for an operator)
 * the audit row commit together.
 */
export async function decideWithdrawal(
  services: WalletDeps,
  {
    merchant,
    withdrawalId,
    decision,
    outcome,
  }: { merchant: MerchantConfig; withdrawalId: number; decision: Decision; outcome: Decider & { memberId?: number } },
): Promise<WithdrawalRow> {
  return withTransaction(services.database.db, async (tx) => {
    const repo = withdrawalsRepo(tx);
    const order = await repo.lockForDecision(merchant.id, withdrawalId, outcome.memberId);
    if (!order) throw new AppError('resource.not.found');
    if (order.status === decision) return order;
    if (order.status !== 'pending' || !order.holdTransferId)
      throw new AppError('conflict', { data: { status: order.status } });
    const resolution = {
      merchantId: merchant.id,
      holdId: order.holdTransferId,
      source: 'withdrawal-decision',
      externalId: String(order.id),
      actor: outcome.actor,
      metadata: { detail: `#${order.id}` },
    };
    if (decision === 'approved') {
      await services.ledger.post({ ...resolution, kind: 'withdraw_paid' }, { house: 'withdrawals_paid' }, tx);
    } else {
      await services.ledger.void({ ...resolution, kind: 'withdraw_refund' }, tx);
    }
    const decided = await repo.update(order.id, {
      status: decision,
      note: outcome.note ?? null,
      reason: outcome.reason ?? null,
      decidedBy: outcome.actor,
      decidedAt: new Date(),
    });
    const action = decision === 'approved' ? 'withdrawal.approve' : 'withdrawal.reject';
    await auditDecision(tx, { merchantId: merchant.id, by: outcome, action, orderId: order.id });
    return decided;
  });
}
