import { createHmac, timingSafeEqual } from 'node:crypto';

/** How old a signed callback may be (its own timestamp), against replays of an old one. */
export const MAX_CALLBACK_AGE_SECONDS = 300;

/**
 * Playdeck's payment gateway protocol, which the built-in sandbox speaks too:
 * - the payment page gets orderId, amount, currency, notifyUrl, returnUrl and `sign`, the
 *   HMAC-SHA256 of those (sorted `key=value` joined by `&`) under the channel's secret;
 * - the gateway POSTs the result to notifyUrl as JSON with `X-Timestamp` and `X-Signature`,
 *   the HMAC-SHA256 of `<timestamp>.<raw body>` under the same secret.
 */
export function signParams(secret: string, params: Record<string, string>): string {
  const canonical = Object.keys(params)
    .sort()
    .map((key) => `${key}=${params[key]}`)
    .join('&');
  return createHmac('sha256', secret).update(canonical).digest('hex');
}

export function signCallback(secret: string, timestamp: string, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
}

export function verifyHex(expected: string, given: string | undefined): boolean {
  if (!given || !/^[0-9a-f]{64}$/.test(given)) return false;
  return timingSafeEqual(Buffer.from(expected, 'hex'), Buffer.from(given, 'hex'));
}
