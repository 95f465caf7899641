import { operations } from '@playdeck/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { addOperation } from '../../lib/operation-route';
import { headIconOf, setHeadIcon } from './head-icon.service';
import { memberInfoOf } from './member-info';

/** The member centre (spec 2 Mine): member info and head icon. */
export async function memberCentreRoutes(
  app: FastifyInstance,
  { memberCentre: deps }: { memberCentre: { database: Pick<Database, 'db'> } },
) {
  addOperation(app, operations.getMemberInfo, ({ request }) =>
    memberInfoOf(deps, request.merchant.id, request.member.memberId),
  );
  addOperation(app, operations.getHeadIcon, ({ request }) =>
    headIconOf(deps, { merchantId: request.merchant.id, memberId: request.member.memberId }),
  );
  addOperation(app, operations.setHeadIcon, ({ body, request }) =>
    setHeadIcon(deps, { merchantId: request.merchant.id, memberId: request.member.memberId, icon: body.icon }),
  );
}
