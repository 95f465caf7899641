import type { DepositChannel, DepositChannelConfig } from '@playdeck/contracts';
import { and, eq } from 'drizzle-orm';
import { deposits } from '../../db/schema';
import { withTransaction } from '../../db/transaction';
import type { Tx } from '../../db/types';
import { AppError } from '../../lib/errors';
import { replayOf, requestFingerprint } from '../../lib/idempotency';
import { enforceLimits } from '../../lib/limits';
import { formatMoney } from '../../lib/money';
import type { Services } from '../../services';
import type { MerchantConfig } from '../settings/settings.service';
import { auditDecision, type Decider } from './decision';
import { depositsRepo } from './deposits.repo';
import { signParams } from './gateway-signature';
import { requireTurnover } from './wallet.service';

export type DepositRow = typeof deposits.$inferSelect;

export function publicChannel(channel: DepositChannelConfig): DepositChannel {
  return {
    id: channel.id,
    type: channel.type,
    name: channel.name,
    minAmount: channel.minAmount,
    maxAmount: channel.maxAmount,
    bank: channel.type === 'bank_transfer' ? channel.bank : null,
  };
}

export function enabledChannels(merchant: MerchantConfig) {
  return merchant.settings.depositChannels.filter((c) => c.enabled);
}

/** The deposit screen's channels, and which screen shows them (spec 2 Mine: dep_func "1" is the new one). */
export function depositChannelsOf(merchant: MerchantConfig) {
  return {
    channels: enabledChannels(merchant).map(publicChannel),
    template: merchant.settings.templates.dep_func === '1' ? ('new' as const) : ('base' as const),
  };
}

interface CreateDeposit {
  merchant: MerchantConfig;
  memberId: number;
  requestId: string;
  channelId: string;
  amount: number;
  payerName?: string | undefined;
  reference?: string | undefined;
  ip: string;
  /** Where the gateway sends the player back and the result (lib/trusted-origin: configuration only). */
  origin: string | null;
}

/**
 * A deposit order. Bank transfers wait for the operator; gateway and sandbox orders get a
 * signed payment page address. A repeated request id answers the first order; the same id with
 * another body is a conflict (lib/idempotency).
 */
export async function createDeposit(services: Services, input: CreateDeposit) {
  const { merchant } = input;
  const channel = enabledChannels(merchant).find((c) => c.id === input.channelId);
  if (!channel) throw new AppError('validation.failed', { fields: [{ field: 'channelId', key: 'field.invalid' }] });
  if (input.amount < channel.minAmount || input.amount > channel.maxAmount) {
    throw new AppError('amount.out.of.range', {
      data: { min: channel.minAmount, max: channel.maxAmount },
      params: {
        min: formatMoney(channel.minAmount, merchant.currency),
        max: formatMoney(channel.maxAmount, merchant.currency),
      },
    });
  }
  if (channel.type === 'bank_transfer' && !input.payerName) {
    throw new AppError('validation.failed', { fields: [{ field: 'payerName', key: 'field.required' }] });
  }
  const secret = merchant.settings.paymentSecrets[channel.id];
  if (channel.type !== 'bank_transfer' && !secret) throw new AppError('permission.denied');
  if (channel.type !== 'bank_transfer' && !input.origin) throw new AppError('site.url.unconfigured');

  const db = services.database.db;
  const requestHash = requestFingerprint({
    channelId: channel.id,
    amount: input.amount,
    payerName: input.payerName,
    reference: input.reference,
  });
  const [previous] = await db
    .select()
    .from(deposits)
    .where(and(eq(deposits.memberId, input.memberId), eq(deposits.requestId, input.requestId)));
  const found =
    previous ??
    (await (async () => {
      await enforceLimits(services.counters, [
        { key: `deposit:member:${merchant.id}:${input.memberId}`, max: 20, windowSeconds: 3600 },
        { key: `deposit:ip:${merchant.id}:${input.ip}`, max: 60, windowSeconds: 3600 },
      ]);
      const [row] = await db
        .insert(deposits)
        .values({
          merchantId: merchant.id,
          memberId: input.memberId,
          requestId: input.requestId,
          requestHash,
          channelId: channel.id,
          channelType: channel.type,
          channelName: channel.name,
          amount: input.amount,
          currency: merchant.currency.code,
          status: 'pending',
          payerName: input.payerName ?? null,
          reference: input.reference ?? null,
        })
        .onConflictDoNothing()
        .returning();
      return (
        row ??
        (
          await db
            .select()
            .from(deposits)
            .where(and(eq(deposits.memberId, input.memberId), eq(deposits.requestId, input.requestId)))
        )[0]
      );
    })());
  if (!found) throw new Error('deposit order neither made nor found');
  const order = replayOf(found, requestHash, input.requestId);
  return { depositId: order.id, status: order.status, payUrl: payUrlOf(channel, order, secret, input.origin) };
}

