import { operations } from '@playdeck/contracts';
import type { FastifyInstance } from 'fastify';
import { addOperation } from '../../lib/operation-route';
import { configuredOrigin } from '../merchants/trusted-origin';
import { createDeposit, depositChannelsOf } from './deposit-orders';
import { depositRecords } from './deposits.service';
import type { WalletRouteDeps } from './wallet-deps';

/** Deposit channels, orders and records (spec 7 deposit; spec: /m/vouReport). */
export function depositRoutes(app: FastifyInstance, deps: WalletRouteDeps) {
  addOperation(app, operations.getDepositChannels, ({ request }) => depositChannelsOf(request.merchant));

  addOperation(app, operations.createDeposit, async ({ request, body }) =>
    createDeposit(deps, {
      merchant: request.merchant,
      memberId: request.member.memberId,
      ...body,
      ip: request.ip,
      origin: await configuredOrigin(deps, request.merchant),
    }),
  );

  addOperation(app, operations.getDepositRecords, ({ request, query }) =>
    depositRecords(deps, {
      merchantId: request.merchant.id,
      memberId: request.member.memberId,
      cursor: query.cursor,
      pageSize: query.pageSize,
    }),
  );
}
