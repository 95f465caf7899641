import {
  vendorAuthenticateRequest,
  vendorBalanceRequest,
  vendorBetRequest,
  vendorRollbackRequest,
  vendorWinRequest,
} from '@playdeck/contracts';
import { and, eq, gt } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { z } from 'zod';
import { launchTokens, vendors } from '../../db/schema';
import { sha256 } from '../../lib/crypto';
import { enforceLimits } from '../../lib/limits';
import { TtlCache } from '../../lib/ttl-cache';
import type { Services } from '../../services';
import { MAX_CALLBACK_AGE_SECONDS, signCallback, verifyHex } from '../wallet/gateway-signature';
import { playerIdOf, type VendorAnswer } from './seamless-wallet.service';

/**
 * /vendor-api/{vendor}/...: what game vendors call. The signature (HMAC-SHA256 of
 * `<X-Timestamp>.<raw body>` under the vendor's secret) is checked before anything is read;
 * a stale timestamp or a wrong signature is refused and changes nothing.
 */
export const vendorApiRoutes: FastifyPluginAsync = async (app) => {
  const services: Services = app.services;
  const secrets = new TtlCache<string, { secret: string; active: boolean } | undefined>(30_000);
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_request, body, done) =>
    done(null, body),
  );

  type Answer = VendorAnswer | { status: number; body: Record<string, unknown> };
  type Handler<S extends z.ZodType> = (vendor: string, body: z.infer<S>) => Promise<Answer>;
  function route<S extends z.ZodType>(action: string, schema: S, handle: Handler<S>) {
    app.post<{ Params: { vendor: string }; Body: string }>(`/vendor-api/:vendor/${action}`, async (request, reply) => {
      const vendor = request.params.vendor.toUpperCase();
      const config = /^[A-Z0-9_]{2,20}$/.test(vendor)
        ? await secrets.get(vendor, async () => {
            const [row] = await services.database.db.select().from(vendors).where(eq(vendors.code, vendor));
            return row ? { secret: row.secret, active: row.status === 'active' } : undefined;
          })
        : undefined;
      if (!config?.active) return reply.status(404).send({ ok: false, error: 'UNKNOWN_VENDOR' });
      const timestamp = String(request.headers['x-timestamp'] ?? '');
      if (!/^\d{10}$/.test(timestamp) || Math.abs(Date.now() / 1000 - Number(timestamp)) > MAX_CALLBACK_AGE_SECONDS) {
        return reply.status(401).send({ ok: false, error: 'STALE_REQUEST' });
      }
      const raw = typeof request.body === 'string' ? request.body : '';
      const signature = request.headers['x-signature'];
      if (
        !verifyHex(signCallback(config.secret, timestamp, raw), typeof signature === 'string' ? signature : undefined)
      ) {
        return reply.status(401).send({ ok: false, error: 'BAD_SIGNATURE' });
      }
      await enforceLimits(services.counters, [{ key: `vendor:${vendor}`, max: 200_000, windowSeconds: 60 }]);
      let body: z.infer<S>;
      try {
        body = schema.parse(JSON.parse(raw));
      } catch {
        return reply.status(400).send({ ok: false, error: 'BAD_REQUEST' });
      }
      const answer = await handle(vendor, body);
      return reply.status(answer.status).send(answer.body);
    });
  }

  const wallet = () => services.seamless;

  route('authenticate', vendorAuthenticateRequest, async (vendor, body) => {
    const [session] = await services.database.db
      .select()
      .from(launchTokens)
      .where(
        and(
          eq(launchTokens.tokenHash, sha256(body.token)),
          eq(launchTokens.vendorCode, vendor),
          gt(launchTokens.expiresAt, new Date()),
        ),
      );
    if (!session) return { status: 401, body: { ok: false, error: 'TOKEN_EXPIRED' } };
    const playerId = playerIdOf(session.merchantId, session.memberId);
    const answer = await wallet().balance(vendor, playerId, session.currency);
    if (!answer.body.ok) return answer;
    return { status: 200, body: { ok: true, playerId, currency: session.currency, balance: answer.body.balance } };
  });
  route('balance', vendorBalanceRequest, (vendor, body) => wallet().balance(vendor, body.playerId));
  route('bet', vendorBetRequest, (vendor, body) => wallet().bet(vendor, body));
  route('win', vendorWinRequest, (vendor, body) => wallet().win(vendor, body));
  route('rollback', vendorRollbackRequest, (vendor, body) => wallet().rollback(vendor, body));
};
