import { z } from 'zod';
import { leaderboardView, missionTask, missionTaskParams, missionView, winnerEntry } from '../missions';
import { defineOperations } from '../operation';

const tags = ['promotions'];

/** Missions, leaderboards and the winner board (spec 2 /m/leaderBoard, MISSION; spec 7 winner board). */
export const missionOperations = defineOperations({
  getMissions: {
    method: 'GET',
    path: '/wps/promotion/missions',
    tags,
    summary: 'The live missions with the member’s progress on each task this period',
    session: 'member',
    response: z.array(missionView),
    errors: [],
  },
  claimMissionTask: {
    method: 'POST',
    path: '/wps/promotion/:id/mission/:task/claim',
    tags,
    summary: 'Claim a finished task’s reward: paid once a period however often it is pressed',
    session: 'real',
    params: missionTaskParams,
    response: missionTask,
    errors: [
      'resource.not.found',
      'promotion.closed',
      'promotion.not.eligible',
      'promotion.mission.unfinished',
      'promotion.nothing.to.claim',
      'promotion.duplicate.person',
      'rate.limited',
    ],
  },
  getLeaderboards: {
    method: 'GET',
    path: '/wps/promotion/leaderboards',
    tags,
    summary: 'The live leaderboards’ current period: first places, prizes, the member’s own place',
    session: 'member',
    response: z.array(leaderboardView),
    errors: [],
  },
  getWinners: {
    method: 'GET',
    path: '/wps/promotion/winners',
    tags,
    summary: 'The biggest single wins of the last day, highest first (the winner board)',
    session: 'none',
    response: z.array(winnerEntry),
    errors: [],
  },
});
