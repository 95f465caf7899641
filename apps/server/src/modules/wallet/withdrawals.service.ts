import type { WithdrawalRecord } from '@playdeck/contracts';
import { and, count, desc, eq, gt, inArray, lt } from 'drizzle-orm';
import { withdrawals } from '../../db/schema';
import { withTransaction } from '../../db/transaction';
import { AppError } from '../../lib/errors';
import { replayOf, requestFingerprint } from '../../lib/idempotency';
import { formatMoney } from '../../lib/money';
import type { Services } from '../../services';
import type { MerchantConfig } from '../settings/settings.service';
import { activeCards, cardOf, publicCard } from './cards.service';
import { auditDecision, type Decider } from './decision';
import { checkPaymentPassword } from './payment-password';
import { turnoverOf } from './wallet.service';

type WithdrawalRow = typeof withdrawals.$inferSelect;

const DAY_MS = 86_400_000;

/** What the withdraw screen shows: balance, what can go now, limits, turnover, cards. */
export async function withdrawInfo(services: Services, merchant: MerchantConfig, memberId: number) {
  const db = services.database.db;
  const rules = merchant.settings.withdrawal;
  const [balance, turnover, usedToday, cards, member] = await Promise.all([
    services.ledger.balance(merchant.id, merchant.currency.code, { member: memberId, purpose: 'main' }),
    turnoverOf(db, memberId),
    countSince(services, memberId, new Date(Date.now() - DAY_MS)),
    activeCards(db, merchant.id, memberId),
    db.query.members.findFirst({ where: (m, { eq: equals }) => equals(m.id, memberId) }),
  ]);
  return {
    balance,
    withdrawable: turnover.remaining > 0 ? 0 : balance,
    minAmount: rules.minAmount,
    maxAmount: rules.maxAmount,
    dailyCountLimit: rules.dailyCount,
    usedToday,
    turnover,
    hasPaymentPassword: Boolean(member?.paymentPasswordHash),
    payeeName: member?.payeeName ?? null,
    cards: cards.map(publicCard),
  };
}

async function countSince(services: Services, memberId: number, since: Date) {
  const [row] = await services.database.db
    .select({ n: count() })
    .from(withdrawals)
    .where(
      and(
        eq(withdrawals.memberId, memberId),
        gt(withdrawals.createdAt, since),
        inArray(withdrawals.status, ['pending', 'approved']),
      ),
    );
  return row?.n ?? 0;
}

interface WithdrawInput {
  merchant: MerchantConfig;
  memberId: number;
  requestId: string;
  amount: number;
  cardId: number;
  paymentPassword: string;
}

/**
 * A withdrawal request: checks the payment password, the card, the limits and the turnover,
 * then holds the money (member to withdrawals pending) in the same transaction as the order.
 * The member's wallet row is locked first, so simultaneous requests of one member are counted
 * one after another and can never hold more than the balance.
 */
export async function requestWithdrawal(services: Services, input: WithdrawInput): Promise<WithdrawalRow> {
  const [previous] = await services.database.db
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.memberId, input.memberId), eq(withdrawals.requestId, input.requestId)));
  if (previous) return replayOf(previous, fingerprintOf(input), input.requestId);
  await checkPaymentPassword(services, input.merchant.id, input.memberId, input.paymentPassword);
  return placeWithdrawal(services, input);
}

/** What makes two withdrawals under one requestId the same request (never the payment password). */
const fingerprintOf = (input: Pick<WithdrawInput, 'amount' | 'cardId'>) =>
  requestFingerprint({ amount: input.amount, cardId: input.cardId });

