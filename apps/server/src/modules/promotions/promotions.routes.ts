import { operations } from '@playdeck/contracts';
import type { FastifyInstance } from 'fastify';
import { addOperation } from '../../lib/operation-route';
import type { Promotions } from './promotions.service';

/** The activity and reward centres' calls: scoped to the request's merchant, and member where there is one. */
export async function promotionRoutes(app: FastifyInstance, { promotions }: { promotions: Promotions }) {
  addOperation(app, operations.getPromotions, ({ request }) => promotions.list(request.merchant, request.language));
  addOperation(app, operations.getMyPromotions, ({ request }) =>
    promotions.mine(request.merchant, request.member.memberId),
  );
  addOperation(app, operations.joinPromotion, ({ params, request }) =>
    promotions.join(request.merchant, request.member.memberId, params.id),
  );
  addOperation(app, operations.claimPromotion, ({ params, request }) =>
    promotions.claim(request.merchant, request.member.memberId, params.id),
  );
  addOperation(app, operations.getUnclaimedCount, ({ request }) =>
    promotions.unclaimedCount(request.merchant, request.member.memberId),
  );
  addOperation(app, operations.getLockedBonus, ({ request }) => promotions.lockedBonus(request.member.memberId));
  addOperation(app, operations.getMyRebates, ({ request }) =>
    promotions.rebatesOf(request.merchant, request.member.memberId, request.language),
  );
}
