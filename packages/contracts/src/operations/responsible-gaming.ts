import { z } from 'zod';
import { defineOperations } from '../operation';
import {
  responsibleGamingHistory,
  responsibleGamingStatus,
  setLimitRequest,
  setRealityCheckRequest,
  takeBreakRequest,
} from '../responsible-gaming';

const tags = ['responsible-gaming'];

/** The codes a bet answers when a limit or a break stops it (in-house games, lottery). */
export const playLimitErrors = [
  'rg.limit.loss.day',
  'rg.limit.loss.week',
  'rg.limit.loss.month',
  'rg.limit.wager.day',
  'rg.limit.wager.week',
  'rg.limit.wager.month',
  'rg.excluded',
  'rg.excluded.permanent',
] as const;

/** The codes a deposit order answers when a limit or a break stops it. */
export const depositLimitErrors = [
  'rg.limit.deposit.day',
  'rg.limit.deposit.week',
  'rg.limit.deposit.month',
  'rg.excluded',
  'rg.excluded.permanent',
] as const;

/** Responsible gaming (issue 15): the player's limits, reality check, breaks and history. */
export const responsibleGamingOperations = defineOperations({
  getResponsibleGaming: {
    method: 'GET',
    path: '/wps/responsibleGaming',
    tags,
    summary: 'Limits with what is used of them, the reality check, the current session and its result, breaks',
    session: 'real',
    response: responsibleGamingStatus,
    errors: [],
  },
  setPlayerLimit: {
    method: 'PUT',
    path: '/wps/responsibleGaming/limit',
    tags,
    summary: 'Set, change or remove (amount null) a limit: tighter at once, looser after 24 hours',
    session: 'real',
    body: setLimitRequest,
    response: z.object({ applied: z.boolean(), appliesAt: z.string().nullable() }),
    errors: [],
  },
  setRealityCheck: {
    method: 'PUT',
    path: '/wps/responsibleGaming/realityCheck',
    tags,
    summary: 'Minutes between reality checks (0: off)',
    session: 'real',
    body: setRealityCheckRequest,
    response: z.object({}),
    errors: [],
  },
  takeBreak: {
    method: 'POST',
    path: '/wps/responsibleGaming/break',
    tags,
    summary: 'Start a cool-off or a self-exclusion (login password; cannot be undone); ends every session',
    session: 'real',
    body: takeBreakRequest,
    response: z.object({ endsAt: z.string().nullable() }),
    errors: ['password.old.incorrect'],
  },
  getResponsibleGamingHistory: {
    method: 'GET',
    path: '/wps/responsibleGaming/history',
    tags,
    summary: 'Limit changes, breaks, reality-check choices, and the last sessions with their net result',
    session: 'real',
    response: responsibleGamingHistory,
    errors: [],
  },
});
