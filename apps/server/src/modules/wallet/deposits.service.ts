import { withTransaction } from '../../db/transaction';
import type { Db, Tx } from '../../db/types';
import { AppError } from '../../lib/errors';
import { qualifyDepositBonuses } from '../promotions/deposit-bonus';
import { qualifyReferral } from '../promotions/referral';
import { createVipClub } from '../promotions/vip-club';
import type { MerchantConfig } from '../settings/settings.service';
import { auditDecision, type Decider } from './decision';
import { type DepositRow, depositsRepo } from './deposits.repo';
import { requireTurnover } from './wallet.service';
import type { WalletDeps } from './wallet-deps';

/**
 * Credits a pending deposit once: the ledger transfer (idempotent by the deposit id) and the
 * status change commit together; a second call finds the order completed and does nothing.
 */
export async function completeDeposit(
  services: WalletDeps,
  {
    merchant,
    depositId,
    outcome,
  }: { merchant: MerchantConfig; depositId: number; outcome: Decider & { gatewayTxId?: string | null } },
  given?: Tx,
): Promise<DepositRow> {
  const work = async (tx: Tx) => {
    const order = await depositsRepo(tx, merchant.id).byId(depositId, { lock: true });
    if (!order) throw new AppError('resource.not.found');
    if (order.status === 'completed') return order;
    if (order.status !== 'pending') throw new AppError('conflict', { data: { status: order.status } });
    const balanceBefore = await services.ledger.balance(
      { merchantId: merchant.id, currency: order.currency, ref: { member: order.memberId, purpose: 'main' } },
      tx,
    );
    const transfer = await services.ledger.transfer(
      {
        merchantId: merchant.id,
        currency: order.currency,
        from: { house: 'deposits_clearing' },
        to: { member: order.memberId, purpose: 'main' },
        amount: order.amount,
        kind: 'deposit',
        source: 'deposit',
        externalId: String(order.id),
        actor: outcome.actor,
        metadata: { detail: `${order.channelName} #${order.id}` },
      },
      tx,
    );
    await requireTurnover(tx, {
      merchantId: merchant.id,
      memberId: order.memberId,
      amount: order.amount,
      percent: merchant.settings.withdrawal.turnoverPercent,
      walletWasEmpty: balanceBefore === 0,
    });
    const done = await depositsRepo(tx, merchant.id).update(order.id, {
      status: 'completed',
      transferId: transfer.transferId,
      gatewayTxId: outcome.gatewayTxId ?? null,
      note: outcome.note ?? null,
      reason: outcome.reason ?? null,
      decidedBy: outcome.actor,
      completedAt: new Date(),
    });
    await auditDecision(tx, { merchantId: merchant.id, by: outcome, action: 'deposit.approve', orderId: order.id });
    await qualifyDepositBonuses(tx, { db: services.database.db, ledger: services.ledger }, merchant, {
      id: order.id,
      memberId: order.memberId,
      amount: order.amount,
    });
    await qualifyReferral(tx, { db: services.database.db, ledger: services.ledger }, merchant, {
      id: order.id,
      memberId: order.memberId,
      amount: order.amount,
    });
    // The VIP level the deposit reaches, and its upgrade bonuses, commit with the deposit.
    await createVipClub({ db: services.database.db, ledger: services.ledger }).recompute(tx, merchant, order.memberId);
    return done;
  };
  return given ? work(given) : withTransaction(services.database.db, work);
}

interface CloseDeposit {
  merchant: MerchantConfig;
  depositId: number;
  status: 'rejected' | 'failed';
  outcome: Decider;
}

/**
 * Closes a pending deposit without money (rejected by the operator, failed at the gateway); an
 * operator's audit row commits with it.
 */
export async function closeDeposit(
  { database }: { database: { db: Db } },
  { merchant, depositId, status, outcome }: CloseDeposit,
): Promise<DepositRow> {
  const closed = await withTransaction(database.db, async (tx) => {
    const row = await depositsRepo(tx, merchant.id).closePending(depositId, {
      status,
      note: outcome.note ?? null,
      reason: outcome.reason ?? null,
      decidedBy: outcome.actor,
      completedAt: new Date(),
    });
    if (row)
      await auditDecision(tx, { merchantId: merchant.id, by: outcome, action: 'deposit.reject', orderId: row.id });
    return row;
  });
  if (closed) return closed;
  const order = await depositsRepo(database.db, merchant.id).byId(depositId);
  if (!order) throw new AppError('resource.not.found');
  if (order.status === status) return order;
  throw new AppError('conflict', { data: { status: order.status } });
}

interface RecordPage {
  merchantId: number;
  memberId: number;
  cursor: string | undefined;
  pageSize: number;
}

/** Deposit records (spec: /m/vouReport), newest first, a page at a time from the cursor. */
export async function depositRecords(services: WalletDeps, { merchantId, memberId, cursor, pageSize }: RecordPage) {
  const rows = await depositsRepo(services.database.db, merchantId).pageOf({
    memberId,
    before: cursor ? Number(cursor) : null,
    limit: pageSize + 1,
  });
  const page = rows.slice(0, pageSize);
  return {
    content: page.map((d) => ({
      id: d.id,
      channelName: d.channelName,
      channelType: d.channelType as 'bank_transfer' | 'gateway' | 'sandbox',
      amount: d.amount,
      status: d.status,
      createdAt: d.createdAt.toISOString(),
      completedAt: d.completedAt?.toISOString() ?? null,
      // The player's reason only: the operator's note is internal (issue 8 item 21).
      reason: d.reason,
    })),
    nextCursor: rows.length > pageSize ? String(page.at(-1)?.id) : null,
  };
}
