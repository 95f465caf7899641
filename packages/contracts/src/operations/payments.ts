import { z } from 'zod';
import { defineOperations } from '../operation';
import { gatewayAck, gatewayCallbackBody } from '../payments';

/** Payment gateways' callbacks, and the sandbox gateway of the demo. */
export const paymentsOperations = defineOperations({
  receivePaymentCallback: {
    method: 'POST',
    path: '/payment/callback/:merchantId/:channelId',
    tags: ['payment gateways'],
    summary:
      "A gateway's server-to-server result of a payment: credits the deposit at most once however often " +
      'it is retried (200 stops the retries; 400 malformed or differing, 401 stale or badly signed, ' +
      '404 unknown channel or order, 409 the order is already closed)',
    session: 'none',
    // Any string: an unknown merchant or channel is the protocol's 404, not a validation error.
    params: z.object({ merchantId: z.string(), channelId: z.string() }),
    encoding: 'signed',
    body: gatewayCallbackBody,
    raw: true,
    response: gatewayAck,
    errors: [],
  },
});
