import {
  type VendorAuthenticateAnswer,
  type VendorError,
  type VendorRefusal,
  type VendorWalletAnswer,
  vendorAuthenticateRequest,
  vendorBalanceRequest,
  vendorBetRequest,
  vendorRollbackRequest,
  vendorWinRequest,
} from '@playdeck/contracts';
import type { z } from 'zod';
import type { Db } from '../../../db/types';
import { AppError } from '../../../lib/errors';
import { enforceLimits } from '../../../lib/limits';
import { refuseNulBytes } from '../../../lib/nul-bytes';
import type { Counters } from '../../../lib/rate-limit';
import { TtlCache } from '../../../lib/ttl-cache';
import { type SignedCall, signatureProblem } from '../../wallet/gateway-signature';
import { gameSession } from '../catalogue/play.service';
import type { SeamlessWallet } from './seamless-wallet.service';
import { playerIdOf } from './vendor-answer';
import { createVendorsRepo } from './vendors.repo';

/** A vendor's call: the vendor code from the path, and what was signed. */
export type VendorCall = SignedCall & { vendor: string };

/** The protocol's answer: its HTTP status and its own body (not our envelope). */
export interface Answered<B> {
  status: number;
  body: B;
}

const refuse = (status: number, error: VendorError): Answered<VendorRefusal> => ({
  status,
  body: { ok: false, error },
});

/**
 * /vendor-api/{vendor}/...: what game vendors call. The signature (HMAC-SHA256 of
 * `<X-Timestamp>.<raw body>` under the vendor's secret) is checked before anything is read;
 * a stale timestamp or a wrong signature is refused and changes nothing.
 */
export function createVendorApi({ db, counters, wallet }: { db: Db; counters: Counters; wallet: SeamlessWallet }) {
  const repo = createVendorsRepo(db);
  // Every call reads its vendor's secret; a rotated secret or a switched-off vendor shows within 30 s.
  const credentials = new TtlCache<string, { secret: string; active: boolean } | undefined>(30_000);

  /** The call's vendor and body once the call proves itself, or the protocol's refusal. */
  async function open<S extends z.ZodType>(call: VendorCall, schema: S) {
    const vendor = call.vendor.toUpperCase();
    const config = /^[A-Z0-9_]{2,20}$/.test(vendor)
      ? await credentials.get(vendor, () => repo.credentials(vendor))
      : undefined;
    if (!config?.active) return refuse(404, 'UNKNOWN_VENDOR');
    const problem = signatureProblem(config.secret, call);
    if (problem) return refuse(401, problem === 'stale' ? 'STALE_REQUEST' : 'BAD_SIGNATURE');
    await enforceLimits(counters, [{ key: `vendor:${vendor}`, max: 200_000, windowSeconds: 60 }]);
    try {
      const body = JSON.parse(call.raw) as unknown;
      // A NUL byte (JSON's \u0000) in any text is refused here, as the API refuses it everywhere
      // (issue 8 item 11): the database cannot store it, and a batch would fail for it.
      refuseNulBytes({ body });
      return { vendor, body: schema.parse(body) as z.infer<S> };
    } catch {
      return refuse(400, 'BAD_REQUEST');
    }
  }

  /** One action of the API: open the call with the action's schema, then do the action. */
  const action =
    <S extends z.ZodType, B>(schema: S, work: (vendor: string, body: z.infer<S>) => Promise<Answered<B>>) =>
    async (call: VendorCall): Promise<Answered<B | VendorRefusal>> => {
      const opened = await open(call, schema);
      return 'status' in opened ? opened : work(opened.vendor, opened.body);
    };

  /** A call the seamless wallet answers (balance, bet, win, rollback). */
  const walletAction = <S extends z.ZodType>(
    schema: S,
    work: (vendor: string, body: z.infer<S>) => Promise<Answered<VendorWalletAnswer>>,
  ) => action(schema, work);

  return {
    /** The launch token's player; the token must be live and its member's session too (issue 8 item 6). */
    authenticate: action(
      vendorAuthenticateRequest,
      async (vendor, body): Promise<Answered<VendorAuthenticateAnswer>> => {
        const found = await gameSession(db, body.token, vendor).catch((error: unknown) => {
          if (error instanceof AppError) return undefined;
          throw error;
        });
        if (!found) return refuse(401, 'TOKEN_EXPIRED');
        const { session } = found;
        const playerId = playerIdOf(session.merchantId, session.memberId);
        const answer = await wallet.balance(vendor, playerId, session.currency);
        if (!answer.body.ok) return { status: answer.status, body: answer.body };
        return { status: 200, body: { ok: true, playerId, currency: session.currency, balance: answer.body.balance } };
      },
    ),
    balance: walletAction(vendorBalanceRequest, (vendor, body) => wallet.balance(vendor, body.playerId)),
    bet: walletAction(vendorBetRequest, (vendor, body) => wallet.bet(vendor, body)),
    win: walletAction(vendorWinRequest, (vendor, body) => wallet.win(vendor, body)),
    rollback: walletAction(vendorRollbackRequest, (vendor, body) => wallet.rollback(vendor, body)),
  };
}

export type VendorApi = ReturnType<typeof createVendorApi>;
