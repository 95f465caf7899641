import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { formatMoney } from '../../lib/money';
import { signCallback, signParams, verifyHex } from './gateway-signature';
import type { GatewayDeps } from './wallet-deps';

const FIELDS = ['merchantNo', 'orderId', 'amount', 'currency', 'notifyUrl', 'returnUrl'] as const;
type PayParams = Record<(typeof FIELDS)[number], string>;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The sandbox payment gateway that ships with Playdeck, so the demo completes a deposit end
 * to end. It behaves like an outside gateway: it checks the signed payment request, shows a
 * payment page, and reports the result to the notify URL with a signed HTTP callback.
 */
export const sandboxGatewayRoutes: FastifyPluginAsync<{ gateway: Pick<GatewayDeps, 'settings'> }> = async (
  app,
  { gateway: deps },
) => {
  async function verified(params: Partial<PayParams> & { sign?: string }) {
    if (!FIELDS.every((f) => typeof params[f] === 'string')) return null;
    const [merchantId, channelId] = (params.merchantNo as string).split(':');
    const merchant = await deps.settings.get(Number(merchantId));
    const channel = merchant?.settings.depositChannels.find((c) => c.id === channelId && c.type === 'sandbox');
    const secret = channel ? merchant?.settings.paymentSecrets[channel.id] : undefined;
    if (!merchant || !secret) return null;
    const fields = Object.fromEntries(FIELDS.map((f) => [f, params[f] as string])) as PayParams;
    if (!verifyHex(signParams(secret, fields), params.sign)) return null;
    return { merchant, secret, fields };
  }

  const page = (title: string, body: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<style>
body{margin:0;font:16px/1.45 system-ui,-apple-system,sans-serif;background:#eef1f6;color:#1b2030;display:grid;place-items:center;min-height:100vh}
main{width:min(92vw,380px);background:#fff;border-radius:18px;box-shadow:0 18px 50px rgba(20,30,60,.15);overflow:hidden}
header{background:linear-gradient(135deg,#1f6feb,#12a4d9);color:#fff;padding:18px 22px}
header b{display:block;font-size:13px;opacity:.85;letter-spacing:.08em;text-transform:uppercase}
header span{font-size:30px;font-weight:800}
section{padding:18px 22px}
dl{display:grid;grid-template-columns:auto 1fr;gap:6px 14px;margin:0 0 18px;font-size:14px}dt{color:#69708a}dd{margin:0;text-align:right;font-weight:600}
button{width:100%;height:50px;border:0;border-radius:12px;font-size:17px;font-weight:700;margin-top:10px;cursor:pointer}
.pay{background:#1f6feb;color:#fff}.fail{background:#f1f3f8;color:#b3261e}
p.note{font-size:12px;color:#69708a;text-align:center;margin:14px 0 0}
</style></head><body><main>${body}</main></body></html>`;

  const send = (reply: import('fastify').FastifyReply, status: number, html: string) =>
    reply
      .status(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header(
        'content-security-policy',
        "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'",
      )
      .send(html);

  app.get<{ Querystring: Partial<PayParams> & { sign?: string } }>('/sandbox-gateway/pay', async (request, reply) => {
    const order = await verified(request.query);
    if (!order)
      return send(reply, 400, page('Sandbox Pay', '<section><p>This payment request is not valid.</p></section>'));
    const { fields, merchant } = order;
    const amount = formatMoney(Number(fields.amount), merchant.currency);
    const hidden = [...FIELDS.map((f) => [f, fields[f]]), ['sign', request.query.sign ?? '']]
      .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value as string)}">`)
      .join('');
    return send(
      reply,
      200,
      page(
        'Sandbox Pay',
        `<header><b>Sandbox Pay · test money</b><span>${escapeHtml(amount)}</span></header><section>
<dl><dt>Merchant</dt><dd>${escapeHtml(merchant.settings.site.name)}</dd><dt>Order</dt><dd>#${escapeHtml(fields.orderId)}</dd><dt>Currency</dt><dd>${escapeHtml(fields.currency)}</dd></dl>
<form method="post" action="/sandbox-gateway/pay">${hidden}
<button class="pay" name="action" value="pay" data-testid="sandbox-pay">Pay ${escapeHtml(amount)}</button>
<button class="fail" name="action" value="fail" data-testid="sandbox-fail">Decline payment</button></form>
<p class="note">A sandbox gateway: no real money moves. It reports to the merchant like a real gateway would.</p></section>`,
      ),
    );
  });

  app.post<{ Body: Partial<PayParams> & { sign?: string; action?: string } }>(
    '/sandbox-gateway/pay',
    async (request, reply) => {
      const order = await verified(request.body ?? {});
      if (!order)
        return send(reply, 400, page('Sandbox Pay', '<section><p>This payment request is not valid.</p></section>'));
      const body = JSON.stringify({
        orderId: order.fields.orderId,
        gatewayTxId: `SBX-${randomUUID()}`,
        amount: Number(order.fields.amount),
        currency: order.fields.currency,
        status: request.body.action === 'pay' ? 'paid' : 'failed',
      });
      const timestamp = String(Math.floor(Date.now() / 1000));
      try {
        const response = await fetch(order.fields.notifyUrl, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-timestamp': timestamp,
            'x-signature': signCallback(order.secret, timestamp, body),
          },
          body,
          signal: AbortSignal.timeout(10_000),
        });
        if (!response.ok) request.log.warn({ status: response.status }, 'sandbox callback was refused');
      } catch (error) {
        request.log.warn({ err: error }, 'sandbox callback failed');
      }
      return reply.redirect(order.fields.returnUrl, 303);
    },
  );
};
