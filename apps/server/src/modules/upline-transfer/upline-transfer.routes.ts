import { operations } from '@playdeck/contracts';
import type { FastifyInstance } from 'fastify';
import { addOperation } from '../../lib/operation-route';
import { ownerOf } from '../wallet/wallet.routes';
import type { WalletDeps } from '../wallet/wallet-deps';
import { transferToUpline, uplineTransferInfo } from './upline-transfer.service';

/** The superior transfer (spec 6: /m/upLine/transfer). */
export async function uplineTransferRoutes(app: FastifyInstance, { wallet: deps }: { wallet: WalletDeps }) {
  addOperation(app, operations.getUplineTransfer, ({ request }) =>
    uplineTransferInfo(deps, request.merchant, ownerOf(request)),
  );

  addOperation(app, operations.transferToUpline, async ({ request, body }) => {
    const result = await transferToUpline(deps, {
      merchant: request.merchant,
      memberId: request.member.memberId,
      input: body,
    });
    return { balance: result.fromBalance };
  });
}
