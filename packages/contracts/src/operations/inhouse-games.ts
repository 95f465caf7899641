import { z } from 'zod';
import {
  inhousePlayRequest,
  inhouseRealityCheck,
  inhouseRound,
  inhouseSession,
  inhouseTokenQuery,
  revealedSeed,
  rotatedSeeds,
  rotateSeedsRequest,
  verifiedRound,
  verifyRoundRequest,
} from '../inhouse-games';
import { defineOperations } from '../operation';
import { playLimitErrors } from './responsible-gaming';

const tags = ['in-house games'];

/**
 * The API the in-house game pages call (session, play, seeds, fairness check). The launch token
 * (`t`) is the player's session with the game, so none of them needs the member's session.
 */
export const inhouseGamesOperations = defineOperations({
  getInhouseSession: {
    method: 'GET',
    path: '/inhouse/api/session',
    tags,
    summary: 'The game, the player’s balance and the fairness seeds (the server seed only as its hash)',
    session: 'none',
    query: inhouseTokenQuery,
    response: inhouseSession,
    errors: ['resource.not.found'],
  },
  playInhouseRound: {
    method: 'POST',
    path: '/inhouse/api/play',
    tags,
    summary: 'Play one round: the stake and the payout settle through the seamless wallet',
    session: 'none',
    body: inhousePlayRequest,
    response: inhouseRound,
    errors: ['resource.not.found', 'insufficient.funds', 'conflict', ...playLimitErrors],
  },
  getInhouseRealityCheck: {
    method: 'GET',
    path: '/inhouse/api/reality',
    tags,
    summary: 'The reality check of the member session behind the game: its start, the beat, its stakes and wins',
    session: 'none',
    query: inhouseTokenQuery,
    response: inhouseRealityCheck.nullable(),
    errors: ['resource.not.found'],
  },
  logoutFromInhouseGame: {
    method: 'POST',
    path: '/inhouse/api/logout',
    tags,
    summary: 'Log out from the game page: ends the member session the game was launched from (and so the game)',
    session: 'none',
    body: inhouseTokenQuery,
    response: z.object({}),
    errors: ['resource.not.found'],
  },
  rotateInhouseSeeds: {
    method: 'POST',
    path: '/inhouse/api/seeds/rotate',
    tags,
    summary: 'Reveal the server seed in use and start a new pair',
    session: 'none',
    body: rotateSeedsRequest,
    response: rotatedSeeds,
    errors: ['resource.not.found'],
  },
  getRevealedInhouseSeeds: {
    method: 'GET',
    path: '/inhouse/api/seeds/revealed',
    tags,
    summary: 'The player’s revealed seed pairs, newest first',
    session: 'none',
    query: inhouseTokenQuery,
    response: z.array(revealedSeed),
    errors: ['resource.not.found'],
  },
  verifyInhouseRound: {
    method: 'POST',
    path: '/inhouse/api/verify',
    tags,
    summary: 'Recompute a round from its seeds and nonce (anyone can; the pages also do it in the browser)',
    session: 'none',
    body: verifyRoundRequest,
    response: verifiedRound,
    errors: ['resource.not.found'],
  },
});
