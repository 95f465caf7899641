import { lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  captchas,
  launchTokens,
  rateLimits,
  socialExchangeCodes,
  socialStates,
  usedNonces,
  verificationCodes,
} from '../db/schema';
import { refundExpiredRounds } from '../modules/games/vendors/open-rounds.service';
import { createBonusGrants } from '../modules/promotions/bonus-grants';
import { createLeaderboards } from '../modules/promotions/leaderboard';
import { createVipClub } from '../modules/promotions/vip-club';
import type { Services } from '../services';
import { startAgentSettlements } from './agent-settlements';
import { startLotteryDraws } from './lottery-draws';
import { startTeamRollup } from './team-rollup';

const EVERY_MS = 10 * 60_000;
/** Bonus money whose wagering is met reaches the player's wallet within this long. */
const BONUS_EVERY_MS = 30_000;
/** Rebates and leaderboard prizes of the period just ended are paid within this long (never twice). */
const REBATE_EVERY_MS = 15 * 60_000;

/** VIP levels follow settled bets within this long (deposits raise them at once, reads too). */
const VIP_EVERY_MS = 10 * 60_000;

/**
 * Recomputes the VIP level of members with rounds settled since the last pass (with overlap),
 * and pays birthday bonuses of the day; idempotent, so every instance may.
 */
export function sweepVipClubs(services: Services, since = new Date(Date.now() - 2 * VIP_EVERY_MS)) {
  return createVipClub({ db: services.database.db, ledger: services.ledger }).sweep(
    (id) => services.settings.get(id),
    since,
  );
}

/** Settles the period just ended of every live rebate promotion (idempotent: every instance may). */
export async function settleDueRebates(services: Services): Promise<number> {
  let settled = 0;
  for (const promotion of await services.promotions.liveRebates()) {
    const merchant = await services.settings.get(promotion.merchantId);
    if (!merchant) continue;
    const result = await services.promotions.settleRebates(merchant, promotion.code);
    if (result && 'members' in result) settled += result.members;
  }
  return settled;
}

/** Pays the period just ended of every live leaderboard (idempotent: every instance may). */
export async function settleDueLeaderboards(services: Services): Promise<number> {
  const boards = createLeaderboards({
    db: services.database.db,
    grants: createBonusGrants({ db: services.database.db, ledger: services.ledger }),
  });
  let winners = 0;
  for (const promotion of await services.promotions.liveLeaderboards()) {
    const merchant = await services.settings.get(promotion.merchantId);
    if (!merchant) continue;
    const result = await boards.settle(merchant, promotion);
    winners += result.winners ?? 0;
  }
  return winners;
}

/**
 * Deletes what can no longer matter: spent captchas and nonces, old codes, ended counter windows,
 * expired social sign-in states and exchange codes, expired game launch tokens.
 */
export async function sweepExpired(services: Services): Promise<void> {
  const db = services.database.db;
  const now = new Date();
  const dayAgo = new Date(now.getTime() - 86_400_000);
  await db.delete(captchas).where(lt(captchas.expiresAt, now));
  await db.delete(usedNonces).where(lt(usedNonces.expiresAt, now));
  await db.delete(rateLimits).where(lt(rateLimits.resetAt, now));
  await db.delete(verificationCodes).where(lt(verificationCodes.expiresAt, dayAgo));
  await db.delete(socialStates).where(lt(socialStates.expiresAt, now));
  await db.delete(socialExchangeCodes).where(lt(socialExchangeCodes.expiresAt, now));
  await db.delete(launchTokens).where(lt(launchTokens.expiresAt, now));
}

/**
 * Runs the sweep and the open-round reconciliation every ten minutes in this process, and the
 * bonus release and expiry every 30 s; all are idempotent and safe side by side, so every
 * instance may run them.
 */
export function startHousekeeping(services: Services, logger?: FastifyBaseLogger): () => void {
  const timer = setInterval(() => {
    sweepExpired(services).catch(() => {
      // The next run tries again; nothing here is urgent.
    });
    refundExpiredRounds(services)
      .then(({ refunded }) => {
        if (refunded > 0) logger?.info({ refunded }, 'open game rounds past their timeout refunded');
      })
      .catch((err: unknown) => logger?.error({ err }, 'open-round reconciliation failed; retried next run'));
  }, EVERY_MS);
  timer.unref();
  const bonuses = setInterval(() => {
    services.promotions
      .sweepBonuses()
      .then(({ released, expired }) => {
        if (released + expired > 0) logger?.info({ released, expired }, 'bonus grants released or expired');
      })
      .catch((err: unknown) => logger?.error({ err }, 'bonus sweep failed; retried next run'));
  }, BONUS_EVERY_MS);
  bonuses.unref();
  const rebates = setInterval(() => {
    settleDueRebates(services)
      .then((settled) => {
        if (settled > 0) logger?.info({ settled }, 'rebate periods settled');
      })
      .catch((err: unknown) => logger?.error({ err }, 'rebate settlement failed; retried next run'));
    settleDueLeaderboards(services)
      .then((winners) => {
        if (winners > 0) logger?.info({ winners }, 'leaderboard prizes paid');
      })
      .catch((err: unknown) => logger?.error({ err }, 'leaderboard settlement failed; retried next run'));
  }, REBATE_EVERY_MS);
  rebates.unref();
  const vip = setInterval(() => {
    sweepVipClubs(services).catch((err: unknown) => logger?.error({ err }, 'VIP club pass failed; retried next run'));
  }, VIP_EVERY_MS);
  vip.unref();
  const stopAgentPay = startAgentSettlements(services, logger);
  const stopTeamRollup = startTeamRollup(services, logger);
  const stopLotteries = startLotteryDraws(services, logger);
  return () => {
    stopAgentPay();
    stopTeamRollup();
    stopLotteries();
    clearInterval(vip);
    clearInterval(timer);
    clearInterval(bonuses);
    clearInterval(rebates);
  };
}
