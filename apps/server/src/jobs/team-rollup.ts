import type { FastifyBaseLogger } from 'fastify';
import { MAX_RANGE_DAYS } from '../modules/agents/team-range';
import {
  buildTeamDay,
  dayBounds,
  daysToBuild,
  dropDaysBefore,
  merchantsWithTeams,
} from '../modules/agents/team-rollup';
import { dayIn } from '../modules/promotions/periods';
import type { Services } from '../services';
import { AGENT_PAY_GRACE_MS } from './agent-settlements';

/** The job looks for days to build this often; yesterday is built within this long of its end + grace. */
const ROLLUP_EVERY_MS = 15 * 60_000;
const DAY_MS = 86_400_000;

/**
 * The closed days the rollup keeps, newest first: the longest range a team screen asks for.
 * Calendar days before the day of (now - AGENT_PAY_GRACE_MS) in the zone, so each has ended at
 * least the grace ago (a round settled in its last moment has committed by then), whatever
 * length daylight saving gives a day.
 */
export function keptDays(now: Date, timeZone: string): string[] {
  const today = dayIn(new Date(now.getTime() - AGENT_PAY_GRACE_MS), timeZone);
  const noon = Date.parse(`${today}T12:00:00Z`);
  return Array.from({ length: MAX_RANGE_DAYS }, (_, i) => new Date(noon - (i + 1) * DAY_MS).toISOString().slice(0, 10));
}

/**
 * Builds, for every merchant with a team, each kept day since its first team member registered
 * that was never built or has a late change, and forgets the days older than the kept ones. Idempotent and locked per merchant day: every instance may.
 * Answers the number of days built.
 */
export async function rollUpTeamDays(services: Services, now = new Date()): Promise<number> {
  const deps = { db: services.database.db, ledger: services.ledger };
  let built = 0;
  for (const { merchantId, since } of await merchantsWithTeams(deps.db)) {
    const merchant = await services.settings.get(merchantId);
    if (!merchant) continue;
    const zone = merchant.settings.promotions.timeZone;
    const kept = keptDays(now, zone);
    // Days before the first team member registered hold no team figures: read live, they cost nothing.
    const firstDay = dayIn(since, zone);
    const worthBuilding = kept.filter((day) => day >= firstDay);
    const closedBy = new Date(now.getTime() - AGENT_PAY_GRACE_MS);
    for (const day of await daysToBuild(deps.db, merchantId, worthBuilding, zone)) {
      if (await buildTeamDay(deps, merchant, day, { closedBy })) built++;
    }
    const oldest = kept.at(-1);
    if (oldest) await dropDaysBefore(deps.db, merchantId, await dayBounds(deps.db, oldest, zone));
  }
  return built;
}

/** Runs the rollup in this process now and every ROLLUP_EVERY_MS; a run never overlaps the last. */
export function startTeamRollup(services: Services, logger?: FastifyBaseLogger): () => void {
  let running = false;
  const run = () => {
    if (running) return;
    running = true;
    rollUpTeamDays(services)
      .then((days) => {
        if (days > 0) logger?.info({ days }, 'team rollup days built');
      })
      .catch((err: unknown) => logger?.error({ err }, 'team rollup failed; retried next run'))
      .finally(() => {
        running = false;
      });
  };
  const first = setTimeout(run, 5_000);
  first.unref();
  const timer = setInterval(run, ROLLUP_EVERY_MS);
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
