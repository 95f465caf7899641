import { operations } from '@playdeck/contracts';
import type { FastifyInstance } from 'fastify';
import { addOperation } from '../../lib/operation-route';
import { ownerOf } from '../wallet/wallet.routes';
import { transferToUpline, uplineTransferInfo } from './upline-transfer.service';

/** The superior transfer (spec 6: /m/upLine/transfer). */
export async function uplineTransferRoutes(app: FastifyInstance) {
  const { services } = app;

  addOperation(app, operations.getUplineTransfer, ({ request }) =>
    uplineTransferInfo(services, request.merchant, ownerOf(request)),
  );

  addOperation(app, operations.transferToUpline, async ({ request, body }) => {
    const result = await transferToUpline(services, request.merchant, request.member.memberId, body);
    return { balance: result.fromBalance };
  });
}
