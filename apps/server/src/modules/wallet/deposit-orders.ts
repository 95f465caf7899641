import type { DepositChannel, DepositChannelConfig } from '@playdeck/contracts';
import { withTransaction } from '../../db/transaction';
import type { Db } from '../../db/types';
import { AppError } from '../../lib/errors';
import { replayOf, requestFingerprint } from '../../lib/idempotency';
import { enforceLimits } from '../../lib/limits';
import { checkAmountRange } from '../../lib/money';
import type { Counters } from '../../lib/rate-limit';
import { guardDeposit } from '../responsible-gaming/deposit-guard';
import type { MerchantConfig } from '../settings/settings.service';
import { type DepositRow, depositsRepo } from './deposits.repo';
import { signParams } from './gateway-signature';

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
export async function createDeposit(
  { database, counters }: { database: { db: Db }; counters: Counters },
  input: CreateDeposit,
) {
  const { merchant } = input;
  const channel = enabledChannels(merchant).find((c) => c.id === input.channelId);
  if (!channel) throw new AppError('validation.failed', { fields: [{ field: 'channelId', key: 'field.invalid' }] });
  checkAmountRange(input.amount, { min: channel.minAmount, max: channel.maxAmount }, merchant.currency);
  if (channel.type === 'bank_transfer' && !input.payerName) {
    throw new AppError('validation.failed', { fields: [{ field: 'payerName', key: 'field.required' }] });
  }
  const secret = merchant.settings.paymentSecrets[channel.id];
  if (channel.type !== 'bank_transfer' && !secret) throw new AppError('permission.denied');
  if (channel.type !== 'bank_transfer' && !input.origin) throw new AppError('site.url.unconfigured');

  const db = database.db;
  const requestHash = requestFingerprint({
    channelId: channel.id,
    amount: input.amount,
    payerName: input.payerName,
    reference: input.reference,
  });
  const repo = depositsRepo(db, merchant.id);
  const found =
    (await repo.byRequest(input.memberId, input.requestId)) ??
    (await (async () => {
      await enforceLimits(counters, [
        { key: `deposit:member:${merchant.id}:${input.memberId}`, max: 20, windowSeconds: 3600 },
        { key: `deposit:ip:${merchant.id}:${input.ip}`, max: 60, windowSeconds: 3600 },
      ]);
      // A break or a deposit limit is decided with the order, under the member's lock (issue 15).
      // The order is dated by the clock the limit was decided with, so it counts in that period.
      const now = new Date();
      const made = await withTransaction(db, async (tx) => {
        await guardDeposit(tx, { merchant, memberId: input.memberId, amount: input.amount }, now);
        return depositsRepo(tx, merchant.id).insertOnce({
          createdAt: now,
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
        });
      });
      return made ?? (await repo.byRequest(input.memberId, input.requestId));
    })());
  if (!found) throw new Error('deposit order neither made nor found');
  const order = replayOf(found, requestHash, input.requestId);
  return {
    depositId: order.id,
    status: order.status,
    payUrl: payUrlOf({ channel, order, secret, origin: input.origin }),
  };
}

function payUrlOf({
  channel,
  order,
  secret,
  origin,
}: {
  channel: DepositChannelConfig;
  order: DepositRow;
  secret: string | undefined;
  origin: string | null;
}) {
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