function payUrlOf(channel: DepositChannelConfig, order: DepositRow, secret: string | undefined, origin: string | null) {
  if (channel.type === 'bank_transfer' || !secret || !origin || order.status !== 'pending') return null;
  const params = {
    merchantNo: `${order.merchantId}:${channel.id}`,
    orderId: String(order.id),
    amount: String(order.amount),
    currency: order.currency,
    notifyUrl: `${origin}/payment/callback/${order.merchantId}/${channel.id}`,
    returnUrl: `${origin}/m/vouReport`,
  };
  const base = channel.type === 'sandbox' ? `${origin}/sandbox-gateway/pay` : (channel.gatewayUrl as string);
  return `${base}?${new URLSearchParams({ ...params, sign: signParams(secret, params) })}`;
}

/**
 * Credits a pending deposit once: the ledger transfer (idempotent by the deposit id) and the
 * status change commit together; a second call finds the order completed and does nothing.
 */
export async function completeDeposit(
  services: Services,
  merchant: MerchantConfig,
  depositId: number,
  outcome: Decider & { gatewayTxId?: string | null },
  given?: Tx,
): Promise<DepositRow> {
  const work = async (tx: Tx) => {
    const [order] = await tx
      .select()
      .from(deposits)
      .where(and(eq(deposits.id, depositId), eq(deposits.merchantId, merchant.id)))
      .for('update');
    if (!order) throw new AppError('resource.not.found');
    if (order.status === 'completed') return order;
    if (order.status !== 'pending') throw new AppError('conflict', { data: { status: order.status } });
    const balanceBefore = await services.ledger.balance(
      merchant.id,
      order.currency,
      { member: order.memberId, purpose: 'main' },
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
    await requireTurnover(
      tx,
      merchant.id,
      order.memberId,
      order.amount,
      merchant.settings.withdrawal.turnoverPercent,
      balanceBefore === 0,
    );
    const [done] = await tx
      .update(deposits)
      .set({
        status: 'completed',
        transferId: transfer.transferId,
        gatewayTxId: outcome.gatewayTxId ?? null,
        note: outcome.note ?? null,
        reason: outcome.reason ?? null,
        decidedBy: outcome.actor,
        completedAt: new Date(),
      })
      .where(eq(deposits.id, order.id))
      .returning();
    await auditDecision(tx, merchant.id, outcome, 'deposit.approve', order.id);
    return done as DepositRow;
  };
  return given ? work(given) : withTransaction(services.database.db, work);
}

/**
 * Closes a pending deposit without money (rejected by the operator, failed at the gateway); an
 * operator's audit row commits with it.
 */
export async function closeDeposit(
  services: Services,
  merchant: MerchantConfig,
  depositId: number,
  status: 'rejected' | 'failed',
  outcome: Decider,
): Promise<DepositRow> {
  const closed = await withTransaction(services.database.db, async (tx) => {
    const [row] = await tx
      .update(deposits)
      .set({
        status,
        note: outcome.note ?? null,
        reason: outcome.reason ?? null,
        decidedBy: outcome.actor,
        completedAt: new Date(),
      })
      .where(and(eq(deposits.id, depositId), eq(deposits.merchantId, merchant.id), eq(deposits.status, 'pending')))
      .returning();
    if (row) await auditDecision(tx, merchant.id, outcome, 'deposit.reject', row.id);
    return row;
  });
  if (closed) return closed;
  const [order] = await services.database.db
    .select()
    .from(deposits)
    .where(and(eq(deposits.id, depositId), eq(deposits.merchantId, merchant.id)));
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
export async function depositRecords(services: Services, { merchantId, memberId, cursor, pageSize }: RecordPage) {
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
