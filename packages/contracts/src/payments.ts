import { z } from 'zod';

/**
 * Playdeck's payment gateway protocol (the built-in sandbox speaks it too): the gateway POSTs
 * the result of a payment to the order's notify URL, signed with the channel's secret.
 */
export const gatewayCallbackBody = z.object({
  orderId: z.string().regex(/^\d{1,18}$/),
  gatewayTxId: z.string().min(1).max(100),
  amount: z.number().int().positive(),
  currency: z.string().max(3),
  status: z.enum(['paid', 'failed']),
});

/** The acknowledgement: gateways read the HTTP status, 200 means "stop retrying"; the message says why. */
export const gatewayAck = z.object({ ok: z.boolean(), message: z.string() });

export type GatewayCallback = z.infer<typeof gatewayCallbackBody>;
export type GatewayAck = z.infer<typeof gatewayAck>;
