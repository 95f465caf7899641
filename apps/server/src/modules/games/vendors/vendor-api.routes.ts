import { operations } from '@playdeck/contracts';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../../db/client';
import { addOperation } from '../../../lib/operation-route';
import { type Counters, localCounters } from '../../../lib/rate-limit';
import { signedCallOf } from '../../wallet/gateway-signature';
import type { SeamlessWallet } from './seamless-wallet.service';
import { type Answered, createVendorApi, type VendorCall } from './vendor-api.service';

/** What the vendor API is given: the database, the shared counters (its flood guard), the seamless wallet. */
export interface VendorApiDeps {
  database: Pick<Database, 'db' | 'kind'>;
  counters: Counters;
  seamless: SeamlessWallet;
}

/**
 * /vendor-api/{vendor}/...: what game vendors call, in the protocol's own envelope
 * (contracts/vendor-api.ts). The service checks the signature, then reads the body.
 */
export const vendorApiRoutes: FastifyPluginAsync<{ vendor: VendorApiDeps }> = async (app, { vendor }) => {
  const { database, counters, seamless } = vendor;
  // On the embedded database this process is the only server: its own memory counts exactly, and
  // the flood guard costs no write per call.
  const flood = database.kind === 'pglite' ? localCounters() : counters;
  const api = createVendorApi({ db: database.db, counters: flood, wallet: seamless });
  // The signature is over the exact bytes received, so the body is kept as a string.
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_request, body, done) =>
    done(null, body),
  );

  const callOf = (request: FastifyRequest, vendor: string, raw: string): VendorCall => ({
    vendor,
    ...signedCallOf(request.headers, raw),
  });
  const answer = async <B>(reply: FastifyReply, answered: Promise<Answered<B>>) => {
    const { status, body } = await answered;
    reply.status(status);
    return body;
  };

  addOperation(app, operations.vendorAuthenticate, ({ params, body, request, reply }) =>
    answer(reply, api.authenticate(callOf(request, params.vendor, body))),
  );
  addOperation(app, operations.vendorBalance, ({ params, body, request, reply }) =>
    answer(reply, api.balance(callOf(request, params.vendor, body))),
  );
  addOperation(app, operations.vendorBet, ({ params, body, request, reply }) =>
    answer(reply, api.bet(callOf(request, params.vendor, body))),
  );
  addOperation(app, operations.vendorWin, ({ params, body, request, reply }) =>
    answer(reply, api.win(callOf(request, params.vendor, body))),
  );
  addOperation(app, operations.vendorRollback, ({ params, body, request, reply }) =>
    answer(reply, api.rollback(callOf(request, params.vendor, body))),
  );
};
