import { CONTRACT_KINDS } from '@playdeck/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { duePeriods, PERIOD_OF_KIND, periodKeyAt } from '../modules/agents/contract-periods';
import { merchantsWithContracts, settleContracts, unpaidPeriods } from '../modules/agents/contract-settlement';
import { merchantsWithRates } from '../modules/agents/rebate-rates';
import { settleAgentRebates } from '../modules/agents/rebate-settlement';
import type { Services } from '../services';

/**
 * A period is paid this long after it ends: a round settled in its last moment has committed by
 * then (a job that ran first would leave it out for good: each period is paid once).
 */
export const AGENT_PAY_GRACE_MS = 3 * 60_000;
const payDeps = (services: Services) => ({ db: services.database.db, ledger: services.ledger });
/** Agent rebate income of the day just ended is paid within this long. */
const REBATE_EVERY_MS = 15 * 60_000;
/** Contracts' periods (the shortest is an hour) are paid within this long of their end + grace. */
const CONTRACT_EVERY_MS = 5 * 60_000;
/** An upline's unpaid period is tried again by the job for this long (then by agent:settle only). */
const RETRY_UNPAID_MS = 30 * 86_400_000;

/**
 * Pays every merchant's agent rebate income of the days just ended (yesterday, and the day
 * before to catch up after a pause). Idempotent and locked per merchant day: every instance may.
 */
export async function settleDueAgentRebates(services: Services, now = new Date()): Promise<number> {
  const settledAt = new Date(now.getTime() - AGENT_PAY_GRACE_MS);
  let agents = 0;
  for (const merchantId of await merchantsWithRates(services.database.db)) {
    const merchant = await services.settings.get(merchantId);
    if (!merchant) continue;
    for (const day of duePeriods('day', now, merchant.settings.promotions.timeZone, AGENT_PAY_GRACE_MS)) {
      const result = await settleAgentRebates(payDeps(services), merchant, day, { now: settledAt });
      if ('agents' in result) agents += result.agents;
    }
  }
  return agents;
}

/**
 * Pays the periods just ended of every accepted contract, per kind (hour, day, ISO week), and
 * tries again the periods of the last 30 days an upline could not pay. Idempotent and locked
 * per contract period: every instance may.
 */
export async function settleDueContracts(services: Services, now = new Date()): Promise<number> {
  const settledAt = new Date(now.getTime() - AGENT_PAY_GRACE_MS);
  let paid = 0;
  for (const kind of CONTRACT_KINDS) {
    for (const merchantId of await merchantsWithContracts(services.database.db, kind)) {
      const merchant = await services.settings.get(merchantId);
      if (!merchant) continue;
      const zone = merchant.settings.promotions.timeZone;
      const length = PERIOD_OF_KIND[kind];
      const sinceKey = periodKeyAt(length, new Date(now.getTime() - RETRY_UNPAID_MS), zone);
      const periods = new Set([
        ...duePeriods(length, now, zone, AGENT_PAY_GRACE_MS),
        ...(await unpaidPeriods(services.database.db, { merchantId, kind, sinceKey })),
      ]);
      for (const period of periods) {
        const result = await settleContracts(payDeps(services), merchant, kind, period, { now: settledAt });
        if ('paid' in result) paid += result.paid;
      }
    }
  }
  return paid;
}

/** Runs both in this process; every instance may (see above). Answers the function that stops them. */
export function startAgentSettlements(services: Services, logger?: FastifyBaseLogger): () => void {
  const rebates = setInterval(() => {
    settleDueAgentRebates(services)
      .then((agents) => {
        if (agents > 0) logger?.info({ agents }, 'agent rebate income paid');
      })
      .catch((err: unknown) => logger?.error({ err }, 'agent rebate settlement failed; retried next run'));
  }, REBATE_EVERY_MS);
  rebates.unref();
  const contracts = setInterval(() => {
    settleDueContracts(services)
      .then((paid) => {
        if (paid > 0) logger?.info({ paid }, 'agent contract periods paid');
      })
      .catch((err: unknown) => logger?.error({ err }, 'agent contract settlement failed; retried next run'));
  }, CONTRACT_EVERY_MS);
  contracts.unref();
  return () => {
    clearInterval(rebates);
    clearInterval(contracts);
  };
}
