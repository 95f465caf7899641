import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { Services } from '../../services';
import { closeDeposit, completeDeposit } from './deposits.service';
import { MAX_CALLBACK_AGE_SECONDS, signCallback, verifyHex } from './gateway-signature';

const callbackBody = z.object({
  orderId: z.string().regex(/^\d{1,18}$/),
  gatewayTxId: z.string().min(1).max(100),
  amount: z.number().int().positive(),
  currency: z.string().max(3),
  status: z.enum(['paid', 'failed']),
});

type Answer = { ok: boolean; message: string };

/**
 * The payment gateways' server-to-server callback (the sandbox's too). The signature covers the
 * raw body and a timestamp; a stale or wrong one is refused; the deposit is credited at most
 * once however often the gateway retries. Gateways read the HTTP status: 200 means "stop retrying".
 */
export const paymentCallbackRoutes: FastifyPluginAsync = async (app) => {
  const services: Services = app.services;
  // The signature is over the exact bytes received, so the body is kept as a string.
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_request, body, done) =>
    done(null, body),
  );

  app.post<{ Params: { merchantId: string; channelId: string }; Body: string }>(
    '/payment/callback/:merchantId/:channelId',
    { logLevel: 'info' },
    async (request, reply): Promise<Answer> => {
      const refuse = (status: number, message: string) => {
        request.log.warn(
          { merchant: request.params.merchantId, channel: request.params.channelId, message },
          'payment callback refused',
        );
        reply.status(status);
        return { ok: false, message };
      };
      const merchantId = Number(request.params.merchantId);
      const merchant = Number.isSafeInteger(merchantId) ? await services.settings.get(merchantId) : undefined;
      const secret = merchant?.settings.paymentSecrets[request.params.channelId];
      if (!merchant || !secret) return refuse(404, 'unknown channel');

      const timestamp = String(request.headers['x-timestamp'] ?? '');
      const age = Math.abs(Date.now() / 1000 - Number(timestamp));
      if (!/^\d{10}$/.test(timestamp) || age > MAX_CALLBACK_AGE_SECONDS)
        return refuse(401, 'stale or missing timestamp');
      const raw = typeof request.body === 'string' ? request.body : '';
      const signature = request.headers['x-signature'];
      if (!verifyHex(signCallback(secret, timestamp, raw), typeof signature === 'string' ? signature : undefined)) {
        return refuse(401, 'bad signature');
      }

      let parsed: z.infer<typeof callbackBody>;
      try {
        parsed = callbackBody.parse(JSON.parse(raw));
      } catch {
        return refuse(400, 'malformed body');
      }
      const orderId = Number(parsed.orderId);
      const order = await services.database.db.query.deposits.findFirst({
        where: (d, { and, eq }) =>
          and(eq(d.id, orderId), eq(d.merchantId, merchant.id), eq(d.channelId, request.params.channelId)),
      });
      if (!order) return refuse(404, 'unknown order');
      if (parsed.amount !== order.amount || parsed.currency !== order.currency)
        return refuse(400, 'amount or currency differs from the order');

      if (parsed.status === 'paid') {
        const done = await completeDeposit(services, merchant, order.id, {
          actor: `gateway:${request.params.channelId}`,
          gatewayTxId: parsed.gatewayTxId,
        }).catch((error: { code?: string }) => (error.code === 'conflict' ? null : Promise.reject(error)));
        if (!done) return refuse(409, `order is ${order.status}`);
        return { ok: true, message: 'credited' };
      }
      const closed = await closeDeposit(services, merchant, order.id, 'failed', {
        actor: `gateway:${request.params.channelId}`,
        note: 'payment failed',
      }).catch((error: { code?: string }) => (error.code === 'conflict' ? null : Promise.reject(error)));
      if (!closed) return refuse(409, `order is ${order.status}`);
      return { ok: true, message: 'closed' };
    },
  );
};
