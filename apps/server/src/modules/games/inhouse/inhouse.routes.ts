import { parseLanguage } from '@playdeck/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../lib/errors';
import { envelopeResponses, ok } from '../../../lib/http';
import { nameOf } from '../catalogue.service';
import { gameSession } from '../play.service';
import { decide } from './games';
import {
  activeSeed,
  gameOf,
  INHOUSE,
  MAX_STAKE,
  playInhouse,
  publicSeed,
  revealedSeeds,
  rotateSeed,
} from './inhouse.service';

const token = z.string().min(20).max(100);

/**
 * The in-house games' own API, used by their pages (served at the launch address). The launch
 * token is the player's session with the game; outcomes are decided here, never in the page.
 */
export const inhouseApiRoutes: FastifyPluginAsyncZod = async (app) => {
  const { services } = app;
  const db = services.database.db;
  const tags = ['in-house games'];

  app.addHook('onRequest', async (request) => {
    request.language = parseLanguage(request.headers.language) ?? 'EN';
  });

  async function sessionOf(t: string) {
    const { session, game } = await gameSession(db, t);
    if (session.vendorCode !== INHOUSE) throw new AppError('resource.not.found');
    const merchant = await services.settings.get(session.merchantId);
    if (!merchant) throw new AppError('session.expired');
    return { session, game, merchant };
  }

  app.get(
    '/inhouse/api/session',
    {
      schema: {
        tags,
        summary: 'The game, the player’s balance and the fairness seeds (the server seed only as its hash)',
        querystring: z.object({ t: token }),
        response: envelopeResponses(
          z.object({
            game: z.string(),
            name: z.string(),
            rtp: z.number(),
            minStake: z.number().int(),
            maxStake: z.number().int(),
            balance: z.number().int(),
            currency: z.object({ code: z.string(), symbol: z.string(), exponent: z.number().int() }),
            playMoney: z.boolean(),
            fairness: z.object({ serverSeedHash: z.string(), clientSeed: z.string(), nonce: z.number().int() }),
          }),
        ),
      },
    },
    async (request) => {
      const { session, game, merchant } = await sessionOf(request.query.t);
      const rules = gameOf(game.gameCode);
      const balance = await services.seamless.balance(
        INHOUSE,
        `${session.merchantId}.${session.memberId}`,
        session.currency,
      );
      return ok({
        game: game.gameCode,
        name: nameOf(game.names, request.language),
        rtp: rules.rtpBp / 100,
        minStake: game.minBet,
        maxStake: MAX_STAKE,
        balance: balance.body.ok ? balance.body.balance : 0,
        currency: { code: session.currency, symbol: merchant.currency.symbol, exponent: merchant.currency.exponent },
        playMoney: session.currency !== merchant.currency.code,
        fairness: publicSeed(await activeSeed(db, session.memberId)),
      });
    },
  );

  app.post(
    '/inhouse/api/play',
    {
      schema: {
        tags,
        summary: 'Play one round: the stake and the payout settle through the seamless wallet',
        body: z.object({
          t: token,
          stake: z.number().int().positive().max(MAX_STAKE),
          params: z.record(z.string(), z.unknown()).default({}),
        }),
        response: envelopeResponses(
          z.object({
            nonce: z.number().int(),
            clientSeed: z.string(),
            multiplierBp: z.number().int(),
            detail: z.record(z.string(), z.unknown()),
            stake: z.number().int(),
            payout: z.number().int(),
            balance: z.number().int(),
          }),
        ),
      },
    },
    async (request) => {
      const { session, game } = await sessionOf(request.body.t);
      return ok(
        await playInhouse(services, {
          merchantId: session.merchantId,
          memberId: session.memberId,
          currency: session.currency,
          gameCode: game.gameCode,
          minBet: game.minBet,
          stake: request.body.stake,
          params: request.body.params,
        }),
      );
    },
  );

  const seedAnswer = z.object({ serverSeedHash: z.string(), clientSeed: z.string(), nonce: z.number().int() });
  const revealed = z.object({
    serverSeed: z.string(),
    serverSeedHash: z.string(),
    clientSeed: z.string(),
    nonces: z.number().int(),
  });

  app.post(
    '/inhouse/api/seeds/rotate',
    {
      schema: {
        tags,
        summary: 'Reveal the server seed in use and start a new pair',
        body: z.object({
          t: token,
          clientSeed: z
            .string()
            .trim()
            .regex(/^[A-Za-z0-9_-]{1,64}$/)
            .optional(),
        }),
        response: envelopeResponses(z.object({ revealed, next: seedAnswer })),
      },
    },
    async (request) => {
      const { session } = await sessionOf(request.body.t);
      return ok(await rotateSeed(db, session.memberId, request.body.clientSeed));
    },
  );

  app.get(
    '/inhouse/api/seeds/revealed',
    {
      schema: {
        tags,
        summary: 'The player’s revealed seed pairs, newest first',
        querystring: z.object({ t: token }),
        response: envelopeResponses(z.array(revealed)),
      },
    },
    async (request) => {
      const { session } = await sessionOf(request.query.t);
      return ok(await revealedSeeds(db, session.memberId));
    },
  );

  app.post(
    '/inhouse/api/verify',
    {
      schema: {
        tags,
        summary: 'Recompute a round from its seeds and nonce (anyone can; the pages also do it in the browser)',
        body: z.object({
          game: z.string().max(40),
          serverSeed: z.string().max(200),
          clientSeed: z.string().max(64),
          nonce: z.number().int().min(0),
          params: z.record(z.string(), z.unknown()).default({}),
        }),
        response: envelopeResponses(
          z.object({ multiplierBp: z.number().int(), detail: z.record(z.string(), z.unknown()) }),
        ),
      },
    },
    async (request) => {
      const game = gameOf(request.body.game);
      const params = game.params.safeParse(request.body.params);
      if (!params.success)
        throw new AppError('validation.failed', { fields: [{ field: 'params', key: 'field.invalid' }] });
      return ok(decide(game, request.body.serverSeed, request.body.clientSeed, request.body.nonce, params.data));
    },
  );
};
