import { operations } from '@playdeck/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { addOperation } from '../../lib/operation-route';
import { signedCallOf } from './gateway-signature';
import { receiveGatewayCallback } from './payment-callback.service';
import type { GatewayDeps } from './wallet-deps';

/** The payment gateways' server-to-server callback, answered in the gateway protocol's own acknowledgement. */
export const paymentCallbackRoutes: FastifyPluginAsync<{ gateway: GatewayDeps }> = async (app, { gateway }) => {
  // The signature is over the exact bytes received, so the body is kept as a string.
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_request, body, done) =>
    done(null, body),
  );

  addOperation(
    app,
    operations.receivePaymentCallback,
    async ({ params, body, request, reply }) => {
      const { status, ack } = await receiveGatewayCallback(gateway, {
        ...params,
        call: signedCallOf(request.headers, body),
      });
      if (!ack.ok) {
        request.log.warn(
          { merchant: params.merchantId, channel: params.channelId, message: ack.message },
          'payment callback refused',
        );
      }
      reply.status(status);
      return ack;
    },
    // Money arrives here: each callback is logged even where the log level is higher.
    { logLevel: 'info' },
  );
};
