import { type LanguageCode, operations, promotionRules } from '@playdeck/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/types';
import { AppError } from '../../lib/errors';
import { enforceLimits } from '../../lib/limits';
import { addOperation } from '../../lib/operation-route';
import type { Counters } from '../../lib/rate-limit';
import type { Ledger } from '../ledger/ledger.service';
import type { MerchantConfig } from '../settings/settings.service';
import { createBonusGrants } from './bonus-grants';
import { createLeaderboards } from './leaderboard';
import { createMissions } from './missions';
import { periodEndsAt } from './periods';
import { type PromotionRow, promotionsRepo } from './promotions.repo';

const titleOf = (promotion: PromotionRow, merchant: MerchantConfig, language: LanguageCode) =>
  promotion.title[language] ?? promotion.title[merchant.settings.languages.default] ?? '';

/** Live and running now: what the mission screen shows. */
async function running(db: Db, merchantId: number, kind: 'mission' | 'leaderboard', now = new Date()) {
  const rows = await promotionsRepo(db, merchantId).visible();
  return rows.filter(
    (p) => p.kind === kind && p.status === 'live' && p.startsAt <= now && (!p.endsAt || p.endsAt > now),
  );
}

/** Missions, leaderboards and the winner board (spec 2 /m/leaderBoard): scoped to merchant and member. */
export async function missionRoutes(
  app: FastifyInstance,
  { database, ledger, counters }: { database: { db: Db }; ledger: Ledger; counters: Counters },
) {
  const db = database.db;
  const grants = createBonusGrants({ db, ledger });
  const missions = createMissions({ db, grants });
  const leaderboards = createLeaderboards({ db, grants });

  addOperation(app, operations.getMissions, async ({ request }) => {
    const { merchant } = request;
    const zone = merchant.settings.promotions.timeZone;
    return Promise.all(
      (await running(db, merchant.id, 'mission')).map(async (promotion) => {
        const { period, tasks } = await missions.progress(merchant, promotion, request.member.memberId);
        const rule = promotionRules.mission.parse(promotion.rule);
        return {
          promotionId: promotion.id,
          title: titleOf(promotion, merchant, request.language),
          period,
          periodEndsAt: await periodEndsAt(db, rule.period, period, zone),
          wageringMultiplier: promotion.wageringMultiplier,
          tasks,
        };
      }),
    );
  });

  addOperation(app, operations.claimMissionTask, async ({ params, request }) => {
    const { merchant } = request;
    const memberId = request.member.memberId;
    // Counted before anything is read, with joins and claims.
    await enforceLimits(counters, [{ key: `promo:${merchant.id}:${memberId}`, max: 30, windowSeconds: 60 }]);
    const promotion = (await running(db, merchant.id, 'mission')).find((p) => p.id === params.id);
    if (!promotion) {
      const known = await promotionsRepo(db, merchant.id).byId(params.id);
      throw new AppError(known?.kind === 'mission' ? 'promotion.closed' : 'resource.not.found');
    }
    await missions.claim(merchant, promotion, memberId, params.task);
    const { tasks } = await missions.progress(merchant, promotion, memberId);
    return tasks[params.task] as (typeof tasks)[number];
  });

  addOperation(app, operations.getLeaderboards, async ({ request }) => {
    const { merchant } = request;
    const zone = merchant.settings.promotions.timeZone;
    return Promise.all(
      (await running(db, merchant.id, 'leaderboard')).map(async (promotion) => {
        const board = await leaderboards.board(merchant, promotion, request.member.memberId);
        const rule = promotionRules.leaderboard.parse(promotion.rule);
        return {
          promotionId: promotion.id,
          title: titleOf(promotion, merchant, request.language),
          ...board,
          periodEndsAt: await periodEndsAt(db, rule.period, board.period, zone),
        };
      }),
    );
  });

  addOperation(app, operations.getWinners, ({ request }) => leaderboards.winners(request.merchant, request.language));
}
