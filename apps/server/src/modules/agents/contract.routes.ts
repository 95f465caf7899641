import { operations } from '@playdeck/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/types';
import { addOperation } from '../../lib/operation-route';
import { createContractOffers } from './contract-offers';

/** The contract screens and prompts (spec 2, 3, 6): requests, screens, answers, offers, dividend entry. */
export async function agentContractRoutes(app: FastifyInstance, { database }: { database: { db: Db } }) {
  const offers = createContractOffers(database.db);
  addOperation(app, operations.getContractRequests, ({ request }) =>
    offers.requests(request.merchant.id, request.member),
  );
  addOperation(app, operations.getContract, ({ request, params }) =>
    offers.screen(request.merchant.id, request.member, params.kind),
  );
  addOperation(app, operations.acceptContract, ({ request, params }) =>
    offers.accept(request.merchant.id, request.member, params.id),
  );
  addOperation(app, operations.rejectContract, ({ request, params }) =>
    offers.reject(request.merchant.id, request.member, params.id),
  );
  addOperation(app, operations.proposeContract, ({ request, params, body }) =>
    offers.proposeToDownline(request.merchant.id, request.member, params.memberId, body),
  );
  addOperation(app, operations.getOfferedContracts, ({ request, params }) =>
    offers.offeredTo(request.merchant.id, request.member, params.memberId),
  );
  addOperation(app, operations.withdrawContract, ({ request, params }) =>
    offers.withdraw(request.merchant.id, request.member, params.id),
  );
  addOperation(app, operations.getDividendInfo, ({ request }) =>
    offers.dividendInfo(request.merchant.id, request.member),
  );
}
