import type { LanguageCode } from '@playdeck/contracts';
import { AppError } from '../../../lib/errors';
import { sessionPlayOf } from '../../responsible-gaming/rg.service';
import { nameOf } from '../catalogue/catalogue.service';
import { gameSession } from '../catalogue/play.service';
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
import type { InhouseDeps } from './inhouse-deps';

/** The live launch session of an in-house game behind a page's token (`t`). */
export async function inhouseSessionOf(services: InhouseDeps, token: string) {
  const { session, game } = await gameSession(services.database.db, token);
  if (session.vendorCode !== INHOUSE) throw new AppError('resource.not.found');
  const merchant = await services.settings.get(session.merchantId);
  if (!merchant) throw new AppError('session.expired');
  return { session, game, merchant };
}

type LaunchSession = Awaited<ReturnType<typeof inhouseSessionOf>>;

/** The reality check of the member session the game was launched from (null: play money). */
async function realityOf(services: InhouseDeps, { session, merchant }: LaunchSession) {
  if (session.currency !== merchant.currency.code || session.sessionId === null) return null;
  const play = await sessionPlayOf(services, {
    merchant,
    memberId: session.memberId,
    sessionId: session.sessionId,
  });
  return {
    startedAt: play.startedAt.toISOString(),
    serverTime: new Date().toISOString(),
    minutes: play.realityCheckMinutes,
    staked: play.staked,
    won: play.won,
  };
}

export async function realityWithToken(services: InhouseDeps, token: string) {
  return realityOf(services, await inhouseSessionOf(services, token));
}

/** Log out from the game page: the member session behind the token ends, and with it every game it launched. */
export async function logoutWithToken(services: InhouseDeps, token: string) {
  const { session } = await inhouseSessionOf(services, token);
  if (session.sessionId !== null) await services.sessions.end(session.sessionId, 'logout');
  return {};
}

/** What the page opens with: the game, the balance, the limits and the seeds on show. */
export async function describeSession(services: InhouseDeps, token: string, language: LanguageCode) {
  const launched = await inhouseSessionOf(services, token);
  const { session, game, merchant } = launched;
  const rules = gameOf(game.gameCode).rules;
  const balance = await services.seamless.balance(
    INHOUSE,
    `${session.merchantId}.${session.memberId}`,
    session.currency,
  );
  return {
    game: game.gameCode,
    name: nameOf(game.names, language),
    rtp: rules.rtpBp / 100,
    minStake: game.minBet,
    maxStake: MAX_STAKE,
    balance: balance.body.ok ? balance.body.balance : 0,
    currency: { code: session.currency, symbol: merchant.currency.symbol, exponent: merchant.currency.exponent },
    playMoney: session.currency !== merchant.currency.code,
    fairness: publicSeed(await activeSeed(services.database.db, session.memberId)),
    realityCheck: await realityOf(services, launched),
  };
}

/** One round for the player behind the token (inhouse.service.ts playInhouse). */
export async function playWithToken(services: InhouseDeps, input: { token: string; stake: number; params: unknown }) {
  const { session, game } = await inhouseSessionOf(services, input.token);
  return playInhouse(services, {
    merchantId: session.merchantId,
    memberId: session.memberId,
    currency: session.currency,
    gameCode: game.gameCode,
    minBet: game.minBet,
    stake: input.stake,
    params: input.params,
  });
}

export async function rotateWithToken(services: InhouseDeps, token: string, clientSeed?: string) {
  const { session } = await inhouseSessionOf(services, token);
  return rotateSeed(services.database.db, session.memberId, clientSeed);
}

export async function revealedWithToken(services: InhouseDeps, token: string) {
  const { session } = await inhouseSessionOf(services, token);
  return revealedSeeds(services.database.db, session.memberId);
}
