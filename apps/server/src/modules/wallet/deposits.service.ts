import type { DepositChannel, DepositChannelConfig } from '@playdeck/contracts';
import { and, desc, eq, lt } from 'drizzle-orm';
import { deposits } from '../../db/schema';
import { withTransaction } from '../../db/transaction';
import type { Tx } from '../../db/types';
import { AppError } from '../../lib/errors';
import { enforceLimits } from '../../lib/limits';
import { formatMoney } from '../../lib/money';
import type { Services } from '../../services';
import type { MerchantConfig } from '../settings/settings.service';
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

interface CreateDeposit {
  merchant: MerchantConfig;
  memberId: number;
  requestId: string;
  channelId: string;
  amount: number;
  payerName?: string | undefined;
  reference?: string | undefined;
  ip: string;
  /** Where the gateway sends the player back and the result (trusted origin of this merchant). */
  origin: string | null;
}

/**
 * A deposit order. Bank transfers wait for the operator; gateway and sandbox orders get a
 * signed payment page address. A repeated request id answers the first order.
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
  if (channel.type !== 'bank_transfer' && (!secret || !input.origin)) throw new AppError('permission.denied');

  const db = services.database.db;
  const [previous] = await db
    .select()
    .from(deposits)
    .where(and(eq(deposits.memberId, input.memberId), eq(deposits.requestId, input.requestId)));
  const order =
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
  if (!order) throw new Error('deposit order neither made nor found');
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
  outcome: { actor: string; gatewayTxId?: string | null; note?: string | null },
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
        decidedBy: outcome.actor,
        completedAt: new Date(),
      })
      .where(eq(deposits.id, order.id))
      .returning();
    return done as DepositRow;
  };
  return given ? work(given) : withTransaction(services.database.db, work);
}

/** Closes a pending deposit without money (rejected by the operator, failed at the gateway). */
export async function closeDeposit(
  services: Services,
  merchant: MerchantConfig,
  depositId: number,
  status: 'rejected' | 'failed',
  outcome: { actor: string; note?: string | null },
): Promise<DepositRow> {
  const [closed] = await services.database.db
    .update(deposits)
    .set({ status, note: outcome.note ?? null, decidedBy: outcome.actor, completedAt: new Date() })
    .where(and(eq(deposits.id, depositId), eq(deposits.merchantId, merchant.id), eq(deposits.status, 'pending')))
    .returning();
  if (closed) return closed;
  const [order] = await services.database.db
    .select()
    .from(deposits)
    .where(and(eq(deposits.id, depositId), eq(deposits.merchantId, merchant.id)));
  if (!order) throw new AppError('resource.not.found');
  if (order.status === status) return order;
  throw new AppError('conflict', { data: { status: order.status } });
}

export async function depositRecords(
  services: Services,
  merchantId: number,
  memberId: number,
  cursor: number | null,
  pageSize: number,
) {
  const rows = await services.database.db
    .select()
    .from(deposits)
    .where(
      and(
        eq(deposits.merchantId, merchantId),
        eq(deposits.memberId, memberId),
        cursor ? lt(deposits.id, cursor) : undefined,
      ),
    )
    .orderBy(desc(deposits.id))
    .limit(pageSize + 1);
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
      note: d.note,
    })),
    nextCursor: rows.length > pageSize ? String(page.at(-1)?.id) : null,
  };
}
