import { operations } from '@playdeck/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { addOperation } from '../../lib/operation-route';
import { depositRoutes } from './deposit.routes';
import { accountRecords, profitLoss } from './records.service';
import { balanceOf, type WalletOwner } from './wallet.service';
import type { WalletRouteDeps } from './wallet-deps';
import { withdrawRoutes } from './withdraw.routes';

/** Whose wallet a request is about: the member's real wallet, or the trial wallet of a trial account. */
export const ownerOf = (request: FastifyRequest): WalletOwner => ({
  memberId: request.member.memberId,
  isTrial: request.member.isTrial,
});

/** The wallet (spec 7: wallet refresh, withdraw, deposit channels and records). */
export async function walletRoutes(app: FastifyInstance, { wallet: deps }: { wallet: WalletRouteDeps }) {
  addOperation(app, operations.getBalance, ({ request }) => balanceOf(deps, request.merchant, ownerOf(request)));

  addOperation(app, operations.getAccountRecords, ({ request, query }) =>
    accountRecords(deps, { merchant: request.merchant, owner: ownerOf(request), query }),
  );

  addOperation(app, operations.getProfitLoss, ({ request, query }) =>
    profitLoss(deps, { merchant: request.merchant, owner: ownerOf(request), from: query.from, to: query.to }),
  );

  depositRoutes(app, deps);
  withdrawRoutes(app, deps);
}
