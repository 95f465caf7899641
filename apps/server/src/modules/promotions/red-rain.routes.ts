import { operations } from '@playdeck/contracts';
import type { FastifyInstance } from 'fastify';
import { enforceLimits } from '../../lib/limits';
import { addOperation } from '../../lib/operation-route';
import type { Counters } from '../../lib/rate-limit';
import type { RedRain } from './red-rain';

/** Red envelope rain (/m/redRain): the sessions a member sees, and opening an envelope. */
export async function redRainRoutes(
  app: FastifyInstance,
  { redRain, counters }: { redRain: RedRain; counters: Counters },
) {
  addOperation(app, operations.getRedRain, ({ request }) =>
    redRain.list(request.merchant, request.member.memberId, request.language),
  );
  addOperation(app, operations.openRedEnvelope, async ({ params, request }) => {
    // Counted with joins and claims: 30 a minute per member, before anything is read.
    await enforceLimits(counters, [
      { key: `promo:${request.merchant.id}:${request.member.memberId}`, max: 30, windowSeconds: 60 },
    ]);
    return redRain.open(request.merchant, request.member.memberId, params.id);
  });
}
