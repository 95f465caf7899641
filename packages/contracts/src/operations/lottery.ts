import { z } from 'zod';
import {
  cancelSlipRequest,
  lotteryDraw,
  lotteryGame,
  lotteryMenuQuery,
  lotteryResultsQuery,
  lotteryWinners,
  myLotteryBets,
  myLotteryBetsQuery,
  placedSlip,
  placeSlipRequest,
} from '../lottery';
import { defineOperations } from '../operation';
import { playLimitErrors } from './responsible-gaming';

const tags = ['lottery'];

/** Spec 7 lottery calls (issue 14): the menu by prize mode, results, slips, my bets, winners. */
export const lotteryOperations = defineOperations({
  getLotteryMenu: {
    method: 'GET',
    path: '/wps/lottery/menu',
    tags,
    summary: 'The merchant’s lotteries (all, or of one prize mode) with their bet types, odds and next draw',
    session: 'none',
    query: lotteryMenuQuery,
    response: z.object({ list: z.array(lotteryGame), serverTime: z.string() }),
    errors: [],
  },
  getLotteryResults: {
    method: 'GET',
    path: '/wps/lottery/results',
    tags,
    summary: 'The latest drawn results of a lottery, newest first, each with its revealed seed',
    session: 'none',
    query: lotteryResultsQuery,
    response: z.object({ list: z.array(lotteryDraw) }),
    errors: ['resource.not.found'],
  },
  placeLotterySlip: {
    method: 'POST',
    path: '/wps/lottery/slips',
    tags,
    summary: 'Place a slip on one draw: every line or none, before the draw closes, once per requestId',
    session: 'real',
    body: placeSlipRequest,
    response: placedSlip,
    errors: [
      'resource.not.found',
      'lottery.draw.closed',
      'lottery.odds.changed',
      'insufficient.funds',
      'conflict',
      ...playLimitErrors,
    ],
  },
  cancelLotterySlip: {
    method: 'POST',
    path: '/wps/lottery/slips/cancel',
    tags,
    summary: 'Cancel a slip before its draw closes: every stake returned, once',
    session: 'real',
    body: cancelSlipRequest,
    response: placedSlip,
    errors: ['resource.not.found', 'lottery.draw.closed', 'conflict'],
  },
  getMyLotteryBets: {
    method: 'GET',
    path: '/wps/lottery/bets',
    tags,
    summary: 'The member’s lottery bet lines, newest first',
    session: 'real',
    query: myLotteryBetsQuery,
    response: myLotteryBets,
    errors: [],
  },
  getLotteryWinners: {
    method: 'GET',
    path: '/wps/lottery/winners',
    tags,
    summary: 'Winner board: the biggest lottery wins of the last day, highest first (spec 4)',
    session: 'none',
    response: lotteryWinners,
    errors: [],
  },
});
