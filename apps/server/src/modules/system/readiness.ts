import type { OperationOutput, Operations } from '@playdeck/contracts';
import type { Redis } from 'ioredis';
import type { Database } from '../../db/client';
import { redisUp } from '../../lib/redis';

type Health = OperationOutput<Operations['getReadiness']>;

/** What readiness looks at; `shuttingDown` is read at each probe (shutdown sets it on the running process). */
export interface ReadinessDeps {
  database: Pick<Database, 'ping'>;
  redis: Redis | undefined;
  shuttingDown: () => boolean;
}

const PROBE_MS = 1000;

/** Runs one probe, bounded in time: `ok`, or what went wrong. */
async function probe(check: () => Promise<unknown>): Promise<string> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      check(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('timeout')), PROBE_MS);
      }),
    ]);
    return 'ok';
  } catch (error) {
    return (error as Error).message;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Ready while the database answers. Redis down is `degraded`, still ready: rate limits and
 * invalidations run per instance meanwhile (issue 8 item 12), and taking every instance out of
 * the balancer over it would turn a slowdown into an outage.
 */
export async function checkReadiness({
  database,
  redis,
  shuttingDown,
}: ReadinessDeps): Promise<{ ready: boolean; health: Health }> {
  const checks: Record<string, string> = {};
  checks.database = await probe(() => database.ping());
  if (redis) {
    checks.redis = redisUp(redis) ? await probe(() => redis.ping()) : `unreachable (${redis.status})`;
    if (checks.redis !== 'ok') checks.redis = `degraded: ${checks.redis}; limits and caches are per instance`;
  }
  const ready = checks.database === 'ok' && !shuttingDown();
  const status = !ready ? 'unavailable' : checks.redis && checks.redis !== 'ok' ? 'degraded' : 'ok';
  return { ready, health: { status, checks } };
}
