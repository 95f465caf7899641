import { operations } from '@playdeck/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/types';
import { addOperation } from '../../lib/operation-route';
import { createRebateRates } from './rebate-rates';
import { rebateIncomeOf } from './rebate-settlement';
import { teamSpan } from './team-range';

/** Game rebate setting and agent rebate income (spec 2 tiles /m/member/teamRebate, /m/member/agent/agentRebeat). */
export async function agentRebateRoutes(app: FastifyInstance, { database }: { database: { db: Db } }) {
  const db = database.db;
  const rates = createRebateRates(db);

  addOperation(app, operations.getRebateRates, ({ request, params }) =>
    rates.get(request.merchant.id, request.member.memberId, params.memberId),
  );
  addOperation(app, operations.setRebateRates, ({ request, params, body }) =>
    rates.set(request.merchant.id, request.member.memberId, params.memberId, body.rates),
  );
  addOperation(app, operations.getRebateIncome, async ({ request, query }) => {
    // The same range rules as the team screens (at most 92 days, end not before start).
    await teamSpan(db, request.merchant, query);
    return rebateIncomeOf(db, { merchantId: request.merchant.id, agentId: request.member.memberId, ...query });
  });
}
