import { z } from 'zod';
import { defineOperations } from '../operation';
import { lockedBonus, myPromotion, promotionParams, promotionView, rebateEntry } from '../promotions';
import { redRainOpened, redRainView } from '../red-rain';

const tags = ['promotions'];

/** The activity centre and reward centre (spec 2 /m/activity, /m/rewardCenter; spec 7 available promotions). */
export const promotionOperations = defineOperations({
  getPromotions: {
    method: 'GET',
    path: '/wps/promotion/list',
    tags,
    summary: 'The merchant’s promotions now or coming, in the operator’s order, in the reader’s language',
    session: 'none',
    response: z.array(promotionView),
    errors: [],
  },
  getMyPromotions: {
    method: 'GET',
    path: '/wps/promotion/mine',
    tags,
    summary: 'The member’s state in each promotion for its current period (joined, applying, claim...)',
    session: 'member',
    response: z.array(myPromotion),
    errors: [],
  },
  joinPromotion: {
    method: 'POST',
    path: '/wps/promotion/:id/join',
    tags,
    summary: 'Join a promotion (or apply, when the operator approves); once a period',
    session: 'real',
    params: promotionParams,
    response: myPromotion,
    errors: [
      'resource.not.found',
      'promotion.closed',
      'promotion.not.eligible',
      'promotion.already.joined',
      'rate.limited',
    ],
  },
  claimPromotion: {
    method: 'POST',
    path: '/wps/promotion/:id/claim',
    tags,
    summary: 'Claim the reward of a promotion: credited once however often it is pressed',
    session: 'real',
    params: promotionParams,
    response: myPromotion,
    errors: ['resource.not.found', 'promotion.nothing.to.claim', 'promotion.duplicate.person', 'rate.limited'],
  },
  getUnclaimedCount: {
    method: 'GET',
    path: '/wps/promotion/unclaimedCount',
    tags,
    summary: 'How many rewards wait to be claimed (the reward centre’s badge)',
    session: 'member',
    response: z.number().int(),
    errors: [],
  },
  getLockedBonus: {
    method: 'GET',
    path: '/wps/promotion/bonus',
    tags,
    summary: 'The member’s locked bonus money: amount, what is left to bet, first expiry',
    session: 'member',
    response: lockedBonus,
    errors: [],
  },
  getMyRebates: {
    method: 'GET',
    path: '/wps/promotion/rebates',
    tags,
    summary: 'The member’s rebates by period, newest first (PLYRBT, /m/member/rebateReport)',
    session: 'member',
    response: z.array(rebateEntry),
    errors: [],
  },
  getRedRain: {
    method: 'GET',
    path: '/wps/promotion/redRain',
    tags,
    summary: 'The live red envelope rains: each one’s session now or next, and what the member opened in it',
    session: 'member',
    response: z.array(redRainView),
    errors: [],
  },
  openRedEnvelope: {
    method: 'POST',
    path: '/wps/promotion/redRain/:id/open',
    tags,
    summary: 'Open an envelope of the session now falling: once per session, paid within the session’s budget',
    session: 'real',
    params: promotionParams,
    response: redRainOpened,
    errors: [
      'resource.not.found',
      'promotion.closed',
      'promotion.rain.not.falling',
      'promotion.not.eligible',
      'promotion.already.opened',
      'promotion.budget.spent',
      'promotion.duplicate.person',
      'rate.limited',
    ],
  },
});
