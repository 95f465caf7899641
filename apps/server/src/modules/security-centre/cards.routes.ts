import { operations } from '@playdeck/contracts';
import type { FastifyInstance } from 'fastify';
import { addOperation } from '../../lib/operation-route';
import { addCard, cardsOf, removeCard } from './cards.service';
import type { SecurityDeps } from './security-deps';

/** Banks and bank cards (spec 7 bank cards: bound and removed with the payment password). */
export function cardRoutes(app: FastifyInstance, deps: Pick<SecurityDeps, 'database'>) {
  addOperation(app, operations.getBanks, ({ request }) => request.merchant.settings.banks);

  addOperation(app, operations.getCards, ({ request }) => cardsOf(deps, request.merchant, request.member.memberId));

  addOperation(app, operations.addCard, ({ request, body }) =>
    addCard(deps, { merchant: request.merchant, memberId: request.member.memberId, input: body }),
  );

  addOperation(app, operations.removeCard, async ({ request, params, body }) => {
    await removeCard(deps, {
      merchant: request.merchant,
      memberId: request.member.memberId,
      cardId: params.id,
      paymentPassword: body.paymentPassword,
    });
    return {};
  });
}
