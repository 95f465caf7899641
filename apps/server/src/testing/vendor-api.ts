import { createHmac } from 'node:crypto';
import type { TestApp } from './create-test-app';

export interface VendorReply {
  status: number;
  body: { ok: boolean; error?: string; balance?: number; [key: string]: unknown };
}

/** Calls /vendor-api/{vendor}/{action} signed as a vendor signs (HMAC-SHA256 of `<timestamp>.<body>`). */
export async function vendorCall(
  t: TestApp,
  { secret, action, body, vendor = 'AUR' }: { secret: string; action: string; body: object; vendor?: string },
): Promise<VendorReply> {
  const raw = JSON.stringify(body);
  const timestamp = String(Math.floor(Date.now() / 1000));
  const res = await t.app.inject({
    method: 'POST',
    url: `/vendor-api/${vendor}/${action}`,
    headers: {
      'content-type': 'application/json',
      'x-timestamp': timestamp,
      'x-signature': createHmac('sha256', secret).update(`${timestamp}.${raw}`).digest('hex'),
    },
    payload: raw,
  });
  return { status: res.statusCode, body: res.json() };
}