/** The withdrawal itself, once the payment password was checked. */
export async function placeWithdrawal(
  services: Services,
  input: Omit<WithdrawInput, 'paymentPassword'>,
): Promise<WithdrawalRow> {
  const { merchant, memberId } = input;
  const db = services.database.db;
  const card = await cardOf(db, merchant.id, memberId, input.cardId);
  const rules = merchant.settings.withdrawal;
  if (input.amount < rules.minAmount || input.amount > rules.maxAmount) {
    throw new AppError('amount.out.of.range', {
      data: { min: rules.minAmount, max: rules.maxAmount },
      params: {
        min: formatMoney(rules.minAmount, merchant.currency),
        max: formatMoney(rules.maxAmount, merchant.currency),
      },
    });
  }
  const currency = merchant.currency.code;
  const wallet = { member: memberId, purpose: 'main' } as const;
  // Opened outside the transaction, so the ledger finds the wallet inside it without a statement.
  await services.ledger.accountId(merchant.id, currency, wallet);

  return withTransaction(db, async (tx) => {
    await services.ledger.lock({ tx, merchantId: merchant.id, currency, account: wallet });
    const [again] = await tx
      .select()
      .from(withdrawals)
      .where(and(eq(withdrawals.memberId, memberId), eq(withdrawals.requestId, input.requestId)));
    if (again) return replayOf(again, fingerprintOf(input), input.requestId);
    const [today] = await tx
      .select({ n: count() })
      .from(withdrawals)
      .where(
        and(
          eq(withdrawals.memberId, memberId),
          gt(withdrawals.createdAt, new Date(Date.now() - DAY_MS)),
          inArray(withdrawals.status, ['pending', 'approved']),
        ),
      );
    if ((today?.n ?? 0) >= rules.dailyCount) throw new AppError('withdraw.daily.limit');
    if ((await turnoverOf(tx, memberId)).remaining > 0) throw new AppError('withdraw.turnover');

    const [order] = await tx
      .insert(withdrawals)
      .values({
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
      })
      .returning();
    if (!order) throw new Error('withdrawal insert returned no row');
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
    const [held] = await tx
      .update(withdrawals)
      .set({ holdTransferId: hold.transferId })
      .where(eq(withdrawals.id, order.id))
      .returning();
    return held as WithdrawalRow;
  });
}

type Decision = 'approved' | 'rejected' | 'cancelled';

/**
 * Settles a pending withdrawal once: approved pays the held money out; rejected (operator) and
 * cancelled (player) return it. The status change, the ledger resolution and (for an operator)
 * the audit row commit together.
 */
export async function decideWithdrawal(
  services: Services,
  merchant: MerchantConfig,
  withdrawalId: number,
  decision: Decision,
  outcome: Decider & { memberId?: number },
): Promise<WithdrawalRow> {
  return withTransaction(services.database.db, async (tx) => {
    const [order] = await tx
      .select()
      .from(withdrawals)
      .where(
        and(
          eq(withdrawals.id, withdrawalId),
          eq(withdrawals.merchantId, merchant.id),
          outcome.memberId === undefined ? undefined : eq(withdrawals.memberId, outcome.memberId),
        ),
      )
      .for('update');
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
    const [decided] = await tx
      .update(withdrawals)
      .set({
        status: decision,
        note: outcome.note ?? null,
        reason: outcome.reason ?? null,
        decidedBy: outcome.actor,
        decidedAt: new Date(),
      })
      .where(eq(withdrawals.id, order.id))
      .returning();
    const action = decision === 'approved' ? 'withdrawal.approve' : 'withdrawal.reject';
    await auditDecision(tx, merchant.id, outcome, action, order.id);
    return decided as WithdrawalRow;
  });
}

export function publicWithdrawal(w: WithdrawalRow): WithdrawalRecord {
  return {
    id: w.id,
    amount: w.amount,
    status: w.status,
    bankName: w.bankName,
    accountNumberMasked: w.accountNumberMasked,
    createdAt: w.createdAt.toISOString(),
    decidedAt: w.decidedAt?.toISOString() ?? null,
    // The player's reason only: the operator's note is internal (issue 8 item 21).
    reason: w.reason,
  };
}

export async function withdrawalRecords(
  services: Services,
  merchantId: number,
  memberId: number,
  cursor: number | null,
  pageSize: number,
) {
  const rows = await services.database.db
    .select()
    .from(withdrawals)
    .where(
      and(
        eq(withdrawals.merchantId, merchantId),
        eq(withdrawals.memberId, memberId),
        cursor ? lt(withdrawals.id, cursor) : undefined,
      ),
    )
    .orderBy(desc(withdrawals.id))
    .limit(pageSize + 1);
  const page = rows.slice(0, pageSize);
  return { content: page.map(publicWithdrawal), nextCursor: rows.length > pageSize ? String(page.at(-1)?.id) : null };
}
