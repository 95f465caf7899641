import { randomBytes } from 'node:crypto';
import { INHOUSE_MAX_STAKE } from '@playdeck/contracts';
import { withTransaction } from '../../../db/transaction';
import type { Db } from '../../../db/types';
import { sha256 } from '../../../lib/crypto';
import { AppError } from '../../../lib/errors';
import { walletRefusalError } from '../vendors/refusal-error';
import { playerIdOf } from '../vendors/vendor-answer';
import { payoutOf } from './fairness';
import { decide, type PlayableGame, playableGame } from './games';
import type { InhouseDeps } from './inhouse-deps';
import { type SeedRow, seedsRepo } from './seeds.repo';

export const INHOUSE = 'INHOUSE';
/** The largest stake of one round, in minor units (a house limit). */
export const MAX_STAKE = INHOUSE_MAX_STAKE;

const newServerSeed = () => randomBytes(32).toString('hex');
const newClientSeed = () => randomBytes(8).toString('hex');
const newPair = (memberId: number, clientSeed?: string) => {
  const serverSeed = newServerSeed();
  return { memberId, serverSeed, serverSeedHash: sha256(serverSeed), clientSeed: clientSeed || newClientSeed() };
};

export function gameOf(code: string): PlayableGame {
  const game = playableGame(code);
  if (!game) throw new AppError('resource.not.found');
  return game;
}

/** A game's choices, checked against its schema (the rules trust them). */
function paramsFor(game: PlayableGame, params: unknown) {
  const parsed = game.params.safeParse(params ?? {});
  if (!parsed.success) throw new AppError('validation.failed', { fields: [{ field: 'params', key: 'field.invalid' }] });
  return parsed.data;
}

/** The member's active seed pair, made on first use; the server seed itself stays secret until rotated. */
export async function activeSeed(db: Db, memberId: number): Promise<SeedRow> {
  const seeds = seedsRepo(db);
  const active = await seeds.active(memberId);
  if (active) return active;
  await seeds.insertIfNone(newPair(memberId));
  const made = await seeds.active(memberId);
  if (!made) throw new Error('no active seed');
  return made;
}

/** What the fairness panel shows: never the active server seed, only its hash. */
export const publicSeed = (seed: SeedRow) => ({
  serverSeedHash: seed.serverSeedHash,
  clientSeed: seed.clientSeed,
  nonce: seed.nonce,
});

const revealedOf = (seed: SeedRow) => ({
  serverSeed: seed.serverSeed,
  serverSeedHash: seed.serverSeedHash,
  clientSeed: seed.clientSeed,
  nonces: seed.nonce,
});

/** Reveals the active server seed and starts a new pair (with the player's client seed, if given). */
export async function rotateSeed(db: Db, memberId: number, clientSeed?: string) {
  await activeSeed(db, memberId);
  return withTransaction(db, async (tx) => {
    const seeds = seedsRepo(tx);
    const old = await seeds.deactivate(memberId);
    const next = await seeds.insert(newPair(memberId, clientSeed));
    if (!old || !next) throw new Error('seed rotation failed');
    return { revealed: revealedOf(old), next: publicSeed(next) };
  });
}

export async function revealedSeeds(db: Db, memberId: number) {
  return (await seedsRepo(db).revealed(memberId, 10)).map(revealedOf);
}

/** Recomputes a round from its seeds (anyone may: the verify operation). */
export function verifyRound(input: {
  game: string;
  serverSeed: string;
  clientSeed: string;
  nonce: number;
  params: unknown;
}) {
  const game = gameOf(input.game);
  const outcome = decide(game.rules, {
    serverSeed: input.serverSeed,
    clientSeed: input.clientSeed,
    nonce: input.nonce,
    params: paramsFor(game, input.params),
  });
  // Every game's detail is a plain object (rules/*.ts), sent as the record the operation declares.
  return { multiplierBp: outcome.multiplierBp, detail: outcome.detail as Record<string, unknown> };
}

interface PlayInput {
  merchantId: number;
  memberId: number;
  currency: string;
  gameCode: string;
  minBet: number;
  stake: number;
  params: unknown;
}

/**
 * One round of an in-house game: the next nonce of the member's seed pair is taken (atomically,
 * so two quick taps never share one), the outcome decided from the seeds only, and the stake
 * and the payout settled through the seamless wallet like any vendor's round.
 */
export async function playInhouse(services: InhouseDeps, input: PlayInput) {
  const game = gameOf(input.gameCode);
  const params = paramsFor(game, input.params);
  if (!Number.isSafeInteger(input.stake) || input.stake < input.minBet || input.stake > MAX_STAKE) {
    throw new AppError('validation.failed', { fields: [{ field: 'stake', key: 'field.invalid' }] });
  }
  const db = services.database.db;
  await activeSeed(db, input.memberId);
  const seed = await seedsRepo(db).takeNonce(input.memberId);
  if (!seed) throw new Error('no active seed');
  const outcome = decide(game.rules, {
    serverSeed: seed.server_seed,
    clientSeed: seed.client_seed,
    nonce: seed.nonce,
    params,
  });
  const payout = payoutOf(input.stake, outcome.multiplierBp);
  const answer = await services.seamless.playRound(INHOUSE, {
    playerId: playerIdOf(input.merchantId, input.memberId),
    roundId: `${seed.id}:${seed.nonce}`,
    currency: input.currency,
    gameCode: input.gameCode,
    stake: input.stake,
    payout,
  });
  if (!answer.body.ok) {
    const merchant = await services.settings.get(input.merchantId);
    if (!merchant) throw new AppError('merchant.not.exist');
    throw walletRefusalError(merchant, answer);
  }
  return {
    nonce: seed.nonce,
    clientSeed: seed.client_seed,
    multiplierBp: outcome.multiplierBp,
    detail: outcome.detail as Record<string, unknown>,
    stake: input.stake,
    payout,
    balance: answer.body.balance,
  };
}
