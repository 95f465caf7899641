import { operations } from '@playdeck/contracts';
import type { FastifyInstance } from 'fastify';
import { addOperation } from '../../lib/operation-route';
import { takeBreak } from './breaks.service';
import { setLimit } from './limits.service';
import { setRealityCheck, statusOf } from './rg.service';
import type { RgDeps } from './rg-deps';
import { historyOf } from './rg-history';

/** Responsible gaming (issue 15): /m/responsibleGaming and the reality check. */
export async function responsibleGamingRoutes(app: FastifyInstance, { rg: deps }: { rg: RgDeps }) {
  addOperation(app, operations.getResponsibleGaming, ({ request }) =>
    statusOf(deps, {
      merchant: request.merchant,
      memberId: request.member.memberId,
      sessionId: request.member.sessionId,
    }),
  );
  addOperation(app, operations.setPlayerLimit, ({ request, body }) =>
    setLimit(deps, { merchant: request.merchant, memberId: request.member.memberId, by: 'player' }, body),
  );
  addOperation(app, operations.setRealityCheck, async ({ request, body }) => {
    await setRealityCheck(deps, {
      merchant: request.merchant,
      memberId: request.member.memberId,
      minutes: body.minutes,
    });
    return {};
  });
  addOperation(app, operations.takeBreak, ({ request, body }) =>
    takeBreak(deps, { merchant: request.merchant, memberId: request.member.memberId, request: body }),
  );
  addOperation(app, operations.getResponsibleGamingHistory, ({ request }) =>
    historyOf(deps, { merchant: request.merchant, memberId: request.member.memberId }),
  );
}
