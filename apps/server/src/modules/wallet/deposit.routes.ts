import { operations } from '@playdeck/contracts';
import type { FastifyInstance } from 'fastify';
import { addOperation } from '../../lib/operation-route';
import { configuredOrigin } from '../merchants/trusted-origin';
import { createDeposit, depositChannelsOf } from './deposit-orders';
import { depositRecords } from './deposits.service';

/** Deposit channels, orders and records (spec 7 deposit; spec: /m/vouReport). */
export function depositRoutes(app: FastifyInstance) {
  const { services } = app;

  addOperation(app, operations.getDepositChannels, ({ request }) => depositChannelsOf(request.merchant));

  addOperation(app, operations.createDeposit, async ({ request, body }) =>
    createDeposit(services, {
      merchant: request.merchant,
      memberId: request.member.memberId,
      ...body,
      ip: request.ip,
      origin: await configuredOrigin(services, request.merchant),
    }),
  );

  addOperation(app, operations.getDepositRecords, ({ request, query }) =>
    depositRecords(services, {
      merchantId: request.merchant.id,
      memberId: request.member.memberId,
      cursor: query.cursor,
      pageSize: query.pageSize,
    }),
  );
}
