import { operations } from '@playdeck/contracts';
import type { FastifyInstance } from 'fastify';
import { enforceLimits } from '../../lib/limits';
import { addOperation } from '../../lib/operation-route';
import type { Counters } from '../../lib/rate-limit';
import type { Promotions } from './promotions.service';

/** The activity and reward centres' calls: scoped to the request's merchant, and member where there is one. */
export async function promotionRoutes(
  app: FastifyInstance,
  { promotions, counters }: { promotions: Promotions; counters: Counters },
) {
  // Joining and claiming write: 30 a minute per member, counted before anything is read.
  const limited = (merchantId: number, memberId: number) =>
    enforceLimits(counters, [{ key: `promo:${merchantId}:${memberId}`, max: 30, windowSeconds: 60 }]);
  addOperation(app, operations.getPromotions, ({ request }) => promotions.list(request.merchant, request.language));
  addOperation(app, operations.getMyPromotions, ({ request }) =>
    promotions.mine(request.merchant, request.member.memberId),
  );
  addOperation(app, operations.joinPromotion, async ({ params, request }) => {
    await limited(request.merchant.id, request.member.memberId);
    return promotions.join(request.merchant, request.member.memberId, params.id);
  });
  addOperation(app, operations.claimPromotion, async ({ params, request }) => {
    await limited(request.merchant.id, request.member.memberId);
    return promotions.claim(request.merchant, request.member.memberId, params.id);
  });
  addOperation(app, operations.getUnclaimedCount, ({ request }) =>
    promotions.unclaimedCount(request.merchant, request.member.memberId),
  );
  addOperation(app, operations.getLockedBonus, ({ request }) => promotions.lockedBonus(request.member.memberId));
  addOperation(app, operations.getMyRebates, ({ request }) =>
    promotions.rebatesOf(request.merchant, request.member.memberId, request.language),
  );
}
