import { randomInt, randomUUID } from 'node:crypto';
import { parseLanguage } from '@playdeck/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors';
import { envelopeResponses, ok } from '../../lib/http';
import { nameOf } from './catalogue.service';
import { gameSession } from './play.service';
import { playerIdOf } from './seamless-wallet.service';

/**
 * The sandbox vendors of the demo (every brand but the in-house one) play a simple round, as an
 * outside vendor would: a bet call, then a win call (0 for a loss), through the seamless wallet.
 * Multipliers 0, 0.5, 1, 2, 5, 10 (in tenths of a percent of chance) return 94.5%.
 */
const TABLE: [multiplierTenths: number, chancePerMille: number][] = [
  [0, 520],
  [5, 150],
  [10, 130],
  [20, 120],
  [50, 60],
  [100, 20],
];

function roll(): number {
  let pick = randomInt(0, 1000);
  for (const [multiplier, chance] of TABLE) {
    pick -= chance;
    if (pick < 0) return multiplier;
  }
  return 0;
}

export const sandboxVendorRoutes: FastifyPluginAsyncZod = async (app) => {
  const { services } = app;
  const tags = ['sandbox vendors'];
  const token = z.string().min(20).max(100);

  app.addHook('onRequest', async (request) => {
    request.language = parseLanguage(request.headers.language) ?? 'EN';
  });

  async function sessionOf(t: string) {
    const found = await gameSession(services.database.db, t);
    const merchant = await services.settings.get(found.session.merchantId);
    if (!merchant || found.session.vendorCode === 'INHOUSE') throw new AppError('resource.not.found');
    return { ...found, merchant };
  }

  app.get(
    '/vendor-sandbox/api/session',
    {
      schema: {
        tags,
        querystring: z.object({ t: token }),
        response: envelopeResponses(
          z.object({
            vendor: z.string(),
            game: z.string(),
            name: z.string(),
            category: z.string(),
            minStake: z.number().int(),
            balance: z.number().int(),
            currency: z.object({ code: z.string(), symbol: z.string(), exponent: z.number().int() }),
            playMoney: z.boolean(),
          }),
        ),
      },
    },
    async (request) => {
      const { session, game, merchant } = await sessionOf(request.query.t);
      const balance = await services.seamless.balance(
        session.vendorCode,
        playerIdOf(session.merchantId, session.memberId),
        session.currency,
      );
      return ok({
        vendor: session.vendorCode,
        game: game.gameCode,
        name: nameOf(game.names, request.language),
        category: game.category,
        minStake: Math.max(game.minBet, 100),
        balance: balance.body.ok ? balance.body.balance : 0,
        currency: { code: session.currency, symbol: merchant.currency.symbol, exponent: merchant.currency.exponent },
        playMoney: session.currency !== merchant.currency.code,
      });
    },
  );

  app.post(
    '/vendor-sandbox/api/play',
    {
      schema: {
        tags,
        body: z.object({ t: token, stake: z.number().int().positive().max(1_000_000) }),
        response: envelopeResponses(
          z.object({
            roundId: z.string(),
            multiplier: z.number(),
            payout: z.number().int(),
            balance: z.number().int(),
          }),
        ),
      },
    },
    async (request) => {
      const { session, game } = await sessionOf(request.body.t);
      if (request.body.stake < Math.max(game.minBet, 100))
        throw new AppError('validation.failed', { fields: [{ field: 'stake', key: 'field.invalid' }] });
      const roundId = randomUUID();
      const base = {
        playerId: playerIdOf(session.merchantId, session.memberId),
        roundId,
        gameCode: game.gameCode,
        currency: session.currency,
      };
      const bet = await services.seamless.bet(session.vendorCode, {
        ...base,
        transactionId: `${roundId}-bet`,
        amount: request.body.stake,
      });
      if (!bet.body.ok) throw new AppError(bet.body.error === 'INSUFFICIENT_FUNDS' ? 'insufficient.funds' : 'conflict');
      const tenths = roll();
      const payout = Math.floor((request.body.stake * tenths) / 10);
      const win = await services.seamless.win(session.vendorCode, {
        ...base,
        transactionId: `${roundId}-win`,
        amount: payout,
      });
      if (!win.body.ok) throw new AppError('conflict');
      return ok({ roundId, multiplier: tenths / 10, payout, balance: win.body.balance });
    },
  );
};
