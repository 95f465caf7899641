import { operations } from '@playdeck/contracts';
import type { FastifyInstance } from 'fastify';
import { addOperation } from '../../lib/operation-route';
import { headIconOf, setHeadIcon } from './head-icon.service';
import { memberInfoOf } from './member-info';

/** The member centre (spec 2 Mine): member info and head icon. */
export async function memberCentreRoutes(app: FastifyInstance) {
  const { services } = app;

  addOperation(app, operations.getMemberInfo, ({ request }) =>
    memberInfoOf(services, request.merchant.id, request.member.memberId),
  );
  addOperation(app, operations.getHeadIcon, ({ request }) =>
    headIconOf(services, { merchantId: request.merchant.id, memberId: request.member.memberId }),
  );
  addOperation(app, operations.setHeadIcon, ({ body, request }) =>
    setHeadIcon(services, { merchantId: request.merchant.id, memberId: request.member.memberId, icon: body.icon }),
  );
}
