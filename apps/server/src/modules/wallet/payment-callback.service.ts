import { type OperationOutput, type Operations, operations } from '@playdeck/contracts';
import { depositsRepo } from './deposits.repo';
import { closeDeposit, completeDeposit } from './deposits.service';
import { type SignedCall, signatureProblem } from './gateway-signature';
import type { GatewayDeps } from './wallet-deps';

type GatewayAck = OperationOutput<Operations['receivePaymentCallback']>;
const callbackBody = operations.receivePaymentCallback.body;

/** The acknowledgement and its HTTP status: gateways read the status, 200 means "stop retrying". */
export interface Acknowledged {
  status: number;
  ack: GatewayAck;
}

export interface GatewayCallback {
  merchantId: string;
  channelId: string;
  call: SignedCall;
}

const refuse = (status: number, message: string): Acknowledged => ({ status, ack: { ok: false, message } });
const accept = (message: string): Acknowledged => ({ status: 200, ack: { ok: true, message } });

/** A closed order answers the gateway's retry with 409, not an error of ours. */
const unlessConflict = (error: { code?: string }) => (error.code === 'conflict' ? null : Promise.reject(error));

/**
 * A payment gateway's server-to-server callback (the sandbox's too). The signature covers the
 * raw body and a timestamp; a stale or wrong one is refused; the deposit is credited at most
 * once however often the gateway retries.
 */
export async function receiveGatewayCallback(
  services: GatewayDeps,
  { merchantId, channelId, call }: GatewayCallback,
): Promise<Acknowledged> {
  const id = Number(merchantId);
  const merchant = Number.isSafeInteger(id) ? await services.settings.get(id) : undefined;
  const secret = merchant?.settings.paymentSecrets[channelId];
  if (!merchant || !secret) return refuse(404, 'unknown channel');
  const problem = signatureProblem(secret, call);
  if (problem) return refuse(401, problem === 'stale' ? 'stale or missing timestamp' : 'bad signature');

  const parsed = (() => {
    try {
      return callbackBody.parse(JSON.parse(call.raw));
    } catch {
      return undefined;
    }
  })();
  if (!parsed) return refuse(400, 'malformed body');
  const order = await depositsRepo(services.database.db, merchant.id).ofChannel(Number(parsed.orderId), channelId);
  if (!order) return refuse(404, 'unknown order');
  if (parsed.amount !== order.amount || parsed.currency !== order.currency)
    return refuse(400, 'amount or currency differs from the order');

  const actor = `gateway:${channelId}`;
  if (parsed.status === 'paid') {
    const done = await completeDeposit(services, {
      merchant,
      depositId: order.id,
      outcome: {
        actor,
        gatewayTxId: parsed.gatewayTxId,
      },
    }).catch(unlessConflict);
    return done ? accept('credited') : refuse(409, `order is ${order.status}`);
  }
  const closed = await closeDeposit(services, {
    merchant,
    depositId: order.id,
    status: 'failed',
    outcome: { actor, note: 'payment failed' },
  }).catch(unlessConflict);
  return closed ? accept('closed') : refuse(409, `order is ${order.status}`);
}
