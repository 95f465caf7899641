import { operations } from '@playdeck/contracts';
import type { FastifyInstance } from 'fastify';
import { addOperation } from '../../lib/operation-route';
import {
  cancelMemberSlip,
  type LotteryServiceDeps,
  lotteryMenu,
  lotteryResults,
  lotteryWinners,
  myLotteryBets,
  placeMemberSlip,
} from './lottery.service';

/** Spec 7 lottery calls (issue 14). */
export async function lotteryRoutes(app: FastifyInstance, { lottery: deps }: { lottery: LotteryServiceDeps }) {
  addOperation(app, operations.getLotteryMenu, async ({ request, query }) => ({
    list: await lotteryMenu(deps.db, request.merchant, query.prizeMode),
    // The countdowns count from the server's clock, not the phone's.
    serverTime: new Date().toISOString(),
  }));

  addOperation(app, operations.getLotteryResults, async ({ request, query }) => ({
    list: await lotteryResults(deps.db, request.merchant, query.game, query.limit),
  }));

  addOperation(app, operations.placeLotterySlip, ({ request, body }) =>
    placeMemberSlip(deps, request.merchant, request.member.memberId, body),
  );

  addOperation(app, operations.cancelLotterySlip, ({ request, body }) =>
    cancelMemberSlip(deps, request.merchant, request.member.memberId, body.requestId),
  );

  addOperation(app, operations.getMyLotteryBets, ({ request, query }) =>
    myLotteryBets(deps.db, request.merchant, request.member.memberId, query.pageNo),
  );

  addOperation(app, operations.getLotteryWinners, async ({ request }) => ({
    list: await lotteryWinners(deps.db, request.merchant),
  }));
}
