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

/** What a signed server-to-server call carries: its timestamp and signature headers and the raw body. */
export interface SignedCall {
  timestamp: string;
  signature: string | undefined;
  raw: string;
}

/** Why a signed call is refused, checked in this order; nothing in it is read before. */
export function signatureProblem(secret: string, call: SignedCall): 'stale' | 'bad signature' | null {
  const age = Math.abs(Date.now() / 1000 - Number(call.timestamp));
  if (!/^\d{10}$/.test(call.timestamp) || age > MAX_CALLBACK_AGE_SECONDS) return 'stale';
  if (!verifyHex(signCallback(secret, call.timestamp, call.raw), call.signature)) return 'bad signature';
  return null;
}

/** The signed call in a request's headers and raw body (kept as text: the signature is over its bytes). */
export function signedCallOf(headers: Record<string, string | string[] | undefined>, raw: unknown): SignedCall {
  const signature = headers['x-signature'];
  return {
    timestamp: String(headers['x-timestamp'] ?? ''),
    signature: typeof signature === 'string' ? signature : undefined,
    raw: typeof raw === 'string' ? raw : '',
  };
}
