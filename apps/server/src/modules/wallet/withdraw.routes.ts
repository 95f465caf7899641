import { operations } from '@playdeck/contracts';
import type { FastifyInstance } from 'fastify';
import { addOperation } from '../../lib/operation-route';
import type { WalletDeps } from './wallet-deps';
import { publicWithdrawal, withdrawalRecords, withdrawInfo } from './withdrawal-records';
import { decideWithdrawal, requestWithdrawal } from './withdrawals.service';

/** Withdraw (spec 7: the money is held until the operator decides) and its report. */
export function withdrawRoutes(app: FastifyInstance, deps: WalletDeps) {
  addOperation(app, operations.getWithdrawInfo, ({ request }) =>
    withdrawInfo(deps, request.merchant, request.member.memberId),
  );

  addOperation(app, operations.requestWithdrawal, async ({ request, body }) =>
    publicWithdrawal(
      await requestWithdrawal(deps, { merchant: request.merchant, memberId: request.member.memberId, ...body }),
    ),
  );

  addOperation(app, operations.cancelWithdrawal, async ({ request, params }) => {
    const { memberId } = request.member;
    const order = await decideWithdrawal(deps, {
      merchant: request.merchant,
      withdrawalId: params.id,
      decision: 'cancelled',
      outcome: {
        actor: `member:${memberId}`,
        memberId,
      },
    });
    return publicWithdrawal(order);
  });

  addOperation(app, operations.getWithdrawRecords, ({ request, query }) =>
    withdrawalRecords(deps, {
      merchantId: request.merchant.id,
      memberId: request.member.memberId,
      cursor: query.cursor ? Number(query.cursor) : null,
      pageSize: query.pageSize,
    }),
  );
}
