import { randomBytes } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import { rawRows } from '../../../db/raw';
import { fairnessSeeds } from '../../../db/schema';
import { withTransaction } from '../../../db/transaction';
import type { Db } from '../../../db/types';
import { sha256 } from '../../../lib/crypto';
import { AppError } from '../../../lib/errors';
import type { Services } from '../../../services';
import { playerIdOf } from '../seamless-wallet.service';
import { payoutOf } from './fairness';
import { decide, type InhouseGame, inhouseGames } from './games';

export const INHOUSE = 'INHOUSE';
/** The largest stake of one round, in minor units (a house limit). */
export const MAX_STAKE = 1_000_000;

const newServerSeed = () => randomBytes(32).toString('hex');
const newClientSeed = () => randomBytes(8).toString('hex');

export function gameOf(code: string): InhouseGame<unknown> {
  const game = (inhouseGames as Record<string, InhouseGame<unknown>>)[code];
  if (!game) throw new AppError('resource.not.found');
  return game;
}

/** The member's active seed pair, made on first use; the server seed itself stays secret until rotated. */
export async function activeSeed(db: Db, memberId: number) {
  const [active] = await db
    .select()
    .from(fairnessSeeds)
    .where(and(eq(fairnessSeeds.memberId, memberId), eq(fairnessSeeds.active, true)));
  if (active) return active;
  const serverSeed = newServerSeed();
  await db
    .insert(fairnessSeeds)
    .values({ memberId, serverSeed, serverSeedHash: sha256(serverSeed), clientSeed: newClientSeed() })
    .onConflictDoNothing();
  const [made] = await db
    .select()
    .from(fairnessSeeds)
    .where(and(eq(fairnessSeeds.memberId, memberId), eq(fairnessSeeds.active, true)));
  if (!made) throw new Error('no active seed');
  return made;
}

/** What the fairness panel shows: never the active server seed, only its hash. */
export const publicSeed = (seed: typeof fairnessSeeds.$inferSelect) => ({
  serverSeedHash: seed.serverSeedHash,
  clientSeed: seed.clientSeed,
  nonce: seed.nonce,
});

/** Reveals the active server seed and starts a new pair (with the player's client seed, if given). */
export async function rotateSeed(db: Db, memberId: number, clientSeed?: string) {
  await activeSeed(db, memberId);
  return withTransaction(db, async (tx) => {
    const [old] = await tx
      .update(fairnessSeeds)
      .set({ active: false, revealedAt: new Date() })
      .where(and(eq(fairnessSeeds.memberId, memberId), eq(fairnessSeeds.active, true)))
      .returning();
    const serverSeed = newServerSeed();
    const [next] = await tx
      .insert(fairnessSeeds)
      .values({ memberId, serverSeed, serverSeedHash: sha256(serverSeed), clientSeed: clientSeed || newClientSeed() })
      .returning();
    if (!old || !next) throw new Error('seed rotation failed');
    return {
      revealed: {
        serverSeed: old.serverSeed,
        serverSeedHash: old.serverSeedHash,
        clientSeed: old.clientSeed,
        nonces: old.nonce,
      },
      next: publicSeed(next),
    };
  });
}

export async function revealedSeeds(db: Db, memberId: number) {
  const rows = await db
    .select()
    .from(fairnessSeeds)
    .where(and(eq(fairnessSeeds.memberId, memberId), eq(fairnessSeeds.active, false)))
    .orderBy(desc(fairnessSeeds.id))
    .limit(10);
  return rows.map((r) => ({
    serverSeed: r.serverSeed,
    serverSeedHash: r.serverSeedHash,
    clientSeed: r.clientSeed,
    nonces: r.nonce,
  }));
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
export async function playInhouse(services: Services, input: PlayInput) {
  const game = gameOf(input.gameCode);
  const parsed = game.params.safeParse(input.params ?? {});
  if (!parsed.success) throw new AppError('validation.failed', { fields: [{ field: 'params', key: 'field.invalid' }] });
  if (!Number.isSafeInteger(input.stake) || input.stake < input.minBet || input.stake > MAX_STAKE) {
    throw new AppError('validation.failed', { fields: [{ field: 'stake', key: 'field.invalid' }] });
  }
  const db = services.database.db;
  await activeSeed(db, input.memberId);
  const [seed] = await rawRows<{ id: number; server_seed: string; client_seed: string; nonce: number }>(
    db,
    sql`update fairness_seeds set nonce = nonce + 1 where member_id = ${input.memberId} and active
        returning id, server_seed, client_seed, nonce - 1 as nonce`,
  );
  if (!seed) throw new Error('no active seed');
  const outcome = decide(game, seed.server_seed, seed.client_seed, seed.nonce, parsed.data);
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
    if (answer.body.error === 'INSUFFICIENT_FUNDS') throw new AppError('insufficient.funds');
    throw new AppError('conflict', { data: { error: answer.body.error } });
  }
  return {
    nonce: seed.nonce,
    clientSeed: seed.client_seed,
    multiplierBp: outcome.multiplierBp,
    detail: outcome.detail,
    stake: input.stake,
    payout,
    balance: answer.body.balance,
  };
}
